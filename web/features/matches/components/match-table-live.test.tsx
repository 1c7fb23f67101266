// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvents } from '../../../../common/api/live';
import type { Match } from '../../../../common/api/types';
import { useLiveScores } from '../../../lib/live-scores';
import { type FakeStream, fakeStreams } from '../../../lib/live-test-stream';
import { GUEST, HOME, testMatch, testResult, testTeam } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { MatchTable } from './match-table';

const teams = new Map([
  [HOME, testTeam(HOME, 'Maschinenbau United')],
  [GUEST, testTeam(GUEST, 'Architektur Rovers')],
]);
/** A match kicked off half an hour ago; each test its own id, since the page's store outlives a test. */
const liveMatch = (id: number, results: Match['results'] = []): Match => ({
  ...testMatch(results, new Date(Date.now() - 30 * 60_000).toISOString()),
  id,
});

/** The table as /matches shows it, its live scores from the page's store. */
function LiveWeek({ matches }: { matches: Match[] }) {
  const live = useLiveScores(matches);
  return (
    <MatchTable
      week={1}
      matches={matches}
      teams={teams}
      pitches={[]}
      allMatches={null}
      onOpen={() => {}}
      seasonNames={new Map()}
      live={live}
    />
  );
}

let streams: FakeStream[];
/** getLiveEvents answers a 1 : 0 in the 10th minute, for any match. */
const answered = (match_id: number): LiveEvents => ({
  match_id,
  status: 'first_half',
  home: 1,
  guest: 0,
  events: [
    {
      id: 1,
      kind: 'goal',
      team_id: HOME,
      player_id: null,
      player_name: null,
      minute: 10,
      at: new Date().toISOString(),
      home: 1,
      guest: 0,
    },
  ],
});
beforeEach(() => {
  streams = fakeStreams(vi.stubGlobal);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) =>
      Response.json({ status: true, data: answered(JSON.parse(String(init.body)).match_id) }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const scoreCell = () =>
  within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[1] as HTMLElement;
const stream = () => {
  const [only] = streams;
  if (!only || streams.length !== 1) throw new Error('one stream expected');
  return only;
};

describe('a live match on /matches', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('shows the score read on connecting, marked LIVE with the minute, and each score event at once', async () => {
    renderInApp(<LiveWeek matches={[liveMatch(101)]} />, { path: '/matches' });
    act(() => stream().open());
    await within(scoreCell()).findByText('LIVE');
    expect(scoreCell()).toHaveTextContent("1 : 0LIVE10'minute 10");
    act(() => stream().score({ match_id: 101, home: 2, guest: 0, minute: 31, status: 'first_half' }));
    expect(scoreCell()).toHaveTextContent("2 : 0LIVE31'");
    act(() => stream().score({ match_id: 101, home: 2, guest: 0, minute: 45, status: 'halftime' }));
    expect(scoreCell()).toHaveTextContent('2 : 0LIVEHalf-time');
    act(() => stream().score({ match_id: 101, home: 2, guest: 1, minute: 90, status: 'finished' }));
    expect(scoreCell()).toHaveTextContent('2 : 1awaiting confirmation');
    expect(within(scoreCell()).queryByText('LIVE')).toBeNull();
  });

  it('says it in German', async () => {
    renderInApp(<LiveWeek matches={[liveMatch(102)]} />, { path: '/matches', locale: 'de' });
    act(() => stream().open());
    await within(scoreCell()).findByText('LIVE');
    expect(scoreCell()).toHaveTextContent("1 : 0LIVE10'10. Minute");
    act(() => stream().score({ match_id: 102, home: 1, guest: 1, minute: null, status: 'halftime' }));
    expect(scoreCell()).toHaveTextContent('1 : 1LIVEHalbzeit');
    act(() => stream().score({ match_id: 102, home: 1, guest: 1, minute: null, status: 'finished' }));
    expect(scoreCell()).toHaveTextContent('1 : 1noch nicht bestätigt');
  });

  it('shows the final result once there is one, and opens no stream for it', async () => {
    renderInApp(<LiveWeek matches={[liveMatch(103, [testResult(3, 1, { is_final: true })])]} />, {
      path: '/matches',
    });
    expect(streams).toHaveLength(0);
    expect(scoreCell()).toHaveTextContent(/^3 : 1$/);
  });
});
