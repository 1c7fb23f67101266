/**
 * Which matches need an admin's decision (docs/PRODUCT.md#needs-a-decision): the "Needs a
 * decision (N)" filter of Dashboard > Matches lists them for the season shown, and the admins'
 * to-do list names the same matches of the current season, so both count the same. Pure: the web
 * asks with the season's matches, the server with the rows it read, each with its clock's now.
 */

import type { LeagueMatch } from './match';
import { isDisputed, type Suggestion } from './results';

/** A match without a final result this long after kick-off is overdue: an admin settles it. */
export const OVERDUE_AFTER_MS = 7 * 24 * 3_600_000;

/**
 * Why a match needs a decision, most pressing first: its two sides suggested different results;
 * it kicked off over a week ago and has no final result. A suggestion that waits for the other
 * side's accept is the captains' to answer (or the season's deadline's), not a decision.
 */
export const DECISIONS = ['disputed', 'overdue'] as const;
export type Decision = (typeof DECISIONS)[number];

export interface DecisionFacts extends Pick<LeagueMatch, 'homeId' | 'guestId' | 'hasFinal'> {
  /** The kick-off: a Date or an ISO timestamp; null or 'tbd' without a date. */
  date: LeagueMatch['date'] | string;
  /** The suggestions not (yet) final. */
  pending: readonly Suggestion[];
}

const kickOff = (date: DecisionFacts['date']): number | null =>
  date === null || date === 'tbd' ? null : new Date(date).getTime();

/**
 * Kicked off at least OVERDUE_AFTER_MS ago, both teams known, no final result. (A knockout match
 * still waiting for its teams is not late: its round before is.)
 */
export function isOverdue(match: DecisionFacts, now: Date): boolean {
  const start = kickOff(match.date);
  return (
    !match.hasFinal &&
    start !== null &&
    now.getTime() - start >= OVERDUE_AFTER_MS &&
    match.homeId !== null &&
    match.guestId !== null
  );
}

/** Why the match needs an admin's decision now, or null when it does not (a final result never does). */
export function decisionNeeded(match: DecisionFacts, now: Date): Decision | null {
  if (match.hasFinal) return null;
  if (isDisputed(match.pending)) return 'disputed';
  if (isOverdue(match, now)) return 'overdue';
  return null;
}

/** A match as the API answers it (common/api/answers.ts matchAnswer), as far as the rule asks. */
export interface AnsweredMatch {
  date: string;
  home_id: number | null;
  guest_id: number | null;
  results: readonly AnsweredResult[];
}

/** A result as the API answers it (common/api/answers.ts resultAnswer), as far as the rule asks. */
export interface AnsweredResult {
  submitted_team_id: number | null;
  score_home: number;
  score_guest: number;
  shootout_winner_id: number | null;
  forfeit: boolean;
  unplayed: boolean;
  is_final: boolean;
}

/** The API's result as the rules' Suggestion: the web's edge. */
export const suggestionOfAnswer = (result: Omit<AnsweredResult, 'is_final'>): Suggestion => ({
  submittedTeamId: result.submitted_team_id,
  scoreHome: result.score_home,
  scoreGuest: result.score_guest,
  shootoutWinnerId: result.shootout_winner_id,
  forfeit: result.forfeit,
  unplayed: result.unplayed,
});

export const decisionFactsOf = (match: AnsweredMatch): DecisionFacts => ({
  date: match.date,
  homeId: match.home_id,
  guestId: match.guest_id,
  hasFinal: match.results.some((result) => result.is_final),
  pending: match.results.filter((result) => !result.is_final).map(suggestionOfAnswer),
});

/**
 * The matches that need a decision, each with why, in the order the admin works through them:
 * the longest waiting first (by kick-off, undated last, then by id).
 */
export function matchesNeedingDecision<M extends AnsweredMatch & { id: number }>(
  matches: readonly M[],
  now: Date,
): { match: M; decision: Decision }[] {
  const waiting = (match: M) => kickOff(match.date) ?? Number.POSITIVE_INFINITY;
  return matches
    .map((match) => ({ match, decision: decisionNeeded(decisionFactsOf(match), now) }))
    .filter((entry): entry is { match: M; decision: Decision } => entry.decision !== null)
    .sort((a, b) => waiting(a.match) - waiting(b.match) || a.match.id - b.match.id);
}
