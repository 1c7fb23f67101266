import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client';
import { transaction } from '../db/transaction';

/**
 * A write to the league: `work` runs in one transaction (retried as transaction() does) and, once
 * it has committed, the public answers are dropped on every instance. A write that throws changed
 * nothing and drops nothing. One call for both, so no write can forget the invalidation.
 */
export async function writeLeague<T>(
  app: Pick<FastifyInstance, 'db' | 'publicCache'>,
  work: (tx: Tx, scope: WriteScope) => Promise<T>,
): Promise<T> {
  const scope = new WriteScope();
  // A retried attempt starts over: only the attempt that commits says what it changed.
  const answer = await transaction(app.db, (tx) => {
    scope.season = undefined;
    return work(tx, scope);
  });
  app.publicCache.invalidate({ season: scope.season });
  return answer;
}

/**
 * What a write changed. By default anything; a write that changes only rows of one season (a
 * match's date, referees, results, scorers) says so, and the public cache rebuilds that season's
 * part only (decision 045). Names of users and teams are not such rows.
 */
export class WriteScope {
  season: number | undefined;

  onlySeason(seasonId: number): void {
    this.season = seasonId;
  }
}

/**
 * A write that may not touch the public answers, such as a profile change of a user shown on no
 * public page: `work` tells, inside the transaction, whether it changed anything they show, and
 * only then are they dropped. A flood of such writes leaves the cache warm (decision 023).
 */
export async function writeLeagueIfShown<T>(
  app: Pick<FastifyInstance, 'db' | 'publicCache'>,
  work: (tx: Tx) => Promise<{ value: T; shown: boolean }>,
): Promise<T> {
  const { value, shown } = await transaction(app.db, work);
  if (shown) app.publicCache.invalidate();
  return value;
}
