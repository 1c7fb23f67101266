import { sql } from 'drizzle-orm';
import { matches } from '../db/schema';

/**
 * The columns every write of a match's date sets: calendar feeds (common/league/calendar.ts) give
 * the event a higher SEQUENCE and a new DTSTAMP, and a cleared date keeps its last kick-off for the
 * cancelled event. Callers leave an unchanged date alone.
 */
export const matchDateChange = (date: Date | null) => ({
  date,
  dateSequence: sql`${matches.dateSequence} + 1`,
  dateChangedAt: sql`now()`,
  // On the right of SET, matches.date is the date before this write.
  lastDate: date ?? sql`${matches.date}`,
});

export const sameDate = (a: Date | null, b: Date | null): boolean =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);
