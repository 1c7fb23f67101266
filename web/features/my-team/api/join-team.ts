import type { joinTeamRequest, RequestBody } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** Team id -1 withdraws the pending request (docs/PRODUCT.md#roles). */
export const WITHDRAW_REQUEST = -1;

export function joinTeam(teamId: number) {
  return apiRequest<NoData>(paths.api.joinTeam, {
    body: { team_id: teamId } satisfies RequestBody<typeof joinTeamRequest>,
  });
}
