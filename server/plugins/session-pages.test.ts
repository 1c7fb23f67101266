import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRIPTS_AFTER_PAINT_SCRIPT } from '../../common/scripts-after-paint';
import { SESSION_COOKIE } from '../../common/session-pages';
import { buildUser, type UserRow } from '../db/factories';
import { routeRegistry } from '../lib/route';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Dashboard pages rendered with the session's answers (decision 041), with a stand-in for the web
 * app's server bundle (the real one runs in e2e/session-pages.test.ts): the server reads the
 * answers through its own API with the cookie's token, the page is private, its head goes out
 * before the render ends (decision 050), a refused session gets the plain frame, and the cookie
 * opens no API route.
 */
let t: TestApp;
let user: UserRow;
let token: string;
const root = mkdtempSync(join(tmpdir(), 'league-session-pages-'));
const INDEX = `<!doctype html><html lang="en"><head><title>Munich University League</title>
<meta name="description" content="Munich University League" />
<script>window.__earlyAnswers=1</script>
<script type="module" crossorigin src="/assets/index-1.js"></script>
</head><body><div id="root"></div></body></html>`;
// Reads the user through the transport as the real bundle's query functions do; renders the frame otherwise.
const BUNDLE = `
export const PRERENDERED_PAGES = { '/dashboard/my-team': ['leagueDetails'], '/dashboard/profile': ['leagueDetails'] };
export const PAGE_MODULES = { '/dashboard/my-team': [], '/dashboard/profile': [] };
export async function render(url) {
  return { html: '<p>frame of ' + url.pathname + '</p>', title: 'Frame' };
}
export async function sessionPageHead(url, locale) {
  return { title: 'My Team (' + locale + ')' };
}
// A test holds the render with globalThis.holdRender (a promise), or fails it with a page query.
export async function renderForSession(url, data, locale, transport, viewport) {
  await globalThis.holdRender;
  if (url.searchParams.has('fail')) throw new Error('the render failed');
  const response = await transport.fetch('/api/getUserByToken', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer ' + transport.token },
    body: JSON.stringify({ access_token: transport.token }),
  });
  const answer = await response.json();
  if (!answer.status) return null;
  return {
    html: '<p>' + answer.data.name + ' (' + locale + ', ' + viewport + ')</p>',
    title: 'My Team',
    answers: { queries: [{ queryKey: ['user', '$session'], state: { data: answer.data } }], mutations: [] },
    renders: 2,
  };
}`;

beforeAll(async () => {
  mkdirSync(join(root, 'web'));
  mkdirSync(join(root, 'ssr'));
  writeFileSync(join(root, 'web', 'index.html'), INDEX);
  writeFileSync(join(root, 'ssr', 'entry-server.js'), BUNDLE);
  t = await createTestApp({ webDist: join(root, 'web') });
  user = await buildUser(t.db, { name: 'Sina <Session>' });
  token = await t.tokenFor(user);
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (path: string, cookie?: string) =>
  t.app.inject({ url: path, headers: cookie ? { cookie } : {} });

describe('dashboard pages rendered for the session in the cookie', () => {
  it("carry the user's answers, for this browser only, without the token or the early-answers script", async () => {
    const res = await page('/dashboard/my-team', `lang=de; ${SESSION_COOKIE}=${token}; viewport=phone`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p>Sina <Session> (de, phone)</p>');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers.vary).toContain('Cookie');
    expect(res.body).toContain('<html lang="de" data-mantine-color-scheme="light">');
    expect(res.body).not.toContain('__earlyAnswers');
    expect(res.body).not.toContain(token);
    const block = res.body.match(/<script type="application\/json" id="session-answers">(.*?)<\/script>/s);
    // '<' of a user's name cannot close the element.
    expect(block?.[1]).toContain('\\u003cSession>');
    const embedded = JSON.parse(block?.[1] ?? 'null');
    expect(embedded.answers.queries[0].queryKey).toEqual(['user', '$session']);
    // The layout the browser showed last, as the bundle rendered it.
    expect(embedded.viewport).toBe('phone');
    // It paints from its HTML: its scripts are named last and start after the first paint (decision 049).
    expect(res.body).not.toContain('<script type="module"');
    const starter = `<script data-entry="/assets/index-1.js" data-preloads="">${SCRIPTS_AFTER_PAINT_SCRIPT}</script></body>`;
    expect(res.body.endsWith(`${starter}</html>`)).toBe(true);
    expect(res.body.indexOf('id="session-answers"')).toBeLessThan(res.body.indexOf(starter));
    expect(res.body).toContain('<title>My Team (de)</title>');
    // The render's time and how many renders the page needed, for tools and the benchmarks: a
    // trailer, as the head went out before the render.
    expect(res.headers.trailer).toBe('server-timing');
    expect(res.trailers['server-timing']).toMatch(/^session-render;dur=\d+(\.\d)?;desc="2 renders"$/);
  });

  it('send their head before the render ends, compressed as the browser accepts', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    let release = () => {};
    const held = globalThis as { holdRender?: Promise<void> };
    for (const encoding of ['br', 'gzip', 'identity']) {
      held.holdRender = new Promise<void>((resolve) => {
        release = resolve;
      });
      const chunks: Buffer[] = [];
      const { headers, firstChunk, ended } = await new Promise<{
        headers: Record<string, unknown>;
        firstChunk: Promise<void>;
        ended: Promise<Record<string, string>>;
      }>((resolve, reject) => {
        const request = get(
          `${address}/dashboard/my-team`,
          { headers: { cookie: `${SESSION_COOKIE}=${token}`, 'accept-encoding': encoding } },
          (res) => {
            const firstChunk = new Promise<void>((done) => res.once('data', () => done()));
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            const ended = new Promise<Record<string, string>>((done) =>
              res.on('end', () => done(res.trailers as Record<string, string>)),
            );
            resolve({ headers: res.headers, firstChunk, ended });
          },
        );
        request.on('error', reject);
      });
      // The answer and the start of the page are here while the render waits.
      await firstChunk;
      expect(headers['cache-control'], encoding).toBe('private, no-store');
      expect(headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
      release();
      const trailers = await ended;
      const body = Buffer.concat(chunks);
      const html = (
        encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
      ).toString();
      expect(html, encoding).toContain('<p>Sina <Session> (en, null)</p>');
      expect(html.endsWith('</html>'), encoding).toBe(true);
      expect(trailers['server-timing'], encoding).toMatch(/desc="2 renders"$/);
    }
    delete held.holdRender;
  });

  it('end as the frame when the render fails after the head went out', async () => {
    const res = await page('/dashboard/my-team?fail=1', `${SESSION_COOKIE}=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>My Team (en)</title>');
    expect(res.body).toContain('<div id="root"><p>frame of /dashboard/my-team</p></div>');
    expect(res.body).not.toContain('id="session-answers"');
    // Its scripts start after its first paint, and then ask for the answers themselves.
    expect(res.body.endsWith(`${SCRIPTS_AFTER_PAINT_SCRIPT}</script></body></html>`)).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.trailers['server-timing']).toBeUndefined();
  });

  it('go out as the plain frame for a refused, malformed or missing session, and for other pages', async () => {
    const frame = '<p>frame of /dashboard/my-team</p>';
    for (const cookie of [
      `${SESSION_COOKIE}=${token}x`,
      `${SESSION_COOKIE}=not a token`,
      'other=1',
      undefined,
    ]) {
      const res = await page('/dashboard/my-team', cookie);
      expect(res.statusCode, String(cookie)).toBe(200);
      expect(res.body, String(cookie)).toContain(frame);
      expect(res.headers['cache-control'], String(cookie)).toBe('no-cache');
      expect(res.headers.trailer, String(cookie)).toBeUndefined();
      // The frame waits for its scripts: the head names them.
      expect(res.body, String(cookie)).toContain(
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>\n</head>',
      );
    }
    const profile = await page('/dashboard/profile', `${SESSION_COOKIE}=${token}`);
    expect(profile.body).toContain('<p>frame of /dashboard/profile</p>');
    expect(profile.headers['cache-control']).toBe('no-cache');
  });
});

describe('the session cookie', () => {
  it('opens no API route', async () => {
    // Every route a session opens, asked with the cookie only: no route takes it for a session.
    const signedIn = routeRegistry.filter((route) => route.auth === 'user');
    expect(signedIn.length).toBeGreaterThan(20);
    let refused = 0;
    for (const route of signedIn) {
      const ask = (headers: Record<string, string>) =>
        t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: route.url,
          headers,
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
      const withCookie = await ask({ cookie: `${SESSION_COOKIE}=${token}` });
      const without = await ask({});
      // The same answer as without any cookie (a 400 where the body is checked first).
      expect([withCookie.statusCode, withCookie.json()], `${route.method} ${route.url}`).toEqual([
        without.statusCode,
        without.json(),
      ]);
      if (withCookie.statusCode === 401) refused++;
    }
    // The session check comes first on most; the others check their body first.
    expect(refused).toBeGreaterThan(10);
  });
});
