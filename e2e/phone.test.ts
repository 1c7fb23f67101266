import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Match, Team } from '../common/api/types';
import { isKnockoutStage } from '../common/league/bracket';
import { loginAs, SCREENSHOTS_WANTED, screenshotBoth, viewportAt, WIDTHS } from './harness';
import {
  apiLogin,
  apiPost,
  CONFIRM_LINK,
  currentSeason,
  dataOf,
  expectAccessible,
  mailLink,
  seen,
  withServerAndBrowser,
} from './helpers';

/**
 * Issue 24 on a phone (390 px, 1280 px where the layout differs): kick-offs on Munich's clock
 * whatever the browser's zone and language (decision 029), the table's opening tab, the public
 * pages in the logged-in menu, and states that say one thing.
 */

const site = withServerAndBrowser();
let admin: string;
let names: Map<number, string>;

const ADMIN = 'admin@demo.example';

beforeAll(async () => {
  admin = await apiLogin(site.server.url, ADMIN);
  const teams = dataOf(await apiPost<Team[]>(site.server.url, '/api/getTeams', admin));
  names = new Map(teams.map((team) => [team.id, team.name]));
});

const matchById = async (id: number) =>
  (await currentSeason(site.server.url)).matches.find((m) => m.id === id) as Match;

const side = (match: Match, which: 'home' | 'guest') => {
  const id = which === 'home' ? match.home_id : match.guest_id;
  return id !== null
    ? (names.get(id) as string)
    : ((which === 'home' ? match.home_source : match.guest_source) ?? 'TBD');
};

/** A page in a browser set to a time zone and language, failing on any console error. */
async function openIn(options: { width: number; timezoneId: string; locale: string; as?: string }) {
  const context = await site.browser.newContext({
    serviceWorkers: 'block',
    baseURL: site.server.url,
    viewport: viewportAt(options.width),
    timezoneId: options.timezoneId,
    locale: options.locale,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  if (options.as) await loginAs(page, site.server.url, options.as);
  const go = async (path: string) => {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  };
  return { context, page, errors, go };
}

/** What a phone's (or a desktop's) first screen shows, at both widths, beside the full-page shots. */
async function firstScreenBoth(page: Page, name: string) {
  const dir = join(process.cwd(), 'e2e', 'screenshots');
  mkdirSync(dir, { recursive: true });
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewportAt(width));
    if (SCREENSHOTS_WANTED) {
      await page.waitForTimeout(150);
      await page.screenshot({ path: join(dir, `${name}-${label}.png`) });
    }
  }
}

const card = (page: Page, match: Match): Locator =>
  page.getByRole('article', { name: `${side(match, 'home')} vs ${side(match, 'guest')}`, exact: true });

/** The dashboard lists one week at a time: opens the match's week tab. */
const openWeek = (page: Page, match: Match) =>
  page.getByRole('tab', { name: `Week ${match.week}`, exact: true }).click();

/** An admin's card keeps its forms behind "Manage match" (the week lists every match). */
async function manage(page: Page, match: Match) {
  await card(page, match).getByRole('button', { name: 'Manage match', exact: true }).click();
}

async function enterKickOff(page: Page, match: Match, wallClock: string) {
  await openWeek(page, match);
  await manage(page, match);
  const field = card(page, match).getByLabel('Kick-off (Munich time)');
  await expect.poll(() => field.count()).toBe(1);
  await field.fill(wallClock);
  await card(page, match).getByRole('button', { name: 'Save' }).click();
  await seen(page, 'Date updated!');
}

/** The public matches row of a group match: its week opened, the row by both team names. */
async function publicRow(page: Page, match: Match): Promise<Locator> {
  await page.getByRole('tab', { name: `Week ${match.week}`, exact: true }).click();
  // By the row's own Home and Guest cells: an opened row's earlier meetings name other matches' teams too.
  return page
    .locator('tr[data-teams]')
    .filter({ has: page.locator(':scope > td:nth-child(1)', { hasText: side(match, 'home') }) })
    .filter({ has: page.locator(':scope > td:nth-child(3)', { hasText: side(match, 'guest') }) });
}

/** The bracket box of a knockout match, on the Knockout Stage tab (round tabs below 992 px). */
async function bracketBox(page: Page, match: Match): Promise<Locator> {
  await page.getByRole('tab', { name: 'Knockout Stage' }).click();
  return page
    .getByRole('article', { name: `${side(match, 'home')} against ${side(match, 'guest')}` })
    .filter({ visible: true });
}

describe('kick-off times', () => {
  it('are entered and shown on the Munich clock in Berlin and in an en-US browser in New York; the API keeps UTC', async () => {
    const season = await currentSeason(site.server.url);
    const upcoming = season.matches.filter((m) => m.results.length === 0);
    const [groupA, groupB] = upcoming.filter((m) => !isKnockoutStage(m.match_stage));
    const quarter = upcoming.find((m) => m.match_stage === 'QUARTERFINAL1');
    if (!groupA || !groupB || !quarter)
      throw new Error('demo data lacks open group matches or a quarter-final');

    // A browser in Munich: 19:00 in November (UTC+1) and in July (UTC+2).
    const berlin = await openIn({
      width: WIDTHS.phone,
      timezoneId: 'Europe/Berlin',
      locale: 'en-GB',
      as: ADMIN,
    });
    await berlin.go('/dashboard/matches');
    await enterKickOff(berlin.page, groupA, '2026-11-30T19:00');
    await enterKickOff(berlin.page, quarter, '2027-07-15T19:00');
    await expect.poll(async () => (await matchById(groupA.id)).date).toBe('2026-11-30T18:00:00.000Z');
    await expect.poll(async () => (await matchById(quarter.id)).date).toBe('2027-07-15T17:00:00.000Z');
    // The form shows back what was typed.
    await openWeek(berlin.page, groupA);
    await manage(berlin.page, groupA);
    expect(await card(berlin.page, groupA).getByLabel('Kick-off (Munich time)').inputValue()).toBe(
      '2026-11-30T19:00',
    );

    // A browser in New York, in English: types 19:00 Munich time in July, sees Munich times.
    const newYork = await openIn({
      width: WIDTHS.phone,
      timezoneId: 'America/New_York',
      locale: 'en-US',
      as: ADMIN,
    });
    await newYork.go('/dashboard/matches');
    await enterKickOff(newYork.page, groupB, '2027-07-15T19:00');
    await expect.poll(async () => (await matchById(groupB.id)).date).toBe('2027-07-15T17:00:00.000Z');
    expect(await card(newYork.page, groupB).getByLabel('Kick-off (Munich time)').inputValue()).toBe(
      '2027-07-15T19:00',
    );

    for (const [label, browserPage] of [
      ['berlin', berlin],
      ['new-york', newYork],
    ] as const) {
      const { page, go, errors } = browserPage;
      await go('/dashboard/matches');
      await openWeek(page, groupB);
      await expect.poll(() => card(page, groupB).getByText('15.07.2027 19:00').count()).toBe(1);
      await openWeek(page, quarter);
      await expect.poll(() => card(page, quarter).getByText('15.07.2027 19:00').count()).toBe(1);
      await openWeek(page, groupA);
      await expect.poll(() => card(page, groupA).getByText('30.11.2026 19:00').count()).toBe(1);
      const shot = join(process.cwd(), 'e2e', 'screenshots', `phone-kick-off-dashboard-${label}`);
      if (SCREENSHOTS_WANTED) await card(page, groupA).screenshot({ path: `${shot}-phone.png` });
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      await openWeek(page, quarter);
      if (SCREENSHOTS_WANTED) await card(page, quarter).screenshot({ path: `${shot}-desktop.png` });
      await page.setViewportSize({ width: WIDTHS.phone, height: 844 });

      await go('/matches');
      const rowA = await publicRow(page, groupA);
      await expect.poll(() => rowA.textContent()).toContain('30/11/2619:00');
      const rowB = await publicRow(page, groupB);
      await expect.poll(() => rowB.textContent()).toContain('15/07/2719:00');
      expect(await page.getByText('Kick-off times are Munich time.').isVisible()).toBe(true);
      await screenshotBoth(page, `phone-kick-off-matches-${label}`);

      await go('/table');
      const box = await bracketBox(page, quarter);
      await expect.poll(() => box.textContent()).toContain('15.07.2027 19:00');
      await screenshotBoth(page, `phone-kick-off-bracket-${label}`);
      expect(errors).toEqual([]);
    }
    await berlin.context.close();
    await newYork.context.close();
  });
});

describe('table', () => {
  it('opens on the Group Stage while the group stage is played, at 390 and 1280 px', async () => {
    for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
      const { context, page, go, errors } = await openIn({
        width,
        timezoneId: 'Europe/Berlin',
        locale: 'en-GB',
      });
      await go('/table');
      expect(await page.getByRole('tab', { selected: true }).first().textContent()).toBe('Group Stage');
      expect(await page.getByRole('columnheader', { name: 'Pts' }).first().isVisible()).toBe(true);
      if (width === WIDTHS.phone) await screenshotBoth(page, 'phone-table-opens-on-groups');
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('logged-in menu', () => {
  const league = ['Table', 'Fixtures', 'Scorer', 'Rules'];

  it('keeps the public pages on a phone, in the dashboard and out of it', async () => {
    const { context, page, go, errors } = await openIn({
      width: WIDTHS.phone,
      timezoneId: 'Europe/Berlin',
      locale: 'en-GB',
      as: 'captain@demo.example',
    });
    await go('/dashboard/my-team');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    for (const label of [...league, 'My Team', 'Logout']) {
      expect(await menu.getByText(label, { exact: true }).count()).toBeGreaterThan(0);
    }
    await firstScreenBoth(page, 'phone-menu-dashboard');
    await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
    await menu.getByRole('link', { name: 'Table', exact: true }).click();
    await page.waitForURL('**/table');
    await expect.poll(() => page.getByRole('heading', { name: 'Table', level: 1 }).count()).toBe(1);
    // Out of the dashboard the menu lists the public pages and the way back.
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const label of [...league, 'Dashboard']) {
      expect(await menu.getByRole('link', { name: label, exact: true }).count()).toBe(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the public pages in the desktop sidebar', async () => {
    const { context, page, go, errors } = await openIn({
      width: WIDTHS.desktop,
      timezoneId: 'Europe/Berlin',
      locale: 'en-GB',
      as: 'captain@demo.example',
    });
    await go('/dashboard/my-team');
    const leagueList = page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('list', { name: 'League' });
    for (const label of league) {
      expect(await leagueList.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    }
    await expectAccessible(page);
    await firstScreenBoth(page, 'phone-menu-sidebar');
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await leagueList.getByRole('link', { name: 'Fixtures', exact: true }).click();
    await page.waitForURL('**/matches');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('states that say one thing', () => {
  it('after a join request, My Team shows only the request and Withdraw', async () => {
    const { context, page, go, errors } = await openIn({
      width: WIDTHS.phone,
      timezoneId: 'Europe/Berlin',
      locale: 'en-GB',
      as: 'user@demo.example',
    });
    await go('/dashboard/my-team');
    await seen(page, 'Join request pending');
    expect(await page.getByRole('button', { name: 'Withdraw' }).count()).toBe(1);
    expect(await page.getByText('You are currently not part of a team').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Join Team' }).count()).toBe(0);
    expect(await page.getByLabel('Join or create a team').count()).toBe(0);
    await screenshotBoth(page, 'phone-join-request-pending');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the disabled Sign Up button says what is missing; after confirming, the login form has the address', async () => {
    const { context, page, go, errors } = await openIn({
      width: WIDTHS.phone,
      timezoneId: 'Europe/Berlin',
      locale: 'en-GB',
    });
    await go('/signup');
    const submit = page.getByRole('button', { name: 'Sign Up', exact: true });
    const missing =
      'To sign up, tick the box above: you accept the privacy policy, the imprint and the terms.';
    await expect.poll(() => submit.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByText(missing).isVisible()).toBe(true);
    expect(
      await submit.evaluate(
        (button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
      ),
    ).toBe(missing);
    await screenshotBoth(page, 'phone-signup-missing');

    const email = `e2e-phone-${Date.now()}@example.test`;
    await page.getByLabel(/^Name/).fill('Paula');
    await page.getByLabel(/^Surname/).fill('Phone');
    await page.getByLabel(/^Phone/).fill('0151 12345678');
    await page.getByLabel(/^E-Mail/).fill(email);
    await page.getByLabel(/^Password/).fill('a-long-password-1');
    await page.getByRole('checkbox').check();
    await expect.poll(() => page.getByText(missing).count()).toBe(0);
    expect(await submit.getAttribute('aria-disabled')).toBeNull();
    await submit.click();
    await seen(page, 'Sign Up successfull!');

    const link = await mailLink(site.server.url, email, CONFIRM_LINK);
    expect(link).not.toContain(encodeURIComponent(email));
    await page.mainFrame().goto(link);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.waitForURL('**/login?confirmed=1');
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await expect.poll(() => page.getByLabel(/^E-Mail/).inputValue()).toBe(email);
    await screenshotBoth(page, 'phone-login-after-confirming');
    await page.getByLabel(/^Password/).fill('a-long-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard/my-team');
    // Remembered until the first login only.
    expect(await page.evaluate(() => localStorage.getItem('signup-email'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
