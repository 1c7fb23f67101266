import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function regenerateTables(seasonId: number) {
  return apiRequest<null>(paths.api.regenerateTablesOfSeason, { body: { season_id: seasonId } });
}
