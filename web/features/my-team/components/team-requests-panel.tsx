import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Team } from '../../../../common/api/types';
import { teamSizeShortfall } from '../../../../common/league/draw';
import { LIMITS } from '../../../../common/limits';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
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
  handOver: () => false,
  mainCaptainStays: null,
  downloadRoster: false,
};

/** Accepts at once, or first asks when the draw would leave the team out for its size (docs/PRODUCT.md#draw). */
function AcceptTeamButton({ team }: { team: Team }) {
  const { run, pending } = useAction(TEAM_VIEWS);
  const [asking, setAsking] = useState(false);
  const captain = team.captain;
  const shortfall = teamSizeShortfall(team.player_count);

  async function accept() {
    if (!captain) return;
    const accepted = await run(() => acceptTeam(team.id, captain.id), {
      success: 'Team accepted!',
      subject: team.name,
      failure: 'Unexpected Error when accepting Team!',
    });
    if (accepted) setAsking(false);
  }

  return (
    <>
      <Button
        onClick={() => (shortfall ? setAsking(true) : void accept())}
        loading={pending}
        disabled={!captain}
        aria-label={`Accept ${team.name}`}
      >
        Accept
      </Button>
      {shortfall && (
        <ConfirmModal
          opened={asking}
          title={`Accept ${team.name}?`}
          message={`${team.name} has ${shortfall}. The draw leaves out teams with fewer than ${LIMITS.minTeamSize} players until they have enough.`}
          confirmLabel="Accept"
          pending={pending}
          onConfirm={() => void accept()}
          onClose={() => setAsking(false)}
        />
      )}
    </>
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
