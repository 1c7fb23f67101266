import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** `date` is an ISO 8601 timestamp in UTC. */
export function updateMatchDate(matchId: number, date: string) {
  return apiRequest<{ match_id: number; date: string }>(paths.api.updateMatchDate, {
    body: { match_id: matchId, date },
  });
}
