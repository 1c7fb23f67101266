/**
 * The live stream under a match evening's load (issue 43, decision 085): --clients SSE clients
 * (default 1,000) on GET /api/live, then --goals goals recorded one after the other. For each goal:
 * the time from sending the POST to each client receiving its message (median, p99, and the last
 * client), and the server's RSS before and with the clients connected. Then the public read
 * throughput (GET /api/getSeasons, 50 connections for --read-seconds) with the clients connected
 * and idle, against the same before they connected and after they left (the goal: within
 * 10 %). The server runs in its own
 * process (this file with --serve), on PGlite in memory or, with BENCH_DATABASE_URL, on a
 * throw-away PostgreSQL database.
 *   node --import tsx bench/sse.ts [--clients 1000] [--goals 5]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { get, type IncomingMessage } from 'node:http';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { MACHINE_NOTE, median, REPO_ROOT } from './lib';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    goals: { type: 'string', default: '5' },
    'read-seconds': { type: 'string', default: '10' },
    serve: { type: 'boolean', default: false },
  },
});

interface ServeInfo {
  port: number;
  token: string;
  matchId: number;
  homeId: number;
}

/** The app with one match kicked off ten minutes ago and an admin to record its goals. */
async function serve(): Promise<void> {
  const { buildApp } = await import('../server/app');
  const { testConfig } = await import('../server/config');
  const { migrateDatabase } = await import('../server/db/client');
  const { buildMatch, buildSeason, buildTeam, buildUser } = await import('../server/db/factories');
  const { signAccessToken } = await import('../server/services/tokens');
  const { openBenchDatabase } = await import('./bench-database');
  const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL, 'bench_sse', 64);
  await migrateDatabase(bench.database);
  const config = testConfig({ logLevel: 'warn' });
  const app = await buildApp({ config, database: bench.database });
  const db = bench.database.db;
  const [home, guest] = [await buildTeam(db), await buildTeam(db)];
  const season = await buildSeason(db);
  const match = await buildMatch(db, {
    seasonId: season.id,
    homeId: home.team.id,
    guestId: guest.team.id,
    date: new Date(Date.now() - 10 * 60_000),
  });
  const admin = await buildUser(db, { role: 'ADMIN' });
  const token = await signAccessToken(config.jwtSecret, config.tokenTtl, admin as never);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const info: ServeInfo = { port, token, matchId: match.id, homeId: home.team.id };
  console.log(JSON.stringify(info));
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => bench.close())
      .finally(() => process.exit(0));
  });
}

function startServer(): Promise<{ child: ChildProcess; info: ServeInfo }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/sse.ts', '--serve'], {
    cwd: REPO_ROOT,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
    createInterface({ input: child.stdout as NonNullable<typeof child.stdout> }).once('line', (line) =>
      resolve({ child, info: JSON.parse(line) as ServeInfo }),
    );
  });
}

/** A client that notes when each message id arrives. */
function connect(base: string, arrivals: Map<number, number>[], index: number): Promise<IncomingMessage> {
  const seen = new Map<number, number>();
  arrivals[index] = seen;
  return new Promise((resolve, reject) => {
    get(`${base}/api/live`, { agent: false }, (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          if (id) seen.set(Number(id), now);
        }
        // The retry hint came: the stream is open and registered.
        resolve(res);
      });
    }).on('error', reject);
  });
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function run(): Promise<void> {
  const count = Number(values.clients);
  const goals = Number(values.goals);
  const { child, info } = await startServer();
  const base = `http://127.0.0.1:${info.port}`;
  const metric = async (name: string) => {
    const text = await (await fetch(`${base}/metrics`)).text();
    return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  };
  const post = async (body: object) => {
    const res = await fetch(`${base}/api/addLiveEvent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: info.token, match_id: info.matchId, ...body }),
    });
    const answer = (await res.json()) as { status: boolean; data: { event: { id: number } }; error?: string };
    if (!answer.status) throw new Error(`addLiveEvent: ${res.status} ${answer.error}`);
    return answer.data.event.id;
  };
  try {
    await post({ kind: 'kickoff' });
    const reads = async () =>
      (
        await autocannon({
          url: `${base}/api/getSeasons`,
          headers: { 'accept-encoding': 'gzip' },
          connections: 50,
          duration: Number(values['read-seconds']),
        })
      ).requests.average;
    // A first run warms the JIT and the cache up; it is not counted.
    await reads();
    const readsBefore = await reads();
    const rssBefore = await metric('process_resident_memory_bytes');
    const arrivals: Map<number, number>[] = [];
    const responses: IncomingMessage[] = [];
    // In batches, as a stadium's phones would not all connect in the same millisecond.
    for (let i = 0; i < count; i += 100) {
      const batch = Array.from({ length: Math.min(100, count - i) }, (_, j) =>
        connect(base, arrivals, i + j),
      );
      responses.push(...(await Promise.all(batch)));
    }
    const connected = await metric('league_live_stream_clients');
    const rssWith = await metric('process_resident_memory_bytes');
    console.log(
      `${connected} clients connected (the server's gauge); RSS ${mib(rssBefore)} before, ${mib(rssWith)} with them`,
    );
    const lasts: number[] = [];
    const all: number[] = [];
    for (let g = 0; g < goals; g++) {
      const sent = performance.now();
      const id = await post({ kind: 'goal', team_id: info.homeId, minute: 10 + g });
      const answered = performance.now() - sent;
      const deadline = Date.now() + 10_000;
      while (arrivals.some((seen) => !seen.has(id))) {
        if (Date.now() > deadline) throw new Error(`goal ${id} did not reach every client within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const times = arrivals.map((seen) => (seen.get(id) ?? 0) - sent);
      lasts.push(Math.max(...times));
      all.push(...times);
      console.log(
        `goal ${g + 1}: POST answered in ${ms(answered)}; clients: median ${ms(median(times))}, p99 ${ms(quantile(times, 0.99))}, last ${ms(Math.max(...times))}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const rssAfter = await metric('process_resident_memory_bytes');
    console.log(
      `all ${goals} goals x ${count} clients: median ${ms(median(all))}, p99 ${ms(quantile(all, 0.99))}; ` +
        `last client per goal: median ${ms(median(lasts))}, worst ${ms(Math.max(...lasts))}; RSS after ${mib(rssAfter)}`,
    );
    const readsWith = await reads();
    for (const res of responses) res.destroy();
    const readsAfter = await reads();
    const without = (readsBefore + readsAfter) / 2;
    console.log(
      `public reads (getSeasons, 50 connections): ${readsBefore.toFixed(0)} req/s before the clients, ` +
        `${readsWith.toFixed(0)} with ${count} idle clients, ${readsAfter.toFixed(0)} after: ` +
        `${((readsWith / without - 1) * 100).toFixed(1)} % against without`,
    );
    console.log(MACHINE_NOTE);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

if (values.serve) await serve();
else await run();
