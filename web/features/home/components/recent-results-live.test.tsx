// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '../../../../common/api/types';
import { type FakeStream, fakeStreams } from '../../../lib/live-test-stream';
import { GUEST, HOME, testMatch, testResult, testSeason, testTeam } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { RecentResults } from './recent-results';

const teams = new Map([
  [HOME, testTeam(HOME, 'TUM Kickers')],
  [GUEST, testTeam(GUEST, 'Physik FC')],
]);
const kickedOff = (id: number, minutesAgo: number, results: Match['results'] = []): Match => ({
  ...testMatch(results, new Date(Date.now() - minutesAgo * 60_000).toISOString()),
  id,
});
/** A final result, a match whose whistle was blown and one still played (ids of their own: the store outlives a test). */
const matches = [
  kickedOff(501, 3 * 24 * 60, [testResult(4, 0, { is_final: true })]),
  kickedOff(502, 120),
  kickedOff(503, 40),
];

let streams: FakeStream[];
beforeEach(() => {
  streams = fakeStreams(vi.stubGlobal);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ status: false, error: 'no' })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the home page's results strip", { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('lists a match being played first, then one awaiting confirmation, then final results', () => {
    // happy-dom measures the strip 0 px wide: one card shows; the test reads the order from the data.
    renderInApp(<RecentResults seasons={[{ ...testSeason, matches }]} teams={teams} />, { path: '/' });
    expect(screen.getByRole('listitem')).toHaveTextContent('4 : 0');
    act(() => {
      streams[0]?.score({ match_id: 502, home: 1, guest: 1, minute: 90, status: 'finished' });
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('1 : 1awaiting confirmation');
    act(() => {
      streams[0]?.score({ match_id: 503, home: 0, guest: 2, minute: null, status: 'halftime' });
    });
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('0 : 2LIVEHalf-time');
    expect(within(card).getByText('LIVE')).toBeVisible();
  });
});
