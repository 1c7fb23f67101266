import { m } from '../../../../common/i18n/messages';
import { canReadAuditLog } from '../../../../common/policies/audit';
import { suspensionsScope } from '../../../../common/policies/discipline';
import { hasPendingRequest, isFreeAgent } from '../../../../common/policies/teams';
import { EmptyState } from '../../../components/ui/empty-state';
import { TeamCardSkeleton } from '../../../components/ui/skeletons';
import { actorOf, can, teamAbilities } from '../../../lib/authorization';
import { useMyTeam } from '../../../lib/queries/get-my-team';
import type { User } from '../../../lib/queries/get-user-by-token';
import { useFetchErrorAlert } from '../hooks/use-fetch-error-alert';
import { AuditLogLink } from './audit-log-link';
import { NoTeamPanel } from './no-team-panel';
import { TeamCard } from './team-card';
import { TeamSuspensions } from './team-suspensions';

/** The viewer's own team, or for a USER the ways to get one. */
export function OwnTeamPanel({ user }: { user: User }) {
  const team = useMyTeam();
  useFetchErrorAlert(team.error, 'your team', m.dashboard_myteam_fetch_team_failed());

  if (team.isPending) return <TeamCardSkeleton />;
  const actor = actorOf(user);
  if (isFreeAgent(actor) || hasPendingRequest(actor))
    return <NoTeamPanel requested={team.data?.request_pending ? team.data : null} />;
  if (!team.data) return <EmptyState>{m.dashboard_myteam_no_team()}</EmptyState>;
  // Children undefined for players: the card then shows no row of actions just for it.
  const auditLink = can(user, canReadAuditLog) ? (
    <AuditLogLink teamId={team.data.id} teamName={team.data.name} />
  ) : undefined;
  // A member sees the team's bans; an admin sees every team's on the Seasons page.
  const scope = suspensionsScope(actor);
  return (
    <>
      <TeamCard team={team.data} abilities={teamAbilities(user, team.data)} ownTeam>
        {auditLink}
      </TeamCard>
      {scope && 'team' in scope && <TeamSuspensions teamId={scope.team} />}
    </>
  );
}
