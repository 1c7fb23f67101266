/**
 * Load on the demo league: 200 connections for 30 s on the public reads (API answers and the
 * prerendered pages / and /table when the web app is built), then 50 connections for 30 s on a
 * captain's dashboard reads, each load run twice. Reports errors (any non-2xx counts), req/s,
 * p99 and the server's memory after a full GC following run 1 and run 2 of the same load.
 * A hello-world run at the same connections gives the machine's own p99 for context.
 * Goals (issue 7): no errors, public p99 < 50 ms, memory growth < 10% between the two runs.
 * On PGlite in memory; with --database-url on a throw-away database of that PostgreSQL server
 * (created and dropped by the bench server).
 *   npm run bench:load -- [--seconds 30] [--connections 200] [--auth-connections 50] [--database-url postgres://...]
 *     [--only public|dashboard]
 */
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { MACHINE_NOTE, measure, type Run, startBenchServer, verdict } from './lib';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    connections: { type: 'string', default: '200' },
    'auth-connections': { type: 'string', default: '50' },
    'database-url': { type: 'string' },
    only: { type: 'string' },
  },
});
const duration = Number(values.seconds);
const publicConnections = Number(values.connections);
const authConnections = Number(values['auth-connections']);

interface Memory {
  rss: number;
  heapUsed: number;
  gc: boolean;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const describeRun = (label: string, run: Run) =>
  `${label.padEnd(20)} ${run.rps.toFixed(0).padStart(6)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ` +
  `${run.requests} requests, errors ${run.errors}`;

const databaseUrl = values['database-url'];
const server = await startBenchServer(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {});
try {
  const gzip = { 'accept-encoding': 'gzip' };
  const postJson = (path: string, body: object): autocannon.Request => ({
    method: 'POST',
    path,
    headers: { ...gzip, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const publicReads: autocannon.Request[] = [
    { method: 'GET', path: '/api/getSeasons', headers: gzip },
    postJson('/api/getTeams', {}),
    { method: 'GET', path: '/api/gettopscorer', headers: gzip },
    { method: 'GET', path: '/api/getBoardMembers', headers: gzip },
    // Browsers accept brotli, which the pages are precompressed with.
    ...(server.webApp
      ? ['/', '/table'].map((path) => ({
          method: 'GET' as const,
          path,
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        }))
      : []),
  ];

  const login = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'captain@demo.example', password: 'league-demo-2025' }),
  });
  const session = ((await login.json()) as { data?: { session?: { access_token?: string } } }).data?.session;
  if (!session?.access_token) throw new Error(`login as the demo captain failed (${login.status})`);
  const token = { access_token: session.access_token };
  const dashboardReads = [
    postJson('/api/getUserByToken', token),
    postJson('/api/getMyTeam', token),
    postJson('/api/getTeams', token),
  ];

  console.log(
    `web app served: ${server.webApp ? 'yes' : 'no (run npm run build)'}, prerendered pages: ${server.prerender ? 'yes' : 'no'}`,
  );
  console.log(`public mix: ${publicReads.map((r) => `${r.method} ${r.path}`).join(', ')}`);
  console.log(`dashboard mix (demo captain): ${dashboardReads.map((r) => r.path).join(', ')}`);
  console.log(`database: ${databaseUrl ? 'PostgreSQL (a throw-away database)' : 'PGlite in memory'}`);
  console.log(MACHINE_NOTE);

  const hello = await measure(
    server,
    { path: '/bench/hello' },
    { connections: publicConnections, duration: Math.min(duration, 10) },
  );
  console.log(describeRun(`hello-world (${publicConnections} c.)`, hello));

  let failed = false;
  const twice = async (label: string, requests: autocannon.Request[], connections: number) => {
    // Warm-up: JIT and the first cache build are not what the two measured runs compare.
    await measure(server, { requests }, { connections, duration: 5 });
    const runs: Run[] = [];
    const memory: Memory[] = [];
    for (let i = 1; i <= 2; i++) {
      runs.push(await measure(server, { requests }, { connections, duration }));
      memory.push(await server.get<Memory>('/bench/memory'));
      console.log(describeRun(`${label} run ${i}`, runs[i - 1] as Run));
    }
    const [m1, m2] = memory as [Memory, Memory];
    const rssGrowth = (m2.rss - m1.rss) / m1.rss;
    const heapGrowth = (m2.heapUsed - m1.heapUsed) / m1.heapUsed;
    console.log(
      `  memory after run 1: RSS ${mb(m1.rss)}, heap ${mb(m1.heapUsed)}; after run 2: RSS ${mb(m2.rss)}, ` +
        `heap ${mb(m2.heapUsed)}${m1.gc ? ' (after a full GC)' : ' (no --expose-gc: includes garbage)'}`,
    );
    const growthOk = rssGrowth < 0.1 && heapGrowth < 0.1;
    console.log(
      `  growth: RSS ${(rssGrowth * 100).toFixed(1)}%, heap ${(heapGrowth * 100).toFixed(1)}% (goal < 10%) ${verdict(growthOk)}`,
    );
    const errors = runs.reduce((n, r) => n + r.errors, 0);
    console.log(`  errors: ${errors} (goal 0) ${verdict(errors === 0)}`);
    failed ||= !growthOk || errors > 0;
    return runs;
  };

  let publicRuns: Run[] = [];
  if (values.only !== 'dashboard') {
    console.log(`\npublic reads, ${publicConnections} connections, ${duration} s per run`);
    publicRuns = await twice('public', publicReads, publicConnections);
  }
  for (const [i, run] of publicRuns.entries()) {
    console.log(
      `  run ${i + 1} p99 ${run.p99} ms (goal < 50 ms) ${verdict(run.p99 < 50)}; ` +
        `${(run.p99 / Math.max(1, hello.p99)).toFixed(2)}x hello-world's p99 at the same connections`,
    );
    failed ||= run.p99 >= 50;
  }
  if (values.only !== 'public') {
    console.log(`\ndashboard reads, ${authConnections} connections, ${duration} s per run`);
    await twice('dashboard', dashboardReads, authConnections);
  }
  console.log(`\noverall: ${verdict(!failed)}`);
} finally {
  await server.stop();
}
