import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function createGroups(seasonId: number) {
  return apiRequest<unknown>(paths.api.createGroups, { body: { season_id: seasonId } });
}
