import { eq, inArray, min } from 'drizzle-orm';
import { MATCH_WINDOW_MONTHS, matchWindowEnd, matchWindowStart } from '../../common/league/match-window';
import type { Db, Tx } from '../db/client';
import { leagueDetails, matches, seasons } from '../db/schema';

/**
 * The end of each season's match window (docs/PRODUCT.md#dates, common/league/match-window.ts):
 * the league's setting in months after the season's earliest kick-off, or after its creation while
 * no match has a date. Seasons that do not exist are left out.
 */
export async function seasonWindowEnds(db: Db | Tx, seasonIds: number[]): Promise<Map<number, Date>> {
  if (seasonIds.length === 0) return new Map();
  const [setting] = await db
    .select({ months: leagueDetails.matchWindowMonths })
    .from(leagueDetails)
    .where(eq(leagueDetails.id, 1));
  const months = setting?.months ?? MATCH_WINDOW_MONTHS.default;
  const rows = await db
    .select({ id: seasons.id, createdAt: seasons.createdAt, firstKickOff: min(matches.date) })
    .from(seasons)
    .leftJoin(matches, eq(matches.seasonId, seasons.id))
    .where(inArray(seasons.id, seasonIds))
    .groupBy(seasons.id, seasons.createdAt);
  return new Map(
    rows.map((row) => [row.id, matchWindowEnd(matchWindowStart(row.firstKickOff, row.createdAt), months)]),
  );
}

/** The end of one season's match window, as a captain's date is checked against it. */
export async function seasonWindowEnd(db: Db | Tx, seasonId: number): Promise<Date> {
  const end = (await seasonWindowEnds(db, [seasonId])).get(seasonId);
  if (!end) throw new Error(`seasonWindowEnd: no season ${seasonId}`);
  return end;
}
