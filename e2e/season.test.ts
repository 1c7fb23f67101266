import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Match, Season, Team } from '../common/api/types';
import { isKnockoutStage } from '../common/league/bracket';
import { instantFromWallClock } from '../common/league/kick-off';
import { KICK_OFF_AHEAD_ONLY } from '../common/league/match-day';
import { openPage, screenshotBoth } from './harness';
import {
  apiLogin,
  apiPost,
  confirmInDialog,
  dataOf,
  expectAccessible,
  fieldError,
  openAs,
  seen,
  withServerAndBrowser,
} from './helpers';

/**
 * A whole season, mostly through the UI where people act and through the API where the demo's
 * 12 teams would make the UI slow: the admin sets the season up, captains play one match day,
 * the rest is entered by the admin's token, and the public pages show the outcome.
 */

const site = withServerAndBrowser();
let admin: string;

const SEASON = 'E2E Cup';
const CAPTAIN = 'captain@demo.example';

const post = <T>(path: string, token: string | null, body?: Record<string, unknown>) =>
  apiPost<T>(site.server.url, path, token, body);
const login = (email: string) => apiLogin(site.server.url, email);

async function season(): Promise<Season> {
  const res = await fetch(`${site.server.url}/api/getSeasons`);
  const found = ((await res.json()) as { data: Season[] }).data.find((s) => s.name === SEASON);
  if (!found) throw new Error(`no season ${SEASON}`);
  return found;
}

/** The admin's answer, which carries members' contact data. */
async function teams(): Promise<Team[]> {
  return dataOf(await post<Team[]>('/api/getTeams', admin));
}

/** Suggests and accepts a result as the admin. */
async function play(match: Match, home: number, guest: number) {
  const result = dataOf(
    await post<{ id: number }>('/api/addResult', admin, {
      match_id: match.id,
      home_score: home,
      guest_score: guest,
    }),
  );
  dataOf(await post('/api/acceptResult', admin, { result_id: result.id }));
}

const open = (email: string, path: string) => openAs(site.browser, site.server.url, email, path);

const form = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const card = (page: Page, label: string): Locator => page.getByRole('article', { name: label, exact: true });
/** The dashboard lists one week at a time; links to a match (#match-<id>) open its week. */
const weekTab = (page: Page, week: number) => page.getByRole('tab', { name: `Week ${week}`, exact: true });

beforeAll(async () => {
  admin = await login('admin@demo.example');
});

describe('a season from start to final', () => {
  let tumId: number;
  let names: Map<number, string>;
  let own: Match;
  let label: string;

  it('the admin adds a season, draws its groups and creates its matches', async () => {
    const { context, page, errors } = await open('admin@demo.example', '/dashboard/seasons');
    const add = form(page, 'Add Season');
    await add.getByRole('button', { name: 'Add Season' }).click();
    await seen(page, 'Please enter a season name.');
    await add.getByLabel('Season name').fill(SEASON);
    await add.getByRole('button', { name: 'Add Season' }).click();
    await seen(page, 'Season added!');
    await expect.poll(() => page.getByRole('row', { name: new RegExp(SEASON) }).count()).toBe(1);
    // A second season with the same name is refused with the server's reason.
    await add.getByLabel('Season name').fill(SEASON);
    await add.getByRole('button', { name: 'Add Season' }).click();
    await seen(page, 'A season with this name already exists.');

    const groups = form(page, 'Create Groups');
    await groups.getByLabel('Season').selectOption({ label: SEASON });
    await expect.poll(() => groups.getByText('Alumni Veterans: Not active.').count()).toBe(1);
    expect(await groups.getByText('Akademie Kicker: Not accepted yet.').count()).toBe(1);
    expect(await groups.getByText('TUM Kickers', { exact: false }).count()).toBe(1);
    await expectAccessible(page);
    await screenshotBoth(page, 'dashboard-seasons-forms');
    await groups.getByRole('button', { name: 'Create Groups' }).click();
    await seen(page, 'Groups created!');
    // The season has groups now: Create Groups no longer offers it, Create Matches does.
    await expect.poll(() => groups.getByRole('option', { name: SEASON }).count()).toBe(0);

    const matches = form(page, 'Create Matches');
    await matches.getByLabel('Season').selectOption({ label: SEASON });
    await matches.getByRole('button', { name: 'Create Matches' }).click();
    await seen(page, 'Matches created!');
    await expect.poll(async () => (await season()).matches.length).toBeGreaterThan(0);
    // The one console error is the browser's note on the refused duplicate name.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
    await context.close();

    const created = await season();
    expect(created.groups.map((g) => g.name)).toEqual(['Group 1', 'Group 2']);
    const list = await teams();
    names = new Map(list.map((t) => [t.id, t.name]));
    tumId = list.find((t) => t.name === 'TUM Kickers')?.id as number;
    own = created.matches.find((m) => m.home_id === tumId || m.guest_id === tumId) as Match;
    label = `${names.get(own.home_id as number)} vs ${names.get(own.guest_id as number)}`;
  });

  it('deletes a season after asking, and asks before regenerating a table', async () => {
    dataOf(await post('/api/addSeason', admin, { name: 'E2E Scratch' }));
    const { context, page } = await open('admin@demo.example', '/dashboard/seasons');
    const remove = form(page, 'Delete Season');
    await remove.getByLabel('Season').selectOption({ label: 'E2E Scratch' });
    await remove.getByRole('button', { name: 'Delete Season' }).click();
    await confirmInDialog(page, 'Delete Season', /cannot be undone/);
    await seen(page, 'Season deleted!');
    await expect.poll(() => page.getByRole('row', { name: /E2E Scratch/ }).count()).toBe(0);

    const regenerate = form(page, 'Regenerate Table');
    await regenerate.getByLabel('Season').selectOption({ label: SEASON });
    await regenerate.getByRole('button', { name: 'Regenerate Table' }).click();
    await confirmInDialog(page, 'Regenerate Table', /cannot be undone/);
    await seen(page, 'Table new!');
    await context.close();
  });

  it('the captain sets a date, appoints a referee and suggests a result', async () => {
    const created = await season();
    const refereed = created.matches.find(
      (m) => m.referee_team_id === tumId || m.referee_team_id_2 === tumId,
    ) as Match;
    expect(refereed).toBeDefined();
    const slot = refereed.referee_team_id === tumId ? 1 : 2;

    const { context, page, errors } = await open(CAPTAIN, `/dashboard/matches#match-${own.id}`);
    const mine = card(page, label);
    await expect.poll(() => mine.count()).toBe(1);
    // Without a date (or before it) there is nothing to enter yet.
    await expect.poll(() => mine.getByText('The result can be entered after the kick-off.').count()).toBe(1);
    expect(await mine.getByRole('button', { name: 'Suggest result' }).count()).toBe(0);
    // A captain schedules ahead only (decision 020): a kick-off in the past is refused by name.
    const dateField = mine.getByLabel('Kick-off (Munich time)');
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
    await dateField.fill(`${yesterday}T18:30`);
    await mine.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => fieldError(dateField)).toContain(KICK_OFF_AHEAD_ONLY());
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await dateField.fill(`${nextWeek}T18:30`);
    await mine.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Date updated!');
    const shownDate = (iso: string) => iso.split('-').reverse().join('.');
    await expect.poll(() => mine.getByText(`${shownDate(nextWeek)} 18:30`).count()).toBe(1);
    // The match is played earlier, yesterday, and the admin records its kick-off: the captain
    // can no longer move it, and may enter the result.
    const playedAt = instantFromWallClock(`${yesterday}T18:30`)?.toISOString();
    dataOf(await post('/api/updateMatchDate', admin, { match_id: own.id, date: playedAt }));
    await page.reload();
    await expect.poll(() => mine.getByText(`${shownDate(yesterday)} 18:30`).count()).toBe(1);
    await expect.poll(() => mine.getByText('The result can be entered after the kick-off.').count()).toBe(0);
    expect(await mine.getByLabel('Kick-off (Munich time)').count()).toBe(0);

    // The duty may be in another week: its tab opens it.
    await weekTab(page, refereed.week).click();
    const duty = card(
      page,
      `${names.get(refereed.home_id as number)} vs ${names.get(refereed.guest_id as number)}`,
    );
    await duty.getByLabel(`Referee ${slot} (TUM Kickers)`).selectOption({ label: 'Paul Spieler' });
    await seen(page, slot === 1 ? 'Referee assigned!' : 'Referee (2) assigned!');
    expect(
      (await season()).matches.find((m) => m.id === refereed.id)?.[
        slot === 1 ? 'referee_id' : 'referee_id_2'
      ],
    ).not.toBeNull();

    await weekTab(page, own.week).click();
    await mine.getByRole('button', { name: 'Suggest result' }).click();
    await expect.poll(() => mine.getByText('Please enter the home score as a number.').count()).toBe(1);
    const homeName = names.get(own.home_id as number) as string;
    const guestName = names.get(own.guest_id as number) as string;
    // Too many goals are refused with the server's sentence, not cut down to the maximum.
    const homeScore = mine.getByRole('textbox', { name: homeName, exact: true });
    await homeScore.fill('150');
    await mine.getByRole('button', { name: 'Suggest result' }).click();
    await expect.poll(() => mine.getByText('The home score can be at most 99.').count()).toBe(1);
    expect(await homeScore.inputValue()).toBe('150');
    // A pasted -2.5 stays as typed and is refused by name, instead of turning into 25.
    await homeScore.fill('-2.5');
    await mine.getByRole('button', { name: 'Suggest result' }).click();
    await expect.poll(() => mine.getByText('The home score must be a whole number.').count()).toBe(1);
    expect(await homeScore.inputValue()).toBe('-2.5');
    // TUM Kickers score 2 either way.
    await homeScore.fill(own.home_id === tumId ? '2' : '1');
    await mine.getByRole('textbox', { name: guestName, exact: true }).fill(own.home_id === tumId ? '1' : '2');
    await expectAccessible(page);
    await screenshotBoth(page, 'dashboard-match-card-captain');
    await mine.getByRole('button', { name: 'Suggest result' }).click();
    await seen(page, 'Result added!');
    const score = own.home_id === tumId ? '2:1' : '1:2';
    await expect.poll(() => mine.getByText(`Pending: ${score} by Carla Kapitän`).count()).toBe(1);
    // One suggestion per user, and the own side does not accept its own result.
    expect(await mine.getByRole('button', { name: 'Suggest result' }).count()).toBe(0);
    expect(await mine.getByRole('button', { name: /^Accept result/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    // The opposing captain, found through the admin's contact data, accepts.
    const opponentId = own.home_id === tumId ? own.guest_id : own.home_id;
    const opponent = (await teams()).find((t) => t.id === opponentId) as Team;
    const mail = opponent.players?.find((p) => p.id === opponent.captain?.id)?.mail as string;
    const other = await open(mail, `/dashboard/matches#match-${own.id}`);
    const theirs = card(other.page, label);
    await theirs.getByRole('button', { name: `Accept result ${score}` }).click();
    // Asked once: a final result cannot be changed (decision 080).
    await other.page
      .getByRole('dialog', { name: `Accept ${score}?` })
      .getByRole('button', { name: 'Accept' })
      .click();
    await seen(other.page, 'Result accepted!');
    await expect.poll(() => theirs.getByText(`Result: ${score}`).count()).toBe(1);
    expect(await theirs.getByRole('button', { name: 'Suggest result' }).count()).toBe(0);
    await other.context.close();
  });

  it('the captain enters the scorers in the dialog, which keeps to the score', async () => {
    const { context, page, errors } = await open(CAPTAIN, `/dashboard/matches#match-${own.id}`);
    const mine = card(page, label);
    await mine.getByRole('button', { name: 'Scorers TUMK' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const save = dialog.getByRole('button', { name: 'Save' });
    const more = (name: string) => dialog.getByRole('button', { name: `One goal more for ${name}` });
    const less = (name: string) => dialog.getByRole('button', { name: `One goal less for ${name}` });
    expect(await dialog.getByText('Please assign exactly 2 goals.').count()).toBe(1);
    expect(await save.isDisabled()).toBe(true);
    expect(await less('Paul Spieler').isDisabled()).toBe(true);
    await more('Paul Spieler').click();
    expect(await dialog.getByText('Please assign exactly 2 goals.').count()).toBe(1);
    await more('Paul Spieler').click();
    // At the limit every plus is off, the message goes and Save is on.
    await expect.poll(() => dialog.getByText('Please assign exactly 2 goals.').count()).toBe(0);
    expect(await more('Paul Spieler').isDisabled()).toBe(true);
    expect(await more('Carla Kapitän').isDisabled()).toBe(true);
    expect(await less('Carla Kapitän').isDisabled()).toBe(true);
    expect(await save.isDisabled()).toBe(false);
    await expectAccessible(page);
    await screenshotBoth(page, 'dashboard-scorer-dialog');
    await save.click();
    await seen(page, 'Scorers added successfully!');
    await expect.poll(() => mine.getByText('Goals TUM Kickers: Paul Spieler (2)').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a player sees only the match information with the opposing captain's phone; an admin both captains' phones", async () => {
    const { context, page, errors } = await open('player@demo.example', `/dashboard/matches#match-${own.id}`);
    const mine = card(page, label);
    await expect.poll(() => mine.getByText(/^Result: /).count()).toBe(1);
    const opponentId = own.home_id === tumId ? own.guest_id : own.home_id;
    const opponent = (await teams()).find((t) => t.id === opponentId) as Team;
    await expect
      .poll(() =>
        mine.getByText(`Captain ${opponent.name}: ${opponent.captain?.name}`, { exact: false }).count(),
      )
      .toBe(1);
    // docs/PRODUCT.md#roles: the opposing captain's contact, and only that one.
    await expect.poll(() => mine.locator('a[href^="tel:+"]').count()).toBe(1);
    expect(await mine.getByRole('button').count()).toBe(0);
    expect(await mine.getByRole('textbox').count()).toBe(0);
    expect(await mine.getByRole('combobox').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    const adminPage = await open('admin@demo.example', `/dashboard/matches#match-${own.id}`);
    const adminCard = card(adminPage.page, label);
    await expect.poll(() => adminCard.locator('a[href^="tel:+"]').count()).toBe(2);
    // An admin may still change the date and the scorers of a final result.
    expect(await adminCard.getByLabel('Kick-off (Munich time)').count()).toBe(1);
    expect(await adminCard.getByRole('button', { name: /^Scorers / }).count()).toBe(2);
    await adminPage.context.close();
  });

  it('after the group stage the table shows the quarter-finals and the top scorer', async () => {
    const groupMatches = (await season()).matches.filter((m) => !isKnockoutStage(m.match_stage));
    for (const match of groupMatches) {
      if (!match.results.some((r) => r.is_final)) await play(match, match.id % 4, (match.id * 7) % 3);
    }
    const after = await season();
    const quarters = after.matches.filter((m) => m.match_stage.startsWith('QUARTERFINAL'));
    expect(quarters.every((m) => m.home_id !== null && m.guest_id !== null)).toBe(true);

    const { context, page, errors } = await openPage(site.browser, site.server.url);
    await page.goto('/table');
    for (const match of quarters) {
      const box = page.getByRole('article', {
        name: `${names.get(match.home_id as number)} against ${names.get(match.guest_id as number)}`,
      });
      await expect.poll(() => box.count()).toBe(1);
    }
    await page.goto('/TopScorer');
    const row = page.getByRole('row', { name: /Paul Spieler/ });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText('2', { exact: true }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the admin closes the group stage, changes the penalty rule and adjusts penalties', async () => {
    const { context, page, errors } = await open('admin@demo.example', '/dashboard/seasons');
    const close = form(page, 'Close group stage');
    await close.getByLabel('Season').selectOption({ label: SEASON });
    await close.getByRole('button', { name: 'Close group stage' }).click();
    await confirmInDialog(page, 'Close group stage', /cannot be undone/);
    await seen(page, 'Group stage closed!');
    expect((await season()).group_stage_closed).toBe(true);

    await page.getByRole('tab', { name: 'Penalties' }).click();
    const penalties = form(page, 'Penalties');
    expect(await penalties.getByLabel('Season').inputValue()).toBe(String((await season()).id));
    // Side by side on a desktop, the Team and Duties boxes line up.
    const top = async (field: Locator) => (await field.boundingBox())?.y;
    expect(await top(penalties.getByLabel('Duties'))).toBe(await top(penalties.getByLabel('Team')));
    await penalties.getByLabel('Penalty rule').selectOption('threshold');
    await seen(page, 'Penalty rule updated!');
    await expect
      .poll(() =>
        penalties.getByText('Teams with more than two refereeing penalties receive -1 point.').count(),
      )
      .toBe(1);
    await penalties.getByRole('button', { name: 'Add adjustment' }).click();
    await expect.poll(() => penalties.getByText('Please choose a team.').count()).toBe(1);
    await penalties.getByLabel('Team').selectOption({ label: 'TUM Kickers' });
    // Out of bounds or not whole: refused by name, left as typed.
    for (const [typed, message] of [
      ['150', 'At most 99 duties at a time.'],
      ['2.5', 'Please enter a whole number of duties.'],
    ] as const) {
      await penalties.getByLabel('Duties').fill(typed);
      await penalties.getByLabel('Duties').blur();
      await penalties.getByRole('button', { name: 'Add adjustment' }).click();
      await expect.poll(() => penalties.getByText(message).count()).toBe(1);
      expect(await penalties.getByLabel('Duties').inputValue()).toBe(typed);
    }
    await penalties.getByLabel('Duties').fill('-3');
    await penalties.getByLabel('Reason').fill('Referees came by themselves');
    await penalties.getByRole('button', { name: 'Add adjustment' }).click();
    await seen(page, 'Adjustment added!');
    const list = penalties.getByRole('list', { name: 'Penalty adjustments' });
    await expect
      .poll(() => list.getByText(/TUM Kickers.*-3 duties, Referees came by themselves/).count())
      .toBe(1);
    await list
      .getByRole('button', { name: 'Remove adjustment for TUM Kickers: Referees came by themselves' })
      .click();
    await seen(page, 'Adjustment removed!');
    await expect.poll(() => penalties.getByText('No adjustments yet.').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the knockout is played to the final, which the bracket shows', async () => {
    for (const prefix of ['QUARTERFINAL', 'SEMIFINAL', 'FINAL', 'PLACE3']) {
      const round = (await season()).matches.filter((m) => m.match_stage.startsWith(prefix));
      for (const match of round) await play(match, 3, 2);
    }
    const final = (await season()).matches.find((m) => m.match_stage === 'FINAL') as Match;
    const { context, page } = await openPage(site.browser, site.server.url);
    await page.goto('/table');
    const box = page.getByRole('article', {
      name: `${names.get(final.home_id as number)} against ${names.get(final.guest_id as number)}`,
    });
    await expect.poll(() => box.count()).toBe(1);
    expect(await box.locator('span').allTextContents()).toEqual([
      names.get(final.home_id as number),
      '3',
      names.get(final.guest_id as number),
      '2',
    ]);
    await context.close();
  });
});
