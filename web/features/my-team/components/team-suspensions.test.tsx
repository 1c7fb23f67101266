// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerCards, Suspension } from '../../../../common/api/discipline';
import { configureApiSession } from '../../../lib/api-client';
import { GUEST, HOME, testMatch, testSeason, testTeam } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { TeamSuspensions } from './team-suspensions';

/**
 * My Team's discipline (docs/PRODUCT.md#discipline): the own team's cards per player and bans
 * still to serve in the newest season, with the match that ends each; served ones not, and nothing
 * at all when nobody has a card.
 */

const ban = (extra: Partial<Suspension>): Suspension => ({
  user_id: 11,
  name: 'Carl Dorn',
  team_id: HOME,
  reason: 'red',
  matches: 2,
  served: 1,
  until_match_id: 1,
  card_id: 5,
  match_id: 9,
  ...extra,
});
let bans: Suspension[] = [];
let carded: PlayerCards[] = [];
const cardsOf = (extra: Partial<PlayerCards>): PlayerCards => ({
  user_id: 11,
  name: 'Carl Dorn',
  team_id: HOME,
  yellow: 1,
  yellow_red: 0,
  red: 1,
  ...extra,
});
const answers: Record<string, unknown> = {
  getSeasonList: [{ ...testSeason, id: 1 }],
  getSeason: { ...testSeason, matches: [testMatch([], '2030-05-14T16:00:00.000Z')] },
  getTeams: [testTeam(HOME, 'Physik FC'), testTeam(GUEST, 'TUM Kickers')],
};
const seasonsAsked: unknown[] = [];
let asked: string[] = [];
beforeEach(() => {
  // Signed in: the session's token keys the read.
  localStorage.setItem('session', JSON.stringify({ access_token: 'token' }));
  configureApiSession('token', null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const name = path.replace(/^\/api\/|\?.*$/g, '');
      asked.push(name);
      if (name === 'getSuspensions') {
        seasonsAsked.push(JSON.parse(String(init?.body)).season_id);
        return Response.json({ status: true, data: bans });
      }
      if (name === 'getPlayerCards') return Response.json({ status: true, data: carded });
      return Response.json({ status: true, data: answers[name] });
    }),
  );
});
afterEach(() => {
  carded = [];
  asked = [];
  localStorage.removeItem('session');
  configureApiSession(null, null);
  vi.unstubAllGlobals();
});

describe("the team's suspensions", { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('lists the bans still to serve with the match that ends each', async () => {
    bans = [
      ban({}),
      ban({ card_id: 6, name: 'Dana Eck', reason: 'yellows', matches: 1, served: 0, until_match_id: null }),
      ban({ card_id: 7, name: 'Old Ban', matches: 1, served: 1 }),
      ban({ card_id: 8, name: 'Other Team', team_id: GUEST }),
    ];
    renderInApp(<TeamSuspensions teamId={HOME} />);
    expect(await screen.findByText('Carl Dorn: red card, served 1 of 2')).toBeVisible();
    expect(await screen.findByText('Last match of the ban: TUM Kickers, 14.05.2030 18:00')).toBeVisible();
    expect(screen.getByText('Dana Eck: yellow cards, served 0 of 1')).toBeVisible();
    expect(screen.getByText('The fixtures do not reach the end of the ban yet.')).toBeVisible();
    expect(screen.queryByText(/Old Ban|Other Team/)).toBeNull();
    expect(seasonsAsked.at(-1)).toBe(1);
  });

  it("counts each carded player's cards, the other team's left out", async () => {
    bans = [];
    carded = [
      cardsOf({}),
      cardsOf({ user_id: 12, name: 'Dana Eck', yellow: 3, red: 0 }),
      cardsOf({ team_id: GUEST, name: 'Other Team' }),
    ];
    renderInApp(<TeamSuspensions teamId={HOME} />);
    const table = await screen.findByRole('table', { name: 'Cards per player this season' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['PlayerYellowYellow-redRed', 'Carl Dorn101', 'Dana Eck300']);
    expect(screen.queryByText('Suspensions')).toBeNull();
    // Without a ban to place in the fixtures, neither the season (the largest answer) nor the teams.
    expect(asked.filter((name) => name === 'getSeason' || name === 'getTeams')).toEqual([]);
  });

  it('says it in German', async () => {
    bans = [ban({})];
    carded = [cardsOf({})];
    renderInApp(<TeamSuspensions teamId={HOME} />, { locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Karten und Sperren dieser Saison' })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Karten pro Spieler in dieser Saison' })).toBeVisible();
    expect(screen.getByText('Sperren')).toBeVisible();
    expect(screen.getByText('Carl Dorn: Rote Karte, 1 von 2 abgesessen')).toBeVisible();
    expect(await screen.findByText('Letztes Spiel der Sperre: TUM Kickers, 14.05.2030, 18:00')).toBeVisible();
  });

  it('shows nothing while nobody is banned', async () => {
    bans = [ban({ served: 2 })];
    seasonsAsked.length = 0;
    renderInApp(<TeamSuspensions teamId={HOME} />);
    await vi.waitFor(() => expect(seasonsAsked.length).toBeGreaterThan(0));
    // The answer rendered (a served ban only): no section.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Cards and bans this season' })).toBeNull();
    expect(screen.queryByText(/Carl Dorn/)).toBeNull();
  });
});
