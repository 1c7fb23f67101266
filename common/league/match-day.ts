import { LIMITS } from '../limits';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Whether a match has kicked off: it has a date ('tbd' or null: not yet) and the date has passed.
 * Captains enter and accept results from then on; an admin at any time (decision 015).
 */
export function hasKickedOff(date: Date | string | null, now: Date): boolean {
  if (date === null || date === 'tbd') return false;
  return new Date(date).getTime() <= now.getTime();
}

/**
 * Whether captains may still edit a match's scorers: up to LIMITS.scorerEditDays after the kick-off
 * (always without a date: an admin's result). Scorers must be team members today, so a later edit
 * could credit a player who joined since (decision 015).
 */
export function scorersOpenToCaptains(date: Date | string | null, now: Date): boolean {
  if (date === null || date === 'tbd') return true;
  return now.getTime() <= new Date(date).getTime() + LIMITS.scorerEditDays * DAY_MS;
}
