import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../common/i18n/messages';
import { SCRIPTS_AFTER_PAINT_SCRIPT } from '../../common/scripts-after-paint';
import { buildTeam } from '../db/factories';
import { teams } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The server side of prerendering, with a stand-in for the web app's server bundle (the real
 * one is rendered in the browser tests): what goes into the HTML, caching, and the fallback.
 */
let t: TestApp;
const root = mkdtempSync(join(tmpdir(), 'league-prerender-'));
const INDEX = `<!doctype html><html lang="en"><head><title>Munich University League</title>
<meta name="description" content="Munich University League: student football teams, league table, knockout bracket, matches, top scorers and rules." />
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk-1.js">
<!-- Most pages start by reading the season list: fetch it while the scripts download. -->
<link rel="preload" href="/api/getSeasonList" as="fetch" crossorigin="anonymous" />
</head><body><div id="root"></div></body></html>`;
// Counts renders so the tests can tell a cached page from a fresh one; /terms always fails.
const BUNDLE = `
globalThis.prerenderCalls = 0;
export const PRERENDERED_PAGES = {
  '/teams': ['teams'],
  '/matches': ['seasonList', 'newestSeason', 'teams', 'pitches'],
  '/terms': [],
  '/dashboard/my-team': [],
};
export const PAGE_MODULES = { '/dashboard/my-team': ['features/teams/pages/teams-page.tsx'] };
export const hasPage = (pathname) => pathname !== '/nope';
export const prerenderedDatasets = (path) =>
  PRERENDERED_PAGES[path] ?? (path.startsWith('/teams/') ? ['seasons', 'teams'] : undefined);
export async function render(url, data, locale) {
  globalThis.prerenderCalls++;
  const team = url.pathname.startsWith('/teams/') ? [url.pathname, url.pathname.slice(7)] : null;
  if (team) {
    if (!data.teams.some((row) => row.id === Number(team[1]))) return null;
    return { html: '<p>team ' + team[1] + '</p>', title: 'Team' };
  }
  if (url.pathname === '/terms') throw new Error('render failed');
  if (url.pathname === '/dashboard/my-team') return { html: '<p>frame</p>', title: 'My Team' };
  if (locale === 'de') return { html: '<p>' + data.teams.length + ' Teams</p>', title: 'Teams · Munich University League', description: 'Die Teams' };
  return { html: '<p>' + data.teams.length + ' teams</p>', title: 'Teams <&> · Munich University League' };
}`;
// Vite's build manifest: the teams page's chunk imports one chunk index.html preloads already.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_chunk-1.js'] },
  '_chunk-1.js': { file: 'assets/chunk-1.js' },
  'features/teams/pages/teams-page.tsx': {
    file: 'assets/teams-page-1.js',
    imports: ['_chunk-1.js', '_Table-1.js'],
  },
  '_Table-1.js': { file: 'assets/Table-1.js', imports: ['_chunk-1.js'] },
};
const renders = () => (globalThis as { prerenderCalls?: number }).prerenderCalls ?? 0;

beforeAll(async () => {
  mkdirSync(join(root, 'web'));
  mkdirSync(join(root, 'ssr'));
  writeFileSync(join(root, 'web', 'index.html'), INDEX);
  mkdirSync(join(root, 'web', '.vite'));
  writeFileSync(join(root, 'web', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(root, 'ssr', 'entry-server.js'), BUNDLE);
  t = await createTestApp({ webDist: join(root, 'web') });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const embeddedData = (html: string) => {
  const match = html.match(/<script type="application\/json" id="prerendered-data">(.*?)<\/script>/s);
  return match ? JSON.parse(match[1] as string) : null;
};

describe('prerendered visitor pages', () => {
  it('carry the rendered page, its title and its data, without the season list preload', async () => {
    const { team } = await buildTeam(t.db, { name: 'Kickers </script><img src=x onerror=alert(1)>' });
    const res = await t.app.inject({ url: '/teams' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root"><p>1 teams</p></div>');
    expect(res.body).toContain('<title>Teams &lt;&amp;&gt; · Munich University League</title>');
    expect(res.body).not.toContain('/api/getSeasonList');
    // A team name cannot close the data element: '<' is escaped inside the JSON.
    expect(res.body).not.toContain('</script><img');
    const data = embeddedData(res.body);
    expect(data.teams.map((row: { id: number; name: string }) => [row.id, row.name])).toEqual([
      [team.id, team.name],
    ]);
  });

  it('names its scripts at the end of the body, which start them after the first paint (decision 049)', async () => {
    const res = await t.app.inject({ url: '/teams' });
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('modulepreload" crossorigin');
    const starter = res.body.match(
      /<script data-entry="([^"]*)" data-preloads="([^"]*)">(.*?)<\/script><\/body>/s,
    );
    expect(starter?.slice(1)).toEqual([
      '/assets/index-1.js',
      '/assets/chunk-1.js',
      SCRIPTS_AFTER_PAINT_SCRIPT,
    ]);
    // After the page and its data: the browser has parsed all it paints when the script runs.
    expect(starter?.index).toBeGreaterThan(res.body.indexOf('id="prerendered-data"'));
    // The CSP allows exactly this inline script.
    const hash = createHash('sha256').update(SCRIPTS_AFTER_PAINT_SCRIPT).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it("a dashboard page's frame, which its scripts fill in, names them in the head with its own chunks", async () => {
    const res = await t.app.inject({ url: '/dashboard/my-team' });
    expect(res.body).toContain('<div id="root"><p>frame</p></div>');
    expect(res.body).not.toContain('data-entry');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>',
    );
    const preloads = [
      ...head.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g),
    ];
    expect(preloads.map((match) => match[1])).toEqual([
      '/assets/chunk-1.js',
      '/assets/teams-page-1.js',
      '/assets/Table-1.js',
    ]);
    expect((await t.app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('renders a page once per version of its answers and answers 304 to its ETag', async () => {
    const first = await t.app.inject({ url: '/teams', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    const before = renders();
    const again = await t.app.inject({
      url: '/teams',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(renders()).toBe(before);

    const [row] = await t.db.select().from(teams);
    await t.db
      .update(teams)
      .set({ name: 'Renamed FC' })
      .where(eq(teams.id, row?.id ?? 0));
    t.app.publicCache.invalidate();
    const changed = await t.app.inject({
      url: '/teams',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(renders()).toBe(before + 1);
    expect(embeddedData(changed.body).teams[0].name).toBe('Renamed FC');
  });

  it('shares one render among the requests that arrive while it runs', async () => {
    t.app.publicCache.invalidate();
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ url: '/teams' })));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
    expect(renders()).toBe(before + 1);
  });

  it("renders a team's page once per version of the answers, and keeps none for an unknown id", async () => {
    const [row] = await t.db.select().from(teams);
    const url = `/teams/${row?.id}`;
    const first = await t.app.inject({ url });
    expect(first.body).toContain(`<div id="root"><p>team ${row?.id}</p></div>`);
    const before = renders();
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect(renders()).toBe(before);
    // A made-up id: the plain app, rendered again at every request (nothing kept for it).
    for (const attempt of [1, 2]) {
      const unknown = await t.app.inject({ url: '/teams/999999' });
      expect(unknown.body).toBe(INDEX);
      expect(renders()).toBe(before + attempt);
    }
  });

  it('leaves other routes to the browser, and falls back to the plain app when rendering fails', async () => {
    for (const url of ['/login', '/dashboard/matches', '/terms']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('renders and caches each language apart, each with its own ETag, varying on cookie and Accept-Language', async () => {
    const german = { 'accept-language': 'de-DE,de;q=0.9' };
    const de = await t.app.inject({ url: '/teams', headers: german });
    expect(de.statusCode).toBe(200);
    expect(de.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(de.body).toContain('<html lang="de">');
    expect(de.body).toContain('<div id="root"><p>1 Teams</p></div>');
    expect(de.body).toContain('<meta name="description" content="Die Teams" />');
    const en = await t.app.inject({ url: '/teams', headers: { ...german, cookie: 'lang=en' } });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<p>1 teams</p>');
    expect(en.headers.etag).not.toBe(de.headers.etag);

    // Each language is rendered once per version of the answers; an ETag answers 304 only in its language.
    const before = renders();
    const again = await t.app.inject({
      url: '/teams',
      headers: { ...german, 'if-none-match': String(de.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const switched = await t.app.inject({
      url: '/teams',
      headers: { cookie: 'lang=en', 'if-none-match': String(de.headers.etag) },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.headers.etag).toBe(en.headers.etag);
    expect(renders()).toBe(before);
  });

  it('sends the pages it does not prerender in the language too, with the site description in it', async () => {
    const res = await t.app.inject({ url: '/login', headers: { cookie: 'lang=de' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain(
      `<meta name="description" content="${m.common_site_description({}, { locale: 'de' })}" />`,
    );
    expect((await t.app.inject({ url: '/login' })).body).toBe(INDEX);
  });

  it("carries a team's captain and player count, not its members' names (decision 053)", async () => {
    const { team } = await buildTeam(t.db, {
      size: 3,
      captain: { name: 'Carla Shown' },
      member: (i) => ({ name: `Paula Private ${i}` }),
    });
    t.app.publicCache.invalidate();
    for (const url of ['/teams', '/matches', `/teams/${team.id}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const data = embeddedData(res.body);
      const card = data.teams.find((row: { id: number }) => row.id === team.id);
      expect(card, url).toMatchObject({ captain: { name: 'Carla Shown' }, player_count: 3 });
      expect(card.players, url).toBeUndefined();
      expect(res.body, url).not.toContain('Paula Private');
    }
  });

  it("answers 404 with the app (its 'Page not found' screen) where the bundle knows no page, never 304", async () => {
    const res = await t.app.inject({ url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX);
    expect(res.headers.etag).toBeUndefined();
    const again = await t.app.inject({ url: '/nope', headers: { 'if-none-match': '"anything"' } });
    expect(again.statusCode).toBe(404);
  });
});
