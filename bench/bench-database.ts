import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { type Database, fromPglite, openPostgres, pgliteOptions } from '../server/db/client';
import { adminUrl } from '../server/test/pg-names';

export interface BenchDatabase {
  database: Database;
  /** Closes it and, on PostgreSQL, drops the throw-away database. */
  close: () => Promise<void>;
}

/**
 * An empty database for one bench run: PGlite in memory, or with `postgresUrl` a throw-away
 * database there (`<prefix>_<random>`), dropped again by close().
 */
export async function openBenchDatabase(
  postgresUrl: string | undefined,
  prefix: string,
  sharedBuffersMb: number,
): Promise<BenchDatabase> {
  if (!postgresUrl) {
    const database = fromPglite(await PGlite.create(pgliteOptions(sharedBuffersMb)));
    return { database, close: () => database.close() };
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(postgresUrl);
  try {
    await admin.pool?.query(`create database ${name}`);
  } finally {
    await admin.close();
  }
  const database = await openPostgres(adminUrl(postgresUrl, name));
  return {
    database,
    close: async () => {
      await database.close();
      const again = await openPostgres(postgresUrl);
      await again.pool?.query(`drop database if exists ${name} with (force)`);
      await again.close();
    },
  };
}
