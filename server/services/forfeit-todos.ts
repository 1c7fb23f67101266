import { and, eq, inArray } from 'drizzle-orm';
import type { ForfeitTodoFacts } from '../../common/league/forfeit-todos';
import type { Db } from '../db/client';
import { matches, noShowClaims, results } from '../db/schema';
import { claimWaiting } from './forfeits';

/**
 * What the to-dos of matches not played ask (common/league/forfeit-todos.ts, decision 082): the
 * claims of the matches the list read that wait for a confirmation (claimWaiting), and for an admin the current
 * season's final forfeits.
 */
export async function forfeitTodoFacts(
  db: Db,
  matchIds: readonly number[],
  seasonId: number | null,
  admin: boolean,
): Promise<Pick<ForfeitTodoFacts, 'noShowClaims' | 'forfeitsLost'>> {
  const noShowClaimRows = matchIds.length
    ? await db
        .select({ matchId: noShowClaims.matchId, teamId: noShowClaims.teamId })
        .from(noShowClaims)
        .where(and(inArray(noShowClaims.matchId, [...matchIds]), claimWaiting))
    : [];
  const forfeitsLost =
    admin && seasonId !== null
      ? await db
          .select({ forfeitTeamId: results.forfeitTeamId })
          .from(results)
          .innerJoin(matches, eq(matches.id, results.matchId))
          .where(and(eq(matches.seasonId, seasonId), eq(results.isFinal, true), eq(results.forfeit, true)))
      : [];
  return { noShowClaims: noShowClaimRows, forfeitsLost };
}
