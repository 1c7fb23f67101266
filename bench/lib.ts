/**
 * Shared by the bench scripts: the bench server in its own process, autocannon runs with the
 * server's CPU time per request, interleaved rounds and medians.
 */
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { type RunningServer, startServer } from '../e2e/harness';

export const REPO_ROOT = join(import.meta.dirname, '..');

export const MACHINE_NOTE =
  'Load generator and server share this machine (2 cores, also busy with other work): ' +
  'compare the ratios of one run, not absolute figures across runs.';

export interface BenchServerInfo {
  port: number;
  /** Whether the built web app (dist/web) is served, with prerendered pages when dist/ssr exists. */
  webApp: boolean;
  prerender: boolean;
}

export interface BenchServer extends BenchServerInfo {
  base: string;
  get<T>(path: string): Promise<T>;
  stop(): Promise<void>;
}

/**
 * Starts bench/bench-server.ts (the app on the demo league) with --expose-gc for /bench/memory;
 * `env` adds variables the bench server reads (BENCH_LEGACY_HASHING, BENCH_DATABASE_URL).
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/bench-server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return connect(child, (info) => info as BenchServerInfo);
}

// Answers every request with BARE_STATUS, BARE_HEADERS (JSON) and BARE_BODY (base64); /bench/cpu as the bench server.
const BARE_SERVER = `
const body = Buffer.from(process.env.BARE_BODY, 'base64');
const headers = JSON.parse(process.env.BARE_HEADERS);
const status = Number(process.env.BARE_STATUS);
const server = require('node:http').createServer((request, response) => {
  if (request.url === '/bench/cpu') return response.end(JSON.stringify(process.cpuUsage()));
  response.writeHead(status, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => process.exit(0));
`;

/**
 * A bare node:http server in its own process sending the given status, headers and bytes: no
 * framework, no routing, no hooks. Its figures are the floor of any Node server on this machine in
 * the run. With status 304 node:http sends no body, whatever the bytes.
 */
export async function startBareServer(
  body: Buffer,
  headers: Record<string, string>,
  status = 200,
): Promise<BenchServer> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: {
      ...process.env,
      BARE_BODY: body.toString('base64'),
      BARE_HEADERS: JSON.stringify(headers),
      BARE_STATUS: String(status),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return connect(child, (info) => ({ ...info, webApp: false, prerender: false }));
}

/** Waits for the child's {"port": ...} line on stdout. */
async function connect(
  child: ChildProcessByStdio<null, Readable, null>,
  describe: (info: { port: number }) => BenchServerInfo,
): Promise<BenchServer> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const info = await new Promise<BenchServerInfo>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve(describe(JSON.parse(line) as { port: number }));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${info.port}`;
  return {
    ...info,
    base,
    get: async <T>(path: string) => (await (await fetch(base + path)).json()) as T,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface Target {
  /** A single request... */
  method?: 'GET' | 'POST';
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** ...or a sequence each connection cycles through (a mix). */
  requests?: autocannon.Request[];
  /** The status class every answer must have; anything else counts as an error. */
  expect?: '2xx' | '3xx';
}

export interface Run {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Failed connections, timeouts and answers of another status class than expected. */
  errors: number;
  cpuPerRequest: number;
}

export interface LoadOptions {
  connections: number;
  duration: number;
}

async function cpuMicros(server: BenchServer): Promise<number> {
  const usage = await server.get<{ user: number; system: number }>('/bench/cpu');
  return usage.user + usage.system;
}

/** One autocannon run; the server's own CPU time is read before and after. */
export async function measure(server: BenchServer, target: Target, options: LoadOptions): Promise<Run> {
  const before = await cpuMicros(server);
  const result = await autocannon({
    url: server.base + (target.path ?? '/'),
    method: target.method ?? 'GET',
    // Browsers ask for compressed answers; the app then sends its precomputed gzip bytes.
    headers: { 'accept-encoding': 'gzip', ...target.headers },
    body: target.body,
    requests: target.requests,
    connections: options.connections,
    duration: options.duration,
  });
  const cpu = (await cpuMicros(server)) - before;
  const expected = result[target.expect ?? '2xx'];
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + (answered - expected),
    cpuPerRequest: cpu / Math.max(1, result.requests.total),
  };
}

export const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * Runs every side once per round; the order alternates between rounds, so drift of a busy
 * machine and any advantage of going first or last hit all sides alike. Returns the runs per side.
 */
export async function interleaved<K extends string>(
  rounds: number,
  sides: Record<K, () => Promise<Run>>,
  onRound?: (round: number) => void,
): Promise<Record<K, Run[]>> {
  const names = Object.keys(sides) as K[];
  const runs = Object.fromEntries(names.map((name) => [name, [] as Run[]])) as Record<K, Run[]>;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) runs[name].push(await sides[name]());
    onRound?.(round + 1);
  }
  return runs;
}

export interface Summary {
  rps: number;
  p50: number;
  p99: number;
  cpuPerRequest: number;
  errors: number;
}

export function summarize(runs: Run[]): Summary {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpuPerRequest: median(runs.map((r) => r.cpuPerRequest)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

export const describeSummary = (label: string, s: Summary, width = 16) =>
  `${label.padEnd(width)} median ${s.rps.toFixed(0).padStart(6)} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms, ` +
  `server CPU ${s.cpuPerRequest.toFixed(1)} us/request, errors ${s.errors}`;

export const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** --rounds, --seconds and --connections with per-script defaults, plus any extra options. */
export function benchArgs(defaults: { rounds?: number; seconds: number; connections: number }) {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: String(defaults.rounds ?? 1) },
      seconds: { type: 'string', default: String(defaults.seconds) },
      connections: { type: 'string', default: String(defaults.connections) },
    },
  });
  return {
    rounds: Number(values.rounds),
    duration: Number(values.seconds),
    connections: Number(values.connections),
  };
}

/** The built server of `dir` (its dist/server/server.js), started from there. */
async function startBuild(dir: string): Promise<RunningServer> {
  const here = process.cwd();
  process.chdir(dir);
  try {
    return await startServer();
  } finally {
    process.chdir(here);
  }
}

/**
 * This checkout's build ('this build') and, with `compare`, another one (a folder holding its
 * dist/, e.g. a `git archive` of main built there), each started from its folder, to be measured
 * in the same rounds.
 */
export async function startBuilds(compare?: string): Promise<Map<string, RunningServer>> {
  const builds = new Map([['this build', await startBuild(process.cwd())]]);
  if (compare) builds.set(compare, await startBuild(compare));
  return builds;
}
