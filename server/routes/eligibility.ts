import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptParticipationTermsRequest,
  addUniversityAddressRequest,
  approvalAnswer,
  approveEligibilityRequest,
  eligibilityAnswer,
  participationTermsAnswer,
} from '../../common/api/eligibility';
import { sessionRequest } from '../../common/api/requests';
import { m } from '../../common/i18n/messages';
import { browserLocale, runInLocale } from '../lib/locale';
import { defineRoute } from '../lib/route';
import {
  addUniversityAddress,
  approveEligibility,
  confirmUniversityAddress,
  getEligibility,
  universityLinkOpen,
} from '../services/eligibility';
import { escapeHtml } from '../services/mail/templates';
import { acceptParticipationTerms, getParticipationTerms } from '../services/participation-terms';
import { buttonStyle, page } from './unsubscribe';

/**
 * Eligibility and the participation terms (docs/PRODUCT.md#eligibility, decisions 096 and 097): the
 * caller's status, a second (university) address confirmed by a mailed link, an admin's approval,
 * and accepting the terms. The link's page works as sign-up's (decision 056): its GET changes
 * nothing and shows a button, the button's POST confirms, then the profile says how it ended.
 */

type TokenRequest = FastifyRequest<{ Querystring: { token?: unknown } }>;
const tokenOf = (request: TokenRequest) =>
  typeof request.query.token === 'string' ? request.query.token : '';

/** Where the profile says how a university link ended: ?university=1 confirmed, 0 invalid or used. */
export const universityConfirmedPath = (confirmed: boolean) =>
  `/dashboard/profile?university=${confirmed ? 1 : 0}#eligibility`;

export async function eligibilityRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/getEligibility',
    summary:
      "The caller's eligibility this season: why (the sign-up address, a second address, an admin's approval, no check) or not, the league's domains and the second addresses added",
    auth: 'user',
    body: sessionRequest,
    answer: eligibilityAnswer,
    handler: ({ user }) => getEligibility(app, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/addUniversityAddress',
    summary:
      "Add a second, university address: mails it a link valid for 24 h whose page confirms it; confirmed, it makes the caller eligible for the current season. Only an address at one of the league's domains",
    auth: 'user',
    rateLimited: true,
    body: addUniversityAddressRequest,
    answer: eligibilityAnswer,
    errors: ['not_university_address'],
    handler: ({ user, body }) => addUniversityAddress(app, user, body.email),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/approveEligibility',
    summary:
      'An admin makes a member eligible for the current season, with a reason (audit log: eligibility.approve)',
    auth: 'user',
    body: approveEligibilityRequest,
    answer: approvalAnswer,
    errors: ['eligibility_not_allowed', 'user_not_found'],
    handler: ({ user, body }) => approveEligibility(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getParticipationTerms',
    summary:
      "The participation terms' current version (the text itself: getLeagueText key 'participation') and whether the caller accepted it",
    auth: 'user',
    body: sessionRequest,
    answer: participationTermsAnswer,
    handler: ({ user }) => getParticipationTerms(app, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/acceptParticipationTerms',
    summary:
      'Accept the current version of the participation terms, needed once per version before answering yes; every acceptance is kept',
    auth: 'user',
    body: acceptParticipationTermsRequest,
    answer: participationTermsAnswer,
    errors: ['terms_version_outdated'],
    handler: ({ user, body }) => acceptParticipationTerms(app, user, body.version),
  });
}

/** The mailed link's page (not part of the JSON API, like the sign-up confirmation's). */
export async function universityLinkRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get('/mail/university', async (request: TokenRequest, reply: FastifyReply) => {
    const token = tokenOf(request);
    if (!(await universityLinkOpen(app, token))) return reply.redirect(universityConfirmedPath(false), 303);
    return runInLocale(browserLocale(request), () =>
      page(
        reply,
        200,
        m.server_university_page_title(),
        `<p>${escapeHtml(m.server_university_page_text())}</p>
<form method="post" action="${escapeHtml(`/mail/university?token=${encodeURIComponent(token)}`)}">
<button type="submit" style="${buttonStyle}">${escapeHtml(m.server_university_page_button())}</button>
</form>`,
      ),
    );
  });

  app.post('/mail/university', async (request: TokenRequest, reply: FastifyReply) =>
    reply.redirect(universityConfirmedPath(await confirmUniversityAddress(app, tokenOf(request))), 303),
  );
}
