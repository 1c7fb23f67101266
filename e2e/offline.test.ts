import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  GERMAN_BROWSER,
  loginAs,
  openPage,
  SCREENSHOTS_WANTED,
  startServer,
  viewportAt,
  WIDTHS,
  WITH_SERVICE_WORKER,
} from './harness';
import { withServerAndBrowser } from './helpers';

/**
 * The installable app (issue 22 §1, decision 046): the manifest and the service worker make the
 * site installable; without a network the public pages and the captain's matches open with the
 * last data and say since when; a write offline says nothing was saved; a new deployment is
 * offered, never swapped in; logout clears what the worker kept; iPhones get a hint.
 */

const site = withServerAndBrowser();

const CAPTAIN = 'captain@demo.example';
const SHOTS = '/tmp/shots/pwa';
const OFFLINE_SENTENCE = 'You are offline. Nothing was saved; try again when you are back online.';

/** Waits until the service worker controls the page (it registers a second after load). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** The times HH:mm on the league's clock between `from` and now: what an "as of" may say. */
function clockTimes(from: number): string[] {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const times = new Set<string>();
  for (let at = from - 60_000; at <= Date.now() + 60_000; at += 30_000) times.add(format.format(at));
  return [...times];
}

const notice = (page: Page) => page.getByTestId('offline-notice');

/** The offline notice's sentence, once shown. */
async function noticeText(page: Page): Promise<string> {
  await expect.poll(() => notice(page).count()).toBe(1);
  return (await notice(page).textContent()) ?? '';
}

/** What the worker keeps, by cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      found[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return found;
  });

/** Console lines a page without a network writes for each request that failed: not the app's errors. */
const appErrors = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|net::ERR_/.test(error));

async function shoot(page: Page, name: string) {
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewportAt(width));
    if (SCREENSHOTS_WANTED) {
      await page.waitForTimeout(150);
      await page.screenshot({ path: join(SHOTS, `${name}-${label}.png`) });
    }
  }
  await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
}

describe('the installable app', () => {
  it('is installable: manifest with maskable icons, a worker in control, no installability errors', async () => {
    const { context, page, errors } = await openPage(
      site.browser,
      site.server.url,
      WIDTHS.phone,
      WITH_SERVICE_WORKER,
    );
    await page.goto('/');
    const manifest = await (await fetch(`${site.server.url}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', short_name: 'Uni League' });
    const purposes = (manifest.icons as { purpose: string; sizes: string; src: string }[]).map(
      (icon) => `${icon.purpose} ${icon.sizes}`,
    );
    expect(purposes).toEqual(expect.arrayContaining(['any 192x192', 'any 512x512', 'maskable 512x512']));
    for (const icon of manifest.icons as { src: string }[]) {
      const response = await fetch(`${site.server.url}${icon.src}`);
      expect(response.headers.get('content-type'), icon.src).toBe('image/png');
    }
    const worker = await fetch(`${site.server.url}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-security-policy')).toContain("worker-src 'self'");
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual(
      [],
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the public pages and the captain's matches without a network, with the last data and since when", async () => {
    const { context, page, errors } = await openPage(
      site.browser,
      site.server.url,
      WIDTHS.phone,
      WITH_SERVICE_WORKER,
    );
    const started = Date.now();
    await page.goto('/');
    await controlled(page);
    // Read online once, as a visitor: the worker keeps the pages and the answers.
    for (const path of ['/table', '/matches', '/TopScorer', '/teams']) await page.goto(path);
    // The captain reads the team's pages: the session keeps its answers on the device.
    await loginAs(page, site.server.url, CAPTAIN);
    await page.goto('/dashboard/my-team');
    await expect.poll(() => page.getByRole('button', { name: 'Edit Team' }).count()).toBe(1);
    await page.goto('/dashboard/matches');
    await expect.poll(() => page.locator('article[id^="match-"]').count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('dashboard-answers') !== null))
      .toBe(true);
    await page.waitForTimeout(1200);
    expect(await notice(page).count()).toBe(0);
    const kept = await cachedUrls(page);
    // Dashboard pages and signed-in answers are never kept by the worker.
    for (const [name, paths] of Object.entries(kept)) {
      expect(
        paths.filter((path) => path.startsWith('/dashboard')),
        name,
      ).toEqual([]);
    }

    await context.setOffline(true);
    const times = clockTimes(started);
    await page.goto('/table');
    expect(times).toContain(/as of (\d\d:\d\d)$/.exec(await noticeText(page))?.[1]);
    expect(await page.getByRole('table').first().getByText('TUM Kickers').count()).toBeGreaterThan(0);
    await shoot(page, 'offline-table');

    await page.goto('/matches');
    expect(await noticeText(page)).toMatch(/^Offline: shown as of \d\d:\d\d$/);
    await expect.poll(() => page.locator('tr[data-teams]').count()).toBeGreaterThan(0);

    await page.goto('/TopScorer');
    expect(await noticeText(page)).toMatch(/^Offline: shown as of \d\d:\d\d$/);
    expect(await page.getByRole('table').count()).toBeGreaterThan(0);

    await page.goto('/teams');
    expect(await noticeText(page)).toMatch(/^Offline: shown as of \d\d:\d\d$/);
    expect(await page.getByText('TUM Kickers').count()).toBeGreaterThan(0);

    await page.goto('/dashboard/matches');
    expect(times).toContain(/as of (\d\d:\d\d)$/.exec(await noticeText(page))?.[1]);
    await expect.poll(() => page.locator('article[id^="match-"]').count()).toBeGreaterThan(0);
    // Still signed in: a failed session check says nothing about the session.
    expect(await page.evaluate(() => localStorage.getItem('session'))).not.toBeNull();
    await shoot(page, 'offline-dashboard-matches');

    // A write without a network fails with the sentence, and nothing is queued.
    await page.goto('/dashboard/my-team');
    await page.getByRole('button', { name: 'Edit Team' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(OFFLINE_SENTENCE).count()).toBe(1);
    await shoot(page, 'offline-write');

    // Back online: the notice goes, and the page reads the server again.
    await context.setOffline(false);
    await expect.poll(() => notice(page).count()).toBe(0);
    expect(appErrors(errors)).toEqual([]);
    await context.close();
  });

  it('says it in German too', async () => {
    const { context, page } = await openPage(site.browser, site.server.url, WIDTHS.phone, {
      ...GERMAN_BROWSER,
      ...WITH_SERVICE_WORKER,
    });
    await page.goto('/');
    await controlled(page);
    await page.goto('/table');
    await context.setOffline(true);
    await page.goto('/table');
    expect(await noticeText(page)).toMatch(/^Offline: Stand \d\d:\d\d Uhr$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await shoot(page, 'offline-table-de');
    await context.close();
  });

  it('clears at logout what the worker kept while the user read', async () => {
    const { context, page } = await openPage(
      site.browser,
      site.server.url,
      WIDTHS.desktop,
      WITH_SERVICE_WORKER,
    );
    await page.goto('/');
    await controlled(page);
    await loginAs(page, site.server.url, CAPTAIN);
    await page.goto('/table');
    await page.goto('/dashboard/matches');
    await expect.poll(() => page.locator('article[id^="match-"]').count()).toBeGreaterThan(0);
    const before = await cachedUrls(page);
    expect(before['league-pages']).toContain('/table');
    await page
      .getByRole('navigation', { name: /dashboard/i })
      .getByRole('button', { name: 'Logout' })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => (await cachedUrls(page))['league-pages'] ?? []).not.toContain('/table');
    // What is left: the build, and what the home page read since, as a visitor.
    expect((await cachedUrls(page))['league-pages'] ?? []).not.toContain('/dashboard/matches');
    expect(await page.evaluate(() => localStorage.getItem('dashboard-answers'))).toBeNull();
    await context.close();
  });

  it('shows iPhones how to add the site to the home screen, until the hint is closed', async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    for (const [label, options] of [
      ['', {}],
      ['-de', GERMAN_BROWSER],
    ] as const) {
      const { context, page } = await openPage(site.browser, site.server.url, WIDTHS.phone, {
        ...options,
        userAgent: iphone,
        isMobile: true,
        hasTouch: true,
      });
      await page.goto('/');
      const hint = page.getByTestId('install-hint');
      await expect.poll(() => hint.count()).toBe(1);
      const close = hint.getByRole('button');
      const size = await close.boundingBox();
      expect(size?.width).toBeGreaterThanOrEqual(44);
      expect(size?.height).toBeGreaterThanOrEqual(44);
      await shoot(page, `iphone-hint${label}`);
      await close.click();
      expect(await hint.count()).toBe(0);
      await page.goto('/table');
      await page.waitForTimeout(300);
      expect(await hint.count()).toBe(0);
      await context.close();
    }
    // Not on other phones, which have an install prompt of their own.
    const { context, page } = await openPage(
      site.browser,
      site.server.url,
      WIDTHS.phone,
      WITH_SERVICE_WORKER,
    );
    await page.goto('/');
    await page.waitForTimeout(300);
    expect(await page.getByTestId('install-hint').count()).toBe(0);
    await context.close();
  });
});

describe('a new deployment', () => {
  const copies: string[] = [];
  afterAll(() => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  });

  /** dist/ as built, with a worker of another version: what the next `npm run build` brings. */
  function nextBuild(): string {
    const dir = mkdtempSync(join(tmpdir(), 'league-next-build-'));
    copies.push(dir);
    cpSync('dist/web', join(dir, 'web'), { recursive: true });
    cpSync('dist/ssr', join(dir, 'ssr'), { recursive: true });
    const worker = join(dir, 'web', 'sw.js');
    const source = readFileSync(worker, 'utf8');
    const version = /league-shell-\$\{[^}]*\}/.test(source)
      ? /`([0-9a-f]{12})`|"([0-9a-f]{12})"/.exec(source)
      : null;
    expect(version, 'the built worker names its version').not.toBeNull();
    const current = (version?.[1] ?? version?.[2]) as string;
    writeFileSync(worker, source.split(current).join(`${current.slice(0, 11)}x`));
    rmSync(`${worker}.gz`, { force: true });
    rmSync(`${worker}.br`, { force: true });
    return join(dir, 'web');
  }

  it('is offered with an Update button, never swapped in, and reloads into it when asked', async () => {
    const first = await startServer();
    const port = new URL(first.url).port;
    let second: Awaited<ReturnType<typeof startServer>> | undefined;
    let context: BrowserContext | undefined;
    try {
      const opened = await openPage(site.browser, first.url, WIDTHS.phone, WITH_SERVICE_WORKER);
      context = opened.context;
      const { page } = opened;
      await page.goto('/table');
      await controlled(page);
      const shells = async () =>
        Object.keys(await cachedUrls(page)).filter((name) => name.startsWith('league-shell-'));
      const [oldShell] = await shells();
      expect(await page.getByTestId('update-prompt').count()).toBe(0);

      // The same site with the next build.
      await first.stop({ keepData: true });
      second = await startServer({ PORT: port, WEB_DIST: nextBuild() }, first.dataDir);
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      const prompt = page.getByTestId('update-prompt');
      await expect.poll(() => prompt.count(), { timeout: 30_000 }).toBe(1);
      expect(await prompt.textContent()).toContain('A new version is available');
      // Waiting, not in control: the open page keeps the version it started with.
      expect(await shells()).toContain(oldShell);
      const button = prompt.getByRole('button', { name: 'Update' });
      const size = await button.boundingBox();
      expect(size?.height).toBeGreaterThanOrEqual(44);
      await shoot(page, 'update-prompt');

      await button.click();
      await page.waitForEvent('load');
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      await expect.poll(shells).not.toContain(oldShell);
      expect(await page.getByTestId('update-prompt').count()).toBe(0);
      expect(appErrors(opened.errors)).toEqual([]);
    } finally {
      await context?.close();
      await second?.stop();
      await first.stop();
    }
  });
});
