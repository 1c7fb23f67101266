import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationSettings, notifications, pitches, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { accountLocale } from '../../lib/locale';
import { PUSH_SPARES_MAIL_MS } from '../push';
import { coalesce } from './coalesce';
import { pruneNotifications } from './list';
import { queueNotificationMail } from './queue-notification-mail';
import { stillTrue } from './resolved';
import { settingsOf } from './settings';

/** At most one notification mail per user in this time (docs/PRODUCT.md#notifications, decision 027). */
export const DIGEST_WINDOW_MS = 10 * 60 * 1000;
/** Users mailed per pass; the rest wait for the next pass, moments later. */
const USERS_PER_PASS = 500;

/**
 * The scheduler job 'notification-digests': every user with waiting items whose last notification
 * mail is at least DIGEST_WINDOW_MS old gets one mail with all of them, one line per object
 * (coalesce.ts), without those whose cause is resolved (resolved.ts), at most DIGEST_LINES listed.
 */
export async function sendNotificationDigests(app: FastifyInstance, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - DIGEST_WINDOW_MS);
  const due = await app.db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
    .where(
      and(
        isNull(notifications.mailedAt),
        or(isNull(notificationSettings.lastMailedAt), lte(notificationSettings.lastMailedAt, windowStart)),
      ),
    )
    .limit(USERS_PER_PASS);
  for (const { userId } of due) {
    try {
      await mailUser(app, userId, now);
    } catch (error) {
      // One user's failure must not hold up everybody else's mail; the next pass tries again.
      app.log.error({ err: error, userId }, 'notification digest failed');
    }
  }
}

/**
 * One transaction per user. Its settings row, made if missing, is locked first: a second instance
 * working on the same user waits, then sees the new last_mailed_at and leaves. Without that lock
 * it could claim an item queued meanwhile and send a second mail inside the window.
 */
function mailUser(app: FastifyInstance, userId: number, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - DIGEST_WINDOW_MS);
  return transaction(app.db, async (tx) => {
    await tx.insert(notificationSettings).values({ userId }).onConflictDoNothing();
    const [settingsRow] = await tx
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId))
      .for('update');
    if (!settingsRow || (settingsRow.lastMailedAt && settingsRow.lastMailedAt > windowStart)) return;
    // A pushed item's mail waits for the push to be opened, which spares it (decision 091).
    const pushedBefore = new Date(now.getTime() - PUSH_SPARES_MAIL_MS);
    const items = await tx
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.mailedAt),
          or(
            isNull(notifications.pushedAt),
            lte(notifications.pushedAt, pushedBefore),
            isNotNull(notifications.readAt),
          ),
        ),
      )
      .orderBy(asc(notifications.id))
      .for('update', { skipLocked: true });
    if (items.length === 0) return;
    // Items of a group switched off are handled without a mail.
    await tx
      .update(notifications)
      .set({ mailedAt: now })
      .where(
        inArray(
          notifications.id,
          items.map((item) => item.id),
        ),
      );
    await pruneNotifications(tx, userId);
    const settings = settingsOf(settingsRow);
    const [user] = await tx
      .select({ id: users.id, mail: users.mail, language: users.language, memberOf: users.memberOf })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    // One line per object with its latest state, and only what is still true now.
    const mailed = items.filter((item) => settings[item.group] && !(item.pushedAt && item.readAt));
    const wanted = await stillTrue(tx, user, coalesce(mailed), now);
    if (wanted.length === 0) return;

    const { appUrl } = app.config;
    // A handful of rows: which of the body's lines are pitch lines, to link their maps.
    const mapped = await tx
      .select({ name: pitches.name, address: pitches.address, mapUrl: pitches.mapUrl })
      .from(pitches);
    await queueNotificationMail(
      app,
      tx,
      { id: userId, mail: user.mail },
      wanted.map((item) => ({
        group: item.group,
        title: item.title,
        body: item.body,
        link: appUrl + item.path,
      })),
      accountLocale(user.language),
      mapped,
    );
    await tx
      .update(notificationSettings)
      .set({ lastMailedAt: now })
      .where(eq(notificationSettings.userId, userId));
  });
}
