/**
 * The small public reads (a visitor's teams, top scorers, board members) against a Fastify
 * hello-world route in the same server process, interleaved; medians.
 * Goal (issue 7): each at least 0.7 of hello-world's throughput.
 *   npm run bench:small-reads -- [--rounds 5] [--seconds 5] [--connections 100]
 */
import {
  benchArgs,
  describeSummary,
  interleaved,
  MACHINE_NOTE,
  measure,
  startBenchServer,
  summarize,
  type Target,
  verdict,
} from './lib';

const { rounds, duration, connections } = benchArgs({ rounds: 5, seconds: 5, connections: 100 });
const json = { 'content-type': 'application/json' };
const targets = {
  hello: { path: '/bench/hello' },
  // The visitors' teams answer: the web app asks with a POST and no token.
  getTeams: { method: 'POST', path: '/api/getTeams', headers: json, body: '{}' },
  gettopscorer: { path: '/api/gettopscorer' },
  getBoardMembers: { path: '/api/getBoardMembers' },
} satisfies Record<string, Target>;

const server = await startBenchServer();
try {
  const load = { connections, duration };
  for (const target of Object.values(targets)) await measure(server, target, { connections, duration: 1 });
  const sizes = await Promise.all(
    Object.entries(targets).map(async ([name, target]) => {
      const answer = await fetch(server.base + target.path, {
        method: 'method' in target ? target.method : 'GET',
        headers: { 'accept-encoding': 'gzip', ...('headers' in target ? target.headers : {}) },
        body: 'body' in target ? target.body : undefined,
      });
      const encoding = answer.headers.get('content-encoding') ?? 'identity';
      return `${name} ${(await answer.arrayBuffer()).byteLength} bytes (${encoding})`;
    }),
  );
  const runs = await interleaved(rounds, {
    hello: () => measure(server, targets.hello, load),
    getTeams: () => measure(server, targets.getTeams, load),
    gettopscorer: () => measure(server, targets.gettopscorer, load),
    getBoardMembers: () => measure(server, targets.getBoardMembers, load),
  });
  const hello = summarize(runs.hello);
  console.log(`${rounds} interleaved rounds of ${duration} s at ${connections} connections. ${MACHINE_NOTE}`);
  console.log(`answers as sent: ${sizes.join(', ')}`);
  console.log(describeSummary('hello-world', hello));
  for (const name of ['getTeams', 'gettopscorer', 'getBoardMembers'] as const) {
    const summary = summarize(runs[name]);
    const ratio = summary.rps / hello.rps;
    console.log(describeSummary(name, summary));
    console.log(
      `  ${name}/hello-world throughput: ${ratio.toFixed(2)} (goal >= 0.7) ${verdict(ratio >= 0.7)}`,
    );
    // Less sensitive to the load generator competing for the same cores than req/s.
    const cpuRatio = hello.cpuPerRequest / summary.cpuPerRequest;
    console.log(`  hello-world/${name} server CPU per request: ${cpuRatio.toFixed(2)}`);
  }
  const total = Object.values(runs)
    .flat()
    .reduce((n, r) => n + r.errors, 0);
  console.log(`errors: ${total} (goal 0) ${verdict(total === 0)}`);
} finally {
  await server.stop();
}
