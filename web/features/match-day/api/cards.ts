import { useQuery } from '@tanstack/react-query';
import type {
  AddCardsRequest,
  Card,
  DisputeCardRequest,
  MatchCardsRequest,
  ResolveCardDisputeRequest,
} from '../../../../common/api/discipline';
import { apiData, apiRequest } from '../../../lib/api-client';
import { squadQueryKey } from '../../../lib/availability';
import { paths } from '../../../lib/paths';
import { disciplineQueryKey } from '../../../lib/query-keys';
import { useSessionToken } from '../../../lib/session';
import { LEAGUE_VIEWS } from '../../../lib/use-action';

/** The match card's calls about cards (docs/PRODUCT.md#discipline). */

type Body<T> = Omit<T, 'access_token'>;

/**
 * What a card or a ban changes: the cards and suspensions themselves, the to-do list (disputes),
 * and the squads (a ban marks a player); the league's views, as every match-card write reloads.
 */
export const DISCIPLINE_VIEWS = [...LEAGUE_VIEWS, disciplineQueryKey, squadQueryKey] as const;

/** A match's cards: a final result's for anyone; those of suggestions for whoever acts on the match. */
export function useMatchCards(matchId: number, enabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...disciplineQueryKey, 'match-cards', token, matchId],
    queryFn: () =>
      apiData<Card[]>(paths.api.getMatchCards, {
        body: { match_id: matchId } satisfies Body<MatchCardsRequest>,
      }),
    enabled,
  });
}

export function addCards(body: Body<AddCardsRequest>) {
  return apiRequest<Card[]>(paths.api.addCards, { body: { ...body } });
}

export function disputeCard(body: Body<DisputeCardRequest>) {
  return apiRequest<Card>(paths.api.disputeCard, { body: { ...body } });
}

export function resolveCardDispute(body: Body<ResolveCardDisputeRequest>) {
  return apiRequest<Card[]>(paths.api.resolveCardDispute, { body: { ...body } });
}
