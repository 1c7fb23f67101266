import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import type { Season } from '../../../common/api/types';

/** Seasons newest first (highest id), the order every selector shows. */
export function newestFirst(seasons: readonly Season[]): Season[] {
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

interface SeasonSelectProps {
  seasons: readonly Season[];
  value: Season;
  onChange: (seasonId: number) => void;
}

export function SeasonSelect({ seasons, value, onChange }: SeasonSelectProps) {
  return (
    <NativeSelect
      label="Season"
      maw={320}
      mb="lg"
      value={String(value.id)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={seasons.map((season) => ({ value: String(season.id), label: season.name }))}
    />
  );
}
