import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mailOutbox } from '../db/schema';
import { escapeHtml } from '../services/mail/templates';

const when = (date: Date | null) =>
  date ? escapeHtml(date.toISOString().replace('T', ' ').slice(0, 19)) : '-';

/** Escapes first, then turns the (escaped) URLs into links, so mail text can inject nothing. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The names a browser on this machine reaches the server by. Any other Host is refused: through
 * DNS rebinding a page of a stranger's site (evil.example, resolved to 127.0.0.1 after loading)
 * would read the outbox from the developer's own browser, a loopback peer.
 */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * Whether the client runs on this machine. The socket's peer decides, not request.ip, which
 * TRUST_PROXY lets X-Forwarded-For set; a request a proxy forwarded comes from elsewhere even when
 * the proxy itself runs here.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? '') && LOOPBACK_HOST.test(headers.host ?? '');
}

/**
 * The dev outbox: without SMTP_URL mails are only stored, and this page shows them (README). Not part of the API, so not in the route registry. In production, and wherever
 * mail really goes out, it is a 404 (its links would hand anyone a stranger's password reset),
 * registered explicitly so the web app's history fallback cannot answer it. It answers clients on
 * this machine only, by its loopback names: the quick start must not hand a stranger on the
 * network the same links, nor a page in the developer's browser that rebinds its own name.
 */
export async function devMailRoutes(app: FastifyInstance) {
  const hidden = (request: FastifyRequest) =>
    app.config.env === 'production' || Boolean(app.config.smtpUrl) || !fromThisMachine(request);
  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  app.get('/dev/mail', async (request, reply) => {
    if (hidden(request)) return notFound(reply);
    const mails = await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(50);
    const items = mails
      .map(
        (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} &middot; created ${when(mail.createdAt)} &middot; sent ${when(mail.sentAt)}${
          mail.lastError ? ` &middot; last error: ${escapeHtml(mail.lastError)}` : ''
        } &middot; <a href="/dev/mail/${mail.id}">HTML version</a></p>${Object.entries(mail.headers ?? {})
          .map(([name, value]) => `\n<p class="meta">${escapeHtml(name)}: ${escapeHtml(value)}</p>`)
          .join('')}
<pre>${linkify(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    reply.header('Cache-Control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:.5rem 0}h2{font-size:1.1rem;margin:.5rem 0}.meta{color:#555;font-size:.9rem}pre{white-space:pre-wrap}</style>
</head><body>
<h1>Dev outbox: the latest ${mails.length} mails</h1>
${items || '<p>No mails yet.</p>'}
</body></html>`);
  });

  // The mail's HTML part as a mail program shows it (the templates escape every value they insert).
  app.get<{ Params: { id: string } }>('/dev/mail/:id', async (request, reply) => {
    const id = Number(request.params.id);
    if (hidden(request) || !/^[1-9]\d{0,9}$/.test(request.params.id) || id > 2147483647)
      return notFound(reply);
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!mail) return notFound(reply);
    reply.header('Cache-Control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(mail.html);
  });
}
