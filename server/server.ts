import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError, DatabaseUnreachableError, migrateDatabase, openDatabase } from './db/client';
import { DEMO_LOGINS, loadDemoDataIfEmpty } from './db/demo';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    sharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  await migrateDatabase(database);
  const seeded = config.demoData ? await loadDemoDataIfEmpty(database.db) : false;
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing the server and the database`);
    // Stop accepting requests and let running ones finish before the database closes,
    // so the embedded data directory is never left half-written.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const listening = await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  // Where this process listens too: several instances behind one proxy share APP_URL.
  console.log(
    `\nMunich University League is running at ${config.appUrl} (listening on ${listening}) on ${where}.`,
  );
  if (config.demoData) {
    console.log(seeded ? 'Demo league loaded.' : 'Demo data: the database already had data, nothing loaded.');
    console.log('Demo logins (password for all: %s):', DEMO_LOGINS.password);
    for (const login of DEMO_LOGINS.accounts) console.log(`  ${login.role.padEnd(24)} ${login.email}`);
  }
}

main().catch((error) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof DatabaseUnreachableError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
