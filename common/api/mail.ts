import { z } from 'zod';
import { m } from '../i18n/messages';
import { tokenField, wholeNumber } from './fields';

/**
 * Mails that failed after their last retry (decision 059): the admins' list and its resend, shared
 * by the server and the dashboard.
 */

const chooseMail = () => m.server_field_choose_mail();

export const resendFailedMailRequest = z.strictObject({
  ...tokenField,
  mail_id: wholeNumber(chooseMail).pipe(z.number().positive({ error: chooseMail })),
});

const isoTime = z.string().describe('ISO 8601 timestamp (UTC)');

export const failedMailAnswer = z.strictObject({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  /** The SMTP server's or the connection's error at the last attempt. */
  last_error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: isoTime.describe('When the mail was queued (ISO 8601, UTC)'),
  failed_at: isoTime.describe('When its last attempt failed (ISO 8601, UTC)'),
});
export type FailedMail = z.infer<typeof failedMailAnswer>;

/** getFailedMails: the newest failure first. */
export const failedMailsAnswer = z.array(failedMailAnswer);

/** resendFailedMail: the mail back in the outbox, due at once. */
export const resentMailAnswer = z.strictObject({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.literal(0),
});
export type ResentMail = z.infer<typeof resentMailAnswer>;
