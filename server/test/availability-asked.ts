import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { matches, remindersSent } from '../db/schema';

/**
 * Marks the availability reminders and short-squad notices of these matches as already sent, for
 * tests of other notifications whose matches kick off within 72 hours: who is coming has tests of
 * its own (server/routes/availability.test.ts), and its items would otherwise join their digests.
 */
export async function availabilityAlreadyAsked(db: Db, matchIds: number[]): Promise<void> {
  const rows = await db
    .select({ id: matches.id, homeId: matches.homeId, guestId: matches.guestId })
    .from(matches)
    .where(inArray(matches.id, matchIds));
  const claims = rows.flatMap((match) => [
    { matchId: match.id, kind: 'availability' as const, slot: 72 },
    { matchId: match.id, kind: 'availability' as const, slot: 48 },
    ...[match.homeId, match.guestId]
      .filter((team): team is number => team !== null)
      .map((team) => ({ matchId: match.id, kind: 'short_squad' as const, slot: team })),
  ]);
  if (claims.length > 0) await db.insert(remindersSent).values(claims).onConflictDoNothing();
}
