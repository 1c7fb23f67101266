import { describe, expect, it } from 'vitest';
import type { Result, Season } from '../../../common/api/types';
import { withPendingResults } from './get-pending-results';

const result = (id: number, isFinal: boolean): Result => ({
  id,
  score_home: 1,
  score_guest: 0,
  is_final: isFinal,
  auto_accepted: false,
  submitted_by: 1,
  submitted_by_user: 'Anna',
  submitted_team_id: 1,
  shootout_winner_id: null,
  forfeit: false,
  forfeit_team_id: null,
  unplayed: false,
  created_at: '2026-11-01T12:00:00.000Z',
  scorer: [],
});

const match = (id: number, results: Result[]) => ({ id, results }) as unknown as Season['matches'][number];

const season = {
  id: 1,
  matches: [match(1, []), match(2, [result(20, true)]), match(3, [])],
} as unknown as Season;

describe('withPendingResults', () => {
  it('adds each open match its pending results and leaves the rest as they are', () => {
    const merged = withPendingResults(season, [
      { match_id: 1, results: [result(10, false), result(11, false)] },
      // Final meanwhile: the public final result alone stays.
      { match_id: 2, results: [result(21, false)] },
    ]);
    expect(merged.matches.map((m) => m.results.map((r) => r.id))).toEqual([[10, 11], [20], []]);
    expect(merged.matches[2]).toBe(season.matches[2]);
  });

  it('is the public season itself without pending results', () => {
    expect(withPendingResults(season, undefined)).toBe(season);
    expect(withPendingResults(season, [])).toBe(season);
  });
});
