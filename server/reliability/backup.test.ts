import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { type Database, migrateDatabase, openDatabase, openPostgres } from '../db/client';
import { loadDemoDataIfEmpty } from '../db/demo';
import { adminUrl } from '../test/pg-names';
import { createTestApp } from '../test/test-app';

/**
 * npm run backup and npm run restore, run as the commands they are, on the database this test
 * run uses: a demo league is backed up, restored into a fresh database, and the restored one
 * answers the public reads with the same bytes and holds the same rows in every table.
 */

const exec = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'league-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Runs under umask 000: the files and folders the commands make must be private all the same. */
async function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const command = [process.execPath, '--import', 'tsx', `server/cli/${script}.ts`, ...args];
  return exec('sh', ['-c', 'umask 000 && exec "$@"', 'sh', ...command], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'backup-test-secret-backup-test-secret',
      SMTP_URL: 'smtp://127.0.0.1:9',
      DATABASE_URL: '',
      ...env,
    },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

/** What the league looks like from outside, and a digest of every row of every table. */
async function league(database: Database) {
  const app = await buildApp({ config: testConfig(), database });
  try {
    const answers: Record<string, unknown> = {};
    for (const url of ['getSeasons', 'getGroups', 'getAcceptedTeams', 'gettopscorer', 'getBoardMembers']) {
      const res = await app.inject({ method: 'GET', url: `/api/${url}` });
      expect(res.statusCode).toBe(200);
      answers[url] = res.body;
    }
    answers.getTeams = (await app.inject({ method: 'POST', url: '/api/getTeams', payload: {} })).body;
    const query = async <T>(statement: SQL) => ((await database.db.execute(statement)) as { rows: T[] }).rows;
    const tables = await query<{ name: string }>(
      sql`select table_name as name from information_schema.tables
           where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const rows: Record<string, string> = {};
    for (const { name } of tables) {
      const [digest] = await query<{ n: number; md5: string | null }>(
        sql`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as md5
              from ${sql.identifier(name)} t`,
      );
      rows[name] = `${digest?.n}:${digest?.md5}`;
    }
    return { answers, rows };
  } finally {
    await app.close();
  }
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)('backup and restore of the embedded database', () => {
  it('restores the same league into an empty DATA_DIR, refuses to overwrite, and refuses a running server', async () => {
    const source = join(work, 'source');
    const target = join(work, 'target');
    const file = join(work, 'embedded.tar.gz');
    const original = await openDatabase({ dataDir: source });
    await migrateDatabase(original);
    expect(await loadDemoDataIfEmpty(original.db)).toBe(true);
    const before = await league(original);
    expect(Object.keys(before.rows).length).toBeGreaterThan(10);

    // The directory is in use (by this process, as it would be by the server): no backup.
    const busy = await cli('backup', ['--out', file], { DATA_DIR: source });
    expect(busy.code).toBe(1);
    expect(busy.out).toMatch(/in use by another process[\s\S]*Stop the server, run the backup/);
    expect(existsSync(file)).toBe(false);
    await original.close();

    const backup = await cli('backup', ['--out', file], { DATA_DIR: source });
    expect(backup, backup.out).toMatchObject({ code: 0 });
    expect(backup.out).toContain(`Backup of the embedded database written to ${file}`);
    // Backups, the data directory and the default backup folder hold password hashes: owner only.
    expect(modeOf(file)).toBe('600');
    expect(modeOf(source)).toBe('700');
    const byDefault = await cli('backup', [], { DATA_DIR: source });
    expect(byDefault, byDefault.out).toMatchObject({ code: 0 });
    const backups = join(source, 'backups');
    expect(modeOf(backups)).toBe('700');
    expect(readdirSync(backups).map((name) => modeOf(join(backups, name)))).toEqual(['600']);

    expect(await cli('restore', [file], { DATA_DIR: target })).toMatchObject({ code: 0 });
    expect(modeOf(target)).toBe('700');
    const refused = await cli('restore', [file], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('already holds a database');
    // A backup for the other kind of database is refused before anything is touched.
    const wrongKind = await cli('restore', [file], {
      DATA_DIR: target,
      DATABASE_URL: 'postgres://x@127.0.0.1/none',
    });
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.out).toMatch(/backup of the embedded database, but the target is the PostgreSQL/);
    expect(await cli('restore', [file, '--force'], { DATA_DIR: target })).toMatchObject({ code: 0 });
    expect(existsSync(join(target, 'server.lock'))).toBe(false);

    const restored = await openDatabase({ dataDir: target });
    try {
      await migrateDatabase(restored);
      expect(await league(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 300_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('backup and restore of a PostgreSQL database', () => {
  it('restores the same league into an empty database, and replaces a database only with --force', async () => {
    const t = await createTestApp();
    const url = String((t.database.pool as NonNullable<Database['pool']>).options.connectionString);
    const name = `${new URL(url).pathname.slice(1)}_restored`;
    const targetUrl = adminUrl(url, name);
    const admin = await openPostgres(process.env.TEST_DATABASE_URL as string);
    const file = join(work, 'league.dump');
    try {
      expect(await loadDemoDataIfEmpty(t.db)).toBe(true);
      const before = await league(t.database);
      expect(Object.keys(before.rows).length).toBeGreaterThan(10);

      const backup = await cli('backup', ['--out', file], { DATABASE_URL: url });
      expect(backup, backup.out).toMatchObject({ code: 0 });
      expect(backup.out).toContain(`Backup of the PostgreSQL database written to ${file}`);
      expect(modeOf(file)).toBe('600');

      await admin.pool?.query(`create database ${name} template template0`);
      expect(await cli('restore', [file], { DATABASE_URL: targetUrl })).toMatchObject({ code: 0 });
      const refused = await cli('restore', [file], { DATABASE_URL: targetUrl });
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('already has tables');
      const replaced = await cli('restore', [file, '--force'], { DATABASE_URL: targetUrl });
      expect(replaced, replaced.out).toMatchObject({ code: 0 });

      const restored = await openPostgres(targetUrl);
      try {
        await migrateDatabase(restored);
        expect(await league(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
    } finally {
      await admin.pool?.query(`drop database if exists ${name} with (force)`);
      await admin.close();
      await t.close();
    }
  }, 120_000);
});
