import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailContent } from './templates';

export interface QueuedMail extends MailContent {
  to: string;
  /**
   * Extra header lines (e.g. List-Unsubscribe), sent exactly as given: unfolded and unencoded,
   * so the values must be plain ASCII on one line.
   */
  headers?: Record<string, string>;
}

/**
 * Mails are stored, not sent, inside the caller's transaction: a rolled-back signup sends
 * nothing, and the worker delivers (with retries) even if this instance dies right after.
 */
export async function queueMail(db: Db | Tx, mail: QueuedMail): Promise<void> {
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    // A line break would start a header of the caller's text: refuse it here, not at delivery.
    if (!/^[A-Za-z0-9-]+$/.test(name) || !/^[\x20-\x7e]*$/.test(value)) {
      throw new Error(`queueMail: header ${JSON.stringify(name)} is not one line of printable ASCII`);
    }
  }
  await db.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers ?? null,
  });
}

/**
 * The Message-ID of an outbox row, the same on every attempt: delivery is at least once (an SMTP
 * reply lost after the server took the mail, or an instance dying before it recorded the send,
 * means the row is sent again once its lease or backoff ends), and a receiver or a reader can tell
 * the resend by it. The row's creation time keeps ids apart across databases that reuse row ids
 * on the same domain (a restored backup, a fresh installation), which a mailbox would take for
 * duplicates; the domain is APP_URL's host.
 */
export function outboxMessageId(row: { id: number; createdAt: Date }, appUrl: string): string {
  return `<outbox.${row.id}.${row.createdAt.getTime().toString(36)}@${new URL(appUrl).hostname}>`;
}
