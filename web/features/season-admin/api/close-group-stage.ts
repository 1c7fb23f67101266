import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function closeGroupStage(seasonId: number) {
  return apiRequest<{ unplayed: number }>(paths.api.closeGroupStage, { body: { season_id: seasonId } });
}
