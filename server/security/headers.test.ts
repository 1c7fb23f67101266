import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeam, buildUser, type UserRow } from '../db/factories';
import { teamLogos, teams } from '../db/schema';
import { DOCUMENT_ONLY_HEADERS } from '../lib/security-headers';
import { imageBase64 } from '../test/images';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Security headers on every kind of answer, no-store on authenticated API answers, and uploads
 * checked by content and size (issue 7, Security).
 */

// Tests need not have a build of the web app: a tiny one stands in, served by the real plugin.
const webDist = mkdtempSync(join(tmpdir(), 'league-webdist-'));
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-3f2a9c.js"></script></head><body><div id="root"></div></body></html>';
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
writeFileSync(join(webDist, 'assets', 'index-3f2a9c.js'), 'console.log("app");\n');
writeFileSync(join(webDist, 'assets', 'style-3f2a9c.css'), 'body { margin: 0 }\n');
writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let t: TestApp;
let limited: TestApp;
let admin: UserRow;
let captain: UserRow;
let teamId: number;
let logoUrl: string;

beforeAll(async () => {
  t = await createTestApp({ webDist });
  // A second app whose per-IP auth limit is reached at once, for the 429 answer.
  limited = await createTestApp({ webDist, authRateLimit: 1 });
  admin = await buildUser(t.db, { role: 'ADMIN' });
  const built = await buildTeam(t.db, { size: 2 });
  captain = built.captain;
  teamId = built.team.id;
  const upload = await t.post('/api/updateTeamLogo', captain, {
    team_id: teamId,
    logo: await imageBase64('png', 32, 32),
  });
  logoUrl = upload.json().data.logo_url;
});
afterAll(async () => {
  await t.close();
  await limited.close();
  rmSync(webDist, { recursive: true, force: true });
});

const bearer = async (user: UserRow) => ({ authorization: `Bearer ${await t.tokenFor(user)}` });

/** Parses a CSP header into directive -> sources. */
function cspDirectives(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function expectSecurityHeaders(res: LightMyRequestResponse, label: string) {
  const csp = cspDirectives(String(res.headers['content-security-policy'] ?? ''));
  expect(csp.get('object-src'), `${label}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${label}: base-uri`).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  // The service worker and the web app manifest come from the site only (decision 046).
  expect(csp.get('worker-src'), `${label}: worker-src`).toEqual(["'self'"]);
  expect(csp.get('manifest-src'), `${label}: manifest-src`).toEqual(["'self'"]);
  // script-src falls back to default-src when absent; either way no inline or eval'd script.
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${label}: script-src`).toBeDefined();
  for (const unsafe of [
    "'unsafe-inline'",
    "'unsafe-eval'",
    "'unsafe-hashes'",
    '*',
    'data:',
    'http:',
    'https:',
  ]) {
    expect(scripts, `${label}: script-src ${unsafe}`).not.toContain(unsafe);
  }
  const hsts = String(res.headers['strict-transport-security'] ?? '');
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), `${label}: HSTS ${hsts}`).toBeGreaterThanOrEqual(
    15552000,
  );
  expect(hsts, `${label}: HSTS`).toMatch(/includeSubDomains/i);
  expect(res.headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${label}: Referrer-Policy`).toBe('no-referrer');
}

const noStore = (res: LightMyRequestResponse) =>
  String(res.headers['cache-control'] ?? '')
    .split(',')
    .map((d) => d.trim())
    .includes('no-store');

describe('security headers', () => {
  it('are on every kind of answer: API, errors, app HTML, assets, crests, logos, docs, 404, 413, 415, 429', async () => {
    const seasons = await t.app.inject({ method: 'GET', url: '/api/getSeasons' });
    const bigBody = JSON.stringify({ email: 'x@example.test', password: 'p'.repeat(2 * 1024 * 1024) });
    // The limit is 1 per IP: the second call is the 429.
    await limited.app.inject({
      method: 'POST',
      url: '/api/resendverification',
      payload: { email: 'x@example.test' },
    });
    const answers: [string, LightMyRequestResponse, number][] = [
      ['GET public API', seasons, 200],
      [
        'GET public API, 304',
        await t.app.inject({
          method: 'GET',
          url: '/api/getSeasons',
          headers: { 'if-none-match': String(seasons.headers.etag) },
        }),
        304,
      ],
      ['POST public API', await t.post('/api/getTeams', null), 200],
      ['POST authenticated API', await t.post('/api/getUserByToken', admin), 200],
      [
        'GET authenticated API (Bearer)',
        await t.app.inject({ method: 'GET', url: '/api/getTeamRequests', headers: await bearer(admin) }),
        200,
      ],
      ['POST anonymous 401', await t.post('/api/getUserByToken', null), 401],
      ['POST bad token 401', await t.post('/api/getUserByToken', null, { access_token: 'garbage' }), 401],
      ['POST 400', await t.post('/api/login', null, { email: 'not an address' }), 400],
      ['POST 403', await t.post('/api/updateSettings', captain, { registration_open: false }), 403],
      ['POST unknown API 404', await t.post('/api/noSuchRoute', null), 404],
      ['GET unknown API 404', await t.app.inject({ method: 'GET', url: '/api/noSuchRoute' }), 404],
      [
        'POST 413',
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: bigBody,
        }),
        413,
      ],
      [
        'POST 415',
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'text/plain' },
          payload: 'x',
        }),
        415,
      ],
      [
        'POST 429',
        await limited.app.inject({
          method: 'POST',
          url: '/api/resendverification',
          payload: { email: 'x@example.test' },
        }),
        429,
      ],
      ['confirm link redirect', await t.app.inject({ method: 'GET', url: '/api/confirm?token=nope' }), 302],
      ['app HTML /', await t.app.inject({ method: 'GET', url: '/' }), 200],
      ['app HTML history fallback /table', await t.app.inject({ method: 'GET', url: '/table' }), 200],
      ['app HTML deep fallback', await t.app.inject({ method: 'GET', url: '/dashboard/matches' }), 200],
      ['service worker', await t.app.inject({ method: 'GET', url: '/sw.js' }), 200],
      ['static file', await t.app.inject({ method: 'GET', url: '/favicon.svg' }), 200],
      ['missing asset 404', await t.app.inject({ method: 'GET', url: '/assets/index-000000.js' }), 404],
      ['crest', await t.app.inject({ method: 'GET', url: `/crests/${teamId}.svg` }), 200],
      ['missing crest 404', await t.app.inject({ method: 'GET', url: '/crests/999999.svg' }), 404],
      ['logo', await t.app.inject({ method: 'GET', url: logoUrl }), 200],
      ['missing logo 404', await t.app.inject({ method: 'GET', url: `/logos/${teamId}-0.webp` }), 404],
      ['API docs', await t.app.inject({ method: 'GET', url: '/api/docs' }), 200],
      ['404', await t.app.inject({ method: 'GET', url: '/no-such-file.png' }), 404],
    ];
    for (const [label, res, status] of answers) {
      expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(status);
      expectSecurityHeaders(res, label);
    }
    // The app HTML really is the stand-in build (so the fallback, not a 404, was checked).
    const html = answers.find(([label]) => label === 'app HTML history fallback /table')?.[1];
    expect(html?.body).toBe(INDEX_HTML);
    expect(html?.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('hashed scripts and stylesheets carry what a subresource uses, not the headers only documents act on', async () => {
    for (const url of ['/assets/index-3f2a9c.js', '/assets/style-3f2a9c.css']) {
      for (const headers of [{}, { 'accept-encoding': 'gzip, br' }]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        expect(res.headers['strict-transport-security'], url).toMatch(/max-age=31536000; includeSubDomains/);
        expect(res.headers['referrer-policy'], url).toBe('no-referrer');
        for (const name of DOCUMENT_ONLY_HEADERS)
          expect(res.headers[name], `${url}: ${name}`).toBeUndefined();
        const again = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': String(res.headers.etag) },
        });
        expect(again.statusCode, url).toBe(304);
        expect(again.headers['content-security-policy'], url).toBeUndefined();
      }
    }
    // A document keeps them all.
    const html = await t.app.inject({ method: 'GET', url: '/' });
    for (const name of DOCUMENT_ONLY_HEADERS) expect(html.headers[name], `/: ${name}`).toBeDefined();
  });

  it('the generated crest SVG cannot run script: it is served with a CSP and as an image', async () => {
    const { team } = await buildTeam(t.db, { name: `<script>alert(1)</script>`, nameShort: '<b>x</b>' });
    const res = await t.app.inject({ method: 'GET', url: `/crests/${team.id}.svg` });
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).not.toContain('<script>');
    expectSecurityHeaders(res, 'crest with markup in the name');
  });
});

describe('Cache-Control on authenticated API answers', () => {
  it('every successful answer to a logged-in caller is no-store, by body token or Bearer header', async () => {
    const { team, members } = await buildTeam(t.db, { size: 2 });
    const player = members.find((m) => m.role === 'PLAYER') as UserRow;
    const calls: [string, LightMyRequestResponse][] = [
      ['getUserByToken', await t.post('/api/getUserByToken', player)],
      ['updateUserByToken', await t.post('/api/updateUserByToken', player, { name: 'New Name' })],
      ['getMyTeam', await t.post('/api/getMyTeam', player)],
      ['getTeams as admin (contact data)', await t.post('/api/getTeams', admin)],
      ['updateSettings', await t.post('/api/updateSettings', admin, {})],
      [
        'getTeamRequests (Bearer)',
        await t.app.inject({ method: 'GET', url: '/api/getTeamRequests', headers: await bearer(admin) }),
      ],
      [
        'getMyTeam (Bearer)',
        await t.app.inject({
          method: 'POST',
          url: '/api/getMyTeam',
          headers: await bearer(player),
          payload: {},
        }),
      ],
    ];
    for (const [label, res] of calls) {
      expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(noStore(res), `${label}: ${res.headers['cache-control']}`).toBe(true);
    }
    const myTeam = calls.find(([label]) => label === 'getMyTeam')?.[1];
    expect(myTeam?.json().data.id).toBe(team.id);
  });

  it("refusals of authenticated routes and a member's team list are no-store too", async () => {
    const { members } = await buildTeam(t.db, { size: 2 });
    const player = members.find((m) => m.role === 'PLAYER') as UserRow;
    const calls: [string, number, LightMyRequestResponse][] = [
      ['getTeams as a member', 200, await t.post('/api/getTeams', player)],
      ['updateSettings as a player (403)', 403, await t.post('/api/updateSettings', player, {})],
      [
        'updateUserByToken with a bad field (400)',
        400,
        await t.post('/api/updateUserByToken', player, { mail: 1 }),
      ],
      ['getMyTeam without a session (401)', 401, await t.post('/api/getMyTeam', null)],
      [
        'getMyTeam with a dead token (401)',
        401,
        await t.app.inject({ method: 'POST', url: '/api/getMyTeam', payload: { access_token: 'a.b.c' } }),
      ],
    ];
    for (const [label, status, res] of calls) {
      expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(status);
      expect(noStore(res), `${label}: ${res.headers['cache-control']}`).toBe(true);
    }
  });

  it('public answers stay cacheable (no-store is not sprayed everywhere)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getSeasons' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
    const teams = await t.post('/api/getTeams', null);
    expect(teams.headers['cache-control']).toBe('no-cache');
    expect(teams.headers.etag).toBeDefined();
  });
});

describe('uploads', () => {
  const upload = async (logo: string) => t.post('/api/updateTeamLogo', captain, { team_id: teamId, logo });
  const storedLogo = async () => {
    const [row] = await t.db.select({ logoUrl: teams.logoUrl }).from(teams).where(eq(teams.id, teamId));
    const [stored] = await t.db
      .select({ hash: teamLogos.hash })
      .from(teamLogos)
      .where(eq(teamLogos.teamId, teamId));
    return { url: row?.logoUrl, hash: stored?.hash };
  };

  it('a PNG labelled as JPEG is judged by its content and stored as a re-encoded WebP', async () => {
    const res = await upload(`data:image/jpeg;base64,${await imageBase64('png', 40, 20)}`);
    expect(res.statusCode, res.body).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: res.json().data.logo_url });
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses SVG, HTML and polyglots dressed as images, changing nothing', async () => {
    const before = await storedLogo();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>';
    const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
    const png = Buffer.from(await imageBase64('png', 8, 8), 'base64');
    const cases: [string, string, RegExp][] = [
      [
        'SVG as image/svg+xml',
        `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        /PNG, JPEG or WebP/,
      ],
      [
        'SVG labelled PNG',
        `data:image/png;base64,${Buffer.from(svg).toString('base64')}`,
        /PNG, JPEG or WebP/,
      ],
      [
        'HTML labelled JPEG',
        `data:image/jpeg;base64,${Buffer.from(html).toString('base64')}`,
        /PNG, JPEG or WebP/,
      ],
      ['HTML with a GIF header', Buffer.from(`GIF89a${html}`).toString('base64'), /PNG, JPEG or WebP/],
      [
        'JPEG magic bytes followed by HTML',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(html)]).toString('base64'),
        /could not be read/,
      ],
      [
        'a PNG header with HTML instead of image data',
        Buffer.concat([png.subarray(0, 16), Buffer.from(html)]).toString('base64'),
        /could not be read/,
      ],
    ];
    for (const [label, logo, message] of cases) {
      const res = await upload(logo);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(res.json(), label).toEqual({
        status: false,
        error: expect.stringMatching(message),
        code: 'invalid_image',
      });
    }
    expect(await storedLogo()).toEqual(before);
  });

  it('takes 1 MB to the byte and refuses 1 MB + 1 byte with 413', async () => {
    const before = await storedLogo();
    const jpegOf = (size: number) =>
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(size - 3, 7)]);
    // Exactly 1 MB passes the size check and is then refused as unreadable, not as too large.
    const atLimit = await upload(jpegOf(1024 * 1024).toString('base64'));
    expect(atLimit.statusCode, atLimit.body).toBe(400);
    expect(atLimit.json().error).toMatch(/could not be read/);
    const over = await upload(jpegOf(1024 * 1024 + 1).toString('base64'));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      status: false,
      error: expect.stringMatching(/at most 1 MB/),
      code: 'image_too_large',
    });
    expect(await storedLogo()).toEqual(before);
  });

  it('a JSON body over the 2 MB body limit is a 413 with the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/updateTeamLogo',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await t.tokenFor(captain)}` },
      payload: JSON.stringify({ team_id: teamId, logo: 'A'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: false, code: 'body_too_large' });
  });
});
