import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestBody, seasonRequest } from '../../../common/api/requests';
import type { PendingResults, Season } from '../../../common/api/types';
import { seesAnyPendingResults } from '../../../common/policies/matches';
import { apiData } from '../api-client';
import { can } from '../authorization';
import { paths } from '../paths';
import { pendingResultsQueryKey } from '../query-keys';
import { useSessionToken } from '../session';
import type { User } from './get-user-by-token';

/**
 * The season's results not final yet that the user may see (captains of the teams playing or
 * refereeing, the appointed referees, admins); the public getSeasons carries final results only
 * (docs/PRODUCT.md#results-and-scorers).
 */
export function usePendingResults(season: Season | undefined, user: User | undefined) {
  return useQuery(pendingResultsQuery(useSessionToken(), season, user));
}

/** usePendingResults's read, for the server to ask before rendering a page (session-follow-ups.ts). */
export function pendingResultsQuery(
  token: string | null,
  season: Season | undefined,
  user: User | undefined,
) {
  const seasonId = season?.id;
  // A player appointed to referee a match of the season sees its pending result too (decision 093).
  const referees =
    user !== undefined &&
    (season?.matches.some((match) => match.referee_id === user.id || match.referee_id_2 === user.id) ??
      false);
  return queryOptions({
    queryKey: [...pendingResultsQueryKey, token, seasonId],
    queryFn: () =>
      apiData<PendingResults[]>(paths.api.getPendingResults, {
        body: { season_id: seasonId ?? 0 } satisfies RequestBody<typeof seasonRequest>,
      }),
    enabled: token !== null && seasonId !== undefined && (can(user, seesAnyPendingResults) || referees),
  });
}

/** The season with each match's pending results beside its public ones. */
export function withPendingResults(season: Season, pending: readonly PendingResults[] | undefined): Season {
  if (!pending?.length) return season;
  const byMatch = new Map(pending.map((entry) => [entry.match_id, entry.results]));
  return {
    ...season,
    matches: season.matches.map((match) => {
      const results = byMatch.get(match.id);
      // A match that has a final result meanwhile shows only that one.
      if (!results || match.results.some((result) => result.is_final)) return match;
      return { ...match, results: [...match.results, ...results] };
    }),
  };
}
