// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, Season } from '../../../../common/api/types';
import { computeStandings } from '../../../../common/league/standings';
import { type FakeStream, fakeStreams } from '../../../lib/live-test-stream';
import { testMatch, testResult, testSeason, testTeam } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { TablePage } from '../pages/table-page';

/** Four teams of one group: Alpha beat Beta; Gamma and Delta play now, kicked off half an hour ago. */
const teams = ['Alpha', 'Beta', 'Gamma', 'Delta'].map((name, i) => testTeam(i + 1, name));
const played: Match = {
  ...testMatch([testResult(2, 0, { is_final: true })], '2026-11-01T19:00:00.000Z'),
  id: 301,
};
const playing: Match = {
  ...testMatch([], new Date(Date.now() - 30 * 60_000).toISOString()),
  id: 302,
  home_id: 3,
  guest_id: 4,
};
const standings = computeStandings(
  teams.map(({ id, name, name_short }) => ({ id, name, name_short })),
  [{ home_id: 1, guest_id: 2, score_home: 2, score_guest: 0 }],
);
const season: Season = {
  ...testSeason,
  groups: [{ id: 1, name: 'Group 1', season_id: testSeason.id, teams: standings, explanations: [] }],
  matches: [played, playing],
};
const { groups: _, matches: __, match_window_end: ___, ...summary } = season;

let streams: FakeStream[];
beforeEach(() => {
  streams = fakeStreams(vi.stubGlobal);
  // getLiveEvents: nothing recorded yet when the page connects.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        status: true,
        data: { match_id: 302, status: 'not_started', home: 0, guest: 0, events: [] },
      }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const show = (locale: 'en' | 'de' = 'en') =>
  renderInApp(<TablePage />, {
    locale,
    path: '/table',
    prerendered: {
      seasonList: [{ ...summary, created_at: '2026-10-01T00:00:00.000Z' }],
      newestSeason: season,
      teams,
    },
  });
const order = () =>
  within(screen.getByRole('table', { name: /group 1|gruppe 1/i }))
    .getAllByRole('rowheader')
    .map((th) => teams.find((team) => th.textContent?.startsWith(team.name))?.name);

describe('the live table on /table', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('shows the standings as if the live match ended now, marked, with the official table one tap away', async () => {
    const { user } = show();
    const [stream] = streams;
    if (!stream) throw new Error('a stream expected');
    act(() => stream.open());
    expect(order()).toEqual(['Alpha', 'Delta', 'Gamma', 'Beta']);
    expect(screen.queryByRole('radiogroup', { name: 'Which table' })).toBeNull();

    act(() => stream.score({ match_id: 302, home: 0, guest: 3, minute: 20, status: 'first_half' }));
    expect(order()).toEqual(['Delta', 'Alpha', 'Beta', 'Gamma']);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      'As it would stand if the matches being played ended now: Gamma 0 : 3 Delta.',
    );
    expect(screen.getByRole('radio', { name: 'Live table' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Official table' }));
    expect(order()).toEqual(['Alpha', 'Delta', 'Gamma', 'Beta']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The table of the final results. Matches are being played: Gamma 0 : 3 Delta.',
    );
  });

  it('says so in German', () => {
    show('de');
    act(() => streams[0]?.score({ match_id: 302, home: 3, guest: 0, minute: null, status: 'halftime' }));
    expect(screen.getByRole('radio', { name: 'Live-Tabelle' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      'So stünde es, wenn die laufenden Spiele jetzt endeten: Gamma 3 : 0 Delta.',
    );
    expect(order()).toEqual(['Gamma', 'Alpha', 'Beta', 'Delta']);
  });
});
