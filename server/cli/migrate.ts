import { loadConfig } from '../config';
import { DatabaseInUseError, migrateDatabase, openDatabase } from '../db/client';
import { createLogger } from '../lib/logger';
import { runCommand } from './run-command';

/**
 * npm run migrate: brings the database the configuration names (DATABASE_URL, else the embedded
 * database in DATA_DIR) to this version's schema, one log line per migration applied, and stops.
 * The server does the same at every start; run it on its own to upgrade before starting the new
 * version, or to see what an upgrade changes (README, Upgrading). On PostgreSQL it may run while
 * servers of the previous version serve: migrations within a version step only add (decision 063),
 * and an advisory lock keeps two migrators from applying the same migration.
 */

async function main(): Promise<number> {
  if (process.argv.length > 2) {
    console.error('Usage: npm run migrate (no arguments; the database comes from DATABASE_URL or DATA_DIR)');
    return 2;
  }
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      sharedBuffersMb: config.pgliteSharedBuffersMb,
    });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    log.error(`${error.message} The server migrates at its start anyway: stop it, then migrate or start it.`);
    return 1;
  }
  try {
    const applied = await migrateDatabase(database);
    for (const migration of applied) log.info({ migration }, 'migration applied');
    log.info(
      { applied: applied.length, database: config.databaseUrl ? 'postgresql' : 'embedded' },
      applied.length > 0 ? 'the database is migrated' : 'the database was up to date',
    );
    return 0;
  } finally {
    await database.close();
  }
}

// One transaction holds all the migrations of a run: on failure the database is as it was before.
runCommand(main, 'migrating failed: the database was left as it was', 'fatal');
