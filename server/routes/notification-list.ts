import type { FastifyInstance } from 'fastify';
import {
  markNotificationsReadRequest,
  notificationListAnswer,
  unreadAnswer,
} from '../../common/api/notification-list';
import { sessionRequest } from '../../common/api/requests';
import { defineRoute } from '../lib/route';
import { listNotifications, markNotificationsRead } from '../services/notifications/list';

/** The caller's in-app notification list, the bell (docs/PRODUCT.md#notifications, decision 090). */
export async function notificationListRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/getNotifications',
    summary: "The caller's newest 50 notification items, newest first, with read marks and the unread count",
    auth: 'user',
    body: sessionRequest,
    answer: notificationListAnswer,
    handler: ({ user }) => listNotifications(app.db, user.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/markNotificationsRead',
    summary:
      "Marks the caller's items of ids read (all without ids; others' ids are ignored); answers the unread count",
    auth: 'user',
    body: markNotificationsReadRequest,
    answer: unreadAnswer,
    handler: ({ user, body }) => markNotificationsRead(app.db, user.id, body.ids, app.clock.now()),
  });
}
