import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actionPaths } from '../../common/api/links';
import { NOTIFICATION_GROUP_LABELS, type NotificationGroup } from '../../common/api/notifications';
import { getLocale, m } from '../../common/i18n/messages';
import { users } from '../db/schema';
import { accountLocale, browserLocale, runInLocale } from '../lib/locale';
import { escapeHtml } from '../services/mail/templates';
import { switchGroups } from '../services/notifications/settings';
import { type UnsubscribeClaims, verifyUnsubscribeToken } from '../services/notifications/unsubscribe-token';

/**
 * The unsubscribe link of notification mails (docs/PRODUCT.md#notifications, decision 027): small
 * server-rendered pages without script. A GET only shows a button, since mail scanners follow GET
 * links; the POST (RFC 8058 one-click from the mail program, or that button) switches the mail's
 * groups off for the user the token names, without a login. Not part of the JSON API. Each page
 * speaks the language of the account the token names, as its mails do; a link that names no
 * account gets the browser's.
 */

type TokenRequest = FastifyRequest<{ Querystring: { token?: unknown } }>;

const labels = (groups: NotificationGroup[]) =>
  groups.map((group) => `<li>${escapeHtml(NOTIFICATION_GROUP_LABELS[group]())}</li>`).join('');

export const buttonStyle =
  'font: inherit; padding: 10px 16px; border: 0; border-radius: 4px; background: #1c7ed6; color: #fff; cursor: pointer';

/** A small page without script, never stored (also the confirmation link's, confirmation.ts). */
export function page(reply: FastifyReply, status: number, title: string, content: string) {
  reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="${getLocale()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Munich University League</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"></head>
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #222; max-width: 34rem; margin: 2rem auto; padding: 0 1rem">
<h1 style="font-size: 1.5rem">${escapeHtml(title)}</h1>
${content}
</body></html>`);
}

function form(action: string, token: string, label: string) {
  return `<form method="post" action="${escapeHtml(`${action}?token=${encodeURIComponent(token)}`)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="${buttonStyle}">${escapeHtml(label)}</button>
</form>`;
}

const settingsLink = () =>
  `<p><a href="${escapeHtml(actionPaths.notificationSettings)}">${escapeHtml(m.mail_unsubscribe_page_settings_link())}</a> ${escapeHtml(m.mail_unsubscribe_page_settings_after_login())}</p>`;

/** The token's claims and its account's language, for a token that is ours and names a user who still exists. */
async function claimsOf(
  app: FastifyInstance,
  request: TokenRequest,
): Promise<(UnsubscribeClaims & { language: string | null }) | null> {
  const token = request.query.token;
  if (typeof token !== 'string') return null;
  const claims = await verifyUnsubscribeToken(app.config.jwtSecret, token);
  if (!claims) return null;
  const [user] = await app.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, claims.userId));
  return user ? { ...claims, language: user.language } : null;
}

const invalid = (request: TokenRequest, reply: FastifyReply) =>
  runInLocale(browserLocale(request), () =>
    page(
      reply,
      400,
      m.mail_unsubscribe_page_invalid_title(),
      `<p>${escapeHtml(m.mail_unsubscribe_page_invalid_text())}</p>
${settingsLink()}`,
    ),
  );

export async function unsubscribeRoutes(app: FastifyInstance) {
  // RFC 8058 sends the POST as a form; these parsers exist only inside this plugin, so /api stays
  // JSON-only. The body says nothing the URL's token does not: it is read and ignored.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );

  app.get('/mail/unsubscribe', async (request: TokenRequest, reply) => {
    const claims = await claimsOf(app, request);
    if (!claims) return invalid(request, reply);
    return runInLocale(accountLocale(claims.language), () =>
      page(
        reply,
        200,
        m.mail_unsubscribe(),
        `<p>${escapeHtml(m.mail_unsubscribe_page_question())}</p>
<ul>${labels(claims.groups)}</ul>
${form('/mail/unsubscribe', String(request.query.token), m.mail_unsubscribe())}
${settingsLink()}`,
      ),
    );
  });

  app.post('/mail/unsubscribe', async (request: TokenRequest, reply) => {
    const claims = await claimsOf(app, request);
    if (!claims) return invalid(request, reply);
    await switchGroups(app.db, claims.userId, claims.groups, false);
    return runInLocale(accountLocale(claims.language), () =>
      page(
        reply,
        200,
        m.mail_unsubscribe_page_done_title(),
        `<p>${escapeHtml(m.mail_unsubscribe_page_done_text())}</p>
<ul>${labels(claims.groups)}</ul>
<p>${escapeHtml(m.mail_unsubscribe_page_account_mails())}</p>
${form('/mail/resubscribe', String(request.query.token), m.mail_unsubscribe_page_switch_on())}
${settingsLink()}`,
      ),
    );
  });

  app.post('/mail/resubscribe', async (request: TokenRequest, reply) => {
    const claims = await claimsOf(app, request);
    if (!claims) return invalid(request, reply);
    await switchGroups(app.db, claims.userId, claims.groups, true);
    return runInLocale(accountLocale(claims.language), () =>
      page(
        reply,
        200,
        m.mail_unsubscribe_page_on_title(),
        `<p>${escapeHtml(m.mail_unsubscribe_page_on_text())}</p>
<ul>${labels(claims.groups)}</ul>
${form('/mail/unsubscribe', String(request.query.token), m.mail_unsubscribe_page_again())}
${settingsLink()}`,
      ),
    );
  });
}
