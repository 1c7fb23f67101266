import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../common/api/links';
import type { Match, Team } from '../common/api/types';
import { GERMAN_BROWSER, openPage, WIDTHS } from './harness';
import {
  apiLogin,
  apiPost,
  confirmInDialog,
  currentSeason,
  dataOf,
  expectAccessible,
  openAs,
  withServerAndBrowser,
} from './helpers';

/**
 * Matches that are not played (issue 42 point 3, decision 082), on a 390 px phone in English and
 * German: a captain says "we cannot play" and the other captain's card and the public table's
 * explanation show the 0:3; a captain reports that the other team did not come and the appointed
 * referee confirms it. Screenshots at 390 and 1280 px under FORFEIT_SHOTS_DIR when it is set.
 */

const site = withServerAndBrowser();
const SHOTS = process.env.FORFEIT_SHOTS_DIR;
const HOUR = 3600 * 1000;

const post = <T>(path: string, token: string | null, body?: Record<string, unknown>) =>
  apiPost<T>(site.server.url, path, token, body);

let teams: Team[];
/** Per language: a group match three days ahead (declared by its home captain), and one kicked off an hour ago (no-show). */
const ahead: Match[] = [];
const missed: Match[] = [];
/** Per language: the referee appointed to the no-show match, by mail. */
const referees: string[] = [];
const name = (id: number | null) => teams.find((t) => t.id === id)?.name ?? '';
/** The mail of a team's main captain (getTeams lists it to an admin). */
const captainOf = (teamId: number | null) => {
  const team = teams.find((t) => t.id === teamId);
  return team?.players?.find((p) => p.id === team.captain?.id)?.mail as string;
};

beforeAll(async () => {
  const admin = await apiLogin(site.server.url, 'admin@demo.example');
  teams = dataOf(await post<Team[]>('/api/getTeams', admin));
  // Open group matches of four different home teams, each with a referee team that has players.
  const used = new Set<number>();
  const open = (await currentSeason(site.server.url)).matches.filter((m) => {
    const fits =
      m.match_stage.startsWith('GROUP') &&
      m.home_id !== null &&
      m.guest_id !== null &&
      m.results.length === 0 &&
      !used.has(m.home_id) &&
      !used.has(m.guest_id) &&
      (teams.find((t) => t.id === m.referee_team_id)?.players?.length ?? 0) > 0;
    if (fits) used.add(m.home_id as number).add(m.guest_id as number);
    return fits;
  });
  if (open.length < 4) throw new Error('the demo season has too few open group matches');
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  for (const [index, match] of open.slice(0, 4).entries()) {
    const declared = index < 2;
    dataOf(
      await post('/api/updateMatchDate', admin, {
        match_id: match.id,
        date: at(declared ? 72 * HOUR : -HOUR),
      }),
    );
    if (declared) {
      ahead.push(match);
      continue;
    }
    const refereeTeam = teams.find((t) => t.id === match.referee_team_id) as Team;
    const referee =
      refereeTeam.players?.find((p) => p.id !== refereeTeam.captain?.id) ?? refereeTeam.players?.[0];
    dataOf(await post('/api/assignReferee', admin, { match_id: match.id, referee_id: referee?.id, slot: 1 }));
    missed.push(match);
    referees.push(referee?.mail as string);
  }
});

/** Full-page screenshots at 390 and 1280 px, back to the phone afterwards. */
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

const LANGUAGES = [
  [
    0,
    'en',
    {},
    {
      declare: 'We cannot play',
      reason: 'Reason',
      confirm: 'Call off: we lose 0:3',
      lost: (team: string) => `${team} could not play: 0:3.`,
      result: 'Result: 0:3',
      groupStage: 'Group Stage',
      explained: (other: string) => new RegExp(`^Lost 0:3 to ${other} in week \\d+: could not play$`),
      claim: 'They did not come',
      confirmNoShow: 'Confirm no-show',
    },
  ],
  [
    1,
    'de',
    GERMAN_BROWSER,
    {
      declare: 'Wir können nicht antreten',
      reason: 'Grund',
      confirm: 'Absagen: 0:3 verloren',
      lost: (team: string) => `${team} konnte nicht antreten: 0:3.`,
      result: 'Ergebnis: 0:3',
      groupStage: 'Gruppenphase',
      explained: (other: string) =>
        new RegExp(`^0:3 gegen ${other} am \\d+\\. Spieltag verloren: konnte nicht antreten$`),
      claim: 'Gegner nicht angetreten',
      confirmNoShow: 'Nichtantreten bestätigen',
    },
  ],
] as const;

describe('"We cannot play" on a phone', () => {
  for (const [index, lang, options, words] of LANGUAGES) {
    it(`a captain calls a match off; the other captain and the table show the 0:3 (${lang})`, async () => {
      const match = ahead[index] as Match;
      const home = name(match.home_id);
      const opponent = match.guest_id;
      const { context, page, errors } = await openAs(
        site.browser,
        site.server.url,
        captainOf(match.home_id),
        actionPaths.match(match.id),
        {
          width: WIDTHS.phone,
          browser: options,
        },
      );
      const card = page.locator(`#match-${match.id}`);
      await card.getByRole('button', { name: words.declare }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: words.reason }).fill('Half the team has exams');
      await shots(page, `declare-dialog-${lang}`);
      await confirmInDialog(page, words.confirm);
      await expect.poll(() => card.getByText(words.lost(home), { exact: true }).count()).toBe(1);
      await expectAccessible(page);
      await shots(page, `declared-card-${lang}`);
      expect(errors).toEqual([]);
      await context.close();

      // The other captain's card.
      const theirs = await openAs(
        site.browser,
        site.server.url,
        captainOf(opponent),
        actionPaths.match(match.id),
        {
          width: WIDTHS.phone,
          browser: options,
        },
      );
      const theirCard = theirs.page.locator(`#match-${match.id}`);
      await expect.poll(() => theirCard.getByText(words.lost(home), { exact: true }).count()).toBe(1);
      // Home gave up: 0:3 from the home side, as the card lists the match.
      expect(await theirCard.getByText(new RegExp(words.result)).count()).toBeGreaterThan(0);
      expect(theirs.errors).toEqual([]);
      await theirs.context.close();

      // The public table explains it.
      const visitor = await openPage(site.browser, site.server.url, WIDTHS.phone, options);
      await visitor.page.goto('/table');
      const tab = visitor.page.getByRole('tab', { name: words.groupStage });
      if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
      const button = visitor.page.getByRole('button', { name: home, exact: true }).first();
      await button.click();
      const panel = visitor.page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect.poll(() => panel.getByText(words.explained(name(opponent))).count()).toBe(1);
      await shots(visitor.page, `table-explained-${lang}`);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    });
  }
});

describe('a no-show on a phone', () => {
  for (const [index, lang, options, words] of LANGUAGES) {
    it(`a captain reports that the other team did not come; the appointed referee confirms it (${lang})`, async () => {
      const match = missed[index] as Match;
      const opponent = match.guest_id;
      const { context, page, errors } = await openAs(
        site.browser,
        site.server.url,
        captainOf(match.home_id),
        actionPaths.match(match.id),
        {
          width: WIDTHS.phone,
          browser: options,
        },
      );
      const card = page.locator(`#match-${match.id}`);
      await card.getByRole('button', { name: words.claim }).click();
      await confirmInDialog(page, words.claim);
      await expect.poll(() => card.getByRole('button', { name: words.claim }).count()).toBe(0);
      await shots(page, `claimed-card-${lang}`);
      expect(errors).toEqual([]);
      await context.close();

      const referee = await openAs(
        site.browser,
        site.server.url,
        referees[index] as string,
        actionPaths.match(match.id),
        {
          width: WIDTHS.phone,
          browser: options,
        },
      );
      const refereeCard = referee.page.locator(`#match-${match.id}`);
      await refereeCard.getByRole('button', { name: words.confirmNoShow }).click();
      await shots(referee.page, `confirm-dialog-${lang}`);
      await confirmInDialog(referee.page, words.confirmNoShow);
      await expect
        .poll(() => refereeCard.getByText(words.lost(name(opponent)), { exact: true }).count())
        .toBe(1);
      await expectAccessible(referee.page);
      await shots(referee.page, `confirmed-card-${lang}`);
      expect(referee.errors).toEqual([]);
      await referee.context.close();
    });
  }
});
