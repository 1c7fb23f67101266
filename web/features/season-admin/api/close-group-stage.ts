import type { RequestBody, seasonRequest } from '../../../../common/api/requests';
import type { CloseGroupStageAnswer } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function closeGroupStage(seasonId: number) {
  return apiRequest<CloseGroupStageAnswer>(paths.api.closeGroupStage, {
    body: { season_id: seasonId } satisfies RequestBody<typeof seasonRequest>,
  });
}
