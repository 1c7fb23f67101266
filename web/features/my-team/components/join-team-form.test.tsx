// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Team } from '../../../../common/api/types';
import { fakeApi } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { JoinTeamForm } from './join-team-form';

const team = (id: number, name: string, accepted: boolean) =>
  ({ id, name, accepted, is_active: true }) as Team;
vi.mock('../../../lib/queries/get-teams', () => ({
  useTeams: () => ({
    data: [team(11, 'Physik FC', true), team(12, 'BWL Athletic', true), team(13, 'Pending United', false)],
    isPending: false,
    error: null,
  }),
}));
const api = fakeApi({ status: true, data: {} });
const joined = () => api.sent.filter((r) => r.path.endsWith('/joinTeam')).map((r) => r.body);

describe('the Join Team form', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it("says the API's sentence when no team is chosen and sends nothing", async () => {
    const { user } = renderInApp(<JoinTeamForm />);
    await user.click(screen.getByRole('button', { name: 'Join Team' }));
    expect(await screen.findByText('Please choose a team.')).toBeInTheDocument();
    expect(joined()).toEqual([]);
  });

  it('offers the accepted teams only and sends the chosen one', async () => {
    const { user } = renderInApp(<JoinTeamForm />);
    await user.click(screen.getByRole('textbox', { name: 'Team' }));
    expect(screen.queryByRole('option', { name: 'Pending United' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Physik FC' }));
    await user.click(screen.getByRole('button', { name: 'Join Team' }));
    expect(await screen.findByText('Request to join Physik FC')).toBeInTheDocument();
    expect(joined()).toEqual([{ access_token: 'token', team_id: 11 }]);
  });
});
