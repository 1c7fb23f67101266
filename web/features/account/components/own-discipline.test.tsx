// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerCards, Suspension } from '../../../../common/api/discipline';
import { configureApiSession } from '../../../lib/api-client';
import { GUEST, HOME, testMatch, testSeason, testTeam, testUser } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { OwnDiscipline } from './own-discipline';

/**
 * The profile's own cards and bans (docs/PRODUCT.md#discipline): the user's row of cards and the
 * bans still to serve in the newest season, not the teammates'; "no cards" without any; nothing
 * for an admin, who plays in no team.
 */

const me = testUser(11, 'PLAYER', HOME);
const row = (extra: Partial<PlayerCards>): PlayerCards => ({
  user_id: 11,
  name: 'User 11',
  team_id: HOME,
  yellow: 2,
  yellow_red: 1,
  red: 0,
  ...extra,
});
const ban: Suspension = {
  user_id: 11,
  name: 'User 11',
  team_id: HOME,
  reason: 'yellow_red',
  matches: 1,
  served: 0,
  until_match_id: 1,
  card_id: 5,
  match_id: 9,
};
let answers: Record<string, unknown> = {};
const asked: string[] = [];
beforeEach(() => {
  localStorage.setItem('session', JSON.stringify({ access_token: 'token' }));
  configureApiSession('token', null);
  answers = {
    getSeasonList: [{ ...testSeason, id: 1 }],
    getSeason: { ...testSeason, matches: [testMatch([], '2030-05-14T16:00:00.000Z')] },
    getTeams: [testTeam(HOME, 'Physik FC'), testTeam(GUEST, 'TUM Kickers')],
    getPlayerCards: [row({}), row({ user_id: 12, name: 'Teammate' })],
    getSuspensions: [ban, { ...ban, user_id: 12, name: 'Teammate', card_id: 6 }],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const name = path.replace(/^\/api\/|\?.*$/g, '');
      asked.push(name);
      return Response.json({ status: true, data: answers[name] });
    }),
  );
});
afterEach(() => {
  localStorage.removeItem('session');
  configureApiSession(null, null);
  vi.unstubAllGlobals();
});

describe('own cards and bans on the profile', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it("shows the user's cards and ban, not the teammates'", async () => {
    renderInApp(<OwnDiscipline user={me} />);
    const table = await screen.findByRole('table', { name: 'Your cards and bans this season' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PlayerYellowYellow-redRed', 'User 11210']);
    expect(screen.getByText('User 11: yellow-red card, served 0 of 1')).toBeVisible();
    expect(await screen.findByText('Last match of the ban: TUM Kickers, 14.05.2030 18:00')).toBeVisible();
    expect(screen.queryByText(/Teammate/)).toBeNull();
  });

  it('says there are none, in German', async () => {
    answers.getPlayerCards = [];
    answers.getSuspensions = [];
    renderInApp(<OwnDiscipline user={me} />, { locale: 'de' });
    expect(
      await screen.findByRole('heading', { name: 'Deine Karten und Sperren dieser Saison' }),
    ).toBeVisible();
    expect(screen.getByText('Keine Karten in dieser Saison.')).toBeVisible();
  });

  it('is not there for an admin, and asks nothing', async () => {
    asked.length = 0;
    renderInApp(<OwnDiscipline user={testUser(1, 'ADMIN', null)} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(asked).not.toContain('getPlayerCards');
  });
});
