import type { acceptTeamRequest, RequestBody } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function acceptTeam(teamId: number, captainId: number) {
  return apiRequest<NoData>(paths.api.acceptTeam, {
    body: { team_id: teamId, captain_id: captainId } satisfies RequestBody<typeof acceptTeamRequest>,
  });
}
