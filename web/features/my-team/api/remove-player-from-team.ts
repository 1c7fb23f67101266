import type { playerRequest, RequestBody } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function removePlayerFromTeam(playerId: number) {
  return apiRequest<NoData>(paths.api.removePlayerFromTeam, {
    body: { player_id: playerId } satisfies RequestBody<typeof playerRequest>,
  });
}
