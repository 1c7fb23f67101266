import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIsCurrent } from '../scripts/build-stamp.mjs';
import { freePort } from '../server/test/free-ports';

/** Every process below pid (not pid itself), read from /proc as ps would show them. */
function descendants(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

interface NpmStart {
  npm: ChildProcess;
  output: () => string;
}

/** `npm start` on the given data directory, as an operator runs it; resolves once GET / is a 200. */
async function npmStart(dataDir: string): Promise<NpmStart & { url: string }> {
  const port = await freePort();
  let output = '';
  const npm = spawn('npm', ['start'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      // The start script's line and the server's start line (with demo_loaded) are info.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  npm.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  npm.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (npm.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/`)).status === 200) return { npm, url, output: () => output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      npm.kill('SIGKILL');
      throw new Error(`npm start gave no page in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Sends the signal to the npm process only, as a process manager would; resolves with npm's exit code. */
async function stopWith(
  start: NpmStart,
  signal: NodeJS.Signals,
): Promise<{ code: number | null; left: number[] }> {
  const pid = start.npm.pid ?? 0;
  const below = descendants(pid);
  expect(below.length).toBeGreaterThan(0);
  const exited = new Promise<number | null>((resolve) => start.npm.once('exit', resolve));
  start.npm.kill(signal);
  const code = await exited;
  const left = below.filter(isRunning);
  // A failing run must not leave a server holding the port and the data directory.
  for (const orphan of left) process.kill(orphan, 'SIGKILL');
  return { code, left };
}

describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'league-npm-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts the built server without building again, and a signal to npm stops it with the database released', async () => {
    // Run after `npm run build` (npm test builds first): otherwise npm start would build here.
    expect(buildIsCurrent(), 'dist/ must be built from the current sources: npm run build').toBe(true);

    const first = await npmStart(dataDir);
    expect(first.output()).toContain(
      '"msg":"dist/ is up to date with the sources: starting without a build"',
    );
    expect(first.output()).toContain('"demo_loaded":true');
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
    const stopped = await stopWith(first, 'SIGTERM');
    expect(stopped.code).toBe(0);
    expect(stopped.left).toEqual([]);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    // The embedded database was released: a second start opens it and finds the league there.
    const second = await npmStart(dataDir);
    expect(second.output()).toContain('"demo_loaded":false');
    expect((await fetch(`${second.url}/api/getSeasons`)).status).toBe(200);
    const interrupted = await stopWith(second, 'SIGINT');
    expect(interrupted.code).toBe(0);
    expect(interrupted.left).toEqual([]);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });
});
