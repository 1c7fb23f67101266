import { z } from 'zod';
import { tokenField } from './fields';

/** Notification mail preferences (docs/PRODUCT.md#notifications): one switch per group, all on by default. */

export const NOTIFICATION_GROUPS = ['results', 'referee', 'dates', 'team', 'reminders'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** The Settings page's label of each group. */
export const NOTIFICATION_GROUP_LABELS: Record<NotificationGroup, string> = {
  results: 'Results',
  referee: 'Referee duties',
  dates: 'Match dates',
  team: 'Team and membership',
  reminders: 'Reminders',
};

const groupSwitch = (group: NotificationGroup) =>
  z.boolean({ error: `${NOTIFICATION_GROUP_LABELS[group]}: please choose on or off.` });

export const notificationSettingsAnswer = z.strictObject({
  results: z.boolean(),
  referee: z.boolean(),
  dates: z.boolean(),
  team: z.boolean(),
  reminders: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsAnswer>;

export const updateNotificationSettingsRequest = z.strictObject({
  ...tokenField,
  results: groupSwitch('results').optional(),
  referee: groupSwitch('referee').optional(),
  dates: groupSwitch('dates').optional(),
  team: groupSwitch('team').optional(),
  reminders: groupSwitch('reminders').optional(),
});
export type UpdateNotificationSettingsRequest = z.input<typeof updateNotificationSettingsRequest>;
