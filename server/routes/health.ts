import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../db/client';
import { defineRoute } from '../lib/route';
import { readBuildVersion } from '../lib/version';
import { MAIL_TICK_MS } from '../services/mail/worker';

/**
 * What a proxy and a monitor ask (README, Health and version): /healthz "does the process answer",
 * /readyz "can it serve": the database answers and has this version's migrations, and the mail
 * worker and the scheduler have shown progress lately. Unauthenticated, without league data, not
 * in the request log below warn (a monitor asks every few seconds).
 */

/** A loop that showed no progress for this long (or three of its intervals, if longer) is stuck. */
const STUCK_AFTER_MS = 60_000;
/** How long the database query may take before the database counts as failing. */
const DATABASE_TIMEOUT_MS = 2_000;
/** One check at a time and its result reused this long: a flood of probes costs one query a second. */
const CHECK_REUSE_MS = 1_000;

type CheckState = 'ok' | 'failing' | 'off';
export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; migrations: CheckState; mail: CheckState; scheduler: CheckState };
}

const migrationsInThisVersion = (): number =>
  (
    JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** 'off' for a loop without a timer (SCHEDULER_TICK_MS=0: another instance runs the jobs). */
const loopState = (lastBeat: number, intervalMs: number, now: number): CheckState => {
  if (intervalMs <= 0) return 'off';
  return now - lastBeat <= Math.max(STUCK_AFTER_MS, 3 * intervalMs) ? 'ok' : 'failing';
};

async function checkReadiness(app: FastifyInstance, expectedMigrations: number): Promise<Readiness> {
  let database: CheckState = 'ok';
  let migrations: CheckState = 'ok';
  try {
    // Drizzle's migrator records each applied migration in this table (server/db/client.ts).
    const result = (await withTimeout(
      app.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
      DATABASE_TIMEOUT_MS,
    )) as { rows: { applied: number }[] };
    const applied = result.rows[0]?.applied ?? 0;
    if (applied < expectedMigrations) migrations = 'failing';
  } catch (error) {
    app.log.warn({ err: error }, 'readiness: the database did not answer');
    database = 'failing';
    migrations = 'failing';
  }
  const now = Date.now();
  const checks = {
    database,
    migrations,
    mail: loopState(app.mailWorker.lastBeat, MAIL_TICK_MS, now),
    scheduler: loopState(app.scheduler.lastBeat, app.config.schedulerTickMs, now),
  };
  return { ready: Object.values(checks).every((state) => state !== 'failing'), checks };
}

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export async function healthRoutes(app: FastifyInstance) {
  const expectedMigrations = migrationsInThisVersion();
  const version = readBuildVersion();
  let last: { at: number; answer: Promise<Readiness> } | null = null;
  const readiness = () => {
    if (!last || Date.now() - last.at > CHECK_REUSE_MS) {
      last = { at: Date.now(), answer: checkReadiness(app, expectedMigrations) };
    }
    return last.answer;
  };

  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    noStore(reply);
    return { status: 'ok' };
  });

  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const { ready, checks } = await readiness();
    noStore(reply).code(ready ? 200 : 503);
    const failing = Object.entries(checks)
      .filter(([, state]) => state === 'failing')
      .map(([name]) => name);
    return ready ? { status: 'ready', checks } : { status: 'not ready', failing, checks };
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/version',
    summary: "The running build: package.json's version and the commit of its checkout (null without .git)",
    auth: 'none',
    answer: z.strictObject({ version: z.string(), commit: z.string().nullable() }),
    handler: async () => version,
  });
}
