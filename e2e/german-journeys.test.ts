/**
 * The journeys of issue 19 in a German browser: joining a team and a match day (kick-off,
 * referee, result suggested and confirmed, scorers, the table). Every label, button and alert is
 * asserted as messages/<area>/de.json writes it, so a text falling back to English fails here;
 * axe checks the German pages as it checks the English ones.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Todo } from '../common/api/todos';
import type { Match, Team } from '../common/api/types';
import { instantFromWallClock } from '../common/league/kick-off';
import { DEMO_PASSWORD, GERMAN_BROWSER, WIDTHS } from './harness';
import { currentSeason, dataOf, expectAccessible, openAs, seen, withServerAndBrowser } from './helpers';
import { PASSWORD, teamFixtures } from './team-fixtures';

const site = withServerAndBrowser();
const { post, login, confirmedUser, acceptedTeam } = teamFixtures(() => site.server.url);

const CAPTAIN = 'captain@demo.example';
let admin: string;

beforeAll(async () => {
  admin = await login('admin@demo.example', DEMO_PASSWORD);
});

/** A page of a German browser, logged in as `email`. */
const openGerman = (email: string, path: string, password = DEMO_PASSWORD, width: number = WIDTHS.desktop) =>
  openAs(site.browser, site.server.url, email, path, { password, width, browser: GERMAN_BROWSER });

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The admin's answer, which carries members' contact data. */
const allTeams = async () => dataOf(await post<Team[]>('/api/getTeams', admin));

/** A match card, named "<home> gegen <guest>" in German. */
const card = (page: Page, label: string): Locator => page.getByRole('article', { name: label, exact: true });

/** dd.mm.yyyy of an ISO day, as German (and English) pages write it. */
const shownDay = (iso: string) => iso.split('-').reverse().join('.');
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 24 * 3600 * 1000).toISOString().slice(0, 10);

describe('joining a team in German', () => {
  it('a user asks to join a team and its captain accepts, every text in German', async () => {
    const team = await acceptedTeam('Beitritt', []);
    const email = await confirmedUser('Jana Joiner');
    const { context, page, errors } = await openGerman(email, '/dashboard/my-team', PASSWORD, WIDTHS.phone);
    expect(await lang(page)).toBe('de');
    await seen(page, 'Du bist gerade in keinem Team');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Team beitreten' }).click();
    await seen(page, 'Bitte wähle ein Team.');
    await page.getByRole('textbox', { name: 'Team' }).fill(team.name);
    await page.getByRole('option', { name: team.name }).click();
    await page.getByRole('button', { name: 'Team beitreten' }).click();
    await seen(page, 'Deine Beitrittsanfrage wurde gesendet!');
    await seen(page, 'Beitrittsanfrage offen');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();

    const captain = await openGerman(team.email, '/dashboard/my-team', PASSWORD);
    await seen(captain.page, 'Beitrittsanfragen');
    await expectAccessible(captain.page);
    await captain.page.getByRole('button', { name: 'Jana Joiner annehmen' }).click();
    await seen(captain.page, 'Erfolgreich!');
    await expect.poll(() => captain.page.getByText('Beitrittsanfragen', { exact: true }).count()).toBe(0);
    const row = captain.page.getByRole('row', { name: /Jana Joiner/ });
    await expect.poll(() => row.getByText('Spieler', { exact: true }).count()).toBe(1);
    expect(captain.errors).toEqual([]);
    await captain.context.close();
  });
});

describe('a match day in German', () => {
  // Four browser sessions and a dozen steps: it outlasted 90 s on a busy 2-core machine (CI, 2026-11-30).
  it('the captain dates the match and appoints a referee, the result is suggested and confirmed, scorers entered, the table counts it', {
    timeout: 180_000,
  }, async () => {
    const season = await currentSeason(site.server.url);
    const teams = await allTeams();
    const names = new Map(teams.map((t) => [t.id, t]));
    const tum = teams.find((t) => t.name === 'TUM Kickers') as Team;
    // An undated match of TUM Kickers: the captain sets its kick-off (a dated one is moved by
    // consent instead), and it has no result yet, pending ones included.
    const own = season.matches.find(
      (m) => (m.home_id === tum.id || m.guest_id === tum.id) && m.guest_id !== null && m.date === 'tbd',
    ) as Match;
    expect(own).toBeDefined();
    const home = names.get(own.home_id as number) as Team;
    const guest = names.get(own.guest_id as number) as Team;
    const label = `${home.name} gegen ${guest.name}`;
    const standing = async () =>
      (await currentSeason(site.server.url)).groups.flatMap((g) => g.teams).find((t) => t.id === tum.id);
    const before = await standing();
    expect(before).toBeDefined();

    // 1. The kick-off, a week ahead.
    const { context, page, errors } = await openGerman(CAPTAIN, `/dashboard/matches#match-${own.id}`);
    expect(await lang(page)).toBe('de');
    const mine = card(page, label);
    await expect.poll(() => mine.count()).toBe(1);
    await expect
      .poll(() => mine.getByText('Das Ergebnis kann nach dem Anstoß eingetragen werden.').count())
      .toBe(1);
    expect(await mine.getByRole('button', { name: 'Ergebnis vorschlagen' }).count()).toBe(0);
    const nextWeek = isoDay(7);
    await mine.getByLabel('Anstoß (Münchner Zeit)').fill(`${nextWeek}T18:30`);
    await mine.getByRole('button', { name: 'Speichern' }).click();
    await seen(page, 'Termin gespeichert!');
    await expect.poll(() => mine.getByText(`${shownDay(nextWeek)}, 18:30`).count()).toBe(1);
    await expectAccessible(page);

    // 2. A referee for one of the team's duties, on the Refereeing page the to-do links to.
    const todos = dataOf(await post<Todo[]>('/api/getTodos', await login(CAPTAIN, DEMO_PASSWORD)));
    const dutyId = todos.find((t) => t.kind === 'appoint_referee' && t.match_id !== undefined)?.match_id;
    const duty = season.matches.find((m) => m.id === dutyId) as Match;
    expect(duty).toBeDefined();
    const slot = duty.referee_team_id === tum.id && duty.referee_id === null ? 1 : 2;
    await page.goto(`/dashboard/refereeing#match-${duty.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Schiedsrichter' }).count()).toBe(1);
    const dutyCard = page.locator(`#match-${duty.id}`);
    await dutyCard.getByLabel(`Schiedsrichter ${slot} (TUM Kickers)`).selectOption({ label: 'Paul Spieler' });
    await seen(page, slot === 1 ? 'Schiedsrichter eingeteilt!' : 'Schiedsrichter (2) eingeteilt!');
    await expectAccessible(page);

    // 3. The match was played yesterday after all (the admin records it): the captain suggests 2:1 for TUM.
    const playedAt = instantFromWallClock(`${isoDay(-1)}T18:30`)?.toISOString();
    dataOf(await post('/api/updateMatchDate', admin, { match_id: own.id, date: playedAt }));
    await page.goto(`/dashboard/matches#match-${own.id}`);
    await expect.poll(() => mine.getByRole('button', { name: 'Ergebnis vorschlagen' }).count()).toBe(1);
    expect(await mine.getByText('Das Ergebnis kann nach dem Anstoß eingetragen werden.').count()).toBe(0);
    const tumHome = own.home_id === tum.id;
    await mine.getByRole('textbox', { name: home.name, exact: true }).fill(tumHome ? '2' : '1');
    await mine.getByRole('textbox', { name: guest.name, exact: true }).fill(tumHome ? '1' : '2');
    await mine.getByRole('button', { name: 'Ergebnis vorschlagen' }).click();
    await seen(page, 'Ergebnis eingetragen!');
    const score = tumHome ? '2:1' : '1:2';
    await expect.poll(() => mine.getByText(`Vorgeschlagen: ${score} von Carla Kapitän`).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    // 4. The opposing captain confirms it, in German too.
    const opponent = tumHome ? guest : home;
    const opponentMail = opponent.players?.find((p) => p.id === opponent.captain?.id)?.mail as string;
    const other = await openGerman(opponentMail, `/dashboard/matches#match-${own.id}`);
    const theirs = card(other.page, label);
    await theirs.getByRole('button', { name: `Ergebnis ${score} bestätigen` }).click();
    await other.page
      .getByRole('dialog', { name: `Ergebnis ${score} bestätigen?` })
      .getByRole('button', { name: 'Bestätigen' })
      .click();
    await seen(other.page, 'Ergebnis bestätigt!');
    await expect.poll(() => theirs.getByText(`Ergebnis: ${score}`).count()).toBe(1);
    await expectAccessible(other.page);
    expect(other.errors).toEqual([]);
    await other.context.close();

    // 5. TUM's scorers, in the dialog that keeps to the score.
    const scorers = await openGerman(
      CAPTAIN,
      `/dashboard/matches#match-${own.id}`,
      DEMO_PASSWORD,
      WIDTHS.phone,
    );
    const ours = card(scorers.page, label);
    await ours.getByRole('button', { name: 'Torschützen TUMK' }).click();
    const dialog = scorers.page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText('Bitte verteile genau 2 Tore.').count()).toBe(1);
    const save = dialog.getByRole('button', { name: 'Speichern' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Ein Tor mehr für Paul Spieler' }).click();
    await dialog.getByRole('button', { name: 'Ein Tor mehr für Paul Spieler' }).click();
    await expect.poll(() => dialog.getByText('Bitte verteile genau 2 Tore.').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Ein Tor weniger für Paul Spieler' }).isDisabled()).toBe(
      false,
    );
    await expectAccessible(scorers.page);
    await save.click();
    await seen(scorers.page, 'Torschützen gespeichert!');
    await expect.poll(() => ours.getByText('Tore TUM Kickers: Paul Spieler (2)').count()).toBe(1);
    expect(scorers.errors).toEqual([]);
    await scorers.context.close();

    // 6. The table counts the win: one match more, three points more.
    const after = await standing();
    expect([after?.matches, after?.points]).toEqual([(before?.matches ?? 0) + 1, (before?.points ?? 0) + 3]);
    const table = await openGerman(CAPTAIN, '/table');
    await table.page.getByRole('tab', { name: 'Gruppenphase' }).click();
    const tumRow = table.page
      .getByRole('row')
      .filter({ has: table.page.getByRole('rowheader', { name: /TUM Kickers/ }) });
    await expect.poll(() => tumRow.count()).toBe(1);
    // Position, matches, wins, draws, losses, goals for and against, difference, points, form.
    const cells = await tumRow.locator('td').allTextContents();
    expect([cells[1], cells[8]]).toEqual([String(after?.matches), String(after?.points)]);
    await expectAccessible(table.page);
    expect(table.errors).toEqual([]);
    await table.context.close();
  });
});
