import { DAY } from '../durations';
import { m } from '../i18n/messages';
import { LIMITS } from '../limits';

/**
 * Whether a match has kicked off: it has a date ('tbd' or null: not yet) and the date has passed.
 * Captains enter and accept results from then on; an admin at any time (decision 015).
 */
export function hasKickedOff(date: Date | string | null, now: Date): boolean {
  if (date === null || date === 'tbd') return false;
  return new Date(date).getTime() <= now.getTime();
}

// Message functions, called when a refusal is said, so it speaks the request's language (decision 031).
export const KICK_OFF_PASSED = m.server_kick_off_passed;
export const KICK_OFF_AHEAD_ONLY = m.server_kick_off_ahead_only;

/**
 * Why a captain may not set this kick-off, or null when they may (decision 020): a played match
 * keeps its date, and a new date lies ahead ('tbd', null, un-schedules a match not yet played).
 * Otherwise two captains could date a match into the past and make a result final before it was
 * played (booking missed duties on referee teams that never had the chance to name a referee),
 * or move the date after a result to close the other side's scorer window.
 */
export function captainKickOffRefusal(
  current: Date | string | null,
  next: Date | null,
  now: Date,
): string | null {
  if (hasKickedOff(current, now)) return KICK_OFF_PASSED();
  if (next !== null && next.getTime() <= now.getTime()) return KICK_OFF_AHEAD_ONLY();
  return null;
}

export const REFEREE_NAMING_CLOSED = m.server_referee_naming_closed;

/**
 * Why a captain may no longer name a referee, or null while they may: naming closes at the
 * kick-off. Named later, once a result is suggested, a referee team that missed its duty would
 * escape the missed duty booked when the result becomes final.
 */
export const captainRefereeRefusal = (date: Date | string | null, now: Date): string | null =>
  hasKickedOff(date, now) ? REFEREE_NAMING_CLOSED() : null;

/**
 * Whether captains may still edit a result's scorers: up to LIMITS.scorerEditDays after the
 * kick-off, or, for a match without a date (an admin's result), after the result was entered.
 * Scorers must be team members today, so a later edit could credit a player who joined since
 * (decision 015).
 */
export function scorersOpenToCaptains(
  date: Date | string | null,
  resultEntered: Date | string,
  now: Date,
): boolean {
  const from = date === null || date === 'tbd' ? resultEntered : date;
  return now.getTime() <= new Date(from).getTime() + LIMITS.scorerEditDays * DAY;
}
