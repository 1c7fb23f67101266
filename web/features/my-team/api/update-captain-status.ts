import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** Promotes a player to co-captain or degrades a co-captain back to player. */
export function updateCaptainStatus(playerId: number, makeCaptain: boolean) {
  return apiRequest<null>(paths.api.updateCaptainStatus, {
    body: { player_id: playerId, make_captain: makeCaptain },
  });
}
