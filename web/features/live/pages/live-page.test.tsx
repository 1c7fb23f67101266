// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Squad } from '../../../../common/api/availability';
import type { Match, Team } from '../../../../common/api/types';
import type { User } from '../../../lib/queries/get-user-by-token';
import { GUEST, HOME, HOUR, testMatch, testSeason, testTeam, testUser } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { LIVE_QUEUE_KEY, resetQueueForTests } from '../api/live-queue';
import { LivePage } from './live-page';

/**
 * The scorer picker as the page fills it (issue 42's squads): a captain's own side offers the
 * squad's yes answers where any said yes, else the roster; the other side, whose squad a captain
 * does not see, its roster; an admin reads both squads. "Unknown" always comes first.
 */

const match: Match = { ...testMatch([], new Date(Date.now() - HOUR).toISOString()), id: 5 };
const withPlayers = (team: Team, players: [number, string][]): Team => ({
  ...team,
  players: [...(team.players ?? []), ...players.map(([id, name]) => ({ id, name, role: 'PLAYER' as const }))],
});
const teams = [
  withPlayers(testTeam(HOME, 'Physik FC'), [
    [11, 'Anna Berg'],
    [12, 'Bea Roth'],
  ]),
  withPlayers(testTeam(GUEST, 'TUM Kickers'), [[21, 'Ben Kurz']]),
];
const squad = (teamId: number, yes: [number, string][]): Squad => ({
  match_id: 5,
  team_id: teamId,
  minimum: 7,
  yes: yes.length,
  no: 0,
  maybe: 0,
  unanswered: 0,
  players: yes.map(([user_id, name]) => ({ user_id, name, status: 'yes' })),
});

let user: User;
let squads: Record<number, Squad>;
const squadAsked: Record<string, unknown>[] = [];
beforeEach(() => {
  localStorage.setItem('session', JSON.stringify({ access_token: 'token' }));
  localStorage.removeItem(LIVE_QUEUE_KEY);
  resetQueueForTests();
  squadAsked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body ?? '{}'));
      const answer = (data: unknown) => Response.json({ status: true, data });
      if (path.endsWith('/getUserByToken')) return answer(user);
      if (path.endsWith('/getSeasons')) return answer([{ ...testSeason, matches: [match] }]);
      if (path.endsWith('/getTeams')) return answer(teams);
      if (path.endsWith('/getLiveEvents'))
        return answer({ match_id: 5, status: 'first_half', home: 0, guest: 0, events: [] });
      if (path.endsWith('/getSquad')) {
        squadAsked.push(body);
        return answer(squads[body.team_id ?? user.member_of]);
      }
      return answer([]);
    }),
  );
});
afterEach(() => {
  localStorage.removeItem('session');
  localStorage.removeItem(LIVE_QUEUE_KEY);
  resetQueueForTests();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderInApp(
    <Routes>
      <Route path="/dashboard/live/:matchId" element={<LivePage />} />
    </Routes>,
    { path: '/dashboard/live/5' },
  );
}

const pickerButtons = () =>
  within(screen.getByRole('dialog'))
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text !== '');

describe('the live page picks scorers', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it("offers a captain the own squad's yes players, the other side's roster, Unknown first", async () => {
    user = testUser(10, 'CAPTAIN', HOME);
    squads = { [HOME]: squad(HOME, [[12, 'Bea Roth']]) };
    const { user: person } = renderPage();
    await person.click(await screen.findByRole('button', { name: 'Goal Physik FC' }));
    await screen.findByRole('button', { name: 'Bea Roth' });
    expect(pickerButtons()).toEqual(['Unknown', 'Bea Roth', 'Own goal by TUM Kickers']);
    await person.click(screen.getByRole('button', { name: 'Own goal by TUM Kickers' }));
    expect(pickerButtons()).toEqual(['Unknown', 'Ben Kurz', 'Captain 2', 'Back to the players of Physik FC']);
    // A captain reads the own team's squad, named by the session.
    expect(squadAsked).toEqual([{ access_token: 'token', match_id: 5 }]);
  });

  it('offers the roster where nobody said yes yet, and an admin reads both squads by team', async () => {
    user = testUser(1, 'ADMIN', null);
    squads = { [HOME]: squad(HOME, []), [GUEST]: squad(GUEST, [[21, 'Ben Kurz']]) };
    const { user: person } = renderPage();
    await person.click(await screen.findByRole('button', { name: 'Goal Physik FC' }));
    await screen.findByRole('button', { name: 'Bea Roth' });
    expect(pickerButtons()).toEqual([
      'Unknown',
      'Anna Berg',
      'Bea Roth',
      'Captain 1',
      'Own goal by TUM Kickers',
    ]);
    expect(squadAsked.map((body) => body.team_id).sort()).toEqual([HOME, GUEST]);
  });
});
