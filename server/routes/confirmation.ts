import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { m } from '../../common/i18n/messages';
import { accountLocale, browserLocale, runInLocale } from '../lib/locale';
import { confirmEmail } from '../services/accounts';
import { confirmationLinkState, confirmedPath } from '../services/confirmation-link';
import { escapeHtml } from '../services/mail/templates';
import { buttonStyle, page } from './unsubscribe';

/**
 * The sign-up confirmation link's page (decision 056): mail scanners open links before people do,
 * so its GET (and the mailed /api/confirm, which leads here) changes nothing and shows a button;
 * the button's POST confirms. Then the login page says how it ended: confirmed now, confirmed
 * before (a second use of the link, or a scanner that came first), or invalid. Not part of the
 * JSON API, like the unsubscribe pages.
 */

type TokenRequest = FastifyRequest<{ Querystring: { token?: unknown } }>;

const tokenOf = (request: TokenRequest) =>
  typeof request.query.token === 'string' ? request.query.token : '';

export async function confirmationRoutes(app: FastifyInstance) {
  // The button posts an empty form; the token is in the address. Parsed only inside this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get('/mail/confirm', async (request: TokenRequest, reply: FastifyReply) => {
    const token = tokenOf(request);
    const { state, language } = await confirmationLinkState(app.db, token);
    if (state !== 'open') return reply.redirect(confirmedPath(state), 303);
    const locale = language === null ? browserLocale(request) : accountLocale(language);
    return runInLocale(locale, () =>
      page(
        reply,
        200,
        m.auth_confirm_page_title(),
        `<p>${escapeHtml(m.auth_confirm_page_text())}</p>
<form method="post" action="${escapeHtml(`/mail/confirm?token=${encodeURIComponent(token)}`)}">
<button type="submit" style="${buttonStyle}">${escapeHtml(m.auth_confirm_page_button())}</button>
</form>`,
      ),
    );
  });

  app.post('/mail/confirm', async (request: TokenRequest, reply: FastifyReply) => {
    const token = tokenOf(request);
    if (await confirmEmail(app.db, token)) return reply.redirect(confirmedPath('confirmed-now'), 303);
    // Used before, or its address confirmed otherwise: say so and offer the login.
    const { state } = await confirmationLinkState(app.db, token);
    return reply.redirect(confirmedPath(state === 'confirmed' ? 'confirmed' : 'invalid'), 303);
  });
}
