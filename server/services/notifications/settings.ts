import { eq } from 'drizzle-orm';
import type { NotificationGroup, NotificationSettings } from '../../../common/api/notifications';
import { NOTIFICATION_GROUPS } from '../../../common/api/notifications';
import type { Db, Tx } from '../../db/client';
import { notificationSettings } from '../../db/schema';

/** A user without a settings row gets every group (docs/PRODUCT.md#notifications). */
const ALL_ON: NotificationSettings = {
  results: true,
  referee: true,
  dates: true,
  team: true,
  reminders: true,
};

type SettingsRow = typeof notificationSettings.$inferSelect;

export const settingsOf = (row: SettingsRow | undefined): NotificationSettings =>
  row
    ? {
        results: row.results,
        referee: row.referee,
        dates: row.dates,
        team: row.team,
        reminders: row.reminders,
      }
    : { ...ALL_ON };

export async function getNotificationSettings(db: Db | Tx, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return settingsOf(row);
}

/** Sets the given switches (the others keep their value) and answers the settings now. */
export async function updateNotificationSettings(
  db: Db | Tx,
  userId: number,
  change: Partial<Record<NotificationGroup, boolean>>,
): Promise<NotificationSettings> {
  const set = Object.fromEntries(
    NOTIFICATION_GROUPS.flatMap((g) => (change[g] === undefined ? [] : [[g, change[g]]])),
  );
  if (Object.keys(set).length === 0) return getNotificationSettings(db, userId);
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationSettings.userId, set })
    .returning();
  return settingsOf(row);
}

/** Switches the groups on or off, as the unsubscribe link and its undo do. */
export const switchGroups = (db: Db | Tx, userId: number, groups: NotificationGroup[], on: boolean) =>
  updateNotificationSettings(db, userId, Object.fromEntries(groups.map((group) => [group, on])));
