import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite, migrateDatabase, openPostgres } from '../db/client';
import { adminUrl, templateName } from './pg-names';

/**
 * Migrates once per run: a PGlite image that every test file loads (~0.7 s instead of ~4 s),
 * or, with TEST_DATABASE_URL, a PostgreSQL template database that each file copies.
 */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const runId = `${process.pid}_${Date.now().toString(36)}`;
    const template = templateName(runId);
    const admin = await openPostgres(pgUrl);
    await admin.pool?.query(`create database ${template}`);
    await admin.close();
    const db = await openPostgres(adminUrl(pgUrl, template));
    await migrateDatabase(db);
    await db.close();
    project.provide('pgRunId', runId);
    return async () => {
      const cleanup = await openPostgres(pgUrl);
      const { rows } = (await cleanup.pool?.query('select datname from pg_database where datname like $1', [
        `league_${runId}%`,
      ])) ?? { rows: [] };
      for (const row of rows as { datname: string }[]) {
        await cleanup.pool?.query(`drop database if exists ${row.datname} with (force)`);
      }
      await cleanup.close();
    };
  }
  const client = await PGlite.create();
  const database = fromPglite(client);
  await migrateDatabase(database);
  const image = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'league-test-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
    pgRunId: string;
  }
}
