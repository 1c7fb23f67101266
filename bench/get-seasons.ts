/**
 * GET /api/getSeasons on the demo league against a reference route in the same server process
 * that sends the identical precomputed bytes. Interleaved autocannon runs from this (separate)
 * process; medians; prints the ratio and the server CPU per request of both.
 * Goal (issue 2): ratio >= 0.8 and p99 < 20 ms at 200 connections.
 *   npm run bench -- [--rounds 5] [--seconds 5] [--connections 200]
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '200' },
  },
});
const rounds = Number(values.rounds);
const duration = Number(values.seconds);
const connections = Number(values.connections);

const server = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-server.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise<number>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    const line = chunk
      .toString()
      .trim()
      .split('\n')
      .find((l) => l.startsWith('{"port"'));
    if (line) resolve(JSON.parse(line).port);
  });
  server.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const base = `http://127.0.0.1:${port}`;

async function cpuMicros(): Promise<number> {
  const usage = (await (await fetch(`${base}/bench/cpu`)).json()) as { user: number; system: number };
  return usage.user + usage.system;
}

interface Run {
  rps: number;
  p99: number;
  errors: number;
  cpuPerRequest: number;
}

async function run(path: string): Promise<Run> {
  const before = await cpuMicros();
  // Browsers ask for gzip; both routes then send the same compressed bytes.
  const result = await autocannon({
    url: base + path,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip' },
  });
  const cpu = (await cpuMicros()) - before;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuPerRequest: cpu / Math.max(1, result.requests.total),
  };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const summary = (label: string, runs: Run[]) =>
  `${label.padEnd(11)} median ${median(runs.map((r) => r.rps)).toFixed(0)} req/s, p99 ${median(runs.map((r) => r.p99))} ms, ` +
  `server CPU ${median(runs.map((r) => r.cpuPerRequest)).toFixed(1)} us/request`;

try {
  await run('/api/getSeasons'); // warm-up
  const real: Run[] = [];
  const reference: Run[] = [];
  for (let i = 0; i < rounds; i++) {
    // Interleaved so that drift of the machine hits both sides alike.
    reference.push(await run('/bench/reference'));
    real.push(await run('/api/getSeasons'));
  }
  const ratio = median(real.map((r) => r.rps)) / median(reference.map((r) => r.rps));
  const cpuRatio = median(real.map((r) => r.cpuPerRequest)) / median(reference.map((r) => r.cpuPerRequest));
  console.log(`${rounds} interleaved rounds of ${duration} s at ${connections} connections`);
  console.log(summary('reference', reference));
  console.log(summary('getSeasons', real));
  console.log(`errors: ${[...real, ...reference].reduce((n, r) => n + r.errors, 0)}`);
  console.log(`throughput ratio getSeasons/reference: ${ratio.toFixed(2)} (goal >= 0.8)`);
  console.log(`server CPU ratio getSeasons/reference: ${cpuRatio.toFixed(2)} (goal <= 1.5)`);
} finally {
  server.kill('SIGTERM');
}
