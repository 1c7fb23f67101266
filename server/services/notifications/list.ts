import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { NOTIFICATION_LIST_SIZE, type NotificationList } from '../../../common/api/notification-list';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';

/**
 * The in-app list (docs/PRODUCT.md#notifications, decision 090): every item queued for a user,
 * mailed or not and whatever the mail switches say, is the user's record; the list shows the
 * newest NOTIFICATION_LIST_SIZE.
 */

/** How many items a user keeps; older ones go once mailed (pruneNotifications). */
export const NOTIFICATIONS_KEPT = 200;

const newest = (db: Db | Tx, userId: number) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_SIZE);

const unreadOf = (rows: { readAt: Date | null }[]) => rows.filter((row) => row.readAt === null).length;

export async function listNotifications(db: Db, userId: number): Promise<NotificationList> {
  const rows = await newest(db, userId);
  return {
    unread: unreadOf(rows),
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      path: row.path,
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
  };
}

/**
 * Marks the caller's items read: those of `ids` (others' ids match nothing: the answer cannot tell
 * whether an id exists), or without ids every unread one. Answers the new unread count of the list.
 */
export async function markNotificationsRead(
  db: Db,
  userId: number,
  ids: number[] | undefined,
  now: Date,
): Promise<{ unread: number }> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === undefined ? undefined : inArray(notifications.id, ids.length > 0 ? ids : [0]),
      ),
    );
  return { unread: unreadOf(await newest(db, userId)) };
}

/**
 * Deletes the user's mailed items beyond the newest NOTIFICATIONS_KEPT, so the table stays bounded
 * per user. Called by the digest after it handled the user's waiting items: items only arrive with
 * a digest to follow, so every user who gains items is pruned.
 */
export async function pruneNotifications(tx: Db | Tx, userId: number): Promise<void> {
  const kept = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_KEPT);
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        sql`${notifications.mailedAt} is not null`,
        notInArray(notifications.id, kept),
      ),
    );
}
