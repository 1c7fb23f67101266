import { useQuery } from '@tanstack/react-query';
import type {
  Availability,
  AvailabilityStatus,
  getSquadRequest,
  MatchSquad,
  remindSquadRequest,
  setAvailabilityRequest,
} from '../../common/api/availability';
import type { RequestBody } from '../../common/api/requests';
import { apiData, apiRequest } from './api-client';
import { paths } from './paths';
import { todosQueryKey } from './query-keys';
import { useSessionToken } from './session';

/**
 * Who is coming (docs/PRODUCT.md#availability): the calls of the match card, the To do list and the
 * mailed link's page, which share them here since no feature imports another.
 */

/** A match's squad as the caller may see it; its key begins with squadQueryKey. */
export const squadQueryKey = ['squad'] as const;

/** What an answer or a reminder changes: the squads shown and the To do list with its badge. */
export const AVAILABILITY_VIEWS = [squadQueryKey, todosQueryKey] as const;

/**
 * The caller's team's squad for the match, with the match's teams and kick-off; `enabled` false
 * asks nothing (not in either team).
 */
export function useSquad(matchId: number, enabled: boolean) {
  // In the key, so another account's squad is never shown; the dashboard renders with a session only.
  const token = useSessionToken();
  return useQuery({
    queryKey: [...squadQueryKey, matchId, token],
    queryFn: () =>
      apiData<MatchSquad>(paths.api.getSquad, {
        body: { match_id: matchId } satisfies RequestBody<typeof getSquadRequest>,
      }),
    enabled,
  });
}

export function setAvailability(matchId: number, status: AvailabilityStatus) {
  return apiRequest<Availability>(paths.api.setAvailability, {
    body: { match_id: matchId, status } satisfies RequestBody<typeof setAvailabilityRequest>,
  });
}

export function remindSquad(matchId: number) {
  return apiRequest<{ reminded: number }>(paths.api.remindSquad, {
    body: { match_id: matchId } satisfies RequestBody<typeof remindSquadRequest>,
  });
}
