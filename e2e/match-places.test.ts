import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Team } from '../common/api/types';
import { GERMAN_BROWSER, loginAs, openPage, SCREENSHOTS_WANTED, viewportAt, WIDTHS } from './harness';
import { apiLogin, apiPost, dataOf, withServerAndBrowser } from './helpers';

/**
 * Issue 46, point 2: where people look for a match (the public /matches rows, a team's match list,
 * the captain's "Your next match") show the pitch with its map link and the referee teams without a
 * further tap; a row that opens shows a chevron; /matches uses full team names at 390 px. Issue 42,
 * point 5: /matches is a table with the columns Home, Score, Guest and Date at every width.
 */

const site = withServerAndBrowser();
const SHOTS = '/tmp/p2-shots';
let teams: Team[];

beforeAll(async () => {
  const admin = await apiLogin(site.server.url, 'admin@demo.example');
  teams = dataOf(await apiPost<Team[]>(site.server.url, '/api/getTeams', admin));
  mkdirSync(SHOTS, { recursive: true });
});

const LANGUAGES = [
  {
    lang: 'en',
    options: {},
    pitch: 'Pitch:',
    referees: 'Referees:',
    columns: ['Home', 'Score', 'Guest', 'Date'],
  },
  {
    lang: 'de',
    options: GERMAN_BROWSER,
    pitch: 'Spielfeld:',
    referees: 'Schiedsrichter:',
    columns: ['Heim', 'Ergebnis', 'Gast', 'Datum'],
  },
] satisfies {
  lang: string;
  options: BrowserContextOptions;
  pitch: string;
  referees: string;
  columns: string[];
}[];

/** Whole-page screenshots at 1280 and 390 px, back at 390 after. */
async function shoot(page: Page, name: string) {
  for (const width of [WIDTHS.desktop, WIDTHS.phone]) {
    await page.setViewportSize(viewportAt(width));
    if (SCREENSHOTS_WANTED) {
      await page.waitForTimeout(200);
      await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
    }
  }
}

/** The line's pitch is a map link (http(s)), shown without a tap. */
async function expectPlace(line: Locator, words: (typeof LANGUAGES)[number]) {
  expect(await line.isVisible()).toBe(true);
  const text = (await line.textContent()) ?? '';
  expect(text).toContain(words.pitch);
  expect(text).toContain(words.referees);
  expect(await line.getByRole('link').first().getAttribute('href')).toMatch(/^https?:\/\//);
}

describe.each(LANGUAGES)('match places at 390 px ($lang)', (words) => {
  it('on /matches, a team page and "Your next match"', async () => {
    const { page, errors, context } = await openPage(
      site.browser,
      site.server.url,
      WIDTHS.phone,
      words.options,
    );

    await page.goto('/matches');
    // A table with the columns Home, Score, Guest and Date, its header there for screen readers
    // though hidden from sight on a phone.
    const table = page.getByRole('table').first();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(words.columns);
    const rows = page.locator('tr[data-teams]');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      const cells = row.getByRole('cell');
      // The Date cell names the place; its disclosure says it opens with a chevron.
      await expectPlace(cells.nth(3).locator('p').first(), words);
      expect(await cells.nth(3).locator('summary svg').isVisible()).toBe(true);
      // Both teams in full.
      const ids = ((await row.getAttribute('data-teams')) ?? '').split(' ').filter(Boolean).map(Number);
      const [home, guest] = [await cells.nth(0).textContent(), await cells.nth(2).textContent()];
      for (const id of ids) expect([home, guest]).toContain(teams.find((t) => t.id === id)?.name);
    }
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll('tr[data-teams] > td')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.textContent} ${el.scrollWidth}/${el.clientWidth}`),
    );
    expect(overflow).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.phone);
    // An opened row lists pitch and referees in its details instead.
    const first = rows.first().getByRole('cell').nth(3);
    const pitch = (await first.locator('p').first().getByRole('link').textContent()) ?? '';
    await first.locator('summary').click();
    await expect.poll(() => first.locator('p').first().isVisible()).toBe(false);
    expect(await first.locator('dl').textContent()).toContain(pitch);
    await first.locator('summary').click();
    await shoot(page, `matches-${words.lang}`);

    const team = teams.find((t) => t.name === 'TUM Kickers');
    await page.goto(`/teams/${team?.id}`);
    const list = page.locator('ol li').filter({ has: page.locator('details') });
    expect(await list.count()).toBeGreaterThan(0);
    await expectPlace(list.first().locator('p').filter({ hasText: words.referees }), words);
    expect(await list.first().locator('summary svg').isVisible()).toBe(true);
    await shoot(page, `team-${words.lang}`);

    await loginAs(page, site.server.url, 'captain@demo.example');
    await page.goto('/dashboard/matches');
    const card = page.getByRole('region', {
      name: words.lang === 'de' ? 'Dein nächstes Spiel' : 'Your next match',
    });
    await expect.poll(() => card.getByText(words.pitch).count()).toBe(1);
    expect(await card.getByRole('link').first().getAttribute('href')).toMatch(/^https?:\/\//);
    await card.scrollIntoViewIfNeeded();
    await shoot(page, `next-match-${words.lang}`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
