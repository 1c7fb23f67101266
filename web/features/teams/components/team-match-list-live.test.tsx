// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '../../../../common/api/types';
import { type FakeStream, fakeStreams } from '../../../lib/live-test-stream';
import { GUEST, HOME, testMatch, testTeam } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { MatchList } from './team-match-list';

const teams = new Map([
  [HOME, testTeam(HOME, 'TUM Kickers')],
  [GUEST, testTeam(GUEST, 'Physik FC')],
]);
/** Kicked off half an hour ago; its own id, since the page's store outlives a test. */
const playing: Match = { ...testMatch([], new Date(Date.now() - 30 * 60_000).toISOString()), id: 401 };

let streams: FakeStream[];
beforeEach(() => {
  streams = fakeStreams(vi.stubGlobal);
  // getLiveEvents: refused, so only the stream's events count here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ status: false, error: 'no' })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a team page's live match", { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it("shows the team's goals first, marked LIVE, when the team plays away", () => {
    renderInApp(
      <MatchList
        team={testTeam(GUEST, 'Physik FC')}
        matches={[playing]}
        allMatches={[playing]}
        teams={teams}
        seasonNames={new Map()}
      />,
      { path: `/teams/${GUEST}` },
    );
    act(() => streams[0]?.score({ match_id: 401, home: 2, guest: 1, minute: 55, status: 'second_half' }));
    expect(screen.getByRole('listitem').textContent).toContain("atTUM Kickers1 : 2LIVE55'minute 55");
  });
});
