import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
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
import { DeleteTeamButton } from './team-actions';
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
  // The rule's English phrase is not shown; the message says the same in the reader's language.
  const shortfall = teamSizeShortfall(team.player_count) !== null;

  async function accept() {
    if (!captain) return;
    const accepted = await run(() => acceptTeam(team.id, captain.id), {
      success: m.dashboard_myteam_team_accepted(),
      subject: team.name,
      failure: m.dashboard_myteam_accept_team_failed(),
    });
    if (accepted) setAsking(false);
  }

  return (
    <>
      <Button
        onClick={() => (shortfall ? setAsking(true) : void accept())}
        loading={pending}
        disabled={!captain}
        aria-label={m.dashboard_myteam_accept_team_label({ team: team.name })}
      >
        {m.dashboard_myteam_accept_team()}
      </Button>
      {shortfall && (
        <ConfirmModal
          opened={asking}
          title={m.dashboard_myteam_accept_team_title({ team: team.name })}
          message={m.dashboard_myteam_accept_team_short({
            team: team.name,
            count: team.player_count,
            min: LIMITS.minTeamSize,
          })}
          confirmLabel={m.dashboard_myteam_accept_team()}
          pending={pending}
          onConfirm={() => void accept()}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

/** Admin: teams waiting for acceptance, each accepted or deleted here, as the to-do says. */
export function TeamRequestsPanel() {
  const requests = useTeamRequests(true);
  useFetchErrorAlert(requests.error, 'team requests', m.dashboard_myteam_requests_failed());

  if (requests.isPending) return <PageLoader label={m.dashboard_myteam_loading_requests()} />;
  if (!requests.data?.length) return <EmptyState>{m.dashboard_myteam_no_requests()}</EmptyState>;
  return (
    <Stack>
      {requests.data.map((team) => (
        <TeamCard key={team.id} team={team} abilities={reviewOnly} ownTeam={false}>
          <AcceptTeamButton team={team} />
          <DeleteTeamButton team={team} ownTeam={false} />
        </TeamCard>
      ))}
    </Stack>
  );
}
