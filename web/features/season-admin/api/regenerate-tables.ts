import type { RequestBody, seasonRequest } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function regenerateTables(seasonId: number) {
  return apiRequest<NoData>(paths.api.regenerateTablesOfSeason, {
    body: { season_id: seasonId } satisfies RequestBody<typeof seasonRequest>,
  });
}
