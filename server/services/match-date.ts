import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { matchDateProposals, matches } from '../db/schema';
import { matchDated } from './notifications/events';

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
  // A postponed match that gets a date again is no longer waiting for one (postponeMatches).
  ...(date ? { postponedReason: null, postponedAt: null } : {}),
});

/**
 * The columns a change of where a match is played sets: its calendar event's LOCATION changed, so
 * the feeds give it a higher SEQUENCE and a new DTSTAMP as for a date change.
 */
export const matchPlaceChange = () => ({
  dateSequence: sql`${matches.dateSequence} + 1`,
  dateChangedAt: sql`now()`,
});

export const sameDate = (a: Date | null, b: Date | null): boolean =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Sets a match's date as a user changes it: the row (matchDateChange) and a notification to the
 * captains of both teams and the appointed referees, in the caller's transaction. A proposal to
 * move the match that is still open no longer applies (decision 035). An unchanged date writes and
 * notifies nothing.
 */
export async function setMatchDate(
  tx: Tx,
  match: { id: number; date: Date | null },
  date: Date | null,
  actorId: number,
): Promise<void> {
  if (sameDate(match.date, date)) return;
  await tx.update(matches).set(matchDateChange(date)).where(eq(matches.id, match.id));
  await tx
    .update(matchDateProposals)
    .set({ status: 'superseded' })
    .where(and(eq(matchDateProposals.matchId, match.id), eq(matchDateProposals.status, 'open')));
  await matchDated(tx, { matchId: match.id, before: match.date, actorId });
}
