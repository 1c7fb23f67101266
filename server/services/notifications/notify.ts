import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationGroup, NotificationKind } from '../../../common/api/notifications';
import type { Db, Tx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { accountLocale, runInLocale } from '../../lib/locale';

export interface NotificationItem {
  group: NotificationGroup;
  /** What it tells; with objectId, what the digest coalesces on and checks (coalesce.ts, resolved.ts). */
  kind: NotificationKind;
  /** The id of what it is about, as the kind says: a match, a proposal, a result, a user or a team. */
  objectId: number;
  /**
   * One sentence: the subject of a mail of this item alone, a line of a digest. A function, called
   * once per recipient in that recipient's language (their account's, not the request's).
   */
  title: () => string;
  /** Further lines (plain text), e.g. the score and the teams; called like title. */
  body?: () => string;
  /** The app path where the recipient acts, e.g. /dashboard/matches#match-12. */
  path: string;
}

/**
 * Queues one notification item for each recipient, inside the caller's transaction: a rolled-back
 * change notifies nobody. The digest job mails the items later, at most one mail per user per
 * 10 minutes, leaving out groups the user switched off (docs/PRODUCT.md#notifications). The texts
 * are written now, in each recipient's language (docs/decisions/031-german-and-english.md).
 */
export async function notify(db: Db | Tx, userIds: Iterable<number>, item: NotificationItem): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, recipients));
  const languages = new Map(rows.map((row) => [row.id, row.language]));
  await db.insert(notifications).values(
    recipients.map((userId) =>
      runInLocale(accountLocale(languages.get(userId)), () => ({
        userId,
        group: item.group,
        title: item.title(),
        body: item.body?.() ?? '',
        path: item.path,
        kind: item.kind,
        objectId: item.objectId,
      })),
    ),
  );
}

/**
 * The waiting items of `userId` in these groups about these places are settled, not mailed: that
 * user just acted on the object (accepted the result, answered the proposal, set the date), so what
 * they told or asked is done. Marked handled like the items of a group switched off (digest.ts).
 */
export async function settle(
  db: Db | Tx,
  userId: number | null,
  about: { groups: NotificationGroup[]; paths: string[] },
): Promise<void> {
  if (userId === null) return;
  await db
    .update(notifications)
    .set({ mailedAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.mailedAt),
        inArray(notifications.group, about.groups),
        inArray(notifications.path, about.paths),
      ),
    );
}
