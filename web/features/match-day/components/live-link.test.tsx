// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../../common/api/types';
import { HOME, HOUR, testMatch, testResult, testUser } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { LiveLink } from './live-link';

/** The match card's way to the live screen: for recorders, from the kick-off until 3 hours after it. */

const at = (hoursAgo: number, extra: Partial<Match> = {}): Match => ({
  ...testMatch([], new Date(Date.now() - hoursAgo * HOUR).toISOString()),
  referee_team_id: 3,
  referee_id: 7,
  ...extra,
});
const link = () => screen.queryByRole('link', { name: 'Live ticker: record the score' });

describe('the live ticker button', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('leads the appointed referee and a captain to the live screen after the kick-off', () => {
    renderInApp(<LiveLink match={at(1)} user={testUser(7, 'PLAYER', 3)} />);
    expect(link()).toHaveAttribute('href', '/dashboard/live/1');
    renderInApp(<LiveLink match={at(1)} user={testUser(10, 'CAPTAIN', HOME)} />, { locale: 'de' });
    expect(screen.getByRole('link', { name: 'Live-Ticker: Spielstand erfassen' })).toBeVisible();
  });

  it('is not shown to a player, before the kick-off, 3 hours after it or once the result is final', () => {
    renderInApp(<LiveLink match={at(1)} user={testUser(8, 'PLAYER', HOME)} />);
    expect(link()).toBeNull();
    renderInApp(<LiveLink match={at(-1)} user={testUser(7, 'PLAYER', 3)} />);
    expect(link()).toBeNull();
    renderInApp(<LiveLink match={at(3.1)} user={testUser(7, 'PLAYER', 3)} />);
    expect(link()).toBeNull();
    const final = at(1, { results: [testResult(2, 1, { is_final: true })] });
    renderInApp(<LiveLink match={final} user={testUser(1, 'ADMIN', null)} />);
    expect(link()).toBeNull();
  });
});
