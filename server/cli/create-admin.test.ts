import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from '../services/passwords';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'league-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function createAdmin(args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'server/cli/create-admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

describe('npm run create-admin', () => {
  it('creates a confirmed admin on a fresh embedded database, then promotes an existing user', async () => {
    const created = await createAdmin([
      '--email',
      'Boss@Example.org',
      '--password',
      'correct horse',
      '--name',
      'Ada Boss',
    ]);
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toContain('Created the confirmed admin account boss@example.org');

    const again = await createAdmin(['--email', 'boss@example.org', '--password', 'another secret']);
    expect(again.out).toContain('Promoted boss@example.org to ADMIN');

    const database = await openDatabase({ dataDir });
    try {
      const [admin] = await database.db.select().from(users).where(eq(users.mail, 'boss@example.org'));
      expect(admin).toMatchObject({ role: 'ADMIN', name: 'Ada Boss' });
      expect(admin?.emailConfirmedAt).not.toBeNull();
      expect(await verifyPassword('another secret', admin?.passwordHash ?? '')).toBe(true);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('says clearly when a running server holds the embedded database', async () => {
    writeFileSync(join(dataDir, 'server.lock'), '1');
    try {
      const locked = await createAdmin([
        '--email',
        'x@example.org',
        '--password',
        'long enough',
        '--name',
        'X',
      ]);
      expect(locked.code).toBe(1);
      expect(locked.out).toContain('stop the running server first');
    } finally {
      rmSync(join(dataDir, 'server.lock'), { force: true });
    }
  }, 60_000);

  it('names the bad argument', async () => {
    const bad = await createAdmin(['--email', 'not-an-address', '--password', 'long enough', '--name', 'X']);
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('--email');
  }, 60_000);
});
