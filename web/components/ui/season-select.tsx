import { NativeSelect } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Season } from '../../../common/api/types';
import { m } from '../../../common/i18n/messages';
import { useSeason, useSeasonList } from '../../lib/queries/get-season';
import { useSeasons } from '../../lib/queries/get-seasons';
import { useTeams } from '../../lib/queries/get-teams';
import { seasonQueryKey } from '../../lib/query-keys';
import { useLogError } from '../../lib/use-log-error';

/** Seasons newest first (highest id), the order every selector shows. */
export function newestFirst<S extends { id: number }>(seasons: readonly S[]): S[] {
  return [...seasons].sort((a, b) => b.id - a.id);
}

/**
 * The selected season, defaulting to the newest (or the newest that `preferred` accepts, if any)
 * until the user picks another.
 */
export function useSeasonSelection(
  seasons: readonly Season[] | undefined,
  preferred: (season: Season) => boolean = () => true,
) {
  const [pickedId, setPickedId] = useState<number | null>(null);
  const sorted = newestFirst(seasons ?? []);
  const season = sorted.find((s) => s.id === pickedId) ?? sorted.find(preferred) ?? sorted[0];
  return { seasons: sorted, season, selectSeason: setPickedId };
}

/**
 * What every season page reads: the seasons with one selected (see useSeasonSelection) and the
 * teams by id. Failed loads are logged; the page shows its empty state.
 */
export function useSeasonsAndTeams(preferred?: (season: Season) => boolean) {
  const seasonsQuery = useSeasons();
  const teamsQuery = useTeams();
  useLogError(seasonsQuery.error, 'seasons');
  useLogError(teamsQuery.error, 'teams');
  const selection = useSeasonSelection(seasonsQuery.data, preferred);
  const teams = useMemo(
    () => new Map((teamsQuery.data ?? []).map((team) => [team.id, team])),
    [teamsQuery.data],
  );
  return { ...selection, teams, seasonsPending: seasonsQuery.isPending };
}

/**
 * The season pages' season (decision 045): the list of seasons, and the one shown read on its own,
 * so a page loads one season, not the league's history. The shown season is the user's pick, else
 * the newest that `preferred` accepts: the newest is read first and, if refused (a new season
 * before its draw), the next older one, and so on; if none is accepted, the newest. `season` is
 * the shown season's data; while a newly picked one loads, the one before (`shown` already names
 * the pick).
 */
export function useShownSeason(preferred?: (season: Season) => boolean) {
  const listQuery = useSeasonList();
  const teamsQuery = useTeams();
  const queryClient = useQueryClient();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const seasons = newestFirst(listQuery.data ?? []);
  const shown =
    seasons.find((s) => s.id === pickedId) ??
    (preferred &&
      seasons.find((s) => {
        const read = queryClient.getQueryData<Season>(seasonQueryKey(s.id));
        return read === undefined || preferred(read);
      })) ??
    seasons[0];
  const seasonQuery = useSeason(shown?.id);
  useLogError(listQuery.error, 'seasons');
  useLogError(seasonQuery.error, 'season');
  useLogError(teamsQuery.error, 'teams');
  const teams = useMemo(
    () => new Map((teamsQuery.data ?? []).map((team) => [team.id, team])),
    [teamsQuery.data],
  );
  // Until the user picks, a season read for an earlier candidate is no season to show.
  const searching = pickedId === null && seasonQuery.isPlaceholderData;
  return {
    seasons,
    shown,
    season: searching ? undefined : seasonQuery.data,
    selectSeason: setPickedId,
    teams,
    seasonsPending: listQuery.isPending || (shown !== undefined && (seasonQuery.isPending || searching)),
  };
}

/** The newest season alone (the home page's next match day and recent results). */
export function useNewestSeason() {
  const listQuery = useSeasonList();
  const newest = newestFirst(listQuery.data ?? [])[0];
  const seasonQuery = useSeason(newest?.id);
  return {
    data: seasonQuery.data ? [seasonQuery.data] : listQuery.data ? [] : undefined,
    error: listQuery.error ?? seasonQuery.error,
    isPending: listQuery.isPending || (newest !== undefined && seasonQuery.isPending),
  };
}

interface SeasonSelectProps {
  seasons: readonly Pick<Season, 'id' | 'name'>[];
  value: Pick<Season, 'id'>;
  onChange: (seasonId: number) => void;
}

export function SeasonSelect({ seasons, value, onChange }: SeasonSelectProps) {
  return (
    <NativeSelect
      label={m.common_season_label()}
      maw={320}
      mb="lg"
      value={String(value.id)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={seasons.map((season) => ({ value: String(season.id), label: season.name }))}
    />
  );
}
