import { timingSafeEqual } from 'node:crypto';
import { isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { mailOutbox } from '../db/schema';
import { LIVE_STREAM_URL, liveHub } from '../services/live-stream';
import { RouteTallies } from './route-tallies';

/**
 * GET /metrics in Prometheus's text format (README, Monitoring): requests and their latency per
 * route, the public cache, the live stream's clients, the mail outbox, the scheduler's and the mail worker's progress, the
 * event loop and memory. Each app has its own registry (tests build many apps in one process).
 * Only from this machine or with METRICS_TOKEN: the figures say how busy the league is.
 */

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function allowed(request: FastifyRequest, token: string | undefined): boolean {
  // Behind a trusted proxy request.ip is the client's address, so a proxied caller is not loopback.
  if (LOOPBACK.has(request.ip)) return true;
  if (!token) return false;
  const given = Buffer.from(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

const sinceSeconds = (ms: number) => Math.max(0, (Date.now() - ms) / 1000);

export function registerMetrics(app: FastifyInstance): void {
  const register = new Registry();
  collectDefaultMetrics({ register });

  const tallies = new RouteTallies();
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (/api/getSeason, /teams/:id), never the address itself: bounded labels.
    const route = request.routeOptions.url ?? 'unmatched';
    // The live stream's time is how long a page watched (and it is counted only when the server
    // ends it): league_live_stream_clients tells of it instead, and the latency alert stays true.
    if (route !== '/metrics' && route !== LIVE_STREAM_URL) {
      tallies.record(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });

  const cache = app.publicCache;
  const counterOf = (name: string, help: string, value: () => number) =>
    new Counter({
      name,
      help,
      registers: [register],
      collect() {
        this.reset();
        this.inc(value());
      },
    });
  counterOf('league_public_cache_reads_total', 'Reads of the public answer cache.', () => cache.reads);
  counterOf(
    'league_public_cache_misses_total',
    'Reads that waited for a rebuild of the public answers.',
    () => cache.misses,
  );
  counterOf('league_public_cache_rebuilds_total', 'Rebuilds of the public answers.', () => cache.rebuilds);
  counterOf(
    'league_public_cache_rebuild_seconds_total',
    'Time spent rebuilding the public answers.',
    () => cache.rebuildMs / 1000,
  );

  const gaugeOf = (name: string, help: string, value: () => number) =>
    new Gauge({
      name,
      help,
      registers: [register],
      collect() {
        this.set(value());
      },
    });
  gaugeOf(
    'league_scheduler_seconds_since_progress',
    'Seconds since the scheduler last started, finished or got past a job.',
    () => sinceSeconds(app.scheduler.lastBeat),
  );
  gaugeOf(
    'league_mail_worker_seconds_since_progress',
    'Seconds since the mail worker last started, finished or delivered.',
    () => sinceSeconds(app.mailWorker.lastBeat),
  );

  const live = liveHub(app.database);
  gaugeOf(
    'league_live_stream_clients',
    'Clients connected to the live stream (GET /api/live) of this instance.',
    () => live.size,
  );

  const outbox = { unsent: 0, oldestSeconds: 0, failed: 0, up: 1 };
  const readOutbox = async () => {
    try {
      const givenUp = isNotNull(mailOutbox.failedAt);
      const [row] = await app.db
        .select({
          unsent: sql<number>`count(*) filter (where not ${givenUp})`.mapWith(Number),
          oldest: sql<string | null>`min(${mailOutbox.createdAt}) filter (where not ${givenUp})`,
          failed: sql<number>`count(*) filter (where ${givenUp})`.mapWith(Number),
        })
        .from(mailOutbox)
        .where(isNull(mailOutbox.sentAt));
      outbox.unsent = row?.unsent ?? 0;
      outbox.oldestSeconds = row?.oldest ? sinceSeconds(new Date(row.oldest).getTime()) : 0;
      outbox.failed = row?.failed ?? 0;
      outbox.up = 1;
    } catch (error) {
      // The other figures still go out; the database's state is /readyz's to report.
      app.log.warn({ err: error }, 'metrics: the mail outbox could not be read');
      outbox.up = 0;
    }
  };
  gaugeOf(
    'league_mail_outbox_unsent',
    'Mails waiting to be delivered (not yet given up).',
    () => outbox.unsent,
  );
  gaugeOf(
    'league_mail_outbox_oldest_unsent_seconds',
    'Age of the oldest mail waiting to be delivered; 0 when none waits.',
    () => outbox.oldestSeconds,
  );
  gaugeOf(
    'league_mail_failed',
    'Mails marked failed after their last retry (admins: getFailedMails).',
    () => outbox.failed,
  );
  gaugeOf(
    'league_metrics_database_up',
    '1 when the outbox figures could be read from the database.',
    () => outbox.up,
  );

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    // Not found for anyone else: the address says nothing to the outside.
    if (!allowed(request, app.config.metricsToken)) return reply.callNotFound();
    await readOutbox();
    reply.header('Cache-Control', 'no-store').type(register.contentType);
    return `${await register.metrics()}\n${tallies.exposition()}`;
  });
}
