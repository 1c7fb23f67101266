import type { joinTeamRequest, RequestBody } from '../../common/api/requests';
import type { NoData } from '../../common/api/types';
import { m } from '../../common/i18n/messages';
import { apiRequest } from './api-client';
import { paths } from './paths';
import { TEAM_VIEWS, useAction } from './use-action';

/** Team id -1 withdraws the pending request (docs/PRODUCT.md#roles). */
export const WITHDRAW_REQUEST = -1;

export function joinTeam(teamId: number) {
  return apiRequest<NoData>(paths.api.joinTeam, {
    body: { team_id: teamId } satisfies RequestBody<typeof joinTeamRequest>,
  });
}

/**
 * Asking to join a team, from My Team's form or a team's page: one call with the same alerts
 * (docs/PRODUCT.md#messages). `ask` resolves to whether the request was sent.
 */
export function useAskToJoin() {
  const { run, pending } = useAction(TEAM_VIEWS);
  const ask = (team: { id: number; name: string }) =>
    run(() => joinTeam(team.id), {
      success: m.dashboard_myteam_join_success(),
      subject: m.dashboard_myteam_join_subject({ team: team.name }),
      failure: m.dashboard_myteam_join_failed(),
    });
  return { ask, pending };
}
