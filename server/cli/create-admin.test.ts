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
import { TSX_NODE } from '../test/tsx-node';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'league-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The password goes in ADMIN_PASSWORD (stdin is no terminal here, so nothing is asked). */
function createAdmin(args: string[], password?: string) {
  return run(process.execPath, [...TSX_NODE, 'server/cli/create-admin.ts', ...args], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      ADMIN_PASSWORD: password ?? '',
    },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

describe('npm run create-admin', () => {
  it('creates a confirmed admin on a fresh embedded database, then promotes an existing user', async () => {
    const created = await createAdmin(['--email', 'Boss@Example.org', '--name', 'Ada Boss'], 'correct horse');
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toContain('Created the confirmed admin account boss@example.org');
    expect(created.out).not.toContain('correct horse');

    const again = await createAdmin(['--email', 'boss@example.org'], 'another secret');
    expect(again.out).toContain('Promoted boss@example.org to ADMIN');

    const withPhone = await createAdmin(
      ['--email', 'phoned@example.org', '--name', 'Pia Phone', '--phone', '+4915112345678'],
      'long enough',
    );
    expect(withPhone, withPhone.out).toMatchObject({ code: 0 });

    const database = await openDatabase({ dataDir });
    try {
      const [admin] = await database.db.select().from(users).where(eq(users.mail, 'boss@example.org'));
      expect(admin).toMatchObject({ role: 'ADMIN', name: 'Ada Boss' });
      expect(admin?.emailConfirmedAt).not.toBeNull();
      expect(await verifyPassword('another secret', admin?.passwordHash ?? '')).toBe(true);
      // Without --phone the admin has no phone rather than a made-up one.
      expect(admin?.phone).toBeNull();
      const [phoned] = await database.db.select().from(users).where(eq(users.mail, 'phoned@example.org'));
      expect(phoned?.phone).toBe('+4915112345678');
    } finally {
      await database.close();
    }
  }, 300_000);

  it('takes no password from the command line, and without ADMIN_PASSWORD or a terminal asks for one', async () => {
    const onCommandLine = await createAdmin([
      '--email',
      'x@example.org',
      '--password',
      'long enough',
      '--name',
      'X',
    ]);
    expect(onCommandLine.code).toBe(2);
    expect(onCommandLine.out).toContain("Unknown option '--password'");
    const without = await createAdmin(['--email', 'x@example.org', '--name', 'X']);
    expect(without.code).toBe(2);
    expect(without.out).toContain('password: set ADMIN_PASSWORD, or run the command in a terminal');
    const short = await createAdmin(['--email', 'x@example.org', '--name', 'X'], 'short');
    expect(short.code).toBe(2);
    expect(short.out).toContain('password: Password should be at least 8 characters!');
  }, 60_000);

  it('says clearly when a running server holds the embedded database', async () => {
    writeFileSync(join(dataDir, 'server.lock'), '1');
    try {
      const locked = await createAdmin(['--email', 'x@example.org', '--name', 'X'], 'long enough');
      expect(locked.code).toBe(1);
      expect(locked.out).toContain('stop the running server first');
    } finally {
      rmSync(join(dataDir, 'server.lock'), { force: true });
    }
  }, 60_000);

  it('names the bad argument', async () => {
    const bad = await createAdmin(['--email', 'not-an-address', '--name', 'X'], 'long enough');
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('--email');
  }, 60_000);
});
