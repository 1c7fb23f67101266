import { mkdirSync } from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Season } from '../common/api/types';
import { QUALIFYING_PLACES } from '../common/league/qualification';
import { GERMAN_BROWSER, openPage, SCREENSHOTS_WANTED, WIDTHS } from './harness';
import { expectAccessible, openAs, withServerAndBrowser } from './helpers';

/**
 * Who goes through (issue 46 point 6), at 390 px in English and German: the line after the places
 * that reach the knockout stage with its legend, and the knockout tab's full round names and each
 * box's kick-off or "date to be agreed". Screenshots at 390 and 1280 px go to /tmp/h7-shots.
 */

const site = withServerAndBrowser();
const SHOTS = '/tmp/h7-shots';

const LANGUAGES = {
  en: {
    browser: {} as BrowserContextOptions,
    groupStage: 'Group Stage',
    knockoutStage: 'Knockout Stage',
    place: 'knockout stage place',
    legend: `Line after place ${QUALIFYING_PLACES}: places 1 to ${QUALIFYING_PLACES} of each group reach the knockout stage (quarter-finals)`,
    rounds: ['Quarter Final', 'Semi Final', 'Final', '3rd Place'],
    shortRounds: ['QF', 'SF', 'F', '3P'],
    dateOpen: 'Date to be agreed',
    showStandings: 'Show standings',
  },
  de: {
    browser: GERMAN_BROWSER,
    groupStage: 'Gruppenphase',
    knockoutStage: 'K.-o.-Runde',
    place: 'Platz für die K.-o.-Runde',
    legend: `Linie nach Platz ${QUALIFYING_PLACES}: Platz 1 bis ${QUALIFYING_PLACES} jeder Gruppe erreicht die K.-o.-Runde (Viertelfinale)`,
    rounds: ['Viertelfinale', 'Halbfinale', 'Finale', 'Spiel um Platz 3'],
    shortRounds: ['VF', 'HF', 'F', 'P3'],
    dateOpen: 'Termin noch offen',
    showStandings: 'Tabelle zeigen',
  },
} as const;
type Language = keyof typeof LANGUAGES;

/** Seasons oldest first: the demo's past season is played to its final, the current one half-way. */
let seasons: Season[];

beforeAll(async () => {
  const answer = (await (await fetch(`${site.server.url}/api/getSeasons`)).json()) as { data: Season[] };
  seasons = answer.data;
  mkdirSync(SHOTS, { recursive: true });
});

/** A kick-off as the bracket writes it: Munich time, dd.mm.yyyy HH:mm (German with a comma). */
function munichTime(iso: string, language: Language): string {
  const text = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
  return language === 'de' ? text : text.replace(',', '');
}

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
}

const shot = async (page: Page, name: string) => {
  if (SCREENSHOTS_WANTED) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** The line after the qualifying places, the legend and the places' names, in every group table. */
async function expectLine(page: Page, language: Language, groups: Season['groups']) {
  const words = LANGUAGES[language];
  for (const [g, group] of groups.entries()) {
    // The tables in the groups' order (their names are said in the page's language).
    const table = page.getByRole('table').nth(g);
    const rows = table.locator('tbody > tr');
    await expect.poll(() => rows.count()).toBe(group.teams.length);
    // Each row's bottom border: the line (3 px) only under the last qualifying place.
    const borders = await rows.evaluateAll((trs) => trs.map((tr) => getComputedStyle(tr).borderBottomWidth));
    expect(borders.map((width) => width === '3px')).toEqual(
      group.teams.map((_, i) => i === QUALIFYING_PLACES - 1),
    );
    const positions = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent));
    expect(positions).toEqual(
      group.teams.map((t, i) => (i < QUALIFYING_PLACES ? `${t.position}, ${words.place}` : `${t.position}`)),
    );
    // The legend shows under the table and describes it.
    const describedBy = (await table.getAttribute('aria-describedby')) ?? '';
    const legend = page.locator(`[id="${describedBy}"]`);
    expect(await legend.textContent()).toBe(words.legend);
    expect(await legend.isVisible()).toBe(true);
  }
}

describe('the table shows who goes through', () => {
  for (const language of ['en', 'de'] as const) {
    const words = LANGUAGES[language];

    it(`${language}: the line and its legend, then the knockout rounds spelled out and dated at 390 px`, async () => {
      const current = seasons[seasons.length - 1] as Season;
      const past = seasons[seasons.length - 2] as Season;
      const { page, context, errors } = await openPage(
        site.browser,
        site.server.url,
        WIDTHS.phone,
        words.browser,
      );
      await page.goto('/table');
      await openTab(page, words.groupStage);
      await expectLine(page, language, current.groups);
      await expectAccessible(page);
      await shot(page, `table-groups-${language}-390`);

      // The current season's bracket: its sides are still places and winners, no date agreed yet.
      await openTab(page, words.knockoutStage);
      const roundTabs = page.getByRole('tablist').last().getByRole('tab');
      expect(await roundTabs.allTextContents()).toEqual([...words.shortRounds]);
      for (const [i, round] of words.rounds.entries()) {
        await openTab(page, round);
        const panel = page.getByRole('tabpanel').last();
        expect(await panel.getByRole('heading', { name: round, exact: true }).isVisible()).toBe(true);
        if (i === 0) {
          const boxes = panel.getByRole('article');
          expect(await boxes.count()).toBe(4);
          expect(await boxes.first().getByText(words.dateOpen, { exact: true }).isVisible()).toBe(true);
        }
      }
      await openTab(page, words.rounds[0]);
      await expectAccessible(page);
      await shot(page, `table-knockout-${language}-390`);

      // The past season's bracket: every box with its kick-off in Munich time.
      await page.getByRole('combobox').selectOption(String(past.id));
      await openTab(page, words.knockoutStage);
      await openTab(page, words.rounds[0]);
      const quarter = past.matches
        .filter((m) => m.match_stage.startsWith('QUARTERFINAL'))
        .sort((a, b) => a.match_stage.localeCompare(b.match_stage))[0];
      if (!quarter) throw new Error('the demo past season has no quarter-final');
      const firstBox = page.getByRole('tabpanel').last().getByRole('article').first();
      await expect.poll(() => firstBox.textContent()).toContain(munichTime(quarter.date, language));
      expect(await firstBox.getByText(words.dateOpen).count()).toBe(0);
      await shot(page, `table-knockout-past-${language}-390`);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('keeps the line in the dashboard’s season standings; screenshots at 390 and 1280 px', async () => {
    for (const language of ['en', 'de'] as const) {
      const words = LANGUAGES[language];
      for (const width of Object.values(WIDTHS)) {
        const { page, context, errors } = await openAs(
          site.browser,
          site.server.url,
          'captain@demo.example',
          '/dashboard/matches',
          { width, browser: words.browser },
        );
        // Behind one tap on a phone; open beside the matches from 768 px.
        if (width < 768) await page.getByRole('button', { name: words.showStandings }).click();
        const legend = page.getByText(words.legend, { exact: true }).first();
        await expect.poll(() => legend.isVisible()).toBe(true);
        await shot(page, `dashboard-matches-${language}-${width}`);
        expect(errors).toEqual([]);
        await context.close();

        // The public table at this width, both tabs, for the record.
        const open = await openPage(site.browser, site.server.url, width, words.browser);
        await open.page.goto('/table');
        await openTab(open.page, words.groupStage);
        await shot(open.page, `table-groups-${language}-${width}`);
        await openTab(open.page, words.knockoutStage);
        await shot(open.page, `table-knockout-${language}-${width}`);
        expect(open.errors).toEqual([]);
        await open.context.close();
      }
    }
  });
});
