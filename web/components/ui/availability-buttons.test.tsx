// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Squad } from '../../../common/api/availability';
import { fakeApi } from '../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../test/render';
import { AvailabilityButtons } from './availability-buttons';
import { SquadSummary } from './squad-summary';

const api = fakeApi({
  status: true,
  data: { match_id: 7, user_id: 3, status: 'yes', updated_at: '2030-01-01T00:00:00.000Z' },
});

const squad: Squad = {
  match_id: 7,
  team_id: 2,
  minimum: 11,
  yes: 8,
  no: 1,
  maybe: 1,
  unanswered: 2,
  players: [
    { user_id: 3, name: 'Anna Berg', status: 'yes' },
    { user_id: 4, name: 'Ben Cole', status: null },
    { user_id: 5, name: 'Cem Dag', status: 'yes' },
    { user_id: 6, name: 'Dora Eck', status: null },
  ],
};

describe('AvailabilityButtons', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('shows the current answer pressed and answers another in one tap', async () => {
    const { user } = renderInApp(<AvailabilityButtons matchId={7} current="maybe" />);
    expect(screen.getByRole('group', { name: 'Are you playing?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Maybe' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() =>
      expect(api.sent).toEqual([
        { path: '/api/setAvailability', body: { access_token: 'token', match_id: 7, status: 'yes' } },
      ]),
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Maybe' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when there is no answer yet, in German too', () => {
    renderInApp(<AvailabilityButtons matchId={7} current={null} />, { locale: 'de' });
    expect(screen.getByRole('group', { name: 'Bist du dabei?' })).toBeInTheDocument();
    for (const name of ['Ja', 'Vielleicht', 'Nein']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.getByText('Du hast noch nicht geantwortet.')).toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it('offers nothing once the match kicked off', () => {
    renderInApp(<AvailabilityButtons matchId={7} current="yes" closed />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('The match has kicked off: answers are closed.')).toBeInTheDocument();
  });
});

describe('SquadSummary', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('counts against the minimum, names each answer, and lets a captain remind the rest', async () => {
    const { user } = renderInApp(<SquadSummary squad={squad} canRemind />);
    expect(screen.getByText('8 of 11 confirmed')).toBeInTheDocument();
    expect(screen.getByText('1 maybe, 1 no, 2 not answered')).toBeInTheDocument();
    // Grouped by answer, those coming first, in the squad's order within a group.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Yes (2): Anna Berg, Cem Dag',
      'Not answered (2): Ben Cole, Dora Eck',
    ]);
    api.answer = { status: true, data: { reminded: 2 } };
    await user.click(screen.getByRole('button', { name: 'Remind those who have not answered' }));
    await vi.waitFor(() =>
      expect(api.sent).toEqual([{ path: '/api/remindSquad', body: { access_token: 'token', match_id: 7 } }]),
    );
  });

  it('in German; a player gets no reminder button', () => {
    renderInApp(<SquadSummary squad={squad} canRemind={false} />, { locale: 'de' });
    expect(screen.getByText('8 von 11 haben zugesagt')).toBeInTheDocument();
    expect(screen.getByText('1 vielleicht, 1 abgesagt, 2 ohne Antwort')).toBeInTheDocument();
    expect(screen.getByText('Keine Antwort (2): Ben Cole, Dora Eck')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
