import type { RequestBody, seasonRequest } from '../../../../common/api/requests';
import type { CreateMatchesAnswer } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function createMatches(seasonId: number) {
  return apiRequest<CreateMatchesAnswer>(paths.api.createMatches, {
    body: { season_id: seasonId } satisfies RequestBody<typeof seasonRequest>,
  });
}
