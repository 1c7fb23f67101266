import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The server as an operator starts it, with settings it must refuse before it serves anything:
 * each refusal is one clear line naming the setting, never a stack trace (issue 23).
 */

const exec = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'league-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(env: Record<string, string>) {
  return exec(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    timeout: 60_000,
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

const production = { NODE_ENV: 'production', JWT_SECRET: 'start-test-secret-start-test-secret-0123' };

describe('server start', () => {
  it('refuses to start in production without SMTP_URL, naming it', async () => {
    const refused = await start(production);
    expect(refused.code).toBe(1);
    expect(refused.out).toBe(
      'Invalid environment:\n  SMTP_URL: required in production (smtp://user:pass@host:587), or mail is never delivered\n',
    );
  });

  it('stops with one line naming DATABASE_URL when the database is unreachable, without its password', async () => {
    const refused = await start({
      ...production,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      DATABASE_URL: 'postgres://league:hunter2-secret@127.0.0.1:1/league',
    });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(
      /^Cannot connect to the PostgreSQL database in DATABASE_URL \(postgres:\/\/league:\*\*\*@127\.0\.0\.1:1\/league\): .*ECONNREFUSED.*\n$/,
    );
    expect(refused.out).not.toContain('hunter2-secret');
  });
});
