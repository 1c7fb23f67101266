import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotBoth, WIDTHS } from './harness';
import { openAs, seen, withServerAndBrowser } from './helpers';

// A fast scheduler: the demo captains' first digest is in the dev outbox within seconds.
const site = withServerAndBrowser({ SCHEDULER_TICK_MS: '500' });

/** Screenshots for people to look at (SCREENSHOTS=1), also copied where this feature's review finds them. */
async function shots(page: Page, name: string) {
  await screenshotBoth(page, name);
  if (process.env.SCREENSHOTS !== '1') return;
  const target = '/tmp/notify-shots';
  mkdirSync(target, { recursive: true });
  for (const label of Object.keys(WIDTHS)) {
    const file = `${name}-${label}.png`;
    copyFileSync(join(process.cwd(), 'e2e', 'screenshots', file), join(target, file));
  }
}

/** A switch's accessible name is its label followed by its description. */
const switchOf = (page: Page, label: string) => page.getByRole('switch', { name: new RegExp(`^${label}`) });
/** The switch's input is visually hidden: a person clicks its label. */
const toggle = (page: Page, label: string) =>
  page.locator('#notifications').getByText(label, { exact: true }).click();

describe('notification mails', () => {
  it('the notification switches on Settings save on toggle and persist after a reload', async () => {
    const { context, page, errors } = await openAs(
      site.browser,
      site.server.url,
      'player@demo.example',
      '/dashboard/settings',
    );
    await seen(page, 'E-mail notifications');
    const results = switchOf(page, 'Results');
    await expect.poll(() => results.isChecked()).toBe(true);
    for (const label of ['Referee duties', 'Match dates', 'Team and membership', 'Reminders']) {
      expect(await switchOf(page, label).isChecked()).toBe(true);
    }
    await toggle(page, 'Results');
    await seen(page, 'Results mails are switched off.');
    await toggle(page, 'Match dates');
    await seen(page, 'Match dates mails are switched off.');

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await expect.poll(() => switchOf(page, 'Results').isChecked()).toBe(false);
    expect(await switchOf(page, 'Match dates').isChecked()).toBe(false);
    expect(await switchOf(page, 'Referee duties').isChecked()).toBe(true);

    await toggle(page, 'Results');
    await seen(page, 'Results mails are switched on.');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await expect.poll(() => switchOf(page, 'Results').isChecked()).toBe(true);
    await page.locator('#notifications').scrollIntoViewIfNeeded();
    await shots(page, 'settings-notifications');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a mail's settings link opens Settings scrolled to the switches", async () => {
    const { context, page, errors } = await openAs(
      site.browser,
      site.server.url,
      'player@demo.example',
      '/dashboard/settings#notifications',
    );
    await seen(page, 'E-mail notifications');
    await expect
      .poll(() =>
        page.locator('#notifications').evaluate((card) => Math.round(card.getBoundingClientRect().top)),
      )
      .toBeLessThan(80);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the demo captain's digest is in the dev outbox; its unsubscribe page switches the groups off", async () => {
    // Server-rendered pages, not the app: a plain page (openPage waits for the app to be ready).
    const context = await site.browser.newContext({
      serviceWorkers: 'block',
      baseURL: site.server.url,
      viewport: { width: WIDTHS.phone, height: 844 },
    });
    const page = await context.newPage();
    // The mail's HTML page has no icon of its own; a mail program would not ask for one.
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const digest = page.locator('article', { hasText: 'To captain@demo.example' }).filter({
      hasText: 'updates from the Munich University League',
    });
    await expect
      .poll(
        async () => {
          await page.goto('/dev/mail');
          return digest.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const text = (await digest.textContent()) ?? '';
    expect(text).toContain('Uli User asks to join TUM Kickers.');
    expect(text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const unsubscribe = text.match(/List-Unsubscribe: <([^>]+)>/)?.[1] ?? '';
    expect(unsubscribe).toMatch(/\/mail\/unsubscribe\?token=/);

    await digest.getByRole('link', { name: 'HTML version' }).click();
    await page.waitForLoadState();
    await shots(page, 'mail-digest');
    await page.getByRole('link', { name: 'Unsubscribe' }).click();
    await seen(page, 'Unsubscribe');
    await shots(page, 'mail-unsubscribe-page');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await seen(page, 'You are unsubscribed');
    await shots(page, 'mail-unsubscribed');
    expect(errors).toEqual([]);
    await context.close();

    const captain = await openAs(
      site.browser,
      site.server.url,
      'captain@demo.example',
      '/dashboard/settings',
    );
    await seen(captain.page, 'E-mail notifications');
    await expect.poll(() => switchOf(captain.page, 'Team and membership').isChecked()).toBe(false);
    // The digest's link switches off every group it lists, no other.
    for (const label of ['Results', 'Referee duties', 'Match dates']) {
      expect(await switchOf(captain.page, label).isChecked()).toBe(false);
    }
    expect(await switchOf(captain.page, 'Reminders').isChecked()).toBe(true);
    expect(captain.errors).toEqual([]);
    await captain.context.close();
  });
});
