import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function removePlayerFromTeam(playerId: number) {
  return apiRequest<null>(paths.api.removePlayerFromTeam, { body: { player_id: playerId } });
}
