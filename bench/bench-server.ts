/**
 * The app on the demo league plus reference routes, in its own process so the load generator
 * does not share its CPU. Serves the built web app when dist/web exists (with prerendered
 * visitor pages when dist/ssr exists too). Prints {port, webApp, prerender} on stdout once ready.
 * Start it with --expose-gc so /bench/memory measures live memory, not garbage.
 * BENCH_DATABASE_URL (a PostgreSQL server) runs it on a throw-away database there instead of
 * PGlite in memory; the database is dropped when the server stops. PGLITE_SHARED_BUFFERS_MB sets
 * PGlite's buffer cache as for the server. BENCH_DATA_DIR opens that embedded database directory
 * (the server's layout) instead of a new one in memory.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { app as leagueApp } from '../server/app';
import { testConfig } from '../server/config';
import { DEFAULT_SHARED_BUFFERS_MB, migrateDatabase, openDatabase } from '../server/db/client';
import { loadDemoDataIfEmpty } from '../server/db/demo';
import { configureHashing, LEGACY_HASH_PARAMETERS } from '../server/services/passwords';
import { openBenchDatabase } from './bench-database';

// bench/login.ts compares with the hashing before decision 023: N=2^17, p=1, no queue. Set before
// the demo league is made, so its accounts' hashes have those parameters too.
if (process.env.BENCH_LEGACY_HASHING === '1')
  configureHashing(LEGACY_HASH_PARAMETERS, Number.POSITIVE_INFINITY);

const postgresUrl = process.env.BENCH_DATABASE_URL;
// An embedded database directory in the server's layout (bench/big-league.ts: a copy of the big league).
const dataDir = process.env.BENCH_DATA_DIR;
// As the server reads it (server/config.ts), to compare settings (decision 040).
const sharedBuffersMb = Number(process.env.PGLITE_SHARED_BUFFERS_MB || DEFAULT_SHARED_BUFFERS_MB);
// A copy of an embedded database directory, or a fresh one (a throw-away one on PostgreSQL).
const bench = dataDir
  ? await (async () => {
      const database = await openDatabase({ dataDir, sharedBuffersMb });
      return { database, close: () => database.close() };
    })()
  : await openBenchDatabase(postgresUrl, 'bench_load', sharedBuffersMb);
const { database } = bench;
await migrateDatabase(database);
await loadDemoDataIfEmpty(database.db);
const app = Fastify({ logger: false });
let seasonsGzip: Buffer = Buffer.alloc(0);
// Reference: the same gzipped bytes and headers as getSeasons, with no cache lookup at all.
app.get('/bench/reference', async (_request, reply) =>
  reply
    .type('application/json; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Content-Encoding', 'gzip')
    .send(seasonsGzip),
);
// The same bytes for a server outside this process (bench/get-seasons.ts's bare node:http floor).
app.get('/bench/reference-bytes', async () => ({ bytes: seasonsGzip.toString('base64') }));
app.get('/bench/hello', async () => ({ hello: 'world' }));
// CPU time of this process, so the driver can compute server CPU per request.
app.get('/bench/cpu', async () => process.cpuUsage());
// Memory after a full collection (when exposed), so growth between load runs means retained objects.
app.get('/bench/memory', async () => {
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed, gc: typeof globalThis.gc === 'function' };
});
// Peak resident memory (Linux): cleared before a burst and read after it (bench/login.ts).
const kib = (field: string) =>
  Number(
    readFileSync('/proc/self/status', 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0,
  );
app.post('/bench/peak-rss/reset', async () => {
  writeFileSync('/proc/self/clear_refs', '5');
  return { rss: kib('VmRSS') * 1024 };
});
app.get('/bench/peak-rss', async () => ({ peak: kib('VmHWM') * 1024, rss: kib('VmRSS') * 1024 }));
/**
 * A write's cache rebuild, timed here in the server (bench/big-league.ts): each round drops the
 * answers as a write does, then reads what a visitor's first page reads of the running season
 * (gzip taken, as browsers ask for it). `scope=season`: a write in the running season (only its
 * part is rebuilt, decision 045); `all`: a write elsewhere; `all+seasons`: that, plus the whole
 * getSeasons answer that other clients read.
 */
app.get('/bench/rebuild', async (request) => {
  const { rounds = '30', scope = 'season' } = request.query as { rounds?: string; scope?: string };
  const cache = app.publicCache;
  const list = (await cache.get('seasonList'))?.data as { id: number }[];
  const running = Math.max(...list.map((season) => season.id));
  const keys = ['seasonList', 'newestSeason', `season:${running}`, `penalties:${running}`, 'teams'];
  if (scope === 'all+seasons') keys.push('seasons');
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < Number(rounds) + 5; i++) {
    if (scope === 'season') cache.invalidate({ season: running });
    else cache.invalidate();
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    for (const key of keys) {
      const answer = await cache.get(key);
      if (!answer) throw new Error(`no answer for ${key}`);
      void answer.gzip;
    }
    // The first rounds warm the JIT up.
    if (i >= 5) {
      times.push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  // CPU time of this process (PGlite runs in it): less swayed by the machine's other work than wall time.
  return {
    median: times[Math.floor(times.length / 2)],
    p90: times[Math.floor(times.length * 0.9)],
    cpu: cpu[Math.floor(cpu.length / 2)],
  };
});
const webDist = join(import.meta.dirname, '..', 'dist', 'web');
const config = testConfig({
  webDist,
  // The load bench logs in once per run from one address; keep the per-IP auth limit out of the way.
  authRateLimit: 1_000_000,
});
await app.register(leagueApp, { config, database });
seasonsGzip = (
  await app.inject({ method: 'GET', url: '/api/getSeasons', headers: { 'accept-encoding': 'gzip' } })
).rawPayload;
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(
  JSON.stringify({
    port: typeof address === 'object' && address ? address.port : 0,
    webApp: existsSync(join(webDist, 'index.html')),
    prerender: existsSync(join(webDist, '..', 'ssr', 'entry-server.js')),
  }),
);
process.on('SIGTERM', async () => {
  await app.close();
  await bench.close();
  process.exit(0);
});
