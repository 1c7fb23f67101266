import { z } from 'zod';
import { m } from '../i18n/messages';
import { MAX_ID, tokenField } from './fields';
import { NOTIFICATION_KINDS } from './notifications';

/** The in-app notification list (docs/PRODUCT.md#notifications, decision 090). */

/** The list shows a user's newest items up to this many. */
export const NOTIFICATION_LIST_SIZE = 50;

export const notificationListItem = z.strictObject({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS).nullable().describe('Null on items queued before kinds were stored'),
  title: z.string().describe("One sentence, in the recipient's language when it was queued"),
  body: z.string().describe('Further lines (plain text), possibly empty'),
  path: z.string().describe('The app path where the user acts, e.g. /dashboard/matches#match-12'),
  created_at: z.string().describe('ISO 8601 timestamp (UTC)'),
  read: z.boolean(),
});
export type NotificationListItem = z.infer<typeof notificationListItem>;

export const notificationListAnswer = z.strictObject({
  unread: z.number().int().describe("The caller's unread items among the listed ones"),
  items: z.array(notificationListItem).describe(`The newest ${NOTIFICATION_LIST_SIZE} items, newest first`),
});
export type NotificationList = z.infer<typeof notificationListAnswer>;

const IDS_SENTENCE = () => m.server_field_notification_ids({ max: NOTIFICATION_LIST_SIZE });

export const markNotificationsReadRequest = z.strictObject({
  ...tokenField,
  ids: z
    .array(
      z
        .number({ error: IDS_SENTENCE })
        .int({ error: IDS_SENTENCE })
        .positive({ error: IDS_SENTENCE })
        .max(MAX_ID, { error: IDS_SENTENCE }),
      {
        error: IDS_SENTENCE,
      },
    )
    .max(NOTIFICATION_LIST_SIZE, { error: IDS_SENTENCE })
    .optional()
    .describe("The items to mark read; without it, all of the caller's. Ids of others' items are ignored"),
});
export type MarkNotificationsReadRequest = z.input<typeof markNotificationsReadRequest>;

export const unreadAnswer = z.strictObject({
  unread: z.number().int().describe("The caller's unread items among the newest ones"),
});
