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
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const answer = await transaction(app.db, work);
  app.publicCache.invalidate();
  return answer;
}
