import { Button, Stack } from '@mantine/core';
import type { Team } from '../../../../common/api/types';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageLoader } from '../../../components/ui/page-loader';
import type { TeamAbilities } from '../../../lib/authorization';
import { TEAM_VIEWS, useAction } from '../../../lib/use-action';
import { acceptTeam } from '../api/accept-team';
import { useTeamRequests } from '../api/get-team-requests';
import { useFetchErrorAlert } from '../hooks/use-fetch-error-alert';
import { TeamCard } from './team-card';

/** Requests are for reviewing the roster: member ids and contacts, no roster changes here. */
const reviewOnly: TeamAbilities = {
  showIds: true,
  manageRoster: false,
  promote: false,
  remove: () => false,
  edit: false,
  editStatus: false,
  delete: false,
  leave: false,
};

function AcceptTeamButton({ team }: { team: Team }) {
  const { run, pending } = useAction(TEAM_VIEWS);
  const captain = team.captain;
  return (
    <Button
      onClick={() =>
        captain &&
        run(() => acceptTeam(team.id, captain.id), {
          success: 'Team accepted!',
          failure: 'Unexpected Error when accepting Team!',
        })
      }
      loading={pending}
      disabled={!captain}
      aria-label={`Accept ${team.name}`}
    >
      Accept
    </Button>
  );
}

/** Admin: teams waiting for acceptance. */
export function TeamRequestsPanel() {
  const requests = useTeamRequests(true);
  useFetchErrorAlert(requests.error, 'team requests', 'Unexpected Error when fetching Requests!');

  if (requests.isPending) return <PageLoader label="Loading team requests" />;
  if (!requests.data?.length) return <EmptyState>No pending team requests</EmptyState>;
  return (
    <Stack>
      {requests.data.map((team) => (
        <TeamCard key={team.id} team={team} abilities={reviewOnly} ownTeam={false}>
          <AcceptTeamButton team={team} />
        </TeamCard>
      ))}
    </Stack>
  );
}
