import type { Match, Pitch } from '../../../common/api/types';
import { toWallClockInput } from '../../../common/league/kick-off';
import { finalResult } from '../../lib/match-results';

/**
 * The matches the server will postpone for a day ('YYYY-MM-DD', Munich) and pitch (null: all), so
 * the confirm can name them: kicking off that day, at that pitch (the default pitch takes those
 * naming none), without a final result. The same rule as server/services/postponement.ts.
 */
export function postponable(
  matches: readonly Match[],
  day: string,
  pitchId: number | null,
  pitches: readonly Pitch[],
): Match[] {
  const pitch = pitches.find((p) => p.id === pitchId);
  return matches
    .filter((match) => match.date !== 'tbd' && toWallClockInput(new Date(match.date)).slice(0, 10) === day)
    .filter(
      (match) =>
        pitchId === null || match.pitch_id === pitchId || (pitch?.is_default && match.pitch_id === null),
    )
    .filter((match) => !finalResult(match))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.id - b.id);
}
