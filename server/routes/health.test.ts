import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { freshDatabase } from '../test/test-app';

/**
 * /healthz and /readyz for proxies and monitors (README, Health and version), /api/version for
 * whoever asks what runs: unauthenticated, without league data, and kept out of the request log.
 */

const lines: string[] = [];
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  // The scheduler's timer runs (as in production) so its progress is checked; info logs requests.
  const config = testConfig({ logLevel: 'info', schedulerTickMs: 60_000 });
  app = await buildApp({ config, database }, {}, { write: (line) => lines.push(line) });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
/** Checks are reused for a second: the next probe must come after that to see a change. */
const nextCheck = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('/healthz', () => {
  it('answers while the process runs, never cached', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('/readyz', () => {
  it('is ready when the database answers with every migration, and the mail worker and scheduler tick', async () => {
    const res = await get('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', mail: 'ok', scheduler: 'ok' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready, naming the scheduler, when the scheduler showed no progress for minutes', async () => {
    const beat = app.scheduler.lastBeat;
    app.scheduler.lastBeat = Date.now() - 10 * 60_000;
    await nextCheck();
    const res = await get('/readyz');
    app.scheduler.lastBeat = beat;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not ready', failing: ['scheduler'] });
  });

  it("is not ready, naming the migrations, when the database lacks one of this version's", async () => {
    await nextCheck();
    const [last] = (
      (await app.db.execute(sql`select id from drizzle.__drizzle_migrations order by id desc limit 1`)) as {
        rows: { id: number }[];
      }
    ).rows;
    await app.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last?.id}`);
    const res = await get('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      failing: ['migrations'],
      checks: { database: 'ok', migrations: 'failing' },
    });
  });

  it('a flood of probes costs one check a second', async () => {
    await nextCheck();
    const answers = await Promise.all(Array.from({ length: 50 }, () => get('/readyz')));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
  });

  it('neither probe is in the request log at info level, other requests are, under the id their answer names', async () => {
    const res = await get('/api/version');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const logged = lines.filter((line) => line.includes(`"reqId":"${id}"`));
    expect(logged.some((line) => line.includes('"url":"/api/version"'))).toBe(true);
    expect((await get('/api/version')).headers['x-request-id']).not.toBe(id);
    expect(lines.filter((line) => line.includes('/healthz') || line.includes('/readyz'))).toEqual([]);
  });
});

describe('/readyz without a database', () => {
  it('is not ready, naming the database', async () => {
    const own = await freshDatabase();
    const other = await buildApp({ config: testConfig(), database: own });
    await own.close();
    const res = await other.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not ready',
      failing: ['database', 'migrations'],
      checks: { database: 'failing', migrations: 'failing', mail: 'ok', scheduler: 'off' },
    });
    await other.close().catch(() => {});
  });
});

describe('/api/version', () => {
  it("says package.json's version and the checkout's commit", async () => {
    const res = await get('/api/version');
    expect(res.statusCode).toBe(200);
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(res.json()).toEqual({
      status: true,
      data: { version, commit: expect.stringMatching(/^[0-9a-f]{40}$/) },
    });
  });
});
