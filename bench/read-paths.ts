/**
 * The per-user reads (the session check alone, getMyTeam and getTeams of the demo captain, getTeams
 * of the demo admin) by each way an instance can read the accounts (decisions 036, 065), in one
 * process through app.inject, so PGlite's work and the app's are both in the CPU time:
 *   kept    the accounts snapshot the instance keeps while it hears every change
 *   unkept  what a request reads while the instance cannot keep one (app.accounts.setKeep(false),
 *           as when the PostgreSQL listener is lost)
 *   fresh   the snapshot dropped before every request: each reads one loaded after it came,
 *           shared with the requests in flight that came before that load started
 * Interleaved rounds (the order alternates), medians per request; compare the ratios of one run.
 *   npx tsx bench/read-paths.ts [--rounds 5] [--requests 300] [--concurrency 10] [--database-url postgres://...]
 */
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { migrateDatabase } from '../server/db/client';
import { loadDemoDataIfEmpty } from '../server/db/demo';
import { openBenchDatabase } from './bench-database';
import { MACHINE_NOTE, median } from './lib';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    requests: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const postgresUrl = values['database-url'];
type Side = 'kept' | 'unkept' | 'fresh';
const SIDES: Side[] = ['kept', 'unkept', 'fresh'];

const bench = await openBenchDatabase(postgresUrl, 'bench_paths', 16);
const { database } = bench;
let app: FastifyInstance | null = null;
try {
  await migrateDatabase(database);
  await loadDemoDataIfEmpty(database.db);
  app = await buildApp({ config: testConfig({ authRateLimit: 1_000_000 }), database });
  await app.ready();
  const server = app;
  const tokenOf = async (email: string) => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'league-demo-2025' },
    });
    const token = (res.json() as { data?: { session?: { access_token?: string } } }).data?.session
      ?.access_token;
    if (!token) throw new Error(`login as ${email} failed (${res.statusCode})`);
    return token;
  };
  const captain = await tokenOf('captain@demo.example');
  const admin = await tokenOf('admin@demo.example');
  const reads = {
    'session check': { url: '/api/getUserByToken', token: captain },
    'getMyTeam captain': { url: '/api/getMyTeam', token: captain },
    'getTeams captain': { url: '/api/getTeams', token: captain },
    'getTeams admin': { url: '/api/getTeams', token: admin },
  };
  type Read = keyof typeof reads;

  /** `requests` calls, `concurrency` in flight; wall and CPU time per request, in microseconds. */
  async function run(side: Side, read: Read): Promise<{ wall: number; cpu: number }> {
    const { url, token } = reads[read];
    server.accounts.setKeep(side !== 'unkept');
    let left = requests;
    const one = async () => {
      while (left-- > 0) {
        if (side === 'fresh') server.accounts.drop();
        const res = await server.inject({ method: 'POST', url, payload: { access_token: token } });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      }
    };
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await Promise.all(Array.from({ length: concurrency }, one));
    const wall = ((performance.now() - start) * 1000) / requests;
    const used = process.cpuUsage(cpuStart);
    server.accounts.setKeep(true);
    return { wall, cpu: (used.user + used.system) / requests };
  }

  const names = Object.keys(reads) as Read[];
  // Warm-up: JIT, prepared plans, the public cache.
  for (const side of SIDES) for (const read of names) await run(side, read);
  const figures = new Map<string, { wall: number[]; cpu: number[] }>();
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? SIDES : [...SIDES].reverse();
    for (const read of names)
      for (const side of order) {
        const key = `${read}|${side}`;
        const { wall, cpu } = await run(side, read);
        const list = figures.get(key) ?? { wall: [], cpu: [] };
        list.wall.push(wall);
        list.cpu.push(cpu);
        figures.set(key, list);
      }
  }

  console.log(
    `${postgresUrl ? 'PostgreSQL (a throw-away database)' : 'PGlite in memory'}; ${rounds} interleaved rounds ` +
      `of ${requests} requests, ${concurrency} in flight, through app.inject. ${MACHINE_NOTE}`,
  );
  for (const read of names) {
    const kept = figures.get(`${read}|kept`) as { wall: number[]; cpu: number[] };
    const keptWall = median(kept.wall);
    const keptCpu = median(kept.cpu);
    for (const side of SIDES) {
      const got = figures.get(`${read}|${side}`) as { wall: number[]; cpu: number[] };
      const wall = median(got.wall);
      const cpu = median(got.cpu);
      console.log(
        `${read.padEnd(18)} ${side.padEnd(6)} wall ${wall.toFixed(0).padStart(6)} us/request ` +
          `(${(wall / keptWall).toFixed(2)}x kept), CPU ${cpu.toFixed(0).padStart(6)} us/request ` +
          `(${(cpu / keptCpu).toFixed(2)}x kept)`,
      );
    }
  }
} finally {
  await app?.close();
  await bench.close();
}
