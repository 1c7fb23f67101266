/**
 * GET /api/getSeasons on the demo league against a reference route in the same process that
 * sends the identical precomputed bytes. Interleaved autocannon runs; medians; prints the ratio.
 * Goal (issue 2): ratio >= 0.8 and p99 < 20 ms at 200 connections.
 *   npm run bench -- [--rounds 5] [--seconds 5] [--connections 200]
 */
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { app as leagueApp } from '../server/app';
import { testConfig } from '../server/config';
import { fromPglite, migrateDatabase } from '../server/db/client';
import { loadDemoDataIfEmpty } from '../server/db/demo';

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

const database = fromPglite(await PGlite.create());
await migrateDatabase(database);
await loadDemoDataIfEmpty(database.db);
const app = Fastify({ logger: false });
let bytes = Buffer.alloc(0);
// The reference: the same bytes with the same headers, no cache lookup.
app.get('/bench/reference', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').send(bytes),
);
await app.register(leagueApp, { config: testConfig(), database });
bytes = (await app.inject({ method: 'GET', url: '/api/getSeasons' })).rawPayload;
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

function run(path: string) {
  return autocannon({ url: base + path, connections, duration, pipelining: 1 }).then((r) => ({
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  }));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const real: { rps: number; p99: number; errors: number }[] = [];
const reference: typeof real = [];
await run('/api/getSeasons'); // warm-up
for (let i = 0; i < rounds; i++) {
  // Interleaved so that drift of the machine hits both sides alike.
  reference.push(await run('/bench/reference'));
  real.push(await run('/api/getSeasons'));
}
const ratio = median(real.map((r) => r.rps)) / median(reference.map((r) => r.rps));
console.log(
  `answer size: ${bytes.length} bytes; ${rounds} interleaved rounds of ${duration} s at ${connections} connections`,
);
console.log(
  `reference  median ${median(reference.map((r) => r.rps)).toFixed(0)} req/s, p99 median ${median(reference.map((r) => r.p99))} ms`,
);
console.log(
  `getSeasons median ${median(real.map((r) => r.rps)).toFixed(0)} req/s, p99 median ${median(real.map((r) => r.p99))} ms`,
);
console.log(
  `errors: ${real.reduce((n, r) => n + r.errors, 0) + reference.reduce((n, r) => n + r.errors, 0)}`,
);
console.log(`ratio getSeasons/reference: ${ratio.toFixed(2)} (goal >= 0.8)`);
await app.close();
await database.close();
