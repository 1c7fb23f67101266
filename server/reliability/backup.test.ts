import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { type Database, migrateDatabase, openDatabase, openPostgres } from '../db/client';
import { loadDemoDataIfEmpty } from '../db/demo';
import { seasons, settings, users } from '../db/schema';
import { adminUrl } from '../test/pg-names';
import { createTestApp } from '../test/test-app';
import { TSX_NODE } from '../test/tsx-node';

/**
 * npm run backup and npm run restore, run as the commands they are, on the database this test
 * run uses: a demo league is backed up, restored into a fresh database, and the restored one
 * answers the public reads with the same bytes and holds the same rows in every table.
 */

const exec = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'league-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** The modes found under dir, folders (d) and files (f) apart: each list sorted, without repeats. */
function modesUnder(dir: string): { d: string[]; f: string[] } {
  const found = { d: new Set<string>(), f: new Set<string>() };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) found.d.add(modeOf(path));
    else if (entry.isFile()) found.f.add(modeOf(path));
  }
  return { d: [...found.d].sort(), f: [...found.f].sort() };
}

/** Runs under umask 000: the files and folders the commands make must be private all the same. */
async function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const command = [process.execPath, ...TSX_NODE, `server/cli/${script}.ts`, ...args];
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
      // The one row a restore adds: the end of the sessions signed before it (checked apart).
      const addedByRestore = name === 'settings' ? sql`where t.key <> 'sessions_valid_from'` : sql``;
      const [digest] = await query<{ n: number; md5: string | null }>(
        sql`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as md5
              from ${sql.identifier(name)} t ${addedByRestore}`,
      );
      rows[name] = `${digest?.n}:${digest?.md5}`;
    }
    return { answers, rows };
  } finally {
    await app.close();
  }
}

/** Whether a restore ended the sessions signed before it (services/auth.ts, END_EVERY_SESSION_SQL). */
async function endsSessions(database: Database): Promise<boolean> {
  const [row] = await database.db.select().from(settings).where(eq(settings.key, 'sessions_valid_from'));
  return typeof row?.value === 'number' && row.value <= Date.now() / 1000;
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
    // The database's own files too, though PGlite makes them 0666 whatever the umask.
    expect(modesUnder(source)).toEqual({ d: ['700'], f: ['600'] });
    // The tarball names its members relative to the data directory, each owner-only.
    const members = (await exec('tar', ['-tvzf', file])).stdout.trim().split('\n');
    expect(members.length).toBeGreaterThan(100);
    expect(members.filter((line) => !/^(-rw-------|drwx------) .* [A-Za-z0-9_]/.test(line))).toEqual([]);
    expect(members.some((line) => line.endsWith(' PG_VERSION'))).toBe(true);
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
    expect(modesUnder(target)).toEqual({ d: ['700'], f: ['600'] });

    const restored = await openDatabase({ dataDir: target });
    try {
      await migrateDatabase(restored);
      expect(await league(restored)).toEqual(before);
      expect(await endsSessions(restored)).toBe(true);
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
        expect(await endsSessions(restored)).toBe(true);
      } finally {
        await restored.close();
      }
    } finally {
      await admin.pool?.query(`drop database if exists ${name} with (force)`);
      await admin.close();
      await t.close();
    }
  }, 300_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('restore under running servers', () => {
  it('every running instance serves the restored league at its next read, and sessions signed before the restore end', async () => {
    const t = await createTestApp();
    const url = String((t.database.pool as NonNullable<Database['pool']>).options.connectionString);
    // A second instance on the same database, as behind a proxy.
    const otherDatabase = await openPostgres(url);
    const other = await buildApp({ config: testConfig(), database: otherDatabase });
    const file = join(work, 'under-servers.dump');
    try {
      expect(await loadDemoDataIfEmpty(t.db)).toBe(true);
      const read = async (app: typeof other) => {
        const res = await app.inject({ method: 'GET', url: '/api/getSeasons' });
        expect(res.statusCode).toBe(200);
        return (JSON.parse(res.body) as { data: { name: string }[] }).data.map((season) => season.name);
      };
      const backedUp = await read(t.app);
      expect(backedUp.length).toBeGreaterThan(0);
      expect(await read(other)).toEqual(backedUp);
      const [admin] = await t.db
        .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
        .from(users)
        .where(eq(users.mail, 'admin@demo.example'));
      if (!admin) throw new Error('the demo league has no admin');
      const signedBefore = await t.tokenFor(admin);
      const me = (token: string, app = t.app) =>
        app.inject({
          method: 'POST',
          url: '/api/getUserByToken',
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await me(signedBefore)).statusCode).toBe(200);

      const backup = await cli('backup', ['--out', file], { DATABASE_URL: url });
      expect(backup, backup.out).toMatchObject({ code: 0 });

      // A change after the backup, made and announced as a write does; both instances cache it.
      await t.db.update(seasons).set({ name: sql`${seasons.name} || ' (changed after the backup)'` });
      t.app.publicCache.invalidate();
      await t.app.publicCache.announced();
      const changed = await read(t.app);
      expect(changed).not.toEqual(backedUp);
      expect(await read(other)).toEqual(changed);

      const restored = await cli('restore', [file, '--force'], { DATABASE_URL: url });
      expect(restored, restored.out).toMatchObject({ code: 0 });
      // No waiting: before each public read an instance collects every notification already sent.
      expect(await read(t.app)).toEqual(backedUp);
      expect(await read(other)).toEqual(backedUp);
      // Sessions signed before the restore end on every instance; a new one works.
      expect((await me(signedBefore)).statusCode).toBe(401);
      expect((await me(signedBefore, other)).statusCode).toBe(401);
      expect((await me(await t.tokenFor(admin), other)).statusCode).toBe(200);
    } finally {
      await other.close();
      await otherDatabase.close();
      await t.close();
    }
  }, 300_000);
});
