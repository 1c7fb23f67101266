import { useQuery } from '@tanstack/react-query';
import type { RefereeSuggestion, suggestRefereesRequest } from '../../../../common/api/referee-planner';
import type { RequestBody } from '../../../../common/api/requests';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSessionToken } from '../../../lib/session';

/** Read again whenever a referee is appointed: under the league's views, like the matches. */
export const refereePlannerKey = ['seasons', 'referee-planner'] as const;

/** The referee planner's order for one slot (decision 099). */
export function useRefereeSuggestions(matchId: number, slot: 1 | 2) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...refereePlannerKey, matchId, slot, token],
    queryFn: () =>
      apiData<RefereeSuggestion[]>(paths.api.suggestReferees, {
        body: { match_id: matchId, slot } satisfies RequestBody<typeof suggestRefereesRequest>,
      }),
    enabled: token !== null,
  });
}
