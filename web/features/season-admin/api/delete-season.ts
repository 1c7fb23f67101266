import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function deleteSeason(seasonId: number) {
  return apiRequest<null>(paths.api.deleteSeason, { body: { season_id: seasonId } });
}
