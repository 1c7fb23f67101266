import type { RequestBody, updateMatchDateRequest } from '../../../../common/api/requests';
import type { MatchDateAnswer } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** `date` is an ISO 8601 timestamp in UTC. */
export function updateMatchDate(matchId: number, date: string) {
  return apiRequest<MatchDateAnswer>(paths.api.updateMatchDate, {
    body: { match_id: matchId, date } satisfies RequestBody<typeof updateMatchDateRequest>,
  });
}
