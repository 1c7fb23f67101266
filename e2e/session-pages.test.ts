import { get } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Todo } from '../common/api/todos';
import type { MyTeam } from '../common/api/types';
import { SESSION_COOKIE } from '../common/session-pages';
import { DEMO_PASSWORD, openPage, screenshotBoth, WIDTHS, WITH_SERVICE_WORKER } from './harness';
import {
  apiLogin,
  apiPost,
  dataOf,
  reactCommits,
  scriptStart,
  watchCommitsInOneTask,
  watchScriptStart,
  withServerAndBrowser,
} from './helpers';

/**
 * Dashboard pages rendered with the user's answers (issue 24 point 10, decision 041): once logged
 * in, My Team, Matches and Refereeing come from the server with the user's data in the HTML, the
 * app takes them over without asking again or rendering anew, and the cookie that lets the server
 * do so goes with the session.
 */

const site = withServerAndBrowser();
const CAPTAIN = 'captain@demo.example';
const PAGES = ['/dashboard/my-team', '/dashboard/matches', '/dashboard/refereeing'];
const RENDERS: Record<string, number> = { '/dashboard/my-team': 1 };

async function loginThroughForm(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel(/^E-Mail/).fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/dashboard/**');
}

/**
 * How many renders the server needed for a page, from its Server-Timing trailer (decision 050),
 * asked with the browser's cookies; the browser's request API does not show trailers.
 */
async function sessionRenders(context: BrowserContext, url: string): Promise<number> {
  const cookie = (await context.cookies(url)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const trailer = await new Promise<string | undefined>((resolve, reject) => {
    get(url, { headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.trailers['server-timing']));
    }).on('error', reject);
  });
  return Number(trailer?.match(/desc="(\d) renders?"/)?.[1]);
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);

describe('dashboard pages rendered for the session', () => {
  it("come with the user's answers in the HTML, private, and never with the token", async () => {
    const token = await apiLogin(site.server.url, CAPTAIN);
    const team = dataOf(await apiPost<MyTeam>(site.server.url, '/api/getMyTeam', token));
    const todos = dataOf(await apiPost<Todo[]>(site.server.url, '/api/getTodos', token));
    if (!team || todos.length === 0) throw new Error('the demo captain has a team and to-dos');
    const { page, context } = await openPage(site.browser, site.server.url, WIDTHS.phone);
    await loginThroughForm(page, CAPTAIN);
    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ path: '/dashboard', sameSite: 'Strict', httpOnly: false });
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000);

    for (const path of PAGES) {
      // The context's request carries the browser's cookies, as a navigation does.
      const res = await context.request.get(path);
      const html = await res.text();
      expect(res.headers()['cache-control'], path).toBe('private, no-store');
      expect(html, path).toContain('id="session-answers"');
      expect(html, path).not.toContain(cookie?.value);
      expect(html, path).not.toContain('aria-label="Loading');
      // The first-screen reads are asked before the first render (web/app/first-screen-queries.ts),
      // then what their answers say the page reads (web/app/session-follow-ups.ts: the bell, the
      // to-do count, a member's bans and cards, the season's pending results, date proposals), and
      // the pitches come with the frame: My Team needs one render. The captain's Matches finds the
      // squads and no-show claims its cards read in one render more, Refereeing the referee
      // planner's order under each open slot (decision 099), which its selects read.
      const renders = await sessionRenders(context, site.server.url + path);
      expect(renders, path).toBe(RENDERS[path] ?? 2);
    }
    const myTeam = await (await context.request.get('/dashboard/my-team')).text();
    expect(myTeam).toContain(team.name);
    expect(myTeam).toContain(todos[0]?.text.replace(/&/g, '&amp;'));
    const matches = await (await context.request.get('/dashboard/matches')).text();
    expect(matches).toMatch(/<article[^>]* id="match-\d+"/);
    await context.close();
  });

  it.each([
    ['captain', CAPTAIN, WIDTHS.phone],
    ['player', 'player@demo.example', WIDTHS.phone],
    ['admin', 'admin@demo.example', WIDTHS.desktop],
    ['captain', CAPTAIN, WIDTHS.desktop],
  ])(
    'are taken over by the app as they are, for the %s (%s) at %s px: no second read, no render from scratch or again at once, no error',
    async (_role, email, width) => {
      const { page, context, errors } = await openPage(site.browser, site.server.url, width);
      await loginThroughForm(page, email);
      // The page after login reads its answers in the browser: a full page load (whose network
      // goes idle, unlike the login's client-side move) lets them end before reads are counted.
      await page.goto('/dashboard/profile');
      await page.waitForLoadState('networkidle');
      // Marks the server's elements: hydration keeps them, a render from scratch would replace them.
      await context.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            for (const element of document.querySelectorAll('#root h1, #root section'))
              element.setAttribute('data-from-server', '');
        });
      });
      await watchScriptStart(page);
      await watchCommitsInOneTask(page);
      for (const path of PAGES) {
        const reads: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith('/api/')) reads.push(pathname);
        });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('#root h1[data-from-server]').count(), path).toBe(1);
        expect(await page.locator('#root section:not([data-from-server])').count(), path).toBe(0);
        // It painted from its HTML before its scripts started (decision 049).
        expect(await scriptStart(page), path).toEqual({ frames: expect.any(Number), parsed: true });
        expect((await scriptStart(page))?.frames, path).toBeGreaterThanOrEqual(1);
        // Hydrated with at most one synchronous re-render in the same task: the one Mantine's ids
        // cause wherever the page shows an input, tab list or accordion (decisions 051, 064).
        expect((await reactCommits(page))?.inOneTask, path).toBeLessThanOrEqual(1);
        expect((await reactCommits(page))?.commits, path).toBeGreaterThanOrEqual(1);
        // The user is asked again on every page (decision 033); the rest came with the page.
        expect(
          reads.filter((read) => read !== '/api/getUserByToken' && read !== '/api/verify'),
          path,
        ).toEqual([]);
        page.removeAllListeners('request');
      }
      expect(errors).toEqual([]);
      if (email === CAPTAIN && width === WIDTHS.phone)
        await screenshotBoth(page, 'dashboard-refereeing-from-server');
      await context.close();
    },
  );

  it('follow the address: its query picks the view and week, a link into the page is rendered by the app', async () => {
    const { page, context, errors } = await openPage(site.browser, site.server.url, WIDTHS.phone);
    await loginThroughForm(page, 'player@demo.example');
    for (const address of ['/dashboard/matches?view=all', '/dashboard/matches?view=all&week=1']) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#session-answers').count(), address).toBe(1);
    }
    // A match of another team, in a week the server did not render: the link opens it.
    const target = await page.locator('article[id^="match-"]').last().getAttribute('id');
    await page.goto(`/dashboard/matches#${target}`);
    await expect.poll(() => page.locator(`#${target}`).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('come the same way through the service worker (decision 046), which keeps none of them', async () => {
    const { page, context, errors } = await openPage(
      site.browser,
      site.server.url,
      WIDTHS.phone,
      WITH_SERVICE_WORKER,
    );
    await loginThroughForm(page, CAPTAIN);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto('/dashboard/my-team');
    await page.goto('/dashboard/matches');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await page.locator('#session-answers').count()).toBe(1);
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept.filter((path) => path.startsWith('/dashboard'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('end with the session: logout deletes the cookie, and a page for a session the browser no longer holds is not shown', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, WIDTHS.desktop);
    await loginThroughForm(page, CAPTAIN);
    const cookie = await sessionCookie(page);
    const team = dataOf(
      await apiPost<MyTeam>(site.server.url, '/api/getMyTeam', await apiLogin(site.server.url, CAPTAIN)),
    );
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await sessionCookie(page)).toBeUndefined();

    // The cookie left behind without the stored session (another tab logged out): the app starts
    // afresh and goes to the login form, showing nothing of the page the server made.
    if (!cookie || !team) throw new Error('logged in with a team');
    await context.addCookies([cookie]);
    await page.goto('/dashboard/my-team').catch(() => undefined);
    await page.waitForURL('**/login**');
    expect(await page.getByText(team.name).count()).toBe(0);
    expect(await sessionCookie(page)).toBeUndefined();
    await context.close();
  });

  it('go out as their outlines when the session in the cookie was ended', async () => {
    const { page, context } = await openPage(site.browser, site.server.url, WIDTHS.phone);
    await loginThroughForm(page, CAPTAIN);
    const stored = await page.evaluate(() => localStorage.getItem('session'));
    const token = JSON.parse(stored ?? '{}').access_token as string;
    // Ended elsewhere (logout on the server), still in this browser's cookie.
    dataOf(await apiPost(site.server.url, '/api/logout', null, { access_token: token }));
    const html = await (await context.request.get('/dashboard/my-team')).text();
    expect(html).not.toContain('id="session-answers"');
    expect(html).toContain('aria-label="Loading your team"');
    await context.close();
  });
});
