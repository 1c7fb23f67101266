// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Team } from '../../../../common/api/types';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { joinTeam } from '../api/join-team';
import { JoinTeamForm } from './join-team-form';

vi.mock('../api/join-team', () => ({ joinTeam: vi.fn() }));
const team = (id: number, name: string, accepted: boolean) =>
  ({ id, name, accepted, is_active: true }) as Team;
vi.mock('../../../lib/queries/get-teams', () => ({
  useTeams: () => ({
    data: [team(11, 'Physik FC', true), team(12, 'BWL Athletic', true), team(13, 'Pending United', false)],
    isPending: false,
    error: null,
  }),
}));
const sent = vi.mocked(joinTeam);

describe('the Join Team form', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    sent.mockReset();
    sent.mockResolvedValue({ status: true, data: {} as never });
  });

  it("says the API's sentence when no team is chosen and sends nothing", async () => {
    const { user } = renderInApp(<JoinTeamForm />);
    await user.click(screen.getByRole('button', { name: 'Join Team' }));
    expect(await screen.findByText('Please choose a team.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('offers the accepted teams only and sends the chosen one', async () => {
    const { user } = renderInApp(<JoinTeamForm />);
    await user.click(screen.getByRole('textbox', { name: 'Team' }));
    expect(screen.queryByRole('option', { name: 'Pending United' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Physik FC' }));
    await user.click(screen.getByRole('button', { name: 'Join Team' }));
    expect(sent).toHaveBeenCalledWith(11);
    expect(await screen.findByText('Request to join Physik FC')).toBeInTheDocument();
  });
});
