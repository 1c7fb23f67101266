import type { RequestBody, seasonRequest } from '../../../../common/api/requests';
import type { CreateGroupsAnswer } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function createGroups(seasonId: number) {
  return apiRequest<CreateGroupsAnswer>(paths.api.createGroups, {
    body: { season_id: seasonId } satisfies RequestBody<typeof seasonRequest>,
  });
}
