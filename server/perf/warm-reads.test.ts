import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Season } from '../../common/api/types';
import { loadDemoDataIfEmpty } from '../db/demo';
import { countQueries, type QueryCounter } from '../test/query-counter';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 7: "warm public reads run no database query (counted)". The public answers come from the
// cache (services/public-cache.ts); this fails as soon as a query is added to that warm path.
let t: TestApp;
let counter: QueryCounter;
let reads: { method: 'GET' | 'POST'; url: string; payload?: object }[];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoDataIfEmpty(t.db, new Date('2026-11-22T12:00:00Z'));
  const seasons = (await t.app.inject({ method: 'GET', url: '/api/getSeasons' })).json().data as Season[];
  reads = [
    { method: 'GET', url: '/api/getSeasons' },
    { method: 'GET', url: '/api/getGroups' },
    { method: 'GET', url: '/api/getAcceptedTeams' },
    { method: 'GET', url: '/api/gettopscorer' },
    { method: 'GET', url: '/api/getBoardMembers' },
    // A visitor's teams (no token): a member's answer adds their opponents' captains' phones by query.
    { method: 'POST', url: '/api/getTeams', payload: {} },
    ...seasons.map((season) => ({
      method: 'POST' as const,
      url: '/api/getPenaltyDeductions',
      payload: { season_id: season.id },
    })),
  ];
  counter = countQueries(t.database);
});
afterAll(async () => {
  counter?.restore();
  await t?.close();
});

const readAll = async (rounds: number, headers: Record<string, string> = {}) => {
  for (let round = 0; round < rounds; round++) {
    const answers = await counter.within(() =>
      Promise.all(reads.map((read) => t.app.inject({ ...read, headers }))),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
  }
};

describe('warm public reads', () => {
  it('run no database query, with or without gzip', async () => {
    await readAll(1);
    counter.reset();
    await readAll(10);
    await readAll(10, { 'accept-encoding': 'gzip' });
    expect(counter.queries).toBe(0);
    // On PostgreSQL each read first makes one catch-up round trip (`select 1`) on the cache's
    // LISTEN connection, outside the pool, so a write on another instance is never missed
    // (docs/decisions/009-scale-out.md). Concurrent reads share it: at most one per read.
    if (onPostgres) {
      expect(counter.listener).toBeGreaterThan(0);
      expect(counter.listener).toBeLessThanOrEqual(20 * reads.length);
    } else {
      expect(counter.listener).toBe(0);
    }
  });

  it('run queries again only once after a write drops the cache (the counter sees queries)', async () => {
    await readAll(1);
    t.app.publicCache.invalidate();
    counter.reset();
    await readAll(1);
    const rebuild = counter.queries;
    expect(rebuild).toBeGreaterThan(0);
    await readAll(5);
    expect(counter.queries).toBe(rebuild);
  });
});
