import type { FastifyInstance } from 'fastify';
import {
  notificationSettingsAnswer,
  updateNotificationSettingsRequest,
} from '../../common/api/notifications';
import { sessionRequest } from '../../common/api/requests';
import { defineRoute } from '../lib/route';
import { getNotificationSettings, updateNotificationSettings } from '../services/notifications/settings';
import { notificationListRoutes } from './notification-list';

/** The caller's notification mail switches (docs/PRODUCT.md#notifications). */
export async function notificationRoutes(app: FastifyInstance) {
  // The in-app list is registered with the switches: one place for the notification routes.
  await app.register(notificationListRoutes);

  defineRoute(app, {
    method: 'POST',
    url: '/api/getNotificationSettings',
    summary: "The caller's notification mail switches, one per group (all on until changed)",
    auth: 'user',
    body: sessionRequest,
    answer: notificationSettingsAnswer,
    handler: ({ user }) => getNotificationSettings(app.db, user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/updateNotificationSettings',
    summary: 'Switches groups of notification mails on or off for the caller; answers all switches',
    auth: 'user',
    body: updateNotificationSettingsRequest,
    answer: notificationSettingsAnswer,
    handler: ({ user, body }) => updateNotificationSettings(app.db, user.id, body),
  });
}
