import type { assignRefereeRequest, RequestBody } from '../../../../common/api/requests';
import type { RefereeAnswer } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function assignReferee(matchId: number, refereeId: number, slot: 1 | 2) {
  return apiRequest<RefereeAnswer>(paths.api.assignReferee, {
    body: { match_id: matchId, referee_id: refereeId, slot } satisfies RequestBody<
      typeof assignRefereeRequest
    >,
  });
}
