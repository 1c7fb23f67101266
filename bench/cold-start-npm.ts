/**
 * `npm start` as an operator runs it, from the command to the first 200 of GET /: the first start
 * of a fresh clone (no dist/, an empty DATA_DIR: build, migrations, demo league) and the second
 * start (dist/ built, the same DATA_DIR). With --compare, another start command's same two starts,
 * interleaved round by round, e.g. the former `npm run build && node dist/server/server.js`.
 * Medians. Each first start removes dist/ (the start builds it again); allow ~5 minutes a round.
 * --second-only keeps dist/ and times second starts only, e.g. against the bare server's restart:
 *   npm run bench:npm-start -- [--rounds 3] [--compare 'npm run build && node dist/server/server.js']
 *   npm run bench:npm-start -- --second-only --rounds 5 --compare 'node dist/server/server.js'
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../server/test/free-ports';
import { MACHINE_NOTE, median, REPO_ROOT } from './lib';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    compare: { type: 'string' },
    'second-only': { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const commands = ['npm start', ...(values.compare ? [values.compare] : [])];
const secondOnly = values['second-only'];
const TIMEOUT_MS = 600_000;

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Milliseconds from the command to the first 200 of GET /; then SIGTERM to its whole process group. */
async function startOnce(command: string, dataDir: string): Promise<number> {
  const port = await freePort();
  const start = performance.now();
  // Its own process group: the former start command leaves its server behind when only npm is signalled.
  const child = spawn('sh', ['-c', command], {
    cwd: REPO_ROOT,
    detached: true,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: '',
      DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pgid = child.pid ?? 0;
  try {
    while (performance.now() - start < TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/`);
        await answer.arrayBuffer();
        if (answer.status === 200) return performance.now() - start;
      } catch {
        // Building, or not listening yet.
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${command}: no page within ${TIMEOUT_MS / 1000} s`);
  } finally {
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGTERM');
    const deadline = Date.now() + 30_000;
    while (groupAlive(pgid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
  }
}

const dirs: string[] = [];
const removeDirs = () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
};
process.once('SIGINT', () => {
  removeDirs();
  process.exit(130);
});

const tenths = (ms: number) => (ms / 1000).toFixed(1);
const seconds = (xs: number[]) =>
  `${tenths(median(xs))} s (${tenths(Math.min(...xs))}-${tenths(Math.max(...xs))} s)`;

try {
  console.log(MACHINE_NOTE);
  const first = new Map<string, number[]>(commands.map((c) => [c, []]));
  const second = new Map<string, number[]>(commands.map((c) => [c, []]));
  for (let i = 0; i < rounds; i++) {
    for (const command of commands) {
      const dataDir = mkdtempSync(join(tmpdir(), 'league-npm-start-'));
      dirs.push(dataDir);
      if (secondOnly) {
        // The demo league for the timed start; `npm start` builds dist/ here if it is stale.
        await startOnce('npm start', dataDir);
      } else {
        rmSync(join(REPO_ROOT, 'dist'), { recursive: true, force: true });
        first.get(command)?.push(await startOnce(command, dataDir));
      }
      second.get(command)?.push(await startOnce(command, dataDir));
      const last = (label: string, m: Map<string, number[]>) =>
        `${label} ${tenths(m.get(command)?.at(-1) ?? 0)} s`;
      const times = secondOnly ? [last('second', second)] : [last('first', first), last('second', second)];
      console.log(`round ${i + 1}, ${command}: ${times.join(', ')}`);
    }
  }
  console.log(`\n${rounds} interleaved rounds, command to the first 200 of GET / (median, min-max):`);
  for (const command of commands) {
    console.log(`  ${command}`);
    if (!secondOnly)
      console.log(`    first start (no dist/, empty DATA_DIR)   ${seconds(first.get(command) ?? [])}`);
    console.log(`    second start (same DATA_DIR)             ${seconds(second.get(command) ?? [])}`);
  }
} finally {
  removeDirs();
}
