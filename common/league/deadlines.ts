/**
 * When time-driven match-day work is due (docs/PRODUCT.md#deadlines): the reminders and the
 * auto-accept of an unanswered suggestion. Pure: the scheduler's jobs ask these with the rows they
 * read and the clock's now, and the database's unique keys make each one happen once.
 */

import { HOUR } from '../durations';
import { isDisputed, type Suggestion } from './results';

/** Hours before or after which each reminder goes out. */
export const REMINDER_HOURS = {
  /** An empty referee slot, this long before the kick-off. */
  refereeSlot: 48,
  /** No result at all, this long after the kick-off. */
  missingResult: 24,
  /** A suggestion the other side has not answered, this long after it was made. */
  unansweredResult: 48,
  /**
   * A reminder that could not go out within a week of its cause is dropped: by then the match is
   * on the admins' to-do list as overdue, and the first pass on a database with old seasons must
   * not remind anyone of matches played long before reminders existed.
   */
  stale: 7 * 24,
} as const;

const time = (value: Date | string) => new Date(value).getTime();
const dated = (date: Date | string | null): date is Date | string => date !== null && date !== 'tbd';

/** A referee slot of a match: the team that must fill it and the referee appointed, if any. */
export interface RefereeSlotFacts {
  date: Date | string | null;
  refereeTeamId: number | null;
  refereeId: number | null;
  hasFinal: boolean;
}

/**
 * The referee team must still appoint someone and the kick-off is at most 48 hours away (and
 * still ahead: after it, a reminder helps nobody).
 */
export function refereeSlotReminderDue(slot: RefereeSlotFacts, now: Date): boolean {
  if (!dated(slot.date) || slot.refereeTeamId === null || slot.refereeId !== null || slot.hasFinal)
    return false;
  const kickOff = time(slot.date);
  return now.getTime() >= kickOff - REMINDER_HOURS.refereeSlot * HOUR && now.getTime() < kickOff;
}

/** A match's state for the missing-result reminder. */
export interface MissingResultFacts {
  date: Date | string | null;
  homeId: number | null;
  guestId: number | null;
  /** Any result at all, suggested or final. */
  hasResult: boolean;
}

/** The match kicked off 24 hours to a week ago, its teams are known, and nobody entered a result. */
export function missingResultReminderDue(match: MissingResultFacts, now: Date): boolean {
  if (!dated(match.date) || match.homeId === null || match.guestId === null || match.hasResult) return false;
  const kickOff = time(match.date);
  return (
    now.getTime() >= kickOff + REMINDER_HOURS.missingResult * HOUR &&
    now.getTime() < kickOff + REMINDER_HOURS.stale * HOUR
  );
}

/** A pending suggestion: who made it, when, and what. */
export interface PendingSuggestion extends Suggestion {
  createdAt: Date | string;
}

/** A match's two teams. */
export interface MatchSides {
  homeId: number | null;
  guestId: number | null;
}

/**
 * The teams expected to answer a suggestion: the other team, or both for an admin's suggestion.
 * Their captains get the reminder.
 */
export function answeringTeams(suggestion: Suggestion, match: MatchSides): number[] {
  return [match.homeId, match.guestId].filter(
    (team): team is number => team !== null && team !== suggestion.submittedTeamId,
  );
}

/**
 * Whether the answering side has answered: with a suggestion of its own (the same result or
 * another). Accepting makes the result final, which ends every reminder anyway.
 */
function answered(suggestion: Suggestion, suggestions: readonly Suggestion[], match: MatchSides): boolean {
  const answering = answeringTeams(suggestion, match);
  return suggestions.some(
    (other) => other.submittedTeamId !== null && answering.includes(other.submittedTeamId),
  );
}

/**
 * The suggestion is 48 hours to a week old and the other side has neither accepted nor answered it.
 */
export function unansweredResultReminderDue(
  suggestion: PendingSuggestion,
  suggestions: readonly Suggestion[],
  match: MatchSides & { hasFinal: boolean },
  now: Date,
): boolean {
  if (match.hasFinal || answered(suggestion, suggestions, match)) return false;
  const made = time(suggestion.createdAt);
  return (
    now.getTime() >= made + REMINDER_HOURS.unansweredResult * HOUR &&
    now.getTime() < made + REMINDER_HOURS.stale * HOUR
  );
}

/** A match's state for the auto-accept deadline. */
export interface AutoAcceptFacts {
  date: Date | string | null;
  hasFinal: boolean;
  /** Every pending suggestion of the match, this one included. */
  suggestions: readonly Suggestion[];
  /** The season's deadline in hours; 0 = never. */
  autoAcceptHours: number;
}

/**
 * When the suggestion becomes final by itself, or null if it never does: the season's hours after
 * it was made, not before the kick-off (a match without a date has only admins entering results),
 * never when the season says 0 or the match is disputed (a disputed match waits for an admin).
 * The to-do list shows this moment; the scheduler acts on it.
 */
export function autoAcceptAt(
  suggestion: Pick<PendingSuggestion, 'createdAt'>,
  match: Omit<AutoAcceptFacts, 'hasFinal'>,
): Date | null {
  if (match.autoAcceptHours <= 0 || isDisputed(match.suggestions)) return null;
  const deadline = time(suggestion.createdAt) + match.autoAcceptHours * HOUR;
  return new Date(dated(match.date) ? Math.max(deadline, time(match.date)) : deadline);
}

/** The suggestion's moment (autoAcceptAt) has come and the match still has no final result. */
export function autoAcceptDue(suggestion: PendingSuggestion, match: AutoAcceptFacts, now: Date): boolean {
  if (match.hasFinal) return false;
  const at = autoAcceptAt(suggestion, match);
  return at !== null && now.getTime() >= at.getTime();
}
