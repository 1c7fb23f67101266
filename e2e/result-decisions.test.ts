import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../common/api/links';
import type { Match, Team } from '../common/api/types';
import { GERMAN_BROWSER, WIDTHS } from './harness';
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
  const name = (id: number | null) => teams.find((t) => t.id === id)?.name;
  line = `${name(match.home_id)} 2 : 4 ${name(match.guest_id)}`;
});

/** Full-page screenshots at 390 and 1280 px, under RESULT_SHOTS_DIR when it is set. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
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
