import type { NotificationGroup } from '../../../common/api/notifications';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NotificationItem {
  group: NotificationGroup;
  /** One sentence: the subject of a mail of this item alone, a line of a digest. */
  title: string;
  /** Further lines (plain text), e.g. the score and the teams. */
  body?: string;
  /** The app path where the recipient acts, e.g. /dashboard/matches#match-12. */
  path: string;
}

/**
 * Queues one notification item for each recipient, inside the caller's transaction: a rolled-back
 * change notifies nobody. The digest job mails the items later, at most one mail per user per
 * 10 minutes, leaving out groups the user switched off (docs/PRODUCT.md#notifications).
 */
export async function notify(db: Db | Tx, userIds: Iterable<number>, item: NotificationItem): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  await db.insert(notifications).values(
    recipients.map((userId) => ({
      userId,
      group: item.group,
      title: item.title,
      body: item.body ?? '',
      path: item.path,
    })),
  );
}
