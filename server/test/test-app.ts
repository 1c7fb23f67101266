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
  if (!pgUrl) return fromPglite(await loadMigratedImage());
  return copyTemplate(pgUrl);
}

const loadMigratedImage = async () =>
  PGlite.create({ ...pgliteOptions(), loadDataDir: new Blob([readFileSync(inject('pgliteImage'))]) });

/**
 * The PGlite a worker lends to its test files' apps in turn, emptied back to the migrated image's
 * rows between them. A new PGlite per file started cold (its WebAssembly and PostgreSQL's caches):
 * the 51 route files took 110 / 122 s on a new one each, 64 / 74 s on a lent one (alternating
 * rounds on this machine); all API files on PGlite 470 -> 429 s. Only createTestApp lends it: a
 * file that closes a database to see the app without one (freshDatabase) gets one of its own.
 */
let idle: { client: PGlite; emptying: string; schema: string } | undefined;

/** Tables, columns, triggers and functions: a file that changed them leaves a PGlite not lent again. */
const SCHEMA_PRINT = `select md5(string_agg(item, ',' order by item)) as print from (
  select table_name || '.' || column_name || ':' || data_type as item from information_schema.columns
    where table_schema = 'public'
  union all select tgname || '@' || tgrelid::regclass::text || ':' || tgenabled::text from pg_trigger where not tgisinternal
  union all select proname || ':' || md5(prosrc) from pg_proc where pronamespace = 'public'::regnamespace
) as items`;

async function schemaPrint(client: PGlite): Promise<string> {
  return (await client.query<{ print: string }>(SCHEMA_PRINT)).rows[0]?.print ?? '';
}

/**
 * The SQL that empties a just-loaded image's tables back to what the migrations put there: every
 * table truncated, the rows they seeded (pitches, league texts...) copied back from a schema of
 * their own, the sequences where they were. Triggers are off meanwhile: the audit log refuses a
 * truncate, and the seeded rows are already what the triggers made.
 */
async function emptyingSql(client: PGlite): Promise<string> {
  const tables = (
    await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public'",
    )
  ).rows.map((row) => `"${row.name}"`);
  // Session state a file left behind goes too (settings, temporary tables, advisory locks), but not
  // the statements the server prepared once per PGlite (league-read.ts): DISCARD ALL would drop them.
  const statements = [
    'reset all',
    'discard temp',
    'select pg_advisory_unlock_all()',
    'set session_replication_role = replica',
    `truncate ${tables.map((table) => `public.${table}`).join(', ')} restart identity cascade`,
  ];
  await client.exec('create schema seeded');
  for (const table of tables) {
    const { rows } = await client.query<{ any: boolean }>(
      `select exists (select from public.${table}) as any`,
    );
    if (!rows[0]?.any) continue;
    await client.exec(`create table seeded.${table} as select * from public.${table}`);
    statements.push(`insert into public.${table} overriding system value select * from seeded.${table}`);
  }
  const sequences = await client.query<{ name: string; value: string }>(
    "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' and last_value is not null",
  );
  for (const { name, value } of sequences.rows)
    statements.push(`select setval('public."${name}"', ${value})`);
  statements.push('set session_replication_role = origin');
  return statements.join(';\n');
}

/** The worker's PGlite, emptied, or a new one when none is idle; `close` gives it back. */
async function lentPglite(): Promise<Database> {
  let lent = idle;
  idle = undefined;
  if (lent && !lent.client.closed) {
    await lent.client.exec(lent.emptying);
  } else {
    const client = await loadMigratedImage();
    const schema = await schemaPrint(client);
    lent = { client, emptying: await emptyingSql(client), schema };
  }
  const own = lent;
  return fromPglite(own.client, async () => {
    if (own.client.closed) return;
    if ((await schemaPrint(own.client)) === own.schema && idle === undefined) idle = own;
    else await own.client.close();
  });
}

async function copyTemplate(pgUrl: string): Promise<Database & { url: string }> {
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
  const database: Database & { url?: string } = process.env.TEST_DATABASE_URL
    ? await freshDatabase()
    : await lentPglite();
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
