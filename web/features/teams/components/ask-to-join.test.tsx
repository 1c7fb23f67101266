// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../lib/queries/get-user-by-token';
import { testTeam, testUser } from '../../../lib/test-fixtures';
import { fakeApi } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { AskToJoin } from './ask-to-join';

const viewer: { user: User | undefined } = { user: undefined };
vi.mock('../../../lib/queries/get-user-by-token', () => ({
  useCurrentUser: () => ({ data: viewer.user }),
}));
const api = fakeApi({ status: true, data: {} });
const joined = () => api.sent.filter((r) => r.path.endsWith('/joinTeam')).map((r) => r.body);
const team = testTeam(5, 'Physik FC');
const expectNothing = () => {
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.queryByText(/join/i)).not.toBeInTheDocument();
};

describe('Ask to join on a team page', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('lets a signed-in user in no team ask, with My Team’s confirmation', async () => {
    viewer.user = testUser(1, 'USER', null);
    const { user } = renderInApp(<AskToJoin team={team} />, { path: '/teams/5' });
    await user.click(screen.getByRole('button', { name: 'Ask to join' }));
    expect(await screen.findByText('Request to join Physik FC')).toBeInTheDocument();
    expect(joined()).toEqual([{ access_token: 'token', team_id: 5 }]);
  });

  it('says it in German', () => {
    viewer.user = testUser(1, 'USER', null);
    renderInApp(<AskToJoin team={team} />, { path: '/teams/5', locale: 'de' });
    expect(screen.getByRole('button', { name: 'Beitritt anfragen' })).toBeInTheDocument();
  });

  it('tells the requester of this team that the request waits, with the way to My Team', () => {
    viewer.user = testUser(1, 'USER', 5);
    renderInApp(<AskToJoin team={team} />, { path: '/teams/5' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your request on My Team' })).toHaveAttribute(
      'href',
      '/dashboard/my-team',
    );
  });

  it.each([
    ['a visitor', undefined],
    ['a player', testUser(2, 'PLAYER', 7)],
    ['a captain of this team', testUser(50, 'CAPTAIN', 5)],
    ['a requester of another team', testUser(3, 'USER', 7)],
    ['an admin', testUser(4, 'ADMIN', null)],
  ])('offers nothing to %s', (_, who) => {
    viewer.user = who;
    renderInApp(<AskToJoin team={team} />, { path: '/teams/5' });
    expectNothing();
  });

  it('offers nothing for a team that takes no players', () => {
    viewer.user = testUser(1, 'USER', null);
    renderInApp(<AskToJoin team={{ ...team, is_active: false }} />, { path: '/teams/5' });
    expectNothing();
  });
});
