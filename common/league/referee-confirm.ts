/**
 * Referees confirm results (docs/PRODUCT.md#referees-confirm, decision 093): after the final
 * whistle an appointed referee of the match confirms or disputes its result, once. A dispute holds
 * the result for the admins: it is not final while held, so the table, the scorers and the bans
 * leave it out, captains cannot accept it and the season's deadline does not make it final. Pure:
 * the server reads the facts, the to-do list and the web ask the same rules.
 */

import { DAY, MINUTE } from '../durations';
import type { Actor } from '../policies/actor';
import type { LeagueMatch } from './match';

/** A match lasts 90 minutes (two halves of 45): its final whistle is this long after the kick-off at the earliest. */
export const MATCH_LENGTH_MS = 90 * MINUTE;
/**
 * A referee answers until this long after the kick-off: a week, as long as a match may wait for a
 * result before an admin settles it (decisions.ts), so no table of long ago opens again.
 */
export const CONFIRM_WINDOW_MS = 7 * DAY;

export type RefereeMatch = Pick<LeagueMatch, 'date' | 'refereeId' | 'refereeId2'>;

/** Whether the user is one of the two referees appointed to the match (a team's captain names them). */
export const isAppointedReferee = (user: Pick<Actor, 'id'>, match: RefereeMatch): boolean =>
  match.refereeId === user.id || match.refereeId2 === user.id;

/** When the referees may answer: from kick-off + the match length; null without a date. */
export const finalWhistleAt = (date: Date | null): Date | null =>
  date === null ? null : new Date(date.getTime() + MATCH_LENGTH_MS);

/** Why a referee's answer is refused now (409 with this code), or null: before the final whistle, or after the window. */
export function confirmTimeRefusal(
  date: Date | null,
  now: Date,
): 'match_not_finished' | 'confirm_window_closed' | null {
  const whistle = finalWhistleAt(date);
  if (whistle === null || now.getTime() < whistle.getTime()) return 'match_not_finished';
  if (date !== null && now.getTime() > date.getTime() + CONFIRM_WINDOW_MS) return 'confirm_window_closed';
  return null;
}

/** A referee's answer as stored: agrees with the result, or disputes it with a note. */
export interface RefereeAnswer {
  refereeId: number;
  agree: boolean;
}

/**
 * A match's result is held for the admins while a referee's dispute stands and no result is final:
 * an admin's accept (or final result) settles it, and from then on the dispute is history.
 */
export const heldByReferee = (answers: readonly RefereeAnswer[], hasFinal: boolean): boolean =>
  !hasFinal && answers.some((answer) => !answer.agree);

/**
 * Whether the referee's to-do "confirm the result" is due: an appointed referee who has not
 * answered, the match has a result to answer (final or suggested, the sides agreeing) and the
 * time is between the final whistle and the window's end.
 */
export function confirmResultDue(
  user: Pick<Actor, 'id'>,
  match: RefereeMatch & { hasResult: boolean; answers: readonly RefereeAnswer[] },
  now: Date,
): boolean {
  return (
    isAppointedReferee(user, match) &&
    match.hasResult &&
    !match.answers.some((answer) => answer.refereeId === user.id) &&
    confirmTimeRefusal(match.date, now) === null
  );
}
