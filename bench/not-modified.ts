/**
 * GET /api/getSeasons with a matching If-None-Match (304, no body) against the full gzipped
 * answer, interleaved in one server process; medians. A hello-world route in the same process
 * shows the floor: what any answer costs there, so how much faster a 304 could be at all.
 * Goal (issue 7): the 304 at least 2.5 times as fast as the full answer (throughput ratio >= 2.5).
 *   npm run bench:304 -- [--rounds 5] [--seconds 5] [--connections 100]
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

const { rounds, duration, connections } = benchArgs({ rounds: 5, seconds: 5, connections: 100 });
const server = await startBenchServer();
try {
  const head = await fetch(`${server.base}/api/getSeasons`, { headers: { 'accept-encoding': 'gzip' } });
  const etag = head.headers.get('etag');
  if (!etag) throw new Error('getSeasons sent no ETag');
  // fetch hands back the decoded body: the bytes on the wire are the Content-Length.
  const decoded = (await head.arrayBuffer()).byteLength;
  const sent = Number(head.headers.get('content-length'));
  const load = { connections, duration };
  const fullTarget = { path: '/api/getSeasons' };
  const notModified = { path: '/api/getSeasons', headers: { 'if-none-match': etag }, expect: '3xx' as const };
  await measure(server, fullTarget, load); // warm-up
  const runs = await interleaved(rounds, {
    full: () => measure(server, fullTarget, load),
    notModified: () => measure(server, notModified, load),
    hello: () => measure(server, { path: '/bench/hello' }, load),
  });
  const fullSummary = summarize(runs.full);
  const notModifiedSummary = summarize(runs.notModified);
  const hello = summarize(runs.hello);
  const ratio = notModifiedSummary.rps / fullSummary.rps;
  const cpuRatio = fullSummary.cpuPerRequest / notModifiedSummary.cpuPerRequest;
  console.log(`${rounds} interleaved rounds of ${duration} s at ${connections} connections. ${MACHINE_NOTE}`);
  console.log(`full answer: ${sent} bytes sent (gzip), ${decoded} decoded; 304: no body`);
  console.log(describeSummary('full (200 gzip)', fullSummary));
  console.log(describeSummary('304', notModifiedSummary));
  console.log(describeSummary('hello-world', hello));
  console.log(`throughput ratio 304/full: ${ratio.toFixed(2)} (goal >= 2.5) ${verdict(ratio >= 2.5)}`);
  console.log(`server CPU per request full/304: ${cpuRatio.toFixed(2)}`);
  console.log(
    `304/hello-world: throughput ${(notModifiedSummary.rps / hello.rps).toFixed(2)}, ` +
      `server CPU per request ${(notModifiedSummary.cpuPerRequest / hello.cpuPerRequest).toFixed(2)}`,
  );
  const errors = fullSummary.errors + notModifiedSummary.errors + hello.errors;
  console.log(`errors (a 304 run counts any answer but 3xx): ${errors} (goal 0) ${verdict(errors === 0)}`);
} finally {
  await server.stop();
}
