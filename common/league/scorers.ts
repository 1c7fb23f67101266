import { m } from '../i18n/messages';

/** Who scored a result's goals (docs/PRODUCT.md#results-and-scorers). */

/** One player's goals in a result, as the scorer dialog sends them. */
export interface ScorerCount {
  playerId: number;
  goals: number;
}

// The sentences are reported by the API and shown by the scorer dialog alike, in the reader's language.
export const DUPLICATE_SCORER = m.server_scorers_duplicate;
export const wrongScorerTotal = (goals: number): string => m.server_scorers_total({ goals });
export const NO_SCORERS = m.server_scorers_none;

export interface ScorersProblem {
  code: 'duplicatePlayer' | 'wrongTotal';
  message: string;
}

/** A forfeit or a match that was not played has no goals to credit, so no scorers (NO_SCORERS()). */
export const hasScorers = (result: { forfeit: boolean; unplayed: boolean }): boolean =>
  !result.forfeit && !result.unplayed;

/** The goals one team scored in a result: what its scorers must add up to. */
export function goalsOfTeam(
  match: { home_id: number | null },
  result: { score_home: number; score_guest: number },
  teamId: number,
): number {
  return teamId === match.home_id ? result.score_home : result.score_guest;
}

/**
 * Why this list cannot be a team's scorers, or null when it can: each player is listed once, and
 * the goals add up to exactly the team's score (so a list for 0 goals is empty or all zeros).
 */
export function scorersProblem(scorers: readonly ScorerCount[], goals: number): ScorersProblem | null {
  const ids = scorers.map((s) => s.playerId);
  if (new Set(ids).size !== ids.length) {
    return { code: 'duplicatePlayer', message: DUPLICATE_SCORER() };
  }
  const total = scorers.reduce((sum, s) => sum + s.goals, 0);
  if (total !== goals) return { code: 'wrongTotal', message: wrongScorerTotal(goals) };
  return null;
}
