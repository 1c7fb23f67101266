import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config';
import { acquireLock, DatabaseInUseError, openPostgres } from '../db/client';
import { createLogger, levelFromEnv } from '../lib/logger';
import { privateDir, privateTree } from '../lib/private-files';
import { ACCOUNTS_CHANNEL } from '../services/accounts-snapshot';
import { END_EVERY_SESSION_SQL } from '../services/auth';
import { CACHE_CHANNEL } from '../services/cache-notify';
import { runPgTool } from './pg-tools';
import { runCommand } from './run-command';

/**
 * npm run restore -- FILE [--force]: puts a backup from `npm run backup` into the database the
 * configuration names (DATABASE_URL, else the embedded database in DATA_DIR). A target that
 * already holds a database is left alone unless --force. The next server start applies any
 * newer migrations to the restored league.
 */

const USAGE = 'Usage: npm run restore -- FILE [--force]';

// LOG_LEVEL as the environment gives it: the same level the configuration, once read, checks.
const log = createLogger(levelFromEnv());

type BackupKind = 'postgres' | 'embedded';

/** pg_dump's custom format starts with "PGDMP"; the embedded backup is gzip. */
function kindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  return null;
}

async function restorePostgres(file: string, url: string, force: boolean): Promise<number> {
  const target = await openPostgres(url);
  try {
    const { rows } = (await target.pool?.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    )) ?? { rows: [] };
    if ((rows[0]?.n ?? 0) > 0 && !force) {
      log.error(
        'The target PostgreSQL database already has tables. Restore into an empty database, ' +
          'or add --force to replace what the backup holds.',
      );
      return 1;
    }
  } finally {
    await target.close();
  }
  // One transaction: a restore that fails halfway leaves the target as it was.
  await runPgTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      '--clean',
      '--if-exists',
      file,
    ],
    url,
  );
  await tellRunningServers(url);
  return 0;
}

/**
 * Servers may be running on this database: every session signed before now ends (see
 * END_EVERY_SESSION_SQL), and every instance drops the pre-restore league from its public cache,
 * through the notification a write sends (cache-notify.ts; any payload but an instance's own id).
 */
async function tellRunningServers(url: string): Promise<void> {
  const target = await openPostgres(url);
  try {
    await target.pool?.query(END_EVERY_SESSION_SQL);
    await target.pool?.query('select pg_notify($1, $2)', [CACHE_CHANNEL, 'restore']);
    // The trigger of a restored database notifies the accounts' channel too, but a backup made
    // before migration 0009 has none until the next start migrates it.
    await target.pool?.query('select pg_notify($1, $2)', [ACCOUNTS_CHANNEL, 'restore']);
  } finally {
    await target.close();
  }
}

async function restoreEmbedded(file: string, dataDir: string, force: boolean): Promise<number> {
  privateDir(dataDir);
  let release: () => void;
  try {
    release = acquireLock(join(dataDir, 'server.lock'), dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    log.error(`${error.message} Stop the server before restoring into its data directory.`);
    return 1;
  }
  try {
    const live = join(dataDir, 'pgdata');
    if (existsSync(live) && readdirSync(live).length > 0 && !force) {
      log.error(
        `${dataDir} (DATA_DIR) already holds a database. Restore into an empty DATA_DIR, ` +
          'or add --force to replace it.',
      );
      return 1;
    }
    // Unpacked and opened beside the live directory, which is swapped out only once that worked.
    const fresh = join(dataDir, 'pgdata.restoring');
    const old = join(dataDir, 'pgdata.replaced');
    rmSync(fresh, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
    const client = await PGlite.create(fresh, { loadDataDir: new Blob([gunzipSync(readFileSync(file))]) });
    // Sessions signed since the backup end here too (see END_EVERY_SESSION_SQL).
    await client.query(END_EVERY_SESSION_SQL);
    await client.close();
    if (existsSync(live)) renameSync(live, old);
    renameSync(fresh, live);
    rmSync(old, { recursive: true, force: true });
    // PGlite wrote the files 0666 (see privateTree).
    privateTree(live);
    return 0;
  } finally {
    release();
  }
}

async function main(): Promise<number> {
  let parsed: { values: { force?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [given] = parsed.positionals;
  if (!given || parsed.positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const file = resolve(given);
  if (!existsSync(file)) {
    console.error(`No such backup file: ${file}`);
    return 2;
  }
  const config = loadConfig();
  const kind = kindOf(file);
  const target: BackupKind = config.databaseUrl ? 'postgres' : 'embedded';
  if (kind !== target) {
    log.error(
      kind === null
        ? `${file} is not a backup made by npm run backup.`
        : `${file} is a backup of the ${kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database, but the ` +
            `target is the ${target === 'postgres' ? 'PostgreSQL database in DATABASE_URL' : 'embedded database in DATA_DIR'}.`,
    );
    return 1;
  }
  const force = parsed.values.force ?? false;
  const code = config.databaseUrl
    ? await restorePostgres(file, config.databaseUrl, force)
    : await restoreEmbedded(file, config.dataDir, force);
  if (code === 0)
    log.info(
      { file, database: target === 'postgres' ? 'postgresql' : 'embedded' },
      `Restored ${file} into the ${target === 'postgres' ? 'PostgreSQL' : 'embedded'} database.`,
    );
  return code;
}

runCommand(main, 'the restore failed: the database was left as it was');
