import type { addSeasonRequest, RequestBody } from '../../../../common/api/requests';
import type { SeasonSummary } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function addSeason(name: string) {
  return apiRequest<SeasonSummary>(paths.api.addSeason, {
    body: { name } satisfies RequestBody<typeof addSeasonRequest>,
  });
}
