import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-ports';
import { TSX_NODE } from './test/tsx-node';

/**
 * The server as an operator starts it, with settings it must refuse before it serves anything:
 * each refusal is one clear line naming the setting, never a stack trace (issue 23).
 */

const exec = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'league-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(env: Record<string, string>) {
  return exec(process.execPath, [...TSX_NODE, 'server/server.ts'], {
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
      'Invalid environment:\n  SMTP_URL: required in production (smtps://user:pass@host:465), or mail is never delivered\n',
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

/** Starts the server on a new embedded database, stops it once it answers, and returns what it wrote. */
async function startAndStop(env: Record<string, string>) {
  const fresh = mkdtempSync(join(tmpdir(), 'league-start-log-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...TSX_NODE, 'server/server.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: fresh, DATABASE_URL: '', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  try {
    const started = Date.now();
    // Health probes are not logged below warn: asking does not add to what is checked.
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server stopped: ${stdout}${stderr}`);
      if (Date.now() - started > 180_000) throw new Error(`no start within 180 s: ${stdout}${stderr}`);
      const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
    rmSync(fresh, { recursive: true, force: true });
  }
  return { stdout, stderr, port };
}

describe('the start, as a log reader sees it (decision 063)', () => {
  it('writes JSON lines only: the migrations applied, one line each, and where it listens with the demo logins', async () => {
    const { stdout, stderr, port } = await startAndStop({ LOG_LEVEL: 'info' });
    expect(stderr).toBe('');
    const lines = stdout.trim().split('\n');
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const applied = events
      .filter((event) => event.msg === 'migration applied')
      .map((event) => event.migration);
    // A new database gets every migration, named and in order.
    expect(applied[0]).toBe('0000_init');
    expect(applied).toContain('0017_site_calendar_domain');
    expect(applied).toEqual([...applied].sort());
    const start = events.find((event) => event.msg === 'listening');
    expect(start).toMatchObject({
      level: 30,
      url: `http://localhost:${port}`,
      address: `http://127.0.0.1:${port}`,
      port,
      database: 'embedded',
      demo_loaded: true,
      demo_logins: expect.arrayContaining([
        { email: 'admin@demo.example', password: 'league-demo-2025', role: 'ADMIN' },
      ]),
    });
    expect(start?.demo_logins).toHaveLength(6);
  }, 240_000);

  it('honours LOG_LEVEL: at warn a start and a stop write nothing', async () => {
    const { stdout, stderr } = await startAndStop({ LOG_LEVEL: 'warn', DEMO_DATA: 'false' });
    expect(stdout + stderr).toBe('');
  }, 240_000);
});
