import { useQuery } from '@tanstack/react-query';
import type { MatchFairPlay, RateFairPlayRequest } from '../../../../common/api/fair-play';
import { apiData, apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSessionToken } from '../../../lib/session';

/** Fair-play reads and the rating (docs/PRODUCT.md#fair-play, decision 094). */

/** Under it the match's ratings and the table's (web/features/table): a rating refreshes both. */
export const fairPlayQueryKey = ['fairPlay'] as const;

/** A match's ratings as the caller may see them (their side's own before release); the token in the key keeps accounts apart. */
export function useMatchFairPlay(matchId: number, enabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...fairPlayQueryKey, 'match', token, matchId],
    queryFn: () => apiData<MatchFairPlay>(paths.api.getMatchFairPlay, { body: { match_id: matchId } }),
    enabled,
  });
}

export function rateFairPlay(body: Omit<RateFairPlayRequest, 'access_token'>) {
  return apiRequest<MatchFairPlay>(paths.api.rateFairPlay, { body: { ...body } });
}
