import type { RequestBody, updateCaptainStatusRequest } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** Promotes a player to co-captain or degrades a co-captain back to player. */
export function updateCaptainStatus(playerId: number, makeCaptain: boolean) {
  return apiRequest<NoData>(paths.api.updateCaptainStatus, {
    body: { player_id: playerId, make_captain: makeCaptain } satisfies RequestBody<
      typeof updateCaptainStatusRequest
    >,
  });
}
