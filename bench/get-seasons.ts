/**
 * GET /api/getSeasons on the demo league against a reference route in the same server process
 * that sends the identical precomputed bytes. Interleaved autocannon runs from this (separate)
 * process; medians; prints the ratio and the server CPU per request of both. A bare node:http
 * server in its own process sending the same bytes and headers is run too: its p99 is the floor
 * of any Node server on this machine at this load, which the p99 goal has to be read against.
 * Goal (issue 7): ratio >= 0.8, server CPU <= 1.5x the reference's, p99 < 20 ms at 200 connections.
 *   npm run bench -- [--rounds 5] [--seconds 5] [--connections 200]
 */
import {
  benchArgs,
  describeSummary,
  interleaved,
  MACHINE_NOTE,
  measure,
  startBareServer,
  startBenchServer,
  summarize,
  verdict,
} from './lib';

const { rounds, duration, connections } = benchArgs({ rounds: 5, seconds: 5, connections: 200 });
const server = await startBenchServer();
let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
try {
  const load = { connections, duration };
  const sample = await fetch(`${server.base}/api/getSeasons`, { headers: { 'accept-encoding': 'gzip' } });
  const headers = Object.fromEntries(
    [...sample.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
  );
  const bytes = Buffer.from((await server.get<{ bytes: string }>('/bench/reference-bytes')).bytes, 'base64');
  bare = await startBareServer(bytes, headers);
  await measure(server, { path: '/api/getSeasons' }, load); // warm-up
  await measure(bare, { path: '/api/getSeasons' }, load);
  const bareServer = bare;
  const runs = await interleaved(rounds, {
    reference: () => measure(server, { path: '/bench/reference' }, load),
    getSeasons: () => measure(server, { path: '/api/getSeasons' }, load),
    bare: () => measure(bareServer, { path: '/api/getSeasons' }, load),
  });
  const reference = summarize(runs.reference);
  const real = summarize(runs.getSeasons);
  const ratio = real.rps / reference.rps;
  const cpuRatio = real.cpuPerRequest / reference.cpuPerRequest;
  console.log(`${rounds} interleaved rounds of ${duration} s at ${connections} connections. ${MACHINE_NOTE}`);
  console.log(describeSummary('reference', reference));
  console.log(describeSummary('getSeasons', real));
  const floor = summarize(runs.bare);
  console.log(describeSummary('bare node:http', floor));
  console.log(
    `throughput ratio getSeasons/reference: ${ratio.toFixed(2)} (goal >= 0.8) ${verdict(ratio >= 0.8)}`,
  );
  console.log(
    `server CPU ratio getSeasons/reference: ${cpuRatio.toFixed(2)} (goal <= 1.5) ${verdict(cpuRatio <= 1.5)}`,
  );
  console.log(
    `getSeasons p99: ${real.p99} ms (goal < 20 ms) ${verdict(real.p99 < 20)}; ` +
      `a bare node:http server sending the same bytes: p99 ${floor.p99} ms in the same run`,
  );
  console.log(
    `errors: ${real.errors + reference.errors} (goal 0) ${verdict(real.errors + reference.errors === 0)}`,
  );
} finally {
  await bare?.stop();
  await server.stop();
}
