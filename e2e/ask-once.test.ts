import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Match, Team } from '../common/api/types';
import { GERMAN_BROWSER, SCREENSHOTS_WANTED, viewportAt, WIDTHS } from './harness';
import {
  apiLogin,
  apiPost,
  currentSeason,
  dataOf,
  expectAccessible,
  openAs,
  seen,
  withServerAndBrowser,
} from './helpers';

/**
 * Decisions that cannot be undone ask once (issue 46 point 3, decision 080), on a 390 px phone in
 * English and German: accepting a result, an admin's pick of one of two disputed results,
 * declining a proposed kick-off and withdrawing a join request each open a dialog that says what
 * happens; Cancel leaves everything as it was, the dialog's button does it.
 */

const site = withServerAndBrowser();
const CAPTAIN = 'captain@demo.example';
const ADMIN = 'admin@demo.example';
/** Uli User, whose request to join TUM Kickers the demo league keeps open. */
const REQUESTER = 'user@demo.example';
const SHOTS = '/tmp/h4-shots';

const post = <T>(path: string, token: string | null, body?: Record<string, unknown>) =>
  apiPost<T>(site.server.url, path, token, body);
const day = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** Disputed: the opponent says 2:4, TUM Kickers 1:1. */
let disputed: Match;
/** The opponent's 3:0, waiting for TUM Kickers' accept. */
let suggested: Match;
/** Dated ahead, with the opponent's proposal of another kick-off. */
let proposed: Match;

beforeAll(async () => {
  const admin = await apiLogin(site.server.url, ADMIN);
  const captain = await apiLogin(site.server.url, CAPTAIN);
  const teams = dataOf(await post<Team[]>('/api/getTeams', admin));
  const tum = (teams.find((t) => t.name === 'TUM Kickers') as Team).id;
  // Two matches of TUM Kickers against known teams, not kicked off yet (so without results), and
  // one more such match of any teams for the proposal, which the admin answers.
  const unplayed = (await currentSeason(site.server.url)).matches.filter(
    (m) =>
      m.home_id !== null &&
      m.guest_id !== null &&
      m.results.length === 0 &&
      (m.date === 'tbd' || Date.parse(m.date) > Date.now()),
  );
  const tums = unplayed.filter((m) => m.home_id === tum || m.guest_id === tum);
  [disputed, suggested] = tums as [Match, Match];
  proposed = unplayed.find((m) => m !== disputed && m !== suggested) as Match;
  const captainOf = async (teamId: number | null) => {
    const team = teams.find((t) => t.id === teamId) as Team;
    return apiLogin(site.server.url, team.players?.find((p) => p.id === team.captain?.id)?.mail as string);
  };
  const opponentOf = (match: Match) => captainOf(match.home_id === tum ? match.guest_id : match.home_id);
  for (const match of [disputed, suggested]) {
    dataOf(
      await post('/api/updateMatchDate', admin, { match_id: match.id, date: `${day(-1)}T18:30:00.000Z` }),
    );
  }
  dataOf(
    await post('/api/addResult', await opponentOf(disputed), {
      match_id: disputed.id,
      home_score: 2,
      guest_score: 4,
    }),
  );
  dataOf(await post('/api/addResult', captain, { match_id: disputed.id, home_score: 1, guest_score: 1 }));
  dataOf(
    await post('/api/addResult', await opponentOf(suggested), {
      match_id: suggested.id,
      home_score: 3,
      guest_score: 0,
    }),
  );
  dataOf(
    await post('/api/updateMatchDate', admin, { match_id: proposed.id, date: `${day(9)}T17:00:00.000Z` }),
  );
  dataOf(
    await post('/api/proposeMatchDate', await captainOf(proposed.home_id), {
      match_id: proposed.id,
      date: `${day(10)}T16:30:00.000Z`,
    }),
  );
});

async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewportAt(width));
    if (SCREENSHOTS_WANTED) {
      await page.waitForTimeout(200);
      await page.screenshot({ path: join(SHOTS, `${name}-${label}.png`) });
    }
  }
  await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
}

const open = (email: string, path: string, german = false) =>
  openAs(site.browser, site.server.url, email, path, {
    width: WIDTHS.phone,
    ...(german ? { browser: GERMAN_BROWSER } : {}),
  });
const card = (page: Page, match: Match) => page.locator(`#match-${match.id}`);

/** Presses `button`, checks the dialog `title` says `text`, and answers it with `answer`. */
async function ask(page: Page, button: Locator, title: string, text: RegExp, answer: string, shot?: string) {
  await button.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(await dialog.textContent()).toMatch(text);
  if (shot) {
    await expectAccessible(page);
    await shots(page, shot);
  }
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

describe('decisions that ask once', () => {
  it('accepting a result: Cancel keeps it pending (English), Bestätigen makes it final (German)', async () => {
    const english = await open(CAPTAIN, `/dashboard/matches#match-${suggested.id}`);
    const accept = card(english.page, suggested).getByRole('button', { name: 'Accept result 3:0' });
    await expect.poll(() => accept.count()).toBe(1);
    await ask(
      english.page,
      accept,
      'Accept 3:0?',
      /becomes the final result at once: it counts in the table, both teams are told, and nobody can change it afterwards\./,
      'Cancel',
      'ask-once-accept-en',
    );
    expect(await card(english.page, suggested).getByText('Pending: 3:0', { exact: false }).count()).toBe(1);
    expect(english.errors).toEqual([]);
    await english.context.close();

    const german = await open(CAPTAIN, `/dashboard/matches#match-${suggested.id}`, true);
    const bestaetigen = card(german.page, suggested).getByRole('button', { name: 'Ergebnis 3:0 bestätigen' });
    await expect.poll(() => bestaetigen.count()).toBe(1);
    await ask(
      german.page,
      bestaetigen,
      'Ergebnis 3:0 bestätigen?',
      /wird sofort das endgültige Ergebnis: Es zählt in der Tabelle/,
      'Bestätigen',
      'ask-once-accept-de',
    );
    await seen(german.page, 'Ergebnis bestätigt!');
    await expect.poll(() => card(german.page, suggested).getByText('Ergebnis: 3:0').count()).toBe(1);
    expect(german.errors).toEqual([]);
    await german.context.close();
  });

  it("an admin's pick of one of two disputed results names the one it drops, in German and English", async () => {
    const path = `/dashboard/matches?view=decide#match-${disputed.id}`;
    const german = await open(ADMIN, path, true);
    const pickDe = card(german.page, disputed).getByRole('button', { name: 'Ergebnis 2:4 bestätigen' });
    await expect.poll(() => pickDe.count()).toBe(1);
    await ask(
      german.page,
      pickDe,
      'Ergebnis 2:4 bestätigen?',
      /der andere Vorschlag \(1:1\) fällt weg \(das Änderungsprotokoll behält ihn mit seinen Torschützen\)/,
      'Abbrechen',
      'ask-once-pick-de',
    );
    expect(german.errors).toEqual([]);
    await german.context.close();

    const english = await open(ADMIN, path);
    const pick = card(english.page, disputed).getByRole('button', { name: 'Accept result 2:4' });
    await expect.poll(() => pick.count()).toBe(1);
    await ask(
      english.page,
      pick,
      'Accept 2:4?',
      /the other suggestion, 1:1, is dropped \(the audit log keeps it with its scorers\)/,
      'Accept',
      'ask-once-pick-en',
    );
    await seen(english.page, 'Result accepted!');
    // Settled: the audit log shows the admin the suggestion not chosen.
    await english.page.goto('/dashboard/audit-log');
    await expect.poll(() => english.page.getByText('Suggestion not chosen').count()).toBeGreaterThan(0);
    expect(await english.page.getByText(/^1:1/).count()).toBeGreaterThan(0);
    await shots(english.page, 'ask-once-audit-not-chosen-en');
    expect(english.errors).toEqual([]);
    await english.context.close();
  });

  it('declining a proposed kick-off: Abbrechen keeps it (German), Decline ends it (English)', async () => {
    const german = await open(ADMIN, '/dashboard/matches', true);
    // The admins' list above the weeks (the match's card shows the same box further down).
    const boxDe = german.page
      .getByRole('region', { name: 'Vorgeschlagene neue Termine' })
      .getByRole('group', { name: 'Vorgeschlagener neuer Termin' });
    await expect.poll(() => boxDe.count()).toBe(1);
    await ask(
      german.page,
      boxDe.getByRole('button', { name: 'Ablehnen' }),
      'Neuen Anstoß ablehnen?',
      /bleibt bei .* Münchner Zeit\. Der Vorschlag endet/,
      'Abbrechen',
      'ask-once-decline-de',
    );
    expect(await boxDe.count()).toBe(1);
    await german.context.close();

    const english = await open(ADMIN, '/dashboard/matches');
    const box = english.page
      .getByRole('region', { name: 'Proposed new dates' })
      .getByRole('group', { name: 'Proposed new date' });
    await expect.poll(() => box.count()).toBe(1);
    await ask(
      english.page,
      box.getByRole('button', { name: 'Decline' }),
      'Decline the new kick-off?',
      /stays at .* Munich time\. The proposal ends and the team that made it is told/,
      'Decline',
      'ask-once-decline-en',
    );
    await seen(english.page, 'Proposal declined!');
    await expect.poll(() => box.count()).toBe(0);
    expect(english.errors).toEqual([]);
    await english.context.close();
  });

  it('withdrawing a join request: Cancel keeps it (English), Zurückziehen ends it (German)', async () => {
    const english = await open(REQUESTER, '/dashboard/my-team');
    await seen(english.page, 'Join request pending');
    await ask(
      english.page,
      english.page.getByRole('button', { name: 'Withdraw' }),
      'Withdraw your request?',
      /Your request to join TUM Kickers ends and its captain no longer sees it\./,
      'Cancel',
      'ask-once-withdraw-en',
    );
    expect(await english.page.getByText('Join request pending').count()).toBe(1);
    await english.context.close();

    const german = await open(REQUESTER, '/dashboard/my-team', true);
    await seen(german.page, 'Beitrittsanfrage offen');
    await ask(
      german.page,
      german.page.getByRole('button', { name: 'Zurückziehen' }),
      'Beitrittsanfrage zurückziehen?',
      /Deine Beitrittsanfrage an TUM Kickers endet/,
      'Zurückziehen',
      'ask-once-withdraw-de',
    );
    await seen(german.page, 'Erledigt!');
    await expect.poll(() => german.page.getByText('Beitrittsanfrage offen').count()).toBe(0);
    expect(german.errors).toEqual([]);
    await german.context.close();
  });
});
