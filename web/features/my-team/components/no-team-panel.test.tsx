// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testTeam } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { NoTeamPanel } from './no-team-panel';

const requested = {
  ...testTeam(5, 'Physik FC', { id: 50, name: 'Carla Captain' }),
  players: undefined,
  request_pending: true,
  request_sent_at: '2026-11-28T13:05:00.000Z',
};

describe('a pending join request on My Team', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('says when it was sent, in Munich time, and who answers it', () => {
    renderInApp(<NoTeamPanel requested={requested} />);
    expect(screen.getByText('Sent on 28.11.2026 14:05')).toBeInTheDocument();
    expect(screen.getByText('Captain: Carla Captain')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('says it in German', () => {
    renderInApp(<NoTeamPanel requested={requested} />, { locale: 'de' });
    expect(screen.getByText('Gesendet am 28.11.2026, 14:05')).toBeInTheDocument();
    expect(screen.getByText('Kapitän: Carla Captain')).toBeInTheDocument();
  });

  it('leaves the time out for a request sent before it was kept', () => {
    renderInApp(<NoTeamPanel requested={{ ...requested, request_sent_at: null }} />);
    expect(screen.queryByText(/Sent on/)).not.toBeInTheDocument();
    expect(screen.getByText('Captain: Carla Captain')).toBeInTheDocument();
  });
});
