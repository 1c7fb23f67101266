import type { AvailabilityStatus } from '../api/availability';
import { DAY, HOUR } from '../durations';
import type { Locale } from '../i18n/locale';
import { LEAGUE_TIME_ZONE } from './kick-off';
import { hasKickedOff } from './match-day';

/**
 * Who is coming (docs/PRODUCT.md#availability): each player of the two teams answers yes, no or
 * maybe per match until its kick-off; the squad counts the answers of a team against the league's
 * minimum. Pure: the server reads the rows and the clock, the web shows the same counts.
 */

/** The league's minimum squad (league_details.minimum_squad): the database checks the same range. */
export const MINIMUM_SQUAD = { min: 1, max: 30, default: 11 } as const;

/** An unanswered player of a dated match has it on the to-do list from this long before kick-off. */
export const AVAILABILITY_TODO_BEFORE_MS = 7 * DAY;

/** Unanswered players are mailed this many hours before kick-off, the later one replacing a missed earlier one. */
export const AVAILABILITY_REMINDER_HOURS = [72, 48] as const;
export type AvailabilityReminderHours = (typeof AVAILABILITY_REMINDER_HOURS)[number];

/** A team with fewer yes answers than the minimum this long before kick-off is short (its captains hear). */
export const SHORT_SQUAD_BEFORE_MS = 48 * HOUR;

/** Answers stay open until the kick-off; an undated match is open (nobody knows the day yet). */
export const availabilityOpen = (kickOff: Date | null, now: Date): boolean => !hasKickedOff(kickOff, now);

const within = (kickOff: Date | null, beforeMs: number, now: Date): boolean =>
  kickOff !== null && now.getTime() >= kickOff.getTime() - beforeMs && now.getTime() < kickOff.getTime();

/** A player who has not answered has the match on the to-do list from 7 days before kick-off. */
export const availabilityTodoDue = (kickOff: Date | null, now: Date): boolean =>
  within(kickOff, AVAILABILITY_TODO_BEFORE_MS, now);

/**
 * The reminder due now: the latest of 72 and 48 hours before kick-off that has passed, while the
 * kick-off is still ahead. A match dated 50 hours ahead gets the 72-hour one at once and the 48-hour
 * one later; one dated 30 hours ahead only the 48-hour one.
 */
export function availabilityReminderDue(kickOff: Date | null, now: Date): AvailabilityReminderHours | null {
  const due = AVAILABILITY_REMINDER_HOURS.filter((hours) => within(kickOff, hours * HOUR, now));
  return due.length === 0 ? null : (Math.min(...due) as AvailabilityReminderHours);
}

/** From 48 hours before kick-off until it, a short squad is told to its captains. */
export const shortSquadDue = (kickOff: Date | null, now: Date): boolean =>
  within(kickOff, SHORT_SQUAD_BEFORE_MS, now);

export interface SquadCount {
  yes: number;
  no: number;
  maybe: number;
  unanswered: number;
}

/** How a team's players answered: every player counts once, an answer of someone no longer in it not at all. */
export function countSquad(
  playerIds: readonly number[],
  answers: ReadonlyMap<number, AvailabilityStatus>,
): SquadCount {
  const count: SquadCount = { yes: 0, no: 0, maybe: 0, unanswered: 0 };
  for (const id of new Set(playerIds)) {
    const status = answers.get(id);
    count[status ?? 'unanswered'] += 1;
  }
  return count;
}

/** Fewer yes answers than the minimum: maybe counts as no until it becomes yes. */
export const isShortSquad = (count: Pick<SquadCount, 'yes'>, minimum: number): boolean => count.yes < minimum;

const weekdayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: LEAGUE_TIME_ZONE, weekday: 'long' });

/** German weekdays by the English name the formatter gives (no reliance on the runtime's German data). */
const GERMAN_DAYS: Readonly<Record<string, string>> = {
  Monday: 'Montag',
  Tuesday: 'Dienstag',
  Wednesday: 'Mittwoch',
  Thursday: 'Donnerstag',
  Friday: 'Freitag',
  Saturday: 'Samstag',
  Sunday: 'Sonntag',
};

/** The kick-off's weekday in the league's time zone, "Thursday" ("Donnerstag"): the short-squad sentence names it. */
export function kickOffDay(kickOff: Date, locale: Locale): string {
  const day = weekdayFormat.format(kickOff);
  return locale === 'de' ? (GERMAN_DAYS[day] ?? day) : day;
}
