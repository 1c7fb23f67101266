import type { FastifyInstance } from 'fastify';
import { failedMailsAnswer, resendFailedMailRequest, resentMailAnswer } from '../../common/api/mail';
import { sessionRequest } from '../../common/api/requests';
import { defineRoute } from '../lib/route';
import { FAILED_MAILS_SHOWN, getFailedMails, resendFailedMail } from '../services/mail/failed';

/** Mails that failed after their last retry, for the admins (decision 059, README "Mail delivery"). */
export async function mailRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/getFailedMails',
    summary: `Mails given up after their last retry, newest failure first, at most ${FAILED_MAILS_SHOWN}: recipient, subject, last error, attempts, when queued and when failed (admin)`,
    auth: 'user',
    body: sessionRequest,
    answer: failedMailsAnswer,
    errors: ['failed_mails_not_allowed'],
    handler: ({ user }) => getFailedMails(app, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/resendFailedMail',
    summary:
      'Put a failed mail back in the outbox with its attempts reset, sent within a second; 404 unless the mail is marked failed (admin)',
    auth: 'user',
    body: resendFailedMailRequest,
    answer: resentMailAnswer,
    errors: ['failed_mails_not_allowed', 'failed_mail_not_found'],
    handler: ({ user, body }) => resendFailedMail(app, user, body.mail_id),
  });
}
