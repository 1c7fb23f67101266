import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAs, openPage, SCREENSHOTS_WANTED, viewportAt, WIDTHS, WITH_SERVICE_WORKER } from './harness';
import { withServerAndBrowser } from './helpers';

/**
 * The offline copy of a dashboard page comes back in the user's language (issue 46 point 7,
 * web/sw/page-language.ts): a captain who read visitor pages in English, then switched the
 * dashboard to German, opens Dashboard > Matches on a 390 px phone without a network and gets it
 * in German, as it was last read online.
 */

const site = withServerAndBrowser();
const CAPTAIN = 'captain@demo.example';
const SHOTS = '/tmp/h4-shots';

/** Waits until the service worker controls the page (it registers a second after load). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

const notice = (page: Page) => page.getByTestId('offline-notice');
const matchCards = (page: Page) => page.locator('article[id^="match-"]');
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewportAt(width));
    if (SCREENSHOTS_WANTED) {
      await page.waitForTimeout(150);
      await page.screenshot({ path: join(SHOTS, `${name}-${label}.png`) });
    }
  }
  await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
}

describe('a dashboard page offline', () => {
  it('comes back in the German the user switched to, after English visitor pages', async () => {
    const { context, page, errors } = await openPage(
      site.browser,
      site.server.url,
      WIDTHS.phone,
      WITH_SERVICE_WORKER,
    );
    await page.goto('/');
    await controlled(page);
    // Visitor pages in English first: the worker's last language was theirs.
    await page.goto('/table');
    expect(await lang(page)).toBe('en');

    await loginAs(page, site.server.url, CAPTAIN);
    await page.goto('/dashboard/matches');
    await expect.poll(() => matchCards(page).count()).toBeGreaterThan(0);
    expect(await lang(page)).toBe('en');
    // The captain switches to German (this browser and the account) on the dashboard: the page
    // reloads in German, rendered for the session, which names its language in <html lang> only.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Language: Deutsch' }).click();
    await expect.poll(() => lang(page)).toBe('de');
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await expect.poll(() => matchCards(page).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Spiele', level: 1 }).count()).toBe(1);
    // The answers are kept on the device for the page to come back with.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('dashboard-answers') !== null))
      .toBe(true);
    await page.waitForTimeout(1200);

    await context.setOffline(true);
    await page.goto('/dashboard/matches');
    await expect.poll(() => notice(page).count()).toBe(1);
    expect(await notice(page).textContent()).toMatch(/^Offline: Stand \d\d:\d\d Uhr$/);
    expect(await lang(page)).toBe('de');
    await expect.poll(() => matchCards(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Spiele', level: 1 }).count()).toBe(1);
    // The page around the cards speaks German too: its view switch, not English's.
    expect(await page.getByText('Mein Team', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('My team', { exact: true }).count()).toBe(0);
    await shoot(page, 'offline-dashboard-matches-de');

    await context.setOffline(false);
    expect(
      errors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|net::ERR_/.test(error)),
    ).toEqual([]);
    await context.close();
  });
});
