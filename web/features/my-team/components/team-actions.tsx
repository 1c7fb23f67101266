import type { Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { deleteTeam } from '../api/delete-team';
import { leaveTeam } from '../api/leave-team';
import { AskButton, type ConfirmedChange } from './team-confirmation';

/** `ownTeam`: the viewer belongs to the team, so deleting it ends their session too. */
export function DeleteTeamButton({ team, ownTeam }: { team: Team; ownTeam: boolean }) {
  const change: ConfirmedChange = {
    title: m.dashboard_myteam_delete_title(),
    message: m.dashboard_myteam_delete_message({ team: team.name }),
    confirmLabel: m.dashboard_myteam_delete_team(),
    danger: true,
    request: () => deleteTeam(team.id),
    messages: {
      success: ownTeam ? m.dashboard_myteam_delete_own_success() : m.dashboard_myteam_success(),
      subject: team.name,
      failure: m.dashboard_myteam_delete_failed(),
      endsSession: ownTeam,
    },
  };
  return (
    <AskButton change={change} variant="outline" color="red.9">
      {m.dashboard_myteam_delete_team()}
    </AskButton>
  );
}

export function LeaveTeamButton() {
  const leaving: ConfirmedChange = {
    title: m.dashboard_myteam_leave_title(),
    message: m.dashboard_myteam_leave_message(),
    confirmLabel: m.dashboard_myteam_leave_team(),
    danger: true,
    request: leaveTeam,
    messages: {
      success: m.dashboard_myteam_leave_success(),
      failure: m.dashboard_myteam_leave_failed(),
      endsSession: true,
    },
  };
  return (
    <AskButton change={leaving} variant="outline" color="red.9">
      {m.dashboard_myteam_leave_team()}
    </AskButton>
  );
}
