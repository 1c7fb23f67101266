import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { desc, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { type Database, fromPglite, openPostgres, pgliteOptions } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Clock } from '../lib/clock';
import { signAccessToken } from '../services/tokens';
import { adminUrl, templateName } from './pg-names';

/**
 * A fresh, migrated database for one test file: PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 * `url` (PostgreSQL only) lets a second app instance open connections of its own to it.
 */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    const image = readFileSync(inject('pgliteImage'));
    const client = await PGlite.create({ ...pgliteOptions(), loadDataDir: new Blob([image]) });
    return fromPglite(client);
  }
  const runId = inject('pgRunId');
  const name = `league_${runId}_${randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(pgUrl);
  try {
    // Copying a template fails while another copy of it is starting: retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.pool?.query(`create database ${name} template ${templateName(runId)}`);
        break;
      } catch (error) {
        if (attempt > 20) throw error;
        await new Promise((r) => setTimeout(r, 100 + attempt * 50));
      }
    }
  } finally {
    await admin.close();
  }
  const url = adminUrl(pgUrl, name);
  const database = await openPostgres(url);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      const cleanup = await openPostgres(pgUrl);
      await cleanup.pool?.query(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
}

type TokenOwner = { id: number; role: string; tokenVersion: number };

/** `clock`: a ManualClock (server/lib/clock.ts) for tests of time-driven work. */
export async function createTestApp(overrides: Partial<Config> = {}, { clock }: { clock?: Clock } = {}) {
  const database = await freshDatabase();
  const config = testConfig({ checkAnswers: true, ...overrides });
  let app = await buildApp({ config, database, clock });
  /** A valid access token for a user row, as login would issue it. */
  const tokenFor = (user: TokenOwner) =>
    signAccessToken(config.jwtSecret, config.tokenTtl, user as Parameters<typeof signAccessToken>[2]);
  return {
    /** The running app (a new one after `restart`). */
    get app() {
      return app;
    },
    db: database.db,
    database,
    config,
    tokenFor,
    /** A POST as `user` (anonymous when null), with the token in the body as the web app sends it. */
    post: async (url: string, user: TokenOwner | null, payload: object = {}) => {
      const token = user ? { access_token: await tokenFor(user) } : {};
      return app.inject({ method: 'POST', url, payload: { ...token, ...payload } });
    },
    /** The newest mail queued to `to`, once the mail work after the last answer is done (decision 023). */
    lastMailTo: async (to: string) => {
      await app.afterAnswer.settled();
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      if (!mail) throw new Error(`no mail to ${to}`);
      return mail;
    },
    /** Stops the app (its timers and scheduler pass included) and starts a new one on the same database. */
    restart: async () => {
      await app.close();
      app = await buildApp({ config, database, clock });
    },
    /**
     * Another app on the same database, as a second server process would be: on PostgreSQL with its
     * own connections; on PGlite (one process) sharing this one's. Close it before `close`.
     * `overrides`: that instance's own settings (another APP_URL, say).
     */
    otherInstance: async (overrides: Partial<Config> = {}) => {
      const own = database.url ? await openPostgres(database.url) : { ...database, close: async () => {} };
      const other = await buildApp({ config: { ...config, ...overrides }, database: own, clock });
      return {
        app: other,
        close: async () => {
          await other.close();
          await own.close();
        },
      };
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
