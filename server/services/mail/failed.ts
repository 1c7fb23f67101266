import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FailedMail, ResentMail } from '../../../common/api/mail';
import { m } from '../../../common/i18n/messages';
import { canManageFailedMails, FAILED_MAILS_REFUSED } from '../../../common/policies/mail';
import { mailOutbox } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { authorize } from '../../policies/authorize';
import { named, recordAudit } from '../audit';
import type { CurrentUser } from '../auth';

/**
 * Mails the worker marked failed after their last retry (decision 059): the admins see them and
 * may put one back in the outbox, as new, once the cause is fixed (a typo in an address, SMTP down).
 */

/** The newest failures; older ones beyond this stay in the table (and in league_mail_failed). */
export const FAILED_MAILS_SHOWN = 200;

export async function getFailedMails(app: FastifyInstance, user: CurrentUser): Promise<FailedMail[]> {
  authorize(canManageFailedMails(user), 'failed_mails_not_allowed', FAILED_MAILS_REFUSED());
  const rows = await app.db
    .select()
    .from(mailOutbox)
    .where(isNotNull(mailOutbox.failedAt))
    .orderBy(desc(mailOutbox.failedAt), desc(mailOutbox.id))
    .limit(FAILED_MAILS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    recipient: row.to,
    subject: row.subject,
    last_error: row.lastError,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    failed_at: (row.failedAt ?? row.createdAt).toISOString(),
  }));
}

/**
 * Back in the outbox with no attempt counted and due now: the worker's next pass (within a second)
 * sends it, with the full retry schedule ahead. Only a failed mail: a queued or sent one is a 404,
 * so two admins pressing at once resend it once.
 */
export async function resendFailedMail(
  app: FastifyInstance,
  user: CurrentUser,
  mailId: number,
): Promise<ResentMail> {
  authorize(canManageFailedMails(user), 'failed_mails_not_allowed', FAILED_MAILS_REFUSED());
  return transaction(app.db, async (tx) => {
    const [before] = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, mailId), isNotNull(mailOutbox.failedAt)))
      .for('update');
    if (!before) throw notFound('failed_mail_not_found', m.server_failed_mail_not_found());
    await tx
      .update(mailOutbox)
      .set({ attempts: 0, failedAt: null, lastError: null, nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, mailId));
    await recordAudit(tx, user, {
      action: 'mail.resend',
      target: named(`${before.subject} (${before.to})`),
      before: {
        attempts: before.attempts,
        last_error: before.lastError,
        failed_at: before.failedAt?.toISOString() ?? null,
      },
      after: { attempts: 0 },
    });
    return { id: before.id, recipient: before.to, subject: before.subject, attempts: 0 as const };
  });
}
