import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { countEvent } from '../services/accounts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin really passes to the constructor and child() (its types leave routeInfo out). */
interface LimiterParams {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * A store for @fastify/rate-limit on the rate_limits table, so every app instance on one database
 * counts against the same budget (the plugin's own store lives in one process's memory).
 * Each route counts apart, like the plugin's default store, unless it names a group (groupId): the
 * routes of a group, such as all auth routes, draw on one budget per client.
 */
export function databaseRateLimitStore(db: Db) {
  let lastPrune = Date.now();

  // Per-IP rows would pile up: now and then, expired ones (which count as absent anyway) are deleted.
  const pruneNowAndThen = () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    db.delete(rateLimits)
      .where(lt(rateLimits.resetAt, sql`now()`))
      .catch(() => {});
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(params: unknown) {
      const { routeInfo, groupId } = params as LimiterParams;
      const { method, url } = routeInfo ?? {};
      // The not-found handler's limiter has no route.
      if (groupId) this.scope = `group ${groupId}`;
      else this.scope = url ? `${[method].flat().join(',')} ${url}` : 'unknown path';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      pruneNowAndThen();
      countEvent(db, `ip:${this.scope}:${key}`, `${timeWindow} milliseconds`).then(
        ({ count, resetAt }) =>
          callback(null, { current: count, ttl: Math.max(0, resetAt.getTime() - Date.now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(params: unknown): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(params);
    }
  };
}
