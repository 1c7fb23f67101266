import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError, DatabaseUnreachableError, migrateDatabase, openDatabase } from './db/client';
import { DEMO_LOGINS, loadDemoDataIfEmpty } from './db/demo';
import { shiftedClock } from './lib/clock';
import { createLogger } from './lib/logger';

async function main() {
  const config = loadConfig();
  // Until the app (and its logger) exists: the same JSON lines at the same level.
  const log = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    sharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  for (const migration of await migrateDatabase(database)) log.info({ migration }, 'migration applied');
  const clock = shiftedClock(config.clockShiftHours);
  const seeded = config.demoData ? await loadDemoDataIfEmpty(database.db, clock.now()) : false;
  const app = await buildApp({ config, database, clock });

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
  // One line says where to go and how to get in: APP_URL (several instances behind one proxy share
  // it) and where this process listens; with demo data, its logins (README, Quick start).
  app.log.info(
    {
      url: config.appUrl,
      address: listening,
      port: (app.server.address() as AddressInfo).port,
      database: config.databaseUrl ? 'postgresql' : 'embedded',
      ...(config.databaseUrl ? {} : { data_dir: config.dataDir }),
      ...(config.demoData && {
        // false: the database already held a league, which was left as it was.
        demo_loaded: seeded,
        demo_logins: DEMO_LOGINS.accounts.map(({ email, role }) => ({
          email,
          password: DEMO_LOGINS.password,
          role,
        })),
      }),
    },
    'listening',
  );
}

// A server that does not start tells the person starting it, in plain words on stderr, whatever
// LOG_LEVEL says: it never served, so nothing reads its log yet (decision 063).
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
