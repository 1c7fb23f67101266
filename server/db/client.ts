import {
  closeSync,
  cpSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { privateDir, privateTree } from '../lib/private-files';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** The raw PGlite instance (embedded database only), for dumps in tests and backups. */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations');

/** A migrated cluster the build makes (scripts/pglite-template.mjs) beside the compiled server; absent from source. */
const PGLITE_TEMPLATE = join(import.meta.dirname, '..', 'pglite', 'cluster');

export class DatabaseInUseError extends Error {}

/** The PostgreSQL server in DATABASE_URL could not be reached or refused the login. */
export class DatabaseUnreachableError extends Error {}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite database in dataDir. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** shared_buffers of the embedded database (PGLITE_SHARED_BUFFERS_MB). */
  sharedBuffersMb?: number;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl or a dataDir');
  return openEmbedded(options.dataDir, options.sharedBuffersMb ?? DEFAULT_SHARED_BUFFERS_MB);
}

/** PGLITE_SHARED_BUFFERS_MB's default (server/config.ts). */
export const DEFAULT_SHARED_BUFFERS_MB = 16;

/**
 * PGlite's start-up parameters with our buffer cache. PostgreSQL's default of 128 MB is zeroed at
 * start inside the WebAssembly heap, which never shrinks: most of the embedded server's memory,
 * for a league whose tables fit in a few MB (decision 040).
 */
export function pgliteOptions(sharedBuffersMb = DEFAULT_SHARED_BUFFERS_MB): PGliteOptions {
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`] };
}

export async function openPostgres(url: string): Promise<Database> {
  // The PostgreSQL driver is loaded only when used: the embedded database starts without it.
  const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A backend killed under us (failover, pg_terminate_backend) must not crash the process.
  pool.on('error', () => {});
  // The pool listens on idle clients only: one killed while checked out by a request would emit
  // an unhandled 'error' and end the process. Its queries fail anyway (the request answers 500),
  // and the pool drops the dead client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    // Connecting once now turns a wrong or unreachable DATABASE_URL into one clear line at start.
    (await pool.connect()).release();
  } catch (error) {
    await pool.end();
    throw new DatabaseUnreachableError(
      `Cannot connect to the PostgreSQL database in DATABASE_URL (${withoutPassword(url)}): ${describe(error)}`,
    );
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return { db, driver: 'pg', pool, close: () => pool.end() };
}

function withoutPassword(url: string): string {
  try {
    const shown = new URL(url);
    if (shown.password) shown.password = '***';
    return shown.toString();
  } catch {
    return 'not a valid URL';
  }
}

/** Node reports a refused "localhost" (tried on ::1 and 127.0.0.1) as an AggregateError without a message. */
function describe(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(describe).join('; ');
  return error instanceof Error ? error.message : String(error);
}

async function openEmbedded(dataDir: string, sharedBuffersMb: number): Promise<Database> {
  privateDir(dataDir);
  const releaseLock = acquireLock(join(dataDir, 'server.lock'), dataDir);
  try {
    const pgdata = join(dataDir, 'pgdata');
    // A new data directory starts as a copy of the build's migrated cluster (decision 100), else
    // PGlite runs its own initdb. Copied beside it and renamed: a copy cut short is never opened.
    if (!existsSync(pgdata) && existsSync(PGLITE_TEMPLATE)) {
      const copy = `${pgdata}.new`;
      rmSync(copy, { recursive: true, force: true });
      cpSync(PGLITE_TEMPLATE, copy, { recursive: true });
      renameSync(copy, pgdata);
    }
    const client = await PGlite.create(pgdata, pgliteOptions(sharedBuffersMb));
    privateTree(pgdata);
    return fromPglite(client, async () => {
      await client.close();
      privateTree(pgdata);
      releaseLock();
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export function fromPglite(client: PGlite, close?: () => Promise<void>): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, driver: 'pglite', pglite: client, close: close ?? (() => client.close()) };
}

/**
 * Applies the migrations the database lacks and returns their names ("0018_failed_mails"), oldest
 * first. `migrationsFolder`: another set of migrations (the upgrade test builds an older schema).
 */
export async function migrateDatabase(
  database: Database,
  { migrationsFolder = MIGRATIONS_FOLDER }: { migrationsFolder?: string } = {},
): Promise<string[]> {
  if (database.driver === 'pglite') {
    const pending = await pendingMigrations(database.db, migrationsFolder);
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the concrete driver type
    await migratePglite(database.db as any, { migrationsFolder });
    return pending;
  }
  const pool = database.pool as pg.Pool;
  const [{ drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = await pool.connect();
  try {
    // Two instances starting together must not apply the same migration twice.
    await client.query('select pg_advisory_lock(727001)');
    const db = drizzleNodePg(client, { schema }) as unknown as Db;
    // Read under the lock: what another instance applied meanwhile is not named twice.
    const pending = await pendingMigrations(db, migrationsFolder);
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the concrete driver type
    await migrateNodePg(db as any, { migrationsFolder });
    return pending;
  } finally {
    await client.query('select pg_advisory_unlock(727001)').catch(() => {});
    client.release();
  }
}

/**
 * The journal's migrations that drizzle's migrator is about to apply: like it, those newer than the
 * newest one recorded in drizzle.__drizzle_migrations (all of them in a new database).
 */
async function pendingMigrations(db: Db, migrationsFolder: string): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const [{ exists } = { exists: false }] = rowsOf<{ exists: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`),
  );
  const [{ last } = { last: null }] = exists
    ? rowsOf<{ last: string | null }>(
        await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`),
      )
    : [];
  return journal.entries.filter((entry) => last === null || entry.when > Number(last)).map((e) => e.tag);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * PGlite is single-process: a second process writing the same directory would corrupt it.
 * The lock file holds the owner's pid and, on Linux, its start time (field 22 of /proc/<pid>/stat,
 * clock ticks since boot). A lock is stale, and taken over, when its process is gone, is a zombie
 * (killed, not yet reaped by its parent: kill -9 leaves one for a moment), or has another start
 * time: after a reboot or enough processes the pid names an unrelated process. A lock of the pid
 * alone (written by hand, or by an older server) holds while that pid lives.
 */
export function acquireLock(file: string, dataDir: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      const start = processStat(process.pid)?.start;
      writeSync(fd, start ? `${process.pid} ${start}` : String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText = '', start] = readFileSync(file, 'utf8').trim().split(/\s+/);
      const pid = Number(pidText);
      if (pid && pid !== process.pid && holds(pid, start)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
            'Stop that process first, or point DATA_DIR at another folder. ' +
            `If no server or command of this league runs with this DATA_DIR (pid ${pid} is something else), ` +
            `the lock is left over: delete ${file} and start again.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir}.`);
}

/** Whether the process a lock names still holds it (see acquireLock). */
function holds(pid: number, start: string | undefined): boolean {
  const stat = processStat(pid);
  // No /proc (not Linux) or no entry we may read: only whether the pid lives can tell.
  if (!stat) return isAlive(pid);
  if (stat.zombie) return false;
  return start === undefined || stat.start === start;
}

/** State and start time from /proc/<pid>/stat; undefined off Linux or without that process. */
function processStat(pid: number): { zombie: boolean; start: string } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so count after its last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const start = fields[19];
  return start ? { zombie: fields[0] === 'Z', start } : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
