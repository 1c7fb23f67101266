import { and, asc, eq, inArray, min } from 'drizzle-orm';
import {
  type CountedRating,
  countedRatings,
  type FairPlayMatch,
  type FairPlayRating,
  fairPlayAverages,
} from '../../common/league/fair-play';
import type { Db, Tx } from '../db/client';
import { fairPlayRatings, matches, results, seasons } from '../db/schema';

/**
 * The stored fair-play facts of matches and what a season's ratings count at a moment (decision
 * 094): read by the ratings' service and by the builds that rank a table, the public answers and
 * the knockout places, which must not import the service (it imports the matches').
 */

export type Executor = Db | Tx;
export type MatchRow = typeof matches.$inferSelect;
export type StoredRating = FairPlayRating & { comment: string | null };
export type MatchFacts = Omit<FairPlayMatch, 'ratings'> & {
  match: MatchRow;
  ratings: readonly StoredRating[];
};

/** A played result opens rating: a forfeit or an unplayed match has no fair play to rate. */
const playedResult = and(eq(results.forfeit, false), eq(results.unplayed, false));

export const refereesOf = (match: MatchRow): number[] =>
  [...new Set([match.refereeId, match.refereeId2])].filter((id): id is number => id !== null);

const ratingOf = (row: typeof fairPlayRatings.$inferSelect): StoredRating => ({
  raterTeamId: row.raterTeamId,
  teamId: row.teamId,
  refereeId: row.refereeId,
  score: row.score,
  comment: row.comment,
});

/**
 * The fair-play facts of matches: when rating opened (their first played result) and their
 * ratings. Matches whose rating has not opened are left out. Two reads whatever the number.
 */
export async function fairPlayMatches(
  db: Executor,
  rows: readonly MatchRow[],
): Promise<Map<number, MatchFacts>> {
  const facts = new Map<number, MatchFacts>();
  const ids = rows.filter((r) => r.homeId !== null && r.guestId !== null).map((r) => r.id);
  if (!ids.length) return facts;
  const opened = await db
    .select({ matchId: results.matchId, at: min(results.createdAt) })
    .from(results)
    .where(and(inArray(results.matchId, ids), playedResult))
    .groupBy(results.matchId);
  const openedAt = new Map(opened.map((o) => [o.matchId, o.at]));
  const stored = await db
    .select()
    .from(fairPlayRatings)
    .where(inArray(fairPlayRatings.matchId, ids))
    .orderBy(asc(fairPlayRatings.id));
  for (const match of rows) {
    const at = openedAt.get(match.id);
    if (!at || match.homeId === null || match.guestId === null) continue;
    const own = stored.filter((r) => r.matchId === match.id).map(ratingOf);
    facts.set(match.id, {
      match,
      homeId: match.homeId,
      guestId: match.guestId,
      refereeIds: refereesOf(match),
      openedAt: new Date(at),
      ratings: own,
    });
  }
  return facts;
}

/** The counted ratings of a season's matches, as released at `now`. */
export async function seasonCounted(db: Executor, seasonId: number, now: Date): Promise<CountedRating[]> {
  const rows = await db.select().from(matches).where(eq(matches.seasonId, seasonId));
  return [...(await fairPlayMatches(db, rows)).values()].flatMap((f) => countedRatings(f, now));
}

/**
 * Team id -> fair-play average for the standings of a season that breaks ties by fair play; null
 * for a season that does not (decision 094).
 */
export async function fairPlayTiebreakOf(
  db: Executor,
  seasonId: number,
  now: Date,
): Promise<Map<number, number> | null> {
  const [season] = await db
    .select({ tiebreak: seasons.fairPlayTiebreak })
    .from(seasons)
    .where(eq(seasons.id, seasonId));
  if (!season?.tiebreak) return null;
  return fairPlayAverages(await seasonCounted(db, seasonId, now));
}

/**
 * Season id -> team id -> fair-play average, for each season that breaks ties by fair play (all,
 * or the one given): what the public tables are ranked with (decision 094).
 */
export async function tiebreakAverages(
  db: Executor,
  now: Date,
  seasonId?: number,
): Promise<Map<number, Map<number, number>>> {
  const rows = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(
      seasonId === undefined
        ? eq(seasons.fairPlayTiebreak, true)
        : and(eq(seasons.id, seasonId), eq(seasons.fairPlayTiebreak, true)),
    );
  const averages = new Map<number, Map<number, number>>();
  for (const { id } of rows) averages.set(id, fairPlayAverages(await seasonCounted(db, id, now)));
  return averages;
}
