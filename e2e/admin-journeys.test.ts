/**
 * Admin and captain match-day journeys on a season of their own (results without a date, scorers,
 * referees, a knockout shoot-out), plus login alerts, a stranger's lock-out that spares the owner's
 * browser (decision 018), a resent confirmation mail, and deleting an account that has match
 * history (decision 012).
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Match, PendingResults, Season, Team, TopScorerSeason } from '../common/api/types';
import { isKnockoutStage } from '../common/league/bracket';
import { DEMO_PASSWORD, openPage } from './harness';
import { apiSignUp, CONFIRM_LINK, dataOf, mailLink, openAs, seen, withServerAndBrowser } from './helpers';
import { PASSWORD, teamFixtures } from './team-fixtures';

const site = withServerAndBrowser();
let admin: string;

const SEASON = 'E2E Admin Cup';
const ADMIN = 'admin@demo.example';
const CAPTAIN = 'captain@demo.example';

const { post, login, userId, confirmedUser } = teamFixtures(() => site.server.url);

/** An address signed up (unconfirmed) at the start of the file, for the resend journey. */
let resendEmail: string;
let resendSignedUpAt: number;

beforeAll(async () => {
  admin = await login(ADMIN, DEMO_PASSWORD);
  const created = dataOf(await post<{ id: number }>('/api/addSeason', admin, { name: SEASON }));
  const seasonId = created?.id ?? (await season()).id;
  dataOf(await post('/api/createGroups', admin, { season_id: seasonId }));
  await post('/api/createMatches', admin, { season_id: seasonId });
  expect((await season()).matches.length).toBeGreaterThan(0);
  resendEmail = `e2e-resend-${Date.now()}@example.test`;
  await apiSignUp(site.server.url, { email: resendEmail, password: PASSWORD, name: 'Rita Resend' });
  resendSignedUpAt = Date.now();
});

async function season(): Promise<Season> {
  const res = await fetch(`${site.server.url}/api/getSeasons`);
  const found = ((await res.json()) as { data: Season[] }).data.find((s) => s.name === SEASON);
  if (!found) throw new Error(`no season ${SEASON}`);
  return found;
}

async function matchById(id: number): Promise<Match> {
  const found = (await season()).matches.find((m) => m.id === id);
  if (!found) throw new Error(`no match ${id}`);
  return found;
}

/** The admin's answer, which carries members' contact data and roles. */
async function teams(): Promise<Map<number, Team>> {
  return new Map(dataOf(await post<Team[]>('/api/getTeams', admin)).map((t) => [t.id, t]));
}

async function teamByName(name: string): Promise<Team> {
  const found = [...(await teams()).values()].find((t) => t.name === name);
  if (!found) throw new Error(`no team ${name}`);
  return found;
}

/** Suggests and accepts a result as the admin; returns the result id. */
async function play(match: Match, home: number, guest: number): Promise<number> {
  const result = dataOf(
    await post<{ id: number }>('/api/addResult', admin, {
      match_id: match.id,
      home_score: home,
      guest_score: guest,
    }),
  );
  dataOf(await post('/api/acceptResult', admin, { result_id: result.id }));
  return result.id;
}

async function topScorersOfSeason(): Promise<TopScorerSeason['top_scorers']> {
  const { id } = await season();
  const res = await fetch(`${site.server.url}/api/gettopscorer`);
  const all = ((await res.json()) as { data: TopScorerSeason[] }).data;
  return all.find((s) => s.season_id === id)?.top_scorers ?? [];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const card = (page: Page, label: string): Locator => page.getByRole('article', { name: label, exact: true });
const labelOf = (match: Match, names: Map<number, Team>) =>
  `${names.get(match.home_id as number)?.name} vs ${names.get(match.guest_id as number)?.name}`;
const open = (email: string, path: string, password?: string) =>
  openAs(site.browser, site.server.url, email, path, { password });

async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^E-Mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Names on the plus buttons of the scorer dialog, in the order shown. */
async function dialogPlayers(dialog: Locator): Promise<string[]> {
  const labels = await dialog
    .getByRole('button', { name: /^One goal more for / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace('One goal more for ', ''));
}

const groupMatches = (s: Season) => s.matches.filter((m) => !isKnockoutStage(m.match_stage));

describe('an admin on match day', () => {
  it('suggests and accepts a result on a match without a date, then enters both teams’ scorers', async () => {
    const names = await teams();
    const tum = await teamByName('TUM Kickers');
    const match = groupMatches(await season()).find(
      (m) => m.home_id !== tum.id && m.guest_id !== tum.id && m.date === 'tbd' && m.results.length === 0,
    ) as Match;
    expect(match).toBeDefined();
    const home = names.get(match.home_id as number) as Team;
    const guest = names.get(match.guest_id as number) as Team;

    const { context, page, errors } = await open(ADMIN, `/dashboard/matches#match-${match.id}`);
    const mine = card(page, labelOf(match, names));
    await expect.poll(() => mine.count()).toBe(1);
    expect(await mine.getByText('TBD', { exact: true }).count()).toBe(1);
    // Admins are not bound by the kick-off: the form is there, the captains' notice is not.
    expect(await mine.getByText('The result can be entered after the kick-off.').count()).toBe(0);
    await mine.getByRole('textbox', { name: home.name, exact: true }).fill('2');
    await mine.getByRole('textbox', { name: guest.name, exact: true }).fill('1');
    await mine.getByRole('button', { name: 'Suggest result' }).click();
    await seen(page, 'Result added!');
    await expect.poll(() => mine.getByText('Pending: 2:1 by Alexandra Admin').count()).toBe(1);
    // One suggestion per user: the form is gone, the admin may accept his own suggestion.
    expect(await mine.getByRole('button', { name: 'Suggest result' }).count()).toBe(0);
    await mine.getByRole('button', { name: 'Accept result 2:1' }).click();
    await page.getByRole('dialog', { name: 'Accept 2:1?' }).getByRole('button', { name: 'Accept' }).click();
    await seen(page, 'Result accepted!');
    await expect.poll(() => mine.getByText('Result: 2:1', { exact: true }).count()).toBe(1);
    expect(await mine.getByText(/^Pending: /).count()).toBe(0);

    const after = await matchById(match.id);
    expect(after.date).toBe('tbd');
    expect(after.results.map((r) => [r.score_home, r.score_guest, r.is_final])).toEqual([[2, 1, true]]);

    // Home scored 2: shared by the first two players listed.
    await mine.getByRole('button', { name: `Scorers ${home.name_short}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const save = dialog.getByRole('button', { name: 'Save' });
    const more = (name: string) => dialog.getByRole('button', { name: `One goal more for ${name}` });
    const less = (name: string) => dialog.getByRole('button', { name: `One goal less for ${name}` });
    const [first, second] = (await dialogPlayers(dialog)) as [string, string];
    expect(await dialog.getByText('Please assign exactly 2 goals.').count()).toBe(1);
    expect(await save.isDisabled()).toBe(true);
    await more(first).click();
    expect(await dialog.getByText('Please assign exactly 2 goals.').count()).toBe(1);
    expect(await save.isDisabled()).toBe(true);
    await more(second).click();
    await expect.poll(() => dialog.getByText('Please assign exactly 2 goals.').count()).toBe(0);
    expect(await more(first).isDisabled()).toBe(true);
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await seen(page, 'Scorers added successfully!');
    await expect.poll(() => dialog.count()).toBe(0);
    const homeLine = mine.getByText(new RegExp(`^Goals ${escapeRegExp(home.name)}: `));
    await expect.poll(() => homeLine.count()).toBe(1);
    expect((await homeLine.textContent())?.split(': ')[1]?.split(', ').sort()).toEqual(
      [first, second].sort(),
    );

    // Guest scored 1: plus, minus (the rule comes back), plus again.
    await mine.getByRole('button', { name: `Scorers ${guest.name_short}`, exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const [striker] = (await dialogPlayers(dialog)) as [string];
    expect(await dialog.getByText('Please assign exactly 1 goals.').count()).toBe(1);
    await more(striker).click();
    await expect.poll(() => dialog.getByText('Please assign exactly 1 goals.').count()).toBe(0);
    await less(striker).click();
    await expect.poll(() => dialog.getByText('Please assign exactly 1 goals.').count()).toBe(1);
    expect(await save.isDisabled()).toBe(true);
    expect(await less(striker).isDisabled()).toBe(true);
    await more(striker).click();
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await seen(page, 'Scorers added successfully!');
    await expect
      .poll(() => mine.getByText(`Goals ${guest.name}: ${striker}`, { exact: true }).count())
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    const result = (await matchById(match.id)).results[0];
    const scored = (result?.scorer ?? []).map((s) => [s.team_id, s.name, s.goal_count]);
    expect(scored.sort()).toEqual(
      [
        [home.id, first, 1],
        [home.id, second, 1],
        [guest.id, striker, 1],
      ].sort(),
    );
  });

  it('assigns referees in both slots of a match', async () => {
    const names = await teams();
    const s = await season();
    const match = groupMatches(s).find(
      (m) =>
        m.referee_team_id !== null &&
        m.referee_team_id_2 !== null &&
        m.referee_id === null &&
        m.referee_id_2 === null &&
        m.results.length === 0,
    ) as Match;
    expect(match).toBeDefined();
    const refereeTeams = [
      names.get(match.referee_team_id as number) as Team,
      names.get(match.referee_team_id_2 as number) as Team,
    ];

    const { context, page, errors } = await open(ADMIN, `/dashboard/matches#match-${match.id}`);
    const mine = card(page, labelOf(match, names));
    await expect.poll(() => mine.count()).toBe(1);
    const chosen: number[] = [];
    for (const [index, team] of refereeTeams.entries()) {
      const slot = index + 1;
      const select = mine.getByLabel(`Referee ${slot} (${team.name})`);
      await expect.poll(() => select.count()).toBe(1);
      expect(await select.inputValue()).toBe('');
      // The second player listed, so the choice is not simply the first option.
      const options = await select.locator('option:not([disabled])').allTextContents();
      const name = options[1] as string;
      const player = team.players?.find((p) => p.name === name);
      expect(player).toBeDefined();
      await select.selectOption({ label: name });
      await seen(page, slot === 1 ? 'Referee assigned!' : 'Referee (2) assigned!');
      await expect.poll(() => select.inputValue()).toBe(String(player?.id));
      chosen.push(player?.id as number);
    }
    expect(errors).toEqual([]);

    const after = await matchById(match.id);
    expect([after.referee_id, after.referee_id_2]).toEqual(chosen);
    // Still there after a reload.
    await page.reload();
    await expect
      .poll(() => mine.getByLabel(`Referee 2 (${refereeTeams[1]?.name})`).inputValue())
      .toBe(String(chosen[1]));
    expect(await mine.getByLabel(`Referee 1 (${refereeTeams[0]?.name})`).inputValue()).toBe(
      String(chosen[0]),
    );
    await context.close();
  });
});

describe('a captain after the kick-off', () => {
  it("edits his team's scorers of a pending result once the match has kicked off", async () => {
    const names = await teams();
    const tum = await teamByName('TUM Kickers');
    const match = groupMatches(await season()).find(
      (m) => (m.home_id === tum.id || m.guest_id === tum.id) && m.results.length === 0,
    ) as Match;
    expect(match).toBeDefined();
    const tumHome = match.home_id === tum.id;
    const opponent = names.get((tumHome ? match.guest_id : match.home_id) as number) as Team;

    // Played yesterday; a captain sets kick-offs ahead only, so the admin records it (decision 020).
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
    dataOf(await post('/api/updateMatchDate', admin, { match_id: match.id, date: `${yesterday}T18:30:00Z` }));
    await expect.poll(async () => (await matchById(match.id)).date).toBe(`${yesterday}T18:30:00.000Z`);
    const { context, page, errors } = await open(CAPTAIN, `/dashboard/matches#match-${match.id}`);
    const mine = card(page, labelOf(match, names));
    await expect.poll(() => mine.count()).toBe(1);
    // The kick-off has passed: the captain no longer moves it.
    expect(await mine.getByLabel('Kick-off (Munich time)').count()).toBe(0);

    // The opposing captain suggests 2 goals for TUM Kickers, 1 for his own team.
    const captainMail = opponent.players?.find((p) => p.id === opponent.captain?.id)?.mail as string;
    const suggested = dataOf(
      await post<{ id: number }>('/api/addResult', await login(captainMail, DEMO_PASSWORD), {
        match_id: match.id,
        home_score: tumHome ? 2 : 1,
        guest_score: tumHome ? 1 : 2,
      }),
    );
    const score = tumHome ? '2:1' : '1:2';
    await page.reload();
    await expect
      .poll(() => mine.getByText(`Pending: ${score} by ${opponent.captain?.name}`, { exact: true }).count())
      .toBe(1);
    // Polled as the line above: the card may be rendered again while the app takes the page over.
    await expect.poll(() => mine.getByRole('button', { name: `Accept result ${score}` }).count()).toBe(1);
    // Only the own team's scorers.
    expect(
      await mine.getByRole('button', { name: `Scorers ${opponent.name_short}`, exact: true }).count(),
    ).toBe(0);
    await mine.getByRole('button', { name: 'Scorers TUMK', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await dialog.getByText('Please assign exactly 2 goals.').count()).toBe(1);
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'One goal more for Paul Spieler' }).click();
    await dialog.getByRole('button', { name: 'One goal more for Cem Co-Kapitän' }).click();
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await seen(page, 'Scorers added successfully!');
    const line = mine.getByText(/^Goals TUM Kickers: /);
    await expect.poll(() => line.count()).toBe(1);
    expect((await line.textContent())?.replace('Goals TUM Kickers: ', '').split(', ').sort()).toEqual([
      'Cem Co-Kapitän',
      'Paul Spieler',
    ]);
    // The result stays pending, waiting for the captain's acceptance.
    expect(await mine.getByText(`Pending: ${score} by ${opponent.captain?.name}`).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    // Not final yet, so not in the public seasons: the admin reads it through getPendingResults.
    expect((await matchById(match.id)).results).toEqual([]);
    const pending = dataOf(
      await post<PendingResults[]>('/api/getPendingResults', admin, { season_id: match.season_id }),
    );
    const result = pending
      .find((entry) => entry.match_id === match.id)
      ?.results.find((r) => r.id === suggested.id);
    expect(result?.is_final).toBe(false);
    expect(
      result?.scorer
        .filter((s) => s.team_id === tum.id)
        .map((s) => [s.name, s.goal_count])
        .sort(),
    ).toEqual([
      ['Cem Co-Kapitän', 1],
      ['Paul Spieler', 1],
    ]);
  });
});

describe('a captain 14 days after the kick-off', () => {
  it('no longer edits the scorers (decision 015), while a more recent match stays open', async () => {
    const names = await teams();
    const tum = await teamByName('TUM Kickers');
    const all = ((await (await fetch(`${site.server.url}/api/getSeasons`)).json()) as { data: Season[] })
      .data;
    // The demo's current season: the newest one besides this file's own.
    const demo = all.filter((s) => s.name !== SEASON && s.groups.length > 0).sort((a, b) => b.id - a.id)[0];
    if (!demo) throw new Error('no demo season');
    const age = (m: Match) => (Date.now() - new Date(m.date).getTime()) / (24 * 3600 * 1000);
    const played = groupMatches(demo).filter(
      (m) => (m.home_id === tum.id || m.guest_id === tum.id) && m.results.some((r) => r.is_final),
    );
    const closed = played.find((m) => age(m) > 14.1) as Match;
    const open14 = played.find((m) => age(m) > 0 && age(m) < 13.9) as Match;
    expect(closed).toBeDefined();
    expect(open14).toBeDefined();

    const { context, page, errors } = await open(CAPTAIN, '/dashboard/matches');
    await page.getByLabel('Season', { exact: true }).selectOption({ label: demo.name });
    const old = card(page, labelOf(closed, names));
    const recent = card(page, labelOf(open14, names));
    // One week at a time: each match's week tab opens it.
    await page.getByRole('tab', { name: `Week ${open14.week}`, exact: true }).click();
    await expect
      .poll(() => recent.getByRole('button', { name: 'Scorers TUMK', exact: true }).count())
      .toBe(1);
    await page.getByRole('tab', { name: `Week ${closed.week}`, exact: true }).click();
    await expect.poll(() => old.getByText(/^Result: /).count()).toBe(1);
    expect(await old.getByRole('button', { name: /^Scorers / }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    const result = closed.results.find((r) => r.is_final);
    const answer = await post('/api/addscorer', await login(CAPTAIN, DEMO_PASSWORD), {
      match_id: closed.id,
      result_id: result?.id,
      team_id: tum.id,
      scorers: (result?.scorer ?? [])
        .filter((s) => s.team_id === tum.id)
        .map((s) => ({ playerId: s.user_id, goals: s.goal_count })),
    });
    expect(answer).toMatchObject({ status: false, code: 'scorers_closed' });
  });
});

describe('deleting an account with match history', () => {
  it("keeps the player's goals under 'Former player' and ends the login", async () => {
    const tum = await teamByName('TUM Kickers');
    const email = await confirmedUser('Dora Deleted');
    const doraId = await userId(await login(email));
    dataOf(await post('/api/joinTeam', await login(email), { team_id: tum.id }));
    dataOf(
      await post('/api/acceptPlayer', await login(CAPTAIN, DEMO_PASSWORD), { user_id: doraId, accept: true }),
    );
    // A final result in which Dora scored all three TUM Kickers goals.
    const match = groupMatches(await season()).find(
      (m) => (m.home_id === tum.id || m.guest_id === tum.id) && m.results.length === 0,
    ) as Match;
    expect(match).toBeDefined();
    const resultId = await play(match, match.home_id === tum.id ? 3 : 0, match.home_id === tum.id ? 0 : 3);
    dataOf(
      await post('/api/addscorer', admin, {
        match_id: match.id,
        result_id: resultId,
        team_id: tum.id,
        scorers: [{ playerId: doraId, goals: 3 }],
      }),
    );
    await expect
      .poll(async () => (await topScorersOfSeason()).find((s) => s.user_id === doraId)?.name)
      .toBe('Dora Deleted');

    const { context, page, errors } = await open(email, '/dashboard/settings', PASSWORD);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('This cannot be undone.', { exact: false }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await seen(page, 'Account deleted successfully');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();

    // Decision 012: the goals stay, under 'Former player'.
    await expect
      .poll(async () => (await topScorersOfSeason()).find((s) => s.user_id === doraId))
      .toMatchObject({ name: 'Former player', goals: 3, team_id: tum.id });
    expect((await topScorersOfSeason()).some((s) => s.name === 'Dora Deleted')).toBe(false);
    const kept = (await matchById(match.id)).results.find((r) => r.is_final);
    expect(kept?.scorer.map((s) => [s.user_id, s.name, s.goal_count])).toEqual([
      [doraId, 'Former player', 3],
    ]);

    // The public top scorers page (newest season: this one) shows the row.
    await page.goto('/TopScorer');
    const row = page.getByRole('row', { name: /Former player/ });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText('3', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Dora Deleted').count()).toBe(0);

    // The old password no longer logs in.
    await loginThroughForm(page, email, PASSWORD);
    await seen(page, 'Wrong Password or E-Mail');
    expect(new URL(page.url()).pathname).toBe('/login');
    const res = await fetch(`${site.server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(401);
    // The one expected console error is the browser's note on the refused login.
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    await context.close();
  });
});

describe('the knockout stage', () => {
  it('an admin enters a level quarter-final with a penalty shoot-out winner, who advances', async () => {
    for (const match of groupMatches(await season())) {
      if (!match.results.some((r) => r.is_final)) await play(match, match.id % 4, (match.id * 7) % 3);
    }
    const names = await teams();
    const quarter = (await season()).matches.find((m) => m.match_stage === 'QUARTERFINAL1') as Match;
    expect(quarter.home_id).not.toBeNull();
    expect(quarter.guest_id).not.toBeNull();
    const home = names.get(quarter.home_id as number) as Team;
    const guest = names.get(quarter.guest_id as number) as Team;

    const { context, page, errors } = await open(ADMIN, `/dashboard/matches#match-${quarter.id}`);
    const mine = card(page, labelOf(quarter, names));
    await expect.poll(() => mine.count()).toBe(1);
    const winner = mine.getByLabel(/^Penalty shoot-out winner/);
    await mine.getByRole('textbox', { name: home.name, exact: true }).fill('1');
    await mine.getByRole('textbox', { name: guest.name, exact: true }).fill('2');
    // Not level: no shoot-out.
    expect(await winner.count()).toBe(0);
    await mine.getByRole('textbox', { name: guest.name, exact: true }).fill('1');
    await expect.poll(() => winner.count()).toBe(1);
    await mine.getByRole('button', { name: 'Suggest result' }).click();
    await expect
      .poll(() => mine.getByText('Please choose the winner of the penalty shoot-out.').count())
      .toBe(1);
    expect((await matchById(quarter.id)).results).toEqual([]);
    await winner.selectOption({ label: guest.name });
    await mine.getByRole('button', { name: 'Suggest result' }).click();
    await seen(page, 'Result added!');
    await expect
      .poll(() =>
        mine
          .getByText(`Pending: 1:1 (${guest.name} won on penalties) by Alexandra Admin`, { exact: true })
          .count(),
      )
      .toBe(1);
    await mine.getByRole('button', { name: 'Accept result 1:1' }).click();
    await page.getByRole('dialog', { name: 'Accept 1:1?' }).getByRole('button', { name: 'Accept' }).click();
    await seen(page, 'Result accepted!');
    await expect
      .poll(() => mine.getByText(`Result: 1:1 (${guest.name} won on penalties)`, { exact: true }).count())
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    const after = await season();
    const result = after.matches.find((m) => m.id === quarter.id)?.results[0];
    expect(result).toMatchObject({
      score_home: 1,
      score_guest: 1,
      is_final: true,
      shootout_winner_id: guest.id,
    });
    // The shoot-out winner goes on to the semi-final, the loser does not.
    const semis = after.matches.filter((m) => m.match_stage.startsWith('SEMIFINAL'));
    expect(semis.some((m) => m.home_id === guest.id || m.guest_id === guest.id)).toBe(true);
    expect(semis.some((m) => m.home_id === home.id || m.guest_id === home.id)).toBe(false);
  });
});

describe('login alerts', () => {
  it("says 'Login successfull!' on success and names a wrong password or the reason of a refusal", async () => {
    const { context, page, errors } = await openPage(site.browser, site.server.url);
    await loginThroughForm(page, CAPTAIN, DEMO_PASSWORD);
    await seen(page, 'Login successfull!');
    await page.waitForURL('**/dashboard/my-team');
    expect(await page.evaluate(() => localStorage.getItem('session'))).not.toBeNull();
    await context.close();

    const other = await openPage(site.browser, site.server.url);
    const email = await confirmedUser('Lotte Locked');
    // docs/PRODUCT.md#messages: invalid_credentials reads 'Wrong Password or E-Mail'.
    await loginThroughForm(other.page, email, 'not-the-password');
    await seen(other.page, 'Wrong Password or E-Mail');
    expect(await other.page.getByLabel(/^Password/).inputValue()).toBe('');
    expect(await other.page.getByText(/^Login failed: /).count()).toBe(0);
    // Any other refusal is 'Login failed: ' plus the server's reason: here the lock after ten failures.
    for (let i = 0; i < 9; i++) {
      const res = await fetch(`${site.server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      });
      expect(res.status).toBe(401);
    }
    await loginThroughForm(other.page, email, 'not-the-password');
    await expect
      .poll(() =>
        other.page
          .getByText(
            /^Login failed: Too many failed login attempts\. Please try again in \d+ minutes, or set a new password through 'Forgot your password\?'\.$/,
          )
          .count(),
      )
      .toBe(1);
    expect(await other.page.getByLabel(/^Password/).inputValue()).toBe('');
    expect(new URL(other.page.url()).pathname).toBe('/login');
    expect(errors).toEqual([]);
    // The browser notes the refused logins (401, 429) as console errors; nothing else.
    expect(other.errors.filter((error) => !/status of (401|429)/.test(error))).toEqual([]);
    await other.context.close();
  });
});

describe('a stranger locking an account (decision 018)', () => {
  it("locks unknown browsers only: the owner's browser, which logged in before, still gets in", async () => {
    const email = await confirmedUser('Otto Owner');
    const owner = await openPage(site.browser, site.server.url);
    await loginThroughForm(owner.page, email, PASSWORD);
    await owner.page.waitForURL('**/dashboard/my-team');
    await owner.page.getByRole('button', { name: 'Logout' }).first().click();
    await owner.page.waitForURL((url) => url.pathname === '/');
    // A stranger fails ten times from elsewhere (no device cookie): the address is locked there.
    const attempt = (password: string) =>
      fetch(`${site.server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    for (let i = 0; i < 10; i++) expect((await attempt('a stranger guessing')).status).toBe(401);
    expect((await attempt(PASSWORD)).status).toBe(429);

    await loginThroughForm(owner.page, email, PASSWORD);
    await seen(owner.page, 'Login successfull!');
    await owner.page.waitForURL('**/dashboard/my-team');
    const fresh = await openPage(site.browser, site.server.url);
    await loginThroughForm(fresh.page, email, PASSWORD);
    await expect
      .poll(() => fresh.page.getByText(/^Login failed: Too many failed login attempts/).count())
      .toBe(1);
    expect(owner.errors).toEqual([]);
    await Promise.all([owner.context.close(), fresh.context.close()]);
  });
});

describe('resending the verification mail', () => {
  it('sends a new confirmation link that confirms the address, then the login works', async () => {
    const firstLink = await mailLink(site.server.url, resendEmail, CONFIRM_LINK);
    // One mail a minute per address: wait until the sign-up's minute is over.
    const wait = resendSignedUpAt + 62_000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));

    const { context, page, errors } = await openPage(site.browser, site.server.url);
    await page.goto('/resendverification');
    await page.getByLabel(/^E-Mail/).fill(resendEmail);
    await page.getByRole('button', { name: 'Resend verification mail' }).click();
    await seen(page, 'Check your mailbox');
    let newest = firstLink;
    await expect
      .poll(async () => {
        newest = await mailLink(site.server.url, resendEmail, CONFIRM_LINK);
        return newest;
      })
      .not.toBe(firstLink);

    await page.mainFrame().goto(newest);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.waitForURL('**/login?confirmed=1');
    await seen(page, 'Your e-mail address is confirmed. You can log in now.');
    await page.getByLabel(/^E-Mail/).fill(resendEmail);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await seen(page, 'Login successfull!');
    await page.waitForURL('**/dashboard/my-team');
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);
});
