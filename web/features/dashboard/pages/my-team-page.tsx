import { Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { useAlert } from '../../../lib/alert';
import { useLogError } from '../../../lib/use-log-error';
import { useMyTeam } from '../api/get-my-team';
import { useCurrentUser } from '../api/get-user-by-token';
import { TeamCard } from '../components/team-card';

export function MyTeamPage() {
  const { showAlert } = useAlert();
  const user = useCurrentUser();
  // A USER with member_of has only asked to join; there is no team to show yet.
  const isMember = Boolean(user.data?.member_of) && user.data?.role !== 'USER';
  const team = useMyTeam(isMember);
  useLogError(user.error, 'the current user');
  useLogError(team.error, 'your team');

  useEffect(() => {
    if (team.error) showAlert('Unexpected Error when fetching Team!', 'error');
  }, [team.error, showAlert]);

  let content: ReactNode;
  if (user.isPending || (isMember && team.isPending)) content = <PageLoader label="Loading your team" />;
  else if (user.data?.role === 'USER' && user.data.member_of) {
    content = (
      <>
        <EmptyState>You are currently not part of a team</EmptyState>
        <Text ta="center">Your request to join a team is waiting for the captain's answer.</Text>
      </>
    );
  } else if (team.data) content = <TeamCard team={team.data} showIds={user.data?.role === 'ADMIN'} />;
  else content = <EmptyState>You are currently not part of a team</EmptyState>;

  return <Page title="My Team">{content}</Page>;
}
