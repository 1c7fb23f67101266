/**
 * Cold start on the embedded database: from spawning `node dist/server/server.js` (what `npm start`
 * runs) to the first 200 of GET /api/getSeasons and of GET /, on a restart (DATA_DIR holding the
 * demo league) and on a fresh empty DATA_DIR (migrations and the demo league loaded), interleaved
 * with the same restart from the TypeScript source through tsx, and a bare node server; medians.
 * Then the steps of a start one by one (bench/cold-start-phases.ts, from source), medians per step.
 * Goal (issue 7): at most 3 s to the first 200 on a restart.
 * NODE_ENV is development (as `npm start` runs) unless --production (with a JWT_SECRET and an
 * SMTP_URL, as deployed).
 *   npm run bench:cold-start -- [--rounds 5] [--production]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../server/test/free-ports';
import { MACHINE_NOTE, median, REPO_ROOT, verdict } from './lib';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, production: { type: 'boolean', default: false } },
});
const rounds = Number(values.rounds);
const production = values.production;
const TIMEOUT_MS = 120_000;

const serverEnv = (dataDir: string, port: number) => ({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: production ? 'production' : 'development',
  ...(production
    ? { JWT_SECRET: 'cold-start-bench-secret-cold-start-bench', SMTP_URL: 'smtp://127.0.0.1:9' }
    : {}),
  DATABASE_URL: '',
  DEMO_DATA: 'true',
});

type Runner = 'built' | 'tsx' | 'bare';
const ARGS: Record<Runner, string[]> = {
  built: ['dist/server/server.js'],
  tsx: ['--import', 'tsx', 'server/server.ts'],
  // The machine's own floor in the same run: node starting a bare HTTP server that answers 200.
  bare: [
    '-e',
    "require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')",
  ],
};

interface Start {
  seasons: number;
  page: number;
}

/** Milliseconds from spawn to the first 200 of each URL; the server is then stopped cleanly. */
async function startOnce(runner: Runner, dataDir = ''): Promise<Start> {
  const port = await freePort();
  const start = performance.now();
  const child = spawn(process.execPath, ARGS[runner], {
    cwd: REPO_ROOT,
    env: serverEnv(dataDir, port),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const firstOk = async (path: string) => {
    while (!gone && performance.now() - start < TIMEOUT_MS) {
      try {
        const answer = await fetch(`http://127.0.0.1:${port}${path}`);
        await answer.arrayBuffer();
        if (answer.status === 200) return performance.now() - start;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no 200 for ${path} from the server (${gone ? 'it exited' : 'timed out'})`);
  };
  try {
    const [seasons, page] = await Promise.all([firstOk('/api/getSeasons'), firstOk('/')]);
    return { seasons, page };
  } finally {
    // SIGTERM: the server closes the embedded database cleanly, as a restart would find it.
    child.kill('SIGTERM');
    await exited;
  }
}

async function phasesOnce(dataDir: string): Promise<Record<string, number>> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/cold-start-phases.ts'], {
    cwd: REPO_ROOT,
    env: serverEnv(dataDir, 0),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = output.split('\n').find((l) => l.startsWith('{'));
  if (code !== 0 || !line) throw new Error(`cold-start-phases exited with ${code}`);
  return JSON.parse(line) as Record<string, number>;
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'league-cold-start-'));
  dirs.push(dir);
  return dir;
};
const removeDirs = () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
};
// Ctrl+C reaches the servers too (same process group); the data directories are ours to remove.
process.once('SIGINT', () => {
  removeDirs();
  process.exit(130);
});

const seconds = (xs: number[]) => `${(median(xs) / 1000).toFixed(2)} s`;

try {
  console.log(MACHINE_NOTE);
  console.log(`NODE_ENV=${production ? 'production' : 'development'}`);
  const kept = tempDir();
  // The first start makes the demo database that every restart then opens.
  await startOnce('built', kept);
  const restarts: Start[] = [];
  const tsxRestarts: Start[] = [];
  const fresh: Start[] = [];
  const bare: Start[] = [];
  for (let i = 0; i < rounds; i++) {
    bare.push(await startOnce('bare'));
    restarts.push(await startOnce('built', kept));
    tsxRestarts.push(await startOnce('tsx', kept));
    fresh.push(await startOnce('built', tempDir()));
  }
  console.log(`${rounds} interleaved rounds, spawn to first 200 (median, min-max):`);
  const row = (label: string, xs: number[]) =>
    `  ${label.padEnd(46)} ${seconds(xs)} (${(Math.min(...xs) / 1000).toFixed(2)}-${(Math.max(...xs) / 1000).toFixed(2)} s)`;
  for (const [label, starts] of [
    ['restart', restarts],
    ['restart from source (tsx)', tsxRestarts],
    ['fresh DATA_DIR', fresh],
  ] as const) {
    console.log(
      row(
        `${label}, GET /api/getSeasons`,
        starts.map((s) => s.seasons),
      ),
    );
    console.log(
      row(
        `${label}, GET /`,
        starts.map((s) => s.page),
      ),
    );
  }
  console.log(
    row(
      'bare node HTTP server (floor)',
      bare.map((s) => s.seasons),
    ),
  );
  // A start is done when both answer: the later of the two medians.
  const later = (starts: Start[]) =>
    Math.max(median(starts.map((s) => s.seasons)), median(starts.map((s) => s.page)));
  const worst = later(restarts);
  const floor = median(bare.map((s) => s.seasons));
  console.log(
    `restart to first 200 (the later of the two): ${(worst / 1000).toFixed(2)} s (goal <= 3 s) ${verdict(worst <= 3000)}; ` +
      `${(worst / floor).toFixed(1)}x a bare node server's start in the same run; ` +
      `${(later(tsxRestarts) / worst).toFixed(2)}x faster than from source through tsx`,
  );

  for (const [label, dir] of [
    ['restart', kept],
    ['fresh DATA_DIR', null],
  ] as const) {
    const runs: Record<string, number>[] = [];
    for (let i = 0; i < rounds; i++) runs.push(await phasesOnce(dir ?? tempDir()));
    const names = Object.keys(runs[0] ?? {});
    const total = median(runs.map((r) => Object.values(r).reduce((a, b) => a + b, 0)));
    console.log(
      `\nsteps of a start, ${label}, median of ${rounds} (in-process, bench/cold-start-phases.ts):`,
    );
    for (const name of names) {
      const ms = median(runs.map((r) => r[name] ?? 0));
      console.log(
        `  ${name.padEnd(58)} ${ms.toFixed(0).padStart(5)} ms  ${((ms / total) * 100).toFixed(0)}%`,
      );
    }
    console.log(`  ${'total'.padEnd(58)} ${total.toFixed(0).padStart(5)} ms`);
  }
} finally {
  removeDirs();
}
