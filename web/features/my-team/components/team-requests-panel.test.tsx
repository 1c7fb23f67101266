// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testTeam } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { deleteTeam } from '../api/delete-team';
import { TeamRequestsPanel } from './team-requests-panel';

vi.mock('../api/delete-team', () => ({ deleteTeam: vi.fn() }));
vi.mock('../api/get-team-requests', () => ({
  useTeamRequests: () => ({
    data: [{ ...testTeam(13, 'Pending United'), accepted: false }],
    isPending: false,
    error: null,
  }),
}));
const deleted = vi.mocked(deleteTeam);

/** The to-do says "accept or delete the team": the panel it links to offers both. */
describe('the team requests panel', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    deleted.mockReset();
    deleted.mockResolvedValue({ status: true, data: {} as never });
  });

  it('deletes a team awaiting acceptance after asking once', async () => {
    const { user } = renderInApp(<TeamRequestsPanel />);
    expect(screen.getByRole('button', { name: 'Accept Pending United' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Team' }));
    expect(deleted).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Delete team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Team' }));
    expect(deleted).toHaveBeenCalledWith(13);
  });

  it('offers both in German', () => {
    renderInApp(<TeamRequestsPanel />, { locale: 'de' });
    expect(screen.getByRole('button', { name: 'Pending United zulassen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Team löschen' })).toBeInTheDocument();
  });
});
