import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../common/api/links';
import type { Match, Team } from '../common/api/types';
import { GERMAN_BROWSER, viewportAt, WIDTHS } from './harness';
import {
  apiLogin,
  apiPost,
  currentSeason,
  dataOf,
  expectAccessible,
  openAs,
  withServerAndBrowser,
} from './helpers';

/**
 * Results that say what they do (issue 46, point 3), on a phone in English and German: the other
 * side's suggestion names both teams, home first, and its card says when it becomes final by itself.
 */

const site = withServerAndBrowser();
const CAPTAIN = 'captain@demo.example';
const SHOTS = process.env.RESULT_SHOTS_DIR;

const post = <T>(path: string, token: string | null, body?: Record<string, unknown>) =>
  apiPost<T>(site.server.url, path, token, body);

let match: Match;
let line: string;
/** Two more played matches without results, for the admin's final results (one per language). */
let unsettled: Match[];
let teamName: (id: number | null) => string | undefined;

beforeAll(async () => {
  const admin = await apiLogin(site.server.url, 'admin@demo.example');
  const teams = dataOf(await post<Team[]>('/api/getTeams', admin));
  const tum = (teams.find((t) => t.name === 'TUM Kickers') as Team).id;
  // A match of TUM Kickers not kicked off yet (so without results): the admin records that it
  // was played yesterday, and the opponent's captain suggests 2:4.
  match = (await currentSeason(site.server.url)).matches.find(
    (m) =>
      (m.home_id === tum || m.guest_id === tum) &&
      m.home_id !== null &&
      m.guest_id !== null &&
      (m.date === 'tbd' || Date.parse(m.date) > Date.now()),
  ) as Match;
  const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
  dataOf(await post('/api/updateMatchDate', admin, { match_id: match.id, date: `${yesterday}T18:30:00Z` }));
  const opponent = teams.find(
    (t) => t.id === (match.home_id === tum ? match.guest_id : match.home_id),
  ) as Team;
  const mail = opponent.players?.find((p) => p.id === opponent.captain?.id)?.mail as string;
  const captain = await apiLogin(site.server.url, mail);
  dataOf(await post('/api/addResult', captain, { match_id: match.id, home_score: 2, guest_score: 4 }));
  teamName = (id: number | null) => teams.find((t) => t.id === id)?.name;
  line = `${teamName(match.home_id)} 2 : 4 ${teamName(match.guest_id)}`;
  unsettled = (await currentSeason(site.server.url)).matches
    .filter(
      (m) =>
        m.id !== match.id &&
        m.home_id !== null &&
        m.guest_id !== null &&
        m.results.length === 0 &&
        (m.date === 'tbd' || Date.parse(m.date) > Date.now()),
    )
    .slice(0, 2);
  for (const m of unsettled) {
    dataOf(await post('/api/updateMatchDate', admin, { match_id: m.id, date: `${yesterday}T17:00:00Z` }));
  }
});

/** Full-page screenshots at 390 and 1280 px, under RESULT_SHOTS_DIR when it is set. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewportAt(width));
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SHOTS, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
}

describe('a suggested result, seen by the other captain on a phone', () => {
  for (const [lang, options, suggested, deadline] of [
    [
      'en',
      {},
      (score: string) => `suggested the result ${score}`,
      /^Accepted automatically on \d\d\.\d\d\.\d{4} \d\d:\d\d unless answered\.$/,
    ],
    [
      'de',
      GERMAN_BROWSER,
      (score: string) => `hat das Ergebnis ${score} vorgeschlagen`,
      /^Wird am \d\d\.\d\d\.\d{4}, \d\d:\d\d automatisch bestätigt, wenn niemand antwortet\.$/,
    ],
  ] as const) {
    it(`names both teams, home first, and the auto-accept deadline (${lang})`, async () => {
      const { context, page, errors } = await openAs(site.browser, site.server.url, CAPTAIN, '/dashboard', {
        width: WIDTHS.phone,
        browser: options,
      });
      const item = page.locator(`a[href="${actionPaths.match(match.id)}"]`).first();
      await expect.poll(() => item.count()).toBe(1);
      expect(await item.textContent()).toContain(suggested(line));
      await shots(page, `todo-${lang}`);
      await item.click();
      const card = page.locator(`#match-${match.id}`);
      await expect.poll(() => card.isVisible()).toBe(true);
      const note = card.getByText(deadline);
      await expect.poll(() => note.count()).toBe(1);
      await expectAccessible(page);
      await shots(page, `card-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("an admin's final result in one step, on a phone", () => {
  for (const [index, lang, options, words] of [
    [
      0,
      'en',
      {},
      { final: 'Final at once', reason: /Reason/, submit: 'Enter final result', shown: 'Result: 3:1' },
    ],
    [
      1,
      'de',
      GERMAN_BROWSER,
      {
        final: 'Sofort endgültig',
        reason: /Begründung/,
        submit: 'Endgültiges Ergebnis eintragen',
        shown: 'Ergebnis: 3:1',
      },
    ],
  ] as const) {
    it(`enters 3:1 as final with a reason (${lang})`, async () => {
      const target = unsettled[index] as Match;
      const { context, page, errors } = await openAs(
        site.browser,
        site.server.url,
        'admin@demo.example',
        actionPaths.match(target.id),
        { width: WIDTHS.phone, browser: options },
      );
      const card = page.locator(`#match-${target.id}`);
      await expect.poll(() => card.isVisible()).toBe(true);
      await card.getByRole('textbox', { name: teamName(target.home_id), exact: true }).fill('3');
      await card.getByRole('textbox', { name: teamName(target.guest_id), exact: true }).fill('1');
      await card.getByRole('checkbox', { name: words.final }).check();
      await card.getByRole('textbox', { name: words.reason }).fill('Paper sheet signed by both captains');
      await shots(page, `final-form-${lang}`);
      await card.getByRole('button', { name: words.submit }).click();
      await expect.poll(() => card.getByText(words.shown).count()).toBe(1);
      await shots(page, `final-done-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
