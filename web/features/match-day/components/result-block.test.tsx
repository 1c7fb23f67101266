// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST, HOME, testMatch, testResult, testTeam, testUser } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { MatchCard, type Viewer } from './match-card';

/**
 * A pending suggestion says when it becomes final by itself: the season's auto-accept hours after
 * it was made (common/league/deadlines.ts), on the league's clock, unless the match is disputed.
 */

const teams = new Map([
  [HOME, testTeam(HOME, 'Physik FC')],
  [GUEST, testTeam(GUEST, 'TUM Kickers')],
]);
const guestCaptain: Viewer = { user: testUser(20, 'CAPTAIN', GUEST), teamId: GUEST };

/** The home side's 2:4, made at 11:30 UTC (12:30 in Munich) on 23 November 2026. */
const suggested = testResult(2, 4, { created_at: '2026-11-23T11:30:00.000Z' });

let autoAcceptHours = 72;

describe('the auto-accept deadline on the match card', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    autoAcceptHours = 72;
    // The season (its auto-accept hours) and the card's other reads (pitches, date proposals: none).
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        Response.json({
          status: true,
          data: path.includes('getSeason') ? { id: 1, auto_accept_hours: autoAcceptHours } : [],
        }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names the day and Munich time a suggestion becomes final unless answered, in English and German', async () => {
    const match = testMatch([suggested]);
    renderInApp(<MatchCard match={match} teams={teams} viewer={guestCaptain} />);
    expect(
      await screen.findByText('Accepted automatically on 26.11.2026 12:30 unless answered.'),
    ).toBeVisible();
    renderInApp(<MatchCard match={match} teams={teams} viewer={guestCaptain} />, { locale: 'de' });
    expect(
      await screen.findByText('Wird am 26.11.2026, 12:30 automatisch bestätigt, wenn niemand antwortet.'),
    ).toBeVisible();
  });

  it('says nothing when the season has no deadline, the match is disputed or the result is final', async () => {
    autoAcceptHours = 0;
    renderInApp(<MatchCard match={testMatch([suggested])} teams={teams} viewer={guestCaptain} />);
    expect(await screen.findByText('Pending: 2:4 by Anna Berg')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/automatically/)).not.toBeInTheDocument();
    autoAcceptHours = 72;
    const theirs = { ...suggested, id: 9, score_home: 3, submitted_team_id: GUEST, submitted_by_user: 'Ben' };
    const disputed = testMatch([suggested, theirs]);
    const final = testMatch([{ ...suggested, is_final: true }]);
    for (const match of [disputed, final]) {
      renderInApp(<MatchCard match={match} teams={teams} viewer={guestCaptain} />);
    }
    expect(await screen.findByText('Result: 2:4')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/automatically/)).not.toBeInTheDocument();
  });
});
