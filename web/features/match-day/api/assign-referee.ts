import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function assignReferee(matchId: number, refereeId: number, slot: 1 | 2) {
  return apiRequest<unknown>(paths.api.assignReferee, {
    body: { match_id: matchId, referee_id: refereeId, slot },
  });
}
