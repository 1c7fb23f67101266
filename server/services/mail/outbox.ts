import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailContent } from './templates';

/**
 * Mails are stored, not sent, inside the caller's transaction: a rolled-back signup sends
 * nothing, and the worker delivers (with retries) even if this instance dies right after.
 */
export async function queueMail(db: Db | Tx, mail: MailContent & { to: string }): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}
