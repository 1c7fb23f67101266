import type { FastifyInstance } from 'fastify';
import { actionPaths } from '../../../common/api/links';
import type { Locale } from '../../../common/i18n/locale';
import type { Tx } from '../../db/client';
import { queueMail } from '../mail/outbox';
import { type MailedItem, notificationMail } from './mail';
import type { MappedPitch } from './pitch-line';
import { signUnsubscribeToken } from './unsubscribe-token';

/**
 * Queues one notification mail of `items` to one person, in the caller's transaction: the links
 * every such mail carries (settings, the to-do list, the pitches' maps) and an RFC 8058 one-click
 * unsubscribe from the items' groups, a POST to the link without login (routes/unsubscribe.ts).
 * The digest, the mails sent at once (now.ts) and postponements write their mails through it.
 */
export async function queueNotificationMail(
  app: FastifyInstance,
  tx: Tx,
  to: { id: number; mail: string },
  items: MailedItem[],
  locale: Locale,
  pitches: readonly MappedPitch[],
): Promise<void> {
  const { appUrl, jwtSecret } = app.config;
  const groups = [...new Set(items.map((item) => item.group))];
  const token = await signUnsubscribeToken(jwtSecret, { userId: to.id, groups });
  const unsubscribe = `${appUrl}/mail/unsubscribe?token=${token}`;
  const mail = notificationMail(
    items,
    {
      settings: appUrl + actionPaths.notificationSettings,
      unsubscribe,
      // The to-do list leads My Team.
      todos: appUrl + actionPaths.myTeam,
      pitches,
    },
    locale,
  );
  await queueMail(tx, {
    ...mail,
    to: to.mail,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
