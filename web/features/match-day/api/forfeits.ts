import { useQuery } from '@tanstack/react-query';
import type { DeclareForfeitRequest, NoShowClaim, NoShowRequest } from '../../../../common/api/forfeits';
import type { RequestBody, seasonRequest } from '../../../../common/api/requests';
import type { Result } from '../../../../common/api/types';
import { apiData, apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSessionToken } from '../../../lib/session';

/** Matches not played (docs/PRODUCT.md#forfeits-and-unplayed-matches): the calls of the match card. */

export const noShowClaimsKey = ['noShowClaims'] as const;

export function declareForfeit(matchId: number, reason: string) {
  return apiRequest<Result>(paths.api.declareForfeit, {
    body: { match_id: matchId, reason } satisfies Omit<DeclareForfeitRequest, 'access_token'>,
  });
}

export function claimNoShow(matchId: number) {
  return apiRequest<NoShowClaim>(paths.api.claimNoShow, {
    body: { match_id: matchId } satisfies Omit<NoShowRequest, 'access_token'>,
  });
}

export function confirmNoShow(matchId: number) {
  return apiRequest<Result>(paths.api.confirmNoShow, {
    body: { match_id: matchId } satisfies Omit<NoShowRequest, 'access_token'>,
  });
}

/** The season's claims waiting for a confirmation; one read shared by every card of the season. */
export function useNoShowClaims(seasonId: number, enabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...noShowClaimsKey, token, seasonId],
    queryFn: () =>
      apiData<NoShowClaim[]>(paths.api.getNoShowClaims, {
        body: { season_id: seasonId } satisfies RequestBody<typeof seasonRequest>,
      }),
    enabled: token !== null && enabled,
  });
}
