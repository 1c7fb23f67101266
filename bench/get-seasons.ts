/**
 * GET /api/getSeasons on the demo league against a reference route in the same server process
 * that sends the identical precomputed bytes. Interleaved autocannon runs from this (separate)
 * process; medians; prints the ratio and the server CPU per request of both.
 * Goal (issue 7): ratio >= 0.8, server CPU <= 1.5x the reference's, p99 < 20 ms at 200 connections.
 *   npm run bench -- [--rounds 5] [--seconds 5] [--connections 200]
 */
import {
  benchArgs,
  describeSummary,
  interleaved,
  MACHINE_NOTE,
  measure,
  startBenchServer,
  summarize,
  verdict,
} from './lib';

const { rounds, duration, connections } = benchArgs({ rounds: 5, seconds: 5, connections: 200 });
const server = await startBenchServer();
try {
  const load = { connections, duration };
  await measure(server, { path: '/api/getSeasons' }, load); // warm-up
  const runs = await interleaved(rounds, {
    reference: () => measure(server, { path: '/bench/reference' }, load),
    getSeasons: () => measure(server, { path: '/api/getSeasons' }, load),
  });
  const reference = summarize(runs.reference);
  const real = summarize(runs.getSeasons);
  const ratio = real.rps / reference.rps;
  const cpuRatio = real.cpuPerRequest / reference.cpuPerRequest;
  console.log(`${rounds} interleaved rounds of ${duration} s at ${connections} connections. ${MACHINE_NOTE}`);
  console.log(describeSummary('reference', reference));
  console.log(describeSummary('getSeasons', real));
  console.log(
    `throughput ratio getSeasons/reference: ${ratio.toFixed(2)} (goal >= 0.8) ${verdict(ratio >= 0.8)}`,
  );
  console.log(
    `server CPU ratio getSeasons/reference: ${cpuRatio.toFixed(2)} (goal <= 1.5) ${verdict(cpuRatio <= 1.5)}`,
  );
  console.log(`getSeasons p99: ${real.p99} ms (goal < 20 ms) ${verdict(real.p99 < 20)}`);
  console.log(
    `errors: ${real.errors + reference.errors} (goal 0) ${verdict(real.errors + reference.errors === 0)}`,
  );
} finally {
  await server.stop();
}
