import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Season, SeasonSummary } from '../../../common/api/types';
import { apiData } from '../api-client';
import { paths } from '../paths';
import { seasonListQueryKey, seasonQueryKey } from '../query-keys';

/**
 * The visitor pages read the list of seasons and then the one they show (decision 045): a first
 * visit costs one season, however long the league's history.
 */
export function getSeasonList(): Promise<SeasonSummary[]> {
  return apiData<SeasonSummary[]>(paths.api.getSeasonList);
}

export function getSeason(seasonId: number): Promise<Season> {
  return apiData<Season>(`${paths.api.getSeason}?season_id=${seasonId}`);
}

export function useSeasonList() {
  return useQuery({ queryKey: seasonListQueryKey, queryFn: getSeasonList });
}

/**
 * One season; while another season is being fetched, the one before stays on the page (the
 * selector keeps its focus and the page does not jump).
 */
export function useSeason(seasonId: number | undefined) {
  return useQuery({
    queryKey: seasonQueryKey(seasonId ?? 0),
    queryFn: () => getSeason(seasonId as number),
    enabled: seasonId !== undefined,
    placeholderData: keepPreviousData,
  });
}
