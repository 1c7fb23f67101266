/** What a suggested result must look like (docs/PRODUCT.md#forfeits-and-unplayed-matches, #knockout). */

import { m } from '../i18n/messages';
import { isKnockoutStage } from './bracket';

/** A result as entered: the scores, whether it is a forfeit, and the shoot-out winner if any. */
export interface ResultEntry {
  home_score: number;
  guest_score: number;
  forfeit?: boolean | undefined;
  unplayed?: boolean | undefined;
  shootout_winner_id?: number | undefined;
}

/** The match the result is for: its stage and its two teams. */
export interface ResultMatch {
  match_stage: string;
  home_id: number | null;
  guest_id: number | null;
}

/** The sentence each problem is reported with, by the API and by the forms; getters, so each read speaks the reader's language. */
export const RESULT_PROBLEMS = {
  get forfeitScore() {
    return m.server_result_forfeit_score();
  },
  get unplayedScore() {
    return m.server_result_unplayed_score();
  },
  get shootoutWinnerMissing() {
    return m.server_result_shootout_winner_missing();
  },
  get shootoutWinnerNotAllowed() {
    return m.server_result_shootout_winner_not_allowed();
  },
} as const;

export type ResultProblemCode = keyof typeof RESULT_PROBLEMS;

export interface ResultProblem {
  code: ResultProblemCode;
  message: (typeof RESULT_PROBLEMS)[ResultProblemCode];
}

const problem = (code: ResultProblemCode): ResultProblem => ({ code, message: RESULT_PROBLEMS[code] });

/** The score a forfeit is entered with: the side that did not forfeit wins 3:0. */
export const FORFEIT_GOALS = 3;

/**
 * Whether the result must name a penalty shoot-out winner: a knockout match has a winner, so a
 * level score there is decided on penalties. A forfeit is never level (3:0 or 0:3).
 */
export function needsShootoutWinner(
  entry: Pick<ResultEntry, 'home_score' | 'guest_score' | 'forfeit' | 'unplayed'>,
  match: Pick<ResultMatch, 'match_stage'>,
): boolean {
  return (
    !entry.forfeit &&
    !entry.unplayed &&
    entry.home_score === entry.guest_score &&
    isKnockoutStage(match.match_stage)
  );
}

/**
 * Why this result cannot be entered for the match, or null when it can: an unplayed match is 0:0
 * and no forfeit; a forfeit is 3:0 or 0:3;
 * a level knockout result names one of the two teams as the shoot-out winner, and no other
 * result names one.
 */
export function resultProblem(entry: ResultEntry, match: ResultMatch): ResultProblem | null {
  if (entry.unplayed && (entry.forfeit || entry.home_score !== 0 || entry.guest_score !== 0)) {
    return problem('unplayedScore');
  }
  if (entry.forfeit) {
    const { home_score: home, guest_score: guest } = entry;
    const decided = (home === FORFEIT_GOALS && guest === 0) || (home === 0 && guest === FORFEIT_GOALS);
    if (!decided) return problem('forfeitScore');
  }
  const winner = entry.shootout_winner_id;
  if (needsShootoutWinner(entry, match)) {
    if (winner === undefined || (winner !== match.home_id && winner !== match.guest_id)) {
      return problem('shootoutWinnerMissing');
    }
  } else if (winner !== undefined) {
    return problem('shootoutWinnerNotAllowed');
  }
  return null;
}

/**
 * A suggested result, waiting for the other side: who suggested it and what. The one result shape
 * of the server and the rules, under the names of the results table's Drizzle rows, which the
 * server passes as they are (as LeagueMatch for matches); the API's snake_case result becomes one
 * only at the web's edge (decisions.ts decisionFactsOf).
 */
export interface Suggestion {
  submittedTeamId: number | null;
  scoreHome: number;
  scoreGuest: number;
  shootoutWinnerId: number | null;
  forfeit: boolean;
  unplayed: boolean;
}

const sameOutcome = (a: Suggestion, b: Suggestion) =>
  a.scoreHome === b.scoreHome &&
  a.scoreGuest === b.scoreGuest &&
  a.shootoutWinnerId === b.shootoutWinnerId &&
  a.forfeit === b.forfeit &&
  a.unplayed === b.unplayed;

/**
 * A match is disputed when its two sides suggested different results (docs/PRODUCT.md#deadlines):
 * neither suggestion becomes final by itself; an admin decides.
 */
export function isDisputed(suggestions: readonly Suggestion[]): boolean {
  return suggestions.some((a) =>
    suggestions.some(
      (b) =>
        a.submittedTeamId !== null &&
        b.submittedTeamId !== null &&
        a.submittedTeamId !== b.submittedTeamId &&
        !sameOutcome(a, b),
    ),
  );
}
