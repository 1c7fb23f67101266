import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function createMatches(seasonId: number) {
  return apiRequest<unknown>(paths.api.createMatches, { body: { season_id: seasonId } });
}
