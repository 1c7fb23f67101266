/**
 * What several journeys share: API calls to set the league up, the dev outbox, and the checks a
 * page gets. Uses vitest's expect, so (unlike harness.ts) only for tests, not for bench scripts.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as Axe from 'axe-core';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { ApiAnswer, Season } from '../common/api/types';
import {
  accessToken,
  launchBrowser,
  loginAs,
  openPage,
  type RunningServer,
  startServer,
  WIDTHS,
} from './harness';

// The browser files call it from here with the other helpers; harness.ts logs in with it.
export { apiPost } from './harness';

/**
 * Every page a visitor opens without a session: the header's and footer's pages and the account
 * pages of the login form (a team's page is added by the tests that need one: its id varies).
 * The German pages, touch-target and accessibility checks all walk them.
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/teams',
  '/table',
  '/matches',
  '/TopScorer',
  '/rules',
  '/AboutUs',
  '/data',
  '/impressum',
  '/terms',
  '/login',
  '/signup',
  '/requestnewpassword',
  '/resendverification',
];

/** What a journey file runs against: the built server and one chromium. */
export interface ServerAndBrowser {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Starts the built server (a fresh database with the demo league, `env` added to its environment)
 * and a chromium before the file's tests and stops both after them. Call it at the file's top
 * level, before the file's own beforeAll, which can then use the server; read `.server` and
 * `.browser` inside hooks and tests only.
 */
export function withServerAndBrowser(env: Record<string, string> = {}): ServerAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('withServerAndBrowser: read before its beforeAll ran');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}

/**
 * One tab for a describe block's tests, opened before them and closed after them, for tests that
 * each look at a page as the same visitor: a new tab costs about three page loads of CPU (a
 * renderer started, every script compiled anew), a page load in an open tab one. Each test starts
 * with the tab's console errors cleared.
 */
export function sharedTab(site: ServerAndBrowser, width: number = WIDTHS.desktop) {
  let tab: Awaited<ReturnType<typeof openPage>> | undefined;
  beforeAll(async () => {
    tab = await openPage(site.browser, site.server.url, width);
  });
  beforeEach(() => {
    tab?.errors.splice(0);
  });
  afterAll(() => tab?.context.close());
  return () => {
    if (!tab) throw new Error('sharedTab: read before its beforeAll ran');
    return tab;
  };
}

/** The answer's data; a refusal fails the test with the server's message. */
export function dataOf<T>(answer: ApiAnswer<T>): T {
  if (!answer.status) throw new Error(answer.error);
  return answer.data;
}

/** An access token for the account (harness.ts `accessToken`: kept while the server accepts it). */
export const apiLogin = accessToken;

export const CONFIRM_LINK = /https?:\/\/[^"<\s]*\/api\/confirm\?token=[^"<\s]+/;

/** The season the dashboard and the public pages open on: the newest with groups. */
export async function currentSeason(baseURL: string): Promise<Season> {
  const seasons = dataOf((await (await fetch(`${baseURL}/api/getSeasons`)).json()) as ApiAnswer<Season[]>);
  const season = seasons.filter((s) => s.groups.length > 0).sort((a, b) => b.id - a.id)[0];
  if (!season) throw new Error('demo data has no season with groups');
  return season;
}

/**
 * The newest link in the dev outbox (/dev/mail) sent to `email` that matches `pattern`, waiting up
 * to `timeout` ms (a scheduled mail comes with the scheduler's next pass).
 */
export async function mailLink(
  baseURL: string,
  email: string,
  pattern: RegExp,
  timeout = 10_000,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${baseURL}/dev/mail`)).text();
        // Newest first; other mails to the same address (notification digests) may be newer.
        const article = html
          .split('<article>')
          .find((part) => part.includes(`To ${email}`) && pattern.test(part));
        link = article?.match(pattern)?.[0].replaceAll('&amp;', '&');
        return link;
      },
      { timeout },
    )
    .toBeTruthy();
  return link as string;
}

/** Signs up through the API (name and a valid phone); the address is not confirmed yet. */
export async function apiSignUp(baseURL: string, account: { email: string; password: string; name: string }) {
  const res = await fetch(`${baseURL}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, phone: '+4915112345678' }),
  });
  expect(res.status).toBe(200);
}

/**
 * Signs up through the API, follows the confirmation link from the dev outbox to its page and
 * presses its button (the link itself changes nothing, decision 056).
 */
export async function signUpConfirmed(
  baseURL: string,
  account: { email: string; password: string; name: string },
) {
  await apiSignUp(baseURL, account);
  const opened = await fetch(await mailLink(baseURL, account.email, CONFIRM_LINK), { redirect: 'manual' });
  const confirmPage = opened.headers.get('location') as string;
  expect(confirmPage).toMatch(/^\/mail\/confirm\?token=/);
  const confirmed = await fetch(`${baseURL}${confirmPage}`, { method: 'POST', redirect: 'manual' });
  expect(confirmed.headers.get('location')).toBe('/login?confirmed=1');
}

/** A page logged in as `email` (through the API), opened at `path`. */
export async function openAs(
  browser: Browser,
  baseURL: string,
  email: string,
  path: string,
  options: { password?: string; width?: number; browser?: BrowserContextOptions } = {},
) {
  const opened = await openPage(browser, baseURL, options.width ?? WIDTHS.desktop, options.browser);
  await loginAs(opened.page, baseURL, email, options.password);
  await opened.page.goto(path);
  return opened;
}

/**
 * A full-page screenshot of a journey's step at the page's width, for people to look at, when
 * JOURNEY_SHOTS_DIR names a folder; CI takes none (each costs a second or two).
 */
export async function journeyShot(page: Page, name: string) {
  const dir = process.env.JOURNEY_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

/** Waits until the exact text shows on the page. */
export const seen = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

/** What an invalid field is described by (Mantine links its error so); '' while it is valid. */
export async function fieldError(field: Locator): Promise<string> {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return '';
  return field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** Answers the confirmation dialog with `button`, after checking it says `message`. */
export async function confirmInDialog(page: Page, button: string, message?: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.isVisible()).toBe(true);
  if (message) expect(await dialog.getByText(message).count()).toBe(1);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

/** axe-core's browser script, read once per worker and evaluated in each page it checks. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * The serious and critical WCAG 2.1 AA violations axe finds on the page as it is now, one line each.
 * axe-core runs in the page itself (axe.run, loaded into each frame once): @axe-core/playwright,
 * which this replaced, evaluated the 580 KB script twice per check in its single-run mode and
 * sent back every result; 24 checks of six public pages cost 6.8 s of CPU (chromium and this
 * process) through it and 3.1 s this way, same violations (two alternating rounds each). Only
 * violations are collected in full (`resultTypes`): the passes, which the check never reads, took
 * a third of its time.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, AXE_TAGS);
}

/**
 * Waits until the page (opened by openPage's goto, so hydrated) shows its data: no spinner and no
 * skeleton left, its heading drawn. A query shows its skeleton from the render that starts it, so
 * nothing is still to come; the app loads no fonts. Not networkidle, which waited 500 ms of quiet
 * on every page (a walk over 80 pages spent 56 of its 128 s there).
 */
export async function settled(page: Page) {
  await expect
    .poll(() => page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]').count())
    .toBe(0);
  await page.locator('main h1').first().waitFor();
}

/**
 * For a walk that checks every page it loads with axe: the tab loads axe-core with each page, so
 * the 580 KB script crosses from this process to the browser once rather than once per page, and
 * the renderer, which has compiled it before, compiles it again from its cache. A tab that loads
 * pages it does not check would pay for the script on each of them.
 */
export async function axeOnEveryPage(page: Page) {
  await page.addInitScript(AXE_SOURCE);
}

/** No serious or critical WCAG 2.1 AA violation that axe can find on the page as it is now. */
export async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** When a page's first module script entered the document (decision 049), as `watchScriptStart` saw it. */
export interface ScriptStart {
  /** Animation frames the page had rendered by then (0: before its first frame). */
  frames: number;
  /** Whether the whole page, to its last element, had been parsed by then. */
  parsed: boolean;
}

/** From the next navigation on, notes in the page when its first module script enters the document. */
export async function watchScriptStart(page: Page) {
  await page.addInitScript(() => {
    const state: { frames: number; start: ScriptStart | null } = { frames: 0, start: null };
    (window as unknown as { scriptStart: typeof state }).scriptStart = state;
    const count = () => {
      state.frames++;
      if (!state.start) requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    const observer = new MutationObserver(() => {
      if (!document.querySelector('script[type="module"]')) return;
      // The rendered pages end with the answers they embed (decision 041) or their data block.
      const last = document.getElementById('session-answers') ?? document.getElementById('prerendered-data');
      state.start = { frames: state.frames, parsed: last !== null && document.readyState !== 'loading' };
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** What `watchScriptStart` noted on the page now open; null: no module script entered it. */
export const scriptStart = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { scriptStart?: { start: ScriptStart | null } }).scriptStart?.start ?? null,
  );

/**
 * From the next navigation on, counts React's commits that came in the same task as the one
 * before (through the hook React DevTools would use; production builds call it too). After a
 * hydration, such a commit is a synchronous re-render from a layout effect or a ref, which pulls
 * all the page's effects into the hydration's task: one long task on a phone (decision 051).
 */
export async function watchCommitsInOneTask(page: Page) {
  await page.addInitScript({
    content: `(() => {
      const seen = { commits: 0, inOneTask: 0 };
      let inTask = false;
      window.reactCommits = seen;
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        inject: () => 1,
        checkDCE() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot() {
          seen.commits++;
          if (inTask) seen.inOneTask++;
          inTask = true;
          queueMicrotask(() => { inTask = false; });
        },
      };
    })();`,
  });
}

/** What `watchCommitsInOneTask` counted on the page now open. */
export const reactCommits = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { reactCommits?: { commits: number; inOneTask: number } }).reactCommits,
  );
