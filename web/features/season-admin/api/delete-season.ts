import type { RequestBody, seasonRequest } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function deleteSeason(seasonId: number) {
  return apiRequest<NoData>(paths.api.deleteSeason, {
    body: { season_id: seasonId } satisfies RequestBody<typeof seasonRequest>,
  });
}
