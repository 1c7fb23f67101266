import type { Team } from '../../../../common/api/types';
import { deleteTeam } from '../api/delete-team';
import { leaveTeam } from '../api/leave-team';
import { AskButton, type ConfirmedChange } from './team-confirmation';

/** `ownTeam`: the viewer belongs to the team, so deleting it ends their session too. */
export function DeleteTeamButton({ team, ownTeam }: { team: Team; ownTeam: boolean }) {
  const change: ConfirmedChange = {
    title: 'Delete team?',
    message: `${team.name} will be deleted for good and all its members leave it. This cannot be undone.`,
    confirmLabel: 'Delete Team',
    danger: true,
    request: () => deleteTeam(team.id),
    messages: {
      success: ownTeam ? 'Team deleted successfully! Please log in again!' : 'Success!',
      subject: team.name,
      failure: 'Unexpected error when deleting the team!',
      endsSession: ownTeam,
    },
  };
  return (
    <AskButton change={change} variant="outline" color="red.9">
      Delete Team
    </AskButton>
  );
}

const leaving: ConfirmedChange = {
  title: 'Leave team?',
  message: 'Are you sure you want to leave this team?',
  confirmLabel: 'Leave Team',
  danger: true,
  request: leaveTeam,
  messages: {
    success: 'Successfully left Team. Please log in again!',
    failure: 'Error when leaving Team, try again!',
    endsSession: true,
  },
};

export function LeaveTeamButton() {
  return (
    <AskButton change={leaving} variant="outline" color="red.9">
      Leave Team
    </AskButton>
  );
}
