import { beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../common/api/links';
import type { LiveEvents } from '../common/api/live';
import type { Match, Team, TeamMember } from '../common/api/types';
import { openPage, WIDTHS } from './harness';
import {
  apiLogin,
  apiPost,
  currentSeason,
  dataOf,
  expectAccessible,
  journeyShot,
  openAs,
  seen,
  withServerAndBrowser,
} from './helpers';

/**
 * Issue 43 point 1 on the pitch (docs/PRODUCT.md#live-match-day, decision 086): the appointed
 * referee, on a 390 px phone, opens the live screen from the match card, records the kick-off, a
 * home goal with its scorer, a guest goal while the phone is offline (it waits in the queue and
 * goes out when the phone is back) and full time; getLiveEvents has it all. A visitor's /matches
 * and /table, open in a second browser, show each of them within 5 s without a reload. The home
 * captain then accepts the suggested result from the To do list. Screenshots under JOURNEY_SHOTS_DIR at 390
 * and 1280 px when it is set.
 */

const site = withServerAndBrowser();
const post = <T>(path: string, token: string | null, body?: Record<string, unknown>) =>
  apiPost<T>(site.server.url, path, token, body);

let match: Match;
let referee: TeamMember;
let scorer: TeamMember;
let captainMail: string;
let teams: Team[];
const name = (id: number | null) => teams.find((team) => team.id === id)?.name ?? '';

beforeAll(async () => {
  const admin = await apiLogin(site.server.url, 'admin@demo.example');
  teams = dataOf(await post<Team[]>('/api/getTeams', admin));
  const players = (id: number | null) => teams.find((team) => team.id === id)?.players ?? [];
  const season = await currentSeason(site.server.url);
  const open = season.matches.find(
    (candidate) =>
      candidate.match_stage.startsWith('GROUP') &&
      candidate.home_id !== null &&
      candidate.guest_id !== null &&
      candidate.results.length === 0 &&
      players(candidate.referee_team_id).some((player) => player.role === 'PLAYER' && player.mail) &&
      players(candidate.home_id).some((player) => player.role === 'PLAYER'),
  );
  if (!open) throw new Error('the demo season has no open group match with a referee team of players');
  const kickOff = new Date(Date.now() - 20 * 60_000).toISOString();
  dataOf(await post('/api/updateMatchDate', admin, { match_id: open.id, date: kickOff }));
  referee = players(open.referee_team_id).find(
    (player) => player.role === 'PLAYER' && player.mail,
  ) as TeamMember;
  dataOf(await post('/api/assignReferee', admin, { match_id: open.id, referee_id: referee.id, slot: 1 }));
  scorer = players(open.home_id).find((player) => player.role === 'PLAYER') as TeamMember;
  const home = teams.find((team) => team.id === open.home_id) as Team;
  captainMail = players(open.home_id).find((player) => player.id === home.captain?.id)?.mail as string;
  match = { ...open, date: kickOff };
});

describe('recording a match on the pitch', () => {
  it('a referee records kick-off, two goals (one offline) and full time on a phone; a visitor follows', async () => {
    const [home, guest] = [name(match.home_id), name(match.guest_id)];
    const { context, page, errors } = await openAs(
      site.browser,
      site.server.url,
      referee.mail as string,
      actionPaths.refereeing(match.id),
      { width: WIDTHS.phone },
    );
    const live = page
      .locator(`#match-${match.id}`)
      .getByRole('link', { name: 'Live ticker: record the score' });
    await expect.poll(() => live.count()).toBe(1);
    await live.click();
    await page.waitForURL((url) => url.pathname === `/dashboard/live/${match.id}`);
    // The visitor: /matches on the match's week and /table, in a browser of their own, never reloaded.
    const visitor = await openPage(site.browser, site.server.url, WIDTHS.desktop);
    const table = await visitor.context.newPage();
    await visitor.page.goto('/matches');
    await visitor.page.getByRole('tab', { name: `Week ${match.week}`, exact: true }).click();
    await table.goto('/table');
    await table.getByRole('tab', { name: 'Group Stage' }).click();
    const visitorSees = async (text: string, tableText: string) => {
      const row = visitor.page.locator(`tr[data-teams="${match.home_id} ${match.guest_id}"]`);
      const notice = table.getByRole('status').filter({ hasText: 'As it would stand if' });
      const within = { timeout: 5_000, interval: 100 };
      await expect
        .poll(
          async () => ((await row.getByRole('cell').nth(1).textContent()) ?? '').replace(/\s+/g, ' '),
          within,
        )
        .toContain(text);
      await expect.poll(async () => (await notice.textContent()) ?? '', within).toContain(tableText);
    };
    const score = page.getByRole('status', { name: /^Score:/ });
    const scoreIs = (homeGoals: number, guestGoals: number) =>
      expect
        .poll(() => score.getAttribute('aria-label'))
        .toBe(`Score: ${home} ${homeGoals}, ${guest} ${guestGoals}`);

    await page.getByRole('button', { name: 'Kick-off', exact: true }).click();
    await seen(page, '1st half');
    await visitorSees('0 : 0LIVE', `${home} 0 : 0 ${guest}`);
    await page.getByRole('button', { name: `Goal ${home}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: scorer.name, exact: true }).click();
    await scoreIs(1, 0);
    await visitorSees('1 : 0LIVE', `${home} 1 : 0 ${guest}`);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expectAccessible(page);
    await journeyShot(page, 'live-recording-goal');

    await context.setOffline(true);
    await page.getByRole('button', { name: `Goal ${guest}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unknown', exact: true }).click();
    await seen(page, '1 event waiting to be sent');
    await scoreIs(1, 1);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await journeyShot(page, 'live-recording-offline');
    await context.setOffline(false);
    await expect
      .poll(() => page.getByText('1 event waiting to be sent').count(), { timeout: 15_000 })
      .toBe(0);
    await visitorSees('1 : 1LIVE', `${home} 1 : 1 ${guest}`);

    await page.getByRole('button', { name: 'Full time', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Full time at 1:1?' });
    await dialog.getByRole('button', { name: 'End the match' }).click();
    await seen(page, 'Full time: the score is now the result suggestion, which the other side accepts.');
    await visitorSees('1 : 1awaiting confirmation', `${home} 1 : 1 ${guest}`);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    expect(await page.getByRole('button', { name: `Goal ${home}` }).count()).toBe(0);
    const stored = async () =>
      dataOf(await post<LiveEvents>('/api/getLiveEvents', null, { match_id: match.id }));
    await expect.poll(async () => (await stored()).status).toBe('finished');
    const events = await stored();
    expect([events.home, events.guest]).toEqual([1, 1]);
    expect(events.events.map((event) => [event.kind, event.player_id])).toEqual([
      ['kickoff', null],
      ['goal', scorer.id],
      ['goal', null],
      ['fulltime', null],
    ]);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await journeyShot(page, 'live-recording-full-time');
    // The requests the offline phone could not send are the only failures.
    expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();

    // The same screen on a laptop: the score and the events, read after the whistle.
    const wide = await openAs(
      site.browser,
      site.server.url,
      referee.mail as string,
      `/dashboard/live/${match.id}`,
      {
        width: WIDTHS.desktop,
      },
    );
    await expect
      .poll(() => wide.page.getByText(`Goal ${home}: ${scorer.name} (1:0)`, { exact: false }).count())
      .toBe(1);
    await journeyShot(wide.page, 'live-recording-full-time');
    await wide.context.close();
  });

  it('the home captain accepts the suggested result from the To do list', async () => {
    const { context, page, errors } = await openAs(
      site.browser,
      site.server.url,
      captainMail,
      actionPaths.myTeam,
      {
        width: WIDTHS.phone,
      },
    );
    const item = page
      .getByRole('region', { name: 'To do', exact: true })
      .locator(`a[href="${actionPaths.match(match.id)}"]`)
      .first();
    await expect.poll(() => item.count()).toBe(1);
    await item.click();
    const card = page.locator(`#match-${match.id}`);
    await card.getByRole('button', { name: 'Accept result 1:1' }).click();
    await page.getByRole('dialog', { name: 'Accept 1:1?' }).getByRole('button', { name: 'Accept' }).click();
    await seen(page, 'Result accepted!');
    await expect.poll(() => card.getByText('Result: 1:1').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
