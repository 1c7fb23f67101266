import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../db/demo';
import { TSX_NODE } from '../test/tsx-node';

/**
 * The real server as a child process on the embedded database, killed with SIGKILL in the
 * middle of a burst of writes: after a restart on the same DATA_DIR every write it had
 * acknowledged must be there. PostgreSQL's durability is PostgreSQL's: this is PGlite-only.
 */

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function start(dataDir: string, webDist: string): Promise<Running> {
  let output = '';
  const child = spawn(process.execPath, [...TSX_NODE, 'server/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // Port 0: the system picks a free one, which the listening log line names.
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: webDist,
      DEMO_DATA: 'true',
      JWT_SECRET: 'sigkill-test-secret-sigkill-test-secret',
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in time:\n${output}`));
    }, 90_000);
    const collect = (chunk: Buffer) => {
      output += chunk;
      const listening = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`the server exited early:\n${output}`));
    });
  });
  return { child, url, output: () => output };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const post = (url: string, body: object) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe.skipIf(!!process.env.TEST_DATABASE_URL)(
  'SIGKILL during a burst of writes (embedded database)',
  () => {
    // Made in the hook, not while collecting: a skipped describe runs no afterAll to remove it.
    let root = '';
    const children: ChildProcess[] = [];
    beforeAll(() => {
      root = mkdtempSync(join(tmpdir(), 'league-sigkill-'));
    });
    afterAll(async () => {
      for (const child of children) await killed(child);
      if (root) rmSync(root, { recursive: true, force: true });
    });

    it('restarts on the same data directory with every acknowledged write present', async () => {
      const dataDir = join(root, 'data');
      const webDist = join(root, 'no-web');
      const first = await start(dataDir, webDist);
      children.push(first.child);
      const admin = DEMO_LOGINS.accounts.find((a) => a.role === 'ADMIN')?.email;
      const login = await post(`${first.url}/api/login`, { email: admin, password: DEMO_LOGINS.password });
      const token = ((await login.json()) as { data: { session: { access_token: string } } }).data.session
        .access_token;

      // Eight writers add pitches one after another; SIGKILL lands while several are in flight.
      // Twenty acknowledged and at most eight in flight stay within the admin's budget of 30
      // addPitch calls (server/policies/write-budgets.ts), the restart's one included.
      const pitch = (name: string) => ({
        access_token: token,
        name,
        address: 'Burstweg 1, 80809 München',
        map_url: 'https://www.openstreetmap.org/',
      });
      const acknowledged: string[] = [];
      const refused: string[] = [];
      let sent = 0;
      let stop = false;
      const writer = async () => {
        while (!stop) {
          const name = `Burst ${++sent}`;
          try {
            const res = await post(`${first.url}/api/addPitch`, pitch(name));
            if (res.status === 200) acknowledged.push(name);
            else refused.push(`${res.status} ${await res.text()}`);
          } catch {
            return; // the connection died with the server
          }
        }
      };
      const writers = Array.from({ length: 8 }, writer);
      const deadline = Date.now() + 30_000;
      while (acknowledged.length < 20 && refused.length === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 5));
      }
      expect(refused).toEqual([]);
      expect(acknowledged.length, first.output()).toBeGreaterThanOrEqual(20);
      await killed(first.child);
      stop = true;
      await Promise.all(writers);
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(sent).toBeGreaterThan(acknowledged.length);
      // The dead server's lock is still there; the restart must take it over.
      expect(readFileSync(join(dataDir, 'server.lock'), 'utf8').split(' ')[0]).toBe(String(first.child.pid));

      const second = await start(dataDir, webDist);
      children.push(second.child);
      const pitches = (
        (await (await fetch(`${second.url}/api/getPitches`)).json()) as { data: { name: string }[] }
      ).data;
      const names = new Set(pitches.map((p) => p.name));
      const missing = acknowledged.filter((name) => !names.has(name));
      expect(missing).toEqual([]);
      // Nothing written twice, and nothing that was never sent.
      const burst = pitches.filter((p) => p.name.startsWith('Burst '));
      expect(new Set(burst.map((p) => p.name)).size).toBe(burst.length);
      expect(burst.length).toBeLessThanOrEqual(sent);
      // The restarted server writes as well.
      const res = await post(`${second.url}/api/addPitch`, pitch('After the crash'));
      expect(res.status).toBe(200);
      await killed(second.child);
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(true);
    }, 240_000);
  },
);
