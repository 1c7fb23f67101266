/**
 * GET /api/getSeasons with a matching If-None-Match (304, no body) against the full gzipped
 * answer, interleaved in one server process; medians. A hello-world route in the same process
 * shows the floor: what any answer costs there, so how much faster a 304 could be at all.
 * A bare node:http server in its own process answering 304 with exactly the headers of the app's
 * 304 is a fourth side: bare 304/full is the best 304/full any Node server could show on this
 * machine while sending the security headers issue 7 demands on every answer.
 * Goal (issue 7): the 304 at least 2.5 times as fast as the full answer (throughput ratio >= 2.5).
 *   npm run bench:304 -- [--rounds 5] [--seconds 5] [--connections 100]
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

const { rounds, duration, connections } = benchArgs({ rounds: 5, seconds: 5, connections: 100 });
const server = await startBenchServer();
let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
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
  const appNotModified = await fetch(server.base + notModified.path, {
    headers: { 'accept-encoding': 'gzip', ...notModified.headers },
  });
  if (appNotModified.status !== 304) {
    throw new Error(`getSeasons answered ${appNotModified.status} to If-None-Match`);
  }
  // Hop-by-hop and per-request headers: node:http writes its own, as it does for the app.
  const perRequest = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
  const notModifiedHeaders = Object.fromEntries(
    [...appNotModified.headers].filter(([name]) => !perRequest.includes(name)),
  );
  bare = await startBareServer(Buffer.alloc(0), notModifiedHeaders, 304);
  const bareServer = bare;
  await measure(server, fullTarget, load); // warm-up
  await measure(bareServer, notModified, load);
  const runs = await interleaved(rounds, {
    full: () => measure(server, fullTarget, load),
    notModified: () => measure(server, notModified, load),
    hello: () => measure(server, { path: '/bench/hello' }, load),
    bare: () => measure(bareServer, notModified, load),
  });
  const fullSummary = summarize(runs.full);
  const notModifiedSummary = summarize(runs.notModified);
  const hello = summarize(runs.hello);
  const bareSummary = summarize(runs.bare);
  const ratio = notModifiedSummary.rps / fullSummary.rps;
  const cpuRatio = fullSummary.cpuPerRequest / notModifiedSummary.cpuPerRequest;
  console.log(`${rounds} interleaved rounds of ${duration} s at ${connections} connections. ${MACHINE_NOTE}`);
  console.log(`full answer: ${sent} bytes sent (gzip), ${decoded} decoded; 304: no body`);
  console.log(describeSummary('full (200 gzip)', fullSummary));
  console.log(describeSummary('304', notModifiedSummary));
  console.log(describeSummary('hello-world', hello));
  console.log(describeSummary('bare 304 (same headers)', bareSummary));
  console.log(`throughput ratio 304/full: ${ratio.toFixed(2)} (goal >= 2.5) ${verdict(ratio >= 2.5)}`);
  console.log(`server CPU per request full/304: ${cpuRatio.toFixed(2)}`);
  console.log(
    `304/hello-world: throughput ${(notModifiedSummary.rps / hello.rps).toFixed(2)}, ` +
      `server CPU per request ${(notModifiedSummary.cpuPerRequest / hello.cpuPerRequest).toFixed(2)}`,
  );
  console.log(
    `bare 304/full: ${(bareSummary.rps / fullSummary.rps).toFixed(2)} ` +
      `(the best 304/full any Node server could show here with these ${Object.keys(notModifiedHeaders).length} headers)`,
  );
  console.log(`304/bare 304: throughput ${(notModifiedSummary.rps / bareSummary.rps).toFixed(2)}`);
  const errors = fullSummary.errors + notModifiedSummary.errors + hello.errors;
  console.log(`errors (a 304 run counts any answer but 3xx): ${errors} (goal 0) ${verdict(errors === 0)}`);
} finally {
  await bare?.stop();
  await server.stop();
}
