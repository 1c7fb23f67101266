import { beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../common/api/links';
import type { Season, Team } from '../common/api/types';
import { openPage, WIDTHS } from './harness';
import {
  apiLogin,
  apiPost,
  currentSeason,
  dataOf,
  journeyShot,
  openAs,
  withServerAndBrowser,
} from './helpers';

/**
 * Fair play on the screens (docs/PRODUCT.md#fair-play, decision 094): a captain rates a played
 * match of the demo season on a phone (the other team and each referee, 1 to 5) and the page then
 * says the rating is blind until the other side rates; /table's Fair play tab at both widths.
 * Shots at 390 and 1280 px under JOURNEY_SHOTS_DIR.
 */

const site = withServerAndBrowser();
let season: Season;
let teams: Team[];

beforeAll(async () => {
  const admin = await apiLogin(site.server.url, 'admin@demo.example');
  teams = dataOf(await apiPost<Team[]>(site.server.url, '/api/getTeams', admin));
  season = await currentSeason(site.server.url);
  // Rating closes 48 hours after a match's first played result, and the demo's results were entered
  // 2 hours after their evening kick-offs: late in the day no demo match is open any more. So the
  // league office enters the result of the last match played without one, as it would for a
  // captain who forgot: the journey then runs at any hour.
  const unscored = season.matches
    .filter((m) => m.home_id !== null && m.guest_id !== null && !m.results.length)
    .filter((m) => m.date !== 'tbd' && Date.parse(m.date) < Date.now())
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
  if (!unscored) throw new Error('the demo season has no match played without a result');
  dataOf(
    await apiPost(site.server.url, '/api/addResult', admin, {
      match_id: unscored.id,
      home_score: 2,
      guest_score: 1,
      final: true,
      reason: 'Entered by the league office',
    }),
  );
  season = await currentSeason(site.server.url);
});

describe('fair play', () => {
  it('a captain rates a played match; the table has a Fair play tab', async () => {
    const match = season.matches.find(
      (m) =>
        m.home_id !== null &&
        m.guest_id !== null &&
        // Rating is open for 48 hours after a match's first played result.
        m.results.some((r) => !r.forfeit && !r.unplayed) &&
        m.results.every((r) => Date.parse(r.created_at) > Date.now() - 47 * 3_600_000),
    );
    if (!match) throw new Error('the demo season has no played match');
    const home = teams.find((t) => t.id === match.home_id) as Team;
    const guest = teams.find((t) => t.id === match.guest_id) as Team;
    const mail = home.players?.find((p) => p.id === home.captain?.id)?.mail as string;
    const captain = await openAs(site.browser, site.server.url, mail, actionPaths.fairPlay(match.id), {
      width: WIDTHS.phone,
    });
    // The label carries the required mark after the name.
    await expect.poll(() => captain.page.getByText(`Fair play of ${guest.name}`).count()).toBeGreaterThan(0);
    const groups = captain.page.getByRole('radiogroup');
    for (let i = 0; i < (await groups.count()); i++)
      await groups.nth(i).getByLabel('4', { exact: true }).check();
    await journeyShot(captain.page, 'fair-play-form');
    await captain.page.getByRole('button', { name: 'Send ratings' }).click();
    await expect
      .poll(() => captain.page.getByText(/Your team has rated this match\./).count())
      .toBeGreaterThan(0);
    await journeyShot(captain.page, 'fair-play-rated');

    for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
      const visitor = await openPage(site.browser, site.server.url, width);
      await visitor.page.goto('/table');
      await visitor.page.getByRole('tab', { name: 'Fair play' }).click();
      await expect.poll(() => visitor.page.getByRole('table', { name: 'Fair play' }).count()).toBe(1);
      await journeyShot(visitor.page, 'fair-play-table');
    }
  });
});
