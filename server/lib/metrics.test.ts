import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { MAIL_MAX_ATTEMPTS } from '../services/mail/worker';
import { freshDatabase } from '../test/test-app';

/** GET /metrics (README, Monitoring): Prometheus's text format, from loopback or with METRICS_TOKEN only. */

const TOKEN = 'metrics-token-for-the-test-0123';
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  app = await buildApp({ config: testConfig({ metricsToken: TOKEN }), database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

/** The value of the sample line that starts with `series` (name and labels as written). */
async function sample(series: string): Promise<number> {
  const res = await scrape();
  const line = res.body.split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) throw new Error(`no sample ${series} in:\n${res.body}`);
  return Number(line.slice(series.length + 1));
}

describe('who may read /metrics', () => {
  it('this machine, in the Prometheus text format, never cached', async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'league_mail_outbox_unsent',
      'league_scheduler_seconds_since_progress',
    ]) {
      expect(res.body).toContain(`\n${name} `);
    }
  });

  it('another address only with the configured token; without it the address does not exist', async () => {
    expect((await scrape({}, '203.0.113.5')).statusCode).toBe(404);
    expect(
      (await scrape({ authorization: 'Bearer wrong-token-wrong-token' }, '203.0.113.5')).statusCode,
    ).toBe(404);
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.5')).statusCode).toBe(200);
  });
});

describe('the figures', () => {
  it('counts answered requests per route pattern and status class, with their latency', async () => {
    const series = 'league_http_requests_total{route="/api/getSeasons",method="GET",status="2xx"}';
    const before = await sample(series).catch(() => 0);
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/api/getSeasons' });
    expect(await sample(series)).toBe(before + 3);
    expect(await sample('league_http_request_duration_seconds_count{route="/api/getSeasons"}')).toBe(
      before + 3,
    );
  });

  it('counts public cache reads and the rebuilds they waited for', async () => {
    const reads = await sample('league_public_cache_reads_total');
    await app.inject({ method: 'GET', url: '/api/getSeasons' });
    expect(await sample('league_public_cache_reads_total')).toBe(reads + 1);
    expect(await sample('league_public_cache_rebuilds_total')).toBeGreaterThanOrEqual(1);
  });

  it('shows the outbox waiting, its oldest mail, and the mails marked failed', async () => {
    const [mail] = await app.db
      .insert(mailOutbox)
      .values({
        to: 'someone@example.org',
        subject: 'Hello',
        text: 'Hello',
        html: '<p>Hello</p>',
        createdAt: new Date(Date.now() - 90_000),
      })
      .returning();
    expect(await sample('league_mail_outbox_unsent')).toBe(1);
    expect(await sample('league_mail_outbox_oldest_unsent_seconds')).toBeGreaterThanOrEqual(90);
    await app.db
      .update(mailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS })
      .where(eq(mailOutbox.id, mail?.id ?? 0));
    // The attempts alone do not make it failed: the worker's mark does (migration 0018).
    expect(await sample('league_mail_failed')).toBe(0);
    await app.db
      .update(mailOutbox)
      .set({ failedAt: new Date() })
      .where(eq(mailOutbox.id, mail?.id ?? 0));
    expect(await sample('league_mail_outbox_unsent')).toBe(0);
    expect(await sample('league_mail_outbox_oldest_unsent_seconds')).toBe(0);
    expect(await sample('league_mail_failed')).toBe(1);
  });
});
