import { mkdirSync } from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Season } from '../common/api/types';
import { GERMAN_BROWSER, SCREENSHOTS_WANTED, WIDTHS } from './harness';
import { apiLogin, apiPost, dataOf, openAs, withServerAndBrowser } from './helpers';

/**
 * The admin's signals agree (issue 46 point 5), at 390 px in English and German: the audit log says
 * a match's stage as people do ("Group 1", never GROUP1), the team waiting for acceptance can be
 * deleted on Team Requests where its to-do leads, and the menu has one "Matches" (the dashboard's)
 * beside the public "Fixtures". Screenshots at 390 and 1280 px go to /tmp/p5-shots.
 */

const site = withServerAndBrowser();
const SHOTS = '/tmp/p5-shots';
const ADMIN = 'admin@demo.example';
const PENDING_TEAM = 'Akademie Kicker';

const LANGUAGES = {
  en: {
    browser: {} as BrowserContextOptions,
    stage: 'Group 1',
    requests: 'Team Requests',
    accept: `Accept ${PENDING_TEAM}`,
    deleteTeam: 'Delete Team',
    deleteTitle: 'Delete team?',
    openMenu: 'Open menu',
    weeks: 'Weeks',
    dashboardMatches: 'Matches',
    publicMatches: 'Fixtures',
  },
  de: {
    browser: GERMAN_BROWSER,
    stage: 'Gruppe 1',
    requests: 'Teamanfragen',
    accept: `${PENDING_TEAM} zulassen`,
    deleteTeam: 'Team löschen',
    deleteTitle: 'Team löschen?',
    openMenu: 'Menü öffnen',
    weeks: 'Spieltage',
    dashboardMatches: 'Spiele',
    publicMatches: 'Spielplan',
  },
} as const;
type Language = keyof typeof LANGUAGES;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // One audit entry about a group match: the admin dates it (the demo's history has none).
  const admin = await apiLogin(site.server.url, ADMIN);
  const seasons = ((await (await fetch(`${site.server.url}/api/getSeasons`)).json()) as { data: Season[] })
    .data;
  const match = seasons
    .flatMap((season) => season.matches)
    .find((m) => m.match_stage === 'GROUP1' && m.home_id !== null && m.results.length === 0);
  if (!match) throw new Error('the demo has no open match of Group 1');
  const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
  dataOf(
    await apiPost(site.server.url, '/api/updateMatchDate', admin, {
      match_id: match.id,
      date: `${yesterday}T18:30:00Z`,
    }),
  );
});

const shot = async (page: Page, name: string) => {
  if (SCREENSHOTS_WANTED) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function openAsAdmin(language: Language, path: string, width: number = WIDTHS.phone) {
  return openAs(site.browser, site.server.url, ADMIN, path, { width, browser: LANGUAGES[language].browser });
}

describe.each(['en', 'de'] as const)('the admin’s signals in %s', (language) => {
  const words = LANGUAGES[language];

  it('the audit log names the stage as people say it', async () => {
    for (const width of Object.values(WIDTHS)) {
      const { page, context, errors } = await openAsAdmin(language, '/dashboard/audit-log', width);
      const entries = page.getByRole('list').filter({ has: page.locator('li h2') });
      await expect.poll(() => entries.getByText(`, ${words.stage}, `).count()).toBeGreaterThan(0);
      expect(await page.locator('main').textContent()).not.toMatch(/GROUP\d|QUARTERFINAL|SEMIFINAL|PLACE3/);
      await shot(page, `audit-log-${language}-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('Team Requests offers Delete Team beside Accept, and the menu one "Matches"', async () => {
    const { page, context, errors } = await openAsAdmin(language, '/dashboard/my-team');
    await page.getByRole('tab', { name: words.requests }).click();
    const accept = page.getByRole('button', { name: words.accept });
    await expect.poll(() => accept.count()).toBe(1);
    const card = page.locator('.mantine-Card-root').filter({ has: accept });
    await expect.poll(() => card.getByRole('button', { name: words.deleteTeam }).count()).toBe(1);
    await shot(page, `team-requests-${language}-390`);
    const wide = await openAsAdmin(language, '/dashboard/my-team', WIDTHS.desktop);
    await wide.page.getByRole('tab', { name: words.requests }).click();
    await expect.poll(() => wide.page.getByRole('button', { name: words.deleteTeam }).count()).toBe(1);
    await shot(wide.page, `team-requests-${language}-1280`);
    await wide.context.close();
    if (language === 'de') {
      // Deleting asks once, then the team is gone from the requests.
      await card.getByRole('button', { name: words.deleteTeam }).click();
      const dialog = page.getByRole('dialog', { name: words.deleteTitle });
      await dialog.getByRole('button', { name: words.deleteTeam }).click();
      await expect.poll(() => page.getByRole('button', { name: words.accept }).count()).toBe(0);
    }

    await page.getByRole('button', { name: words.openMenu }).click();
    const menu = page.locator('#mobile-menu');
    const named = (label: string) => menu.getByRole('link', { name: label, exact: true });
    await expect.poll(() => named(words.dashboardMatches).count()).toBe(1);
    expect(await named(words.publicMatches).count()).toBe(1);
    await shot(page, `menu-${language}-390`);

    // The week tabs of Dashboard > Matches say the public page's weeks, then the knockout's.
    const weekTabs = async (path: string) => {
      await page.goto(path);
      const tabs = page.getByRole('tablist', { name: words.weeks }).getByRole('tab');
      await expect.poll(() => tabs.count()).toBeGreaterThan(0);
      return tabs.allTextContents();
    };
    const publicWeeks = await weekTabs('/matches');
    const dashboardWeeks = await weekTabs('/dashboard/matches');
    expect(dashboardWeeks.slice(0, publicWeeks.length)).toEqual(publicWeeks);
    expect(errors).toEqual([]);
    await context.close();
  });
});
