import { z } from 'zod';
import { m } from '../i18n/messages';
import { tokenField } from './fields';

/** Notification mail preferences (docs/PRODUCT.md#notifications): one switch per group, all on by default. */

export const NOTIFICATION_GROUPS = ['results', 'referee', 'dates', 'team', 'reminders'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/**
 * What a queued item tells, and what its stored object id names: the digest keeps one item per
 * object and checks each kind against the current state before mailing it
 * (server/services/notifications, decision 058).
 */
export const NOTIFICATION_OBJECTS = {
  result_suggested: 'match',
  result_final: 'match',
  referee_duties: 'match',
  referee_appointed: 'match',
  referee_removed: 'match',
  match_dated: 'match',
  match_pitched: 'match',
  match_moved_for_referee_team: 'match',
  date_proposed: 'proposal',
  date_proposal_ended: 'proposal',
  join_requested: 'user',
  join_answered: 'team',
  team_accepted: 'team',
  team_requested: 'team',
  reminder_referee: 'match',
  reminder_result: 'match',
  reminder_answer: 'result',
  reminder_availability: 'match',
  short_squad: 'match',
  squad_reminder: 'match',
  reminder_fair_play: 'match',
  // A captain's invitation of a free agent (decision 098): told while it waits for an answer.
  invitation: 'invitation',
} as const satisfies Record<string, 'match' | 'proposal' | 'result' | 'user' | 'team' | 'invitation'>;
export type NotificationKind = keyof typeof NOTIFICATION_OBJECTS;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_OBJECTS) as [
  NotificationKind,
  ...NotificationKind[],
];

/**
 * Each group's name as the Settings page and the mails' unsubscribe pages say it: message
 * functions, said in the current language when called.
 */
export const NOTIFICATION_GROUP_LABELS: Record<NotificationGroup, () => string> = {
  results: () => m.dashboard_account_notify_results(),
  referee: () => m.dashboard_account_notify_referee(),
  dates: () => m.dashboard_account_notify_dates(),
  team: () => m.dashboard_account_notify_team(),
  reminders: () => m.dashboard_account_notify_reminders(),
};

const groupSwitch = (group: NotificationGroup) =>
  z.boolean({
    error: () => m.server_field_notification_switch({ group: NOTIFICATION_GROUP_LABELS[group]() }),
  });

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
