import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { notificationSettings, notifications, pitches, users } from '../../db/schema';
import { accountLocale, runInLocale } from '../../lib/locale';
import type { NotificationItem } from './notify';
import { queueNotificationMail } from './queue-notification-mail';
import { settingsOf } from './settings';

/**
 * An item that cannot wait for the digest (a match given up: docs/PRODUCT.md#forfeits-and-unplayed-matches):
 * each recipient gets a mail of it alone now, queued in the caller's transaction, in their language,
 * unless they switched its group off. The item is stored as already mailed, so the digest does not
 * send it again.
 */
export async function notifyNow(
  app: FastifyInstance,
  tx: Tx,
  userIds: Iterable<number>,
  item: NotificationItem,
): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  const people = await tx
    .select({ id: users.id, mail: users.mail, language: users.language })
    .from(users)
    .where(inArray(users.id, recipients));
  const settingsRows = await tx
    .select()
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, recipients));
  const mapped = await tx
    .select({ name: pitches.name, address: pitches.address, mapUrl: pitches.mapUrl })
    .from(pitches);
  const { appUrl } = app.config;
  const now = app.clock.now();
  for (const person of people) {
    const locale = accountLocale(person.language);
    const { title, body } = runInLocale(locale, () => ({ title: item.title(), body: item.body?.() ?? '' }));
    await tx.insert(notifications).values({
      userId: person.id,
      group: item.group,
      title,
      body,
      path: item.path,
      kind: item.kind,
      objectId: item.objectId,
      mailedAt: now,
    });
    const settings = settingsOf(settingsRows.find((row) => row.userId === person.id));
    if (!settings[item.group]) continue;
    await queueNotificationMail(
      app,
      tx,
      person,
      [{ group: item.group, title, body, link: appUrl + item.path }],
      locale,
      mapped,
    );
  }
}
