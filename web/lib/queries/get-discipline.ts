import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisciplineRulesAnswer, PlayerCards, Suspension } from '../../../common/api/discipline';
import type { RequestBody, seasonRequest } from '../../../common/api/requests';
import { apiData } from '../api-client';
import { paths } from '../paths';
import { disciplineQueryKey, disciplineRulesQueryKey } from '../query-keys';
import { useSessionToken } from '../session';

/**
 * A season's discipline (docs/PRODUCT.md#discipline): its rules, for anyone; its bans and cards
 * as the caller may see them, a member the own team's, an admin every team's.
 */

const seasonBody = (seasonId: number | undefined) =>
  ({ season_id: seasonId ?? 0 }) satisfies RequestBody<typeof seasonRequest>;

/** The bans, served ones too. */
export const useSuspensions = (seasonId: number | undefined) =>
  useQuery(suspensionsQuery(useSessionToken(), seasonId));

export const suspensionsQuery = (token: string | null, seasonId: number | undefined) =>
  queryOptions({
    queryKey: [...disciplineQueryKey, 'suspensions', token, seasonId],
    queryFn: () => apiData<Suspension[]>(paths.api.getSuspensions, { body: seasonBody(seasonId) }),
    enabled: token !== null && seasonId !== undefined,
  });

/** The counted cards per player (the member's own included, carded for another team). */
export const usePlayerCards = (seasonId: number | undefined) =>
  useQuery(playerCardsQuery(useSessionToken(), seasonId));

export const playerCardsQuery = (token: string | null, seasonId: number | undefined) =>
  queryOptions({
    queryKey: [...disciplineQueryKey, 'player-cards', token, seasonId],
    queryFn: () => apiData<PlayerCards[]>(paths.api.getPlayerCards, { body: seasonBody(seasonId) }),
    enabled: token !== null && seasonId !== undefined,
  });

/** The season's rules: the admin's numbers, or the defaults. */
export function useDisciplineRules(seasonId: number | undefined) {
  return useQuery({
    queryKey: disciplineRulesQueryKey(seasonId),
    queryFn: () =>
      apiData<DisciplineRulesAnswer>(paths.api.getDisciplineRules, { body: seasonBody(seasonId) }),
    enabled: seasonId !== undefined,
  });
}
