/**
 * Costs as the league grows old (issue 22): the same measurements on the demo league (2 seasons,
 * 12 teams) and on the big league (bench/big-league-data.ts: 20 finished seasons and a running
 * one, 32 teams of 25), side by side in one run, each as the median of interleaved rounds:
 * - a visitor's first load of /, /table, /matches, /TopScorer in chromium at 390 px: bytes over
 *   the network (bodies as sent, plus headers) and time to the network going idle;
 * - the public reads: bytes as sent (gzip) and throughput of the web app's reads (season list,
 *   the running season, teams, the pages / and /table), and of the whole getSeasons apart;
 * - a write's cache rebuild in the server: one in the running season (that season's part,
 *   decision 045) and one elsewhere (everything), each with what a visitor's page then reads;
 * - a captain's dashboard reads (getUserByToken, getMyTeam, getTeams) at 50 connections: p99.
 * Goals: first load <= 1.2x the demo's bytes; rebuild after a write in the running season < 10 ms;
 * dashboard p99 <= 1.5x the demo's.
 * The big league is generated into data/big-league once (some minutes); each run starts from a copy.
 * --dir with --teams/--seasons/--members generates (once) and measures another shape there, such as
 * the demo's 12 teams with 20 finished seasons, to tell what grows with the league's age from what
 * grows with the number of teams.
 *   npm run bench:big-league -- [--rounds 3] [--seconds 5] [--connections 50] [--pages /,/table,/matches,/TopScorer]
 *     [--dir data/big-league-12 --teams 12 --seasons 20 --members 20]
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import type { Page, Response } from 'playwright-core';
import { launchBrowser, WIDTHS } from '../e2e/harness';
import { BIG_LEAGUE } from '../server/db/big-league';
import { BIG_LEAGUE_DIR, generateBigLeague } from './big-league-data';
import {
  type BenchServer,
  interleaved,
  MACHINE_NOTE,
  measure,
  median,
  startBenchServer,
  summarize,
  verdict,
} from './lib';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    pages: { type: 'string', default: '/,/table,/matches,/TopScorer' },
    dir: { type: 'string', default: BIG_LEAGUE_DIR },
    teams: { type: 'string', default: String(BIG_LEAGUE.teams) },
    seasons: { type: 'string', default: String(BIG_LEAGUE.finishedSeasons) },
    members: { type: 'string', default: String(BIG_LEAGUE.members) },
  },
});
const bigDir = resolve(values.dir);
const rounds = Number(values.rounds);
const load = { duration: Number(values.seconds), connections: Number(values.connections) };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (big: number, demo: number) => big / Math.max(demo, 1e-9);

const started = performance.now();
const shape = {
  teams: Number(values.teams),
  finishedSeasons: Number(values.seasons),
  members: Number(values.members),
};
if (await generateBigLeague(bigDir, shape)) {
  console.log(`generated the big league in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
// A copy per run: the servers write (sessions, the scheduler), the generated league stays as it is.
const copy = mkdtempSync(join(tmpdir(), 'big-league-'));
cpSync(bigDir, copy, { recursive: true, filter: (source) => !source.endsWith('server.lock') });

const sides = { demo: await startBenchServer(), big: await startBenchServer({ BENCH_DATA_DIR: copy }) };
type Side = keyof typeof sides;
let failed = false;
try {
  if (!sides.demo.prerender) throw new Error('no built web app: run npm run build first');
  console.log(MACHINE_NOTE);
  const running = async (server: BenchServer) => {
    const list = await server.get<{ data: { id: number }[] }>('/api/getSeasonList');
    return Math.max(...list.data.map((season) => season.id));
  };
  const runningOf = { demo: await running(sides.demo), big: await running(sides.big) };
  for (const side of ['demo', 'big'] as const) {
    const seasons = (await sides[side].get<{ data: unknown[] }>('/api/getSeasonList')).data.length;
    const teams = (await sides[side].get<{ data: unknown[] }>('/api/getAcceptedTeams')).data.length;
    console.log(`${side}: ${seasons} seasons, ${teams} teams${side === 'big' ? ` (${values.dir})` : ''}`);
  }

  // Public reads: bytes as sent.
  console.log('\npublic reads, bytes as sent (gzip)              demo        big   big/demo');
  const reads = (side: Side) => [
    ['/api/getSeasons', '/api/getSeasons'],
    ['/api/getSeasonList', '/api/getSeasonList'],
    ['/api/getSeason (running)', `/api/getSeason?season_id=${runningOf[side]}`],
    ['/api/getAcceptedTeams', '/api/getAcceptedTeams'],
    ['/api/gettopscorer', '/api/gettopscorer'],
  ];
  for (const [i, [label]] of reads('demo').entries()) {
    const size = async (side: Side) => {
      const res = await fetch(sides[side].base + (reads(side)[i]?.[1] as string), {
        headers: { 'accept-encoding': 'gzip' },
      });
      await res.arrayBuffer();
      return Number(res.headers.get('content-length'));
    };
    const [demo, big] = [await size('demo'), await size('big')];
    console.log(
      `  ${(label as string).padEnd(40)} ${kb(demo).padStart(10)} ${kb(big).padStart(10)} ${ratio(big, demo).toFixed(2).padStart(8)}`,
    );
  }

  // Throughput of the web app's public reads, and of the whole getSeasons apart.
  const gzip = { 'accept-encoding': 'gzip' };
  const webReads = (side: Side): autocannon.Request[] => [
    { method: 'GET', path: '/api/getSeasonList', headers: gzip },
    { method: 'GET', path: `/api/getSeason?season_id=${runningOf[side]}`, headers: gzip },
    { method: 'GET', path: '/api/getAcceptedTeams', headers: gzip },
    ...['/', '/table'].map((path) => ({
      method: 'GET' as const,
      path,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })),
  ];
  for (const side of ['demo', 'big'] as const) {
    await measure(sides[side], { requests: webReads(side) }, { ...load, duration: 2 }); // warm-up
  }
  const publicRuns = await interleaved(rounds, {
    demo: () => measure(sides.demo, { requests: webReads('demo') }, load),
    big: () => measure(sides.big, { requests: webReads('big') }, load),
    demoAll: () => measure(sides.demo, { path: '/api/getSeasons' }, load),
    bigAll: () => measure(sides.big, { path: '/api/getSeasons' }, load),
  });
  const pub = {
    demo: summarize(publicRuns.demo),
    big: summarize(publicRuns.big),
    demoAll: summarize(publicRuns.demoAll),
    bigAll: summarize(publicRuns.bigAll),
  };
  console.log(
    `\npublic reads, ${load.connections} connections, ${rounds} interleaved rounds of ${load.duration} s (medians)`,
  );
  const row = (label: string, demo: (typeof pub)['demo'], big: (typeof pub)['demo']) =>
    console.log(
      `  ${label.padEnd(40)} demo ${demo.rps.toFixed(0).padStart(6)} req/s p99 ${demo.p99} ms; ` +
        `big ${big.rps.toFixed(0).padStart(6)} req/s p99 ${big.p99} ms; throughput big/demo ${ratio(big.rps, demo.rps).toFixed(2)}; errors ${demo.errors + big.errors}`,
    );
  row("web app's reads and pages", pub.demo, pub.big);
  row('getSeasons (every season)', pub.demoAll, pub.bigAll);

  // The cache rebuild after a write.
  console.log(
    '\ncache rebuild after a write + the reads of a first page (server time, median / p90, and CPU median)',
  );
  for (const scope of ['season', 'all', 'all+seasons'] as const) {
    const time = async (side: Side) =>
      sides[side].get<{ median: number; p90: number; cpu: number }>(
        `/bench/rebuild?scope=${encodeURIComponent(scope)}`,
      );
    const [demo, big] = [await time('demo'), await time('big')];
    const label = {
      season: 'a write in the running season',
      all: 'a write elsewhere (everything)',
      'all+seasons': 'elsewhere, plus the whole getSeasons',
    }[scope];
    const goal = scope === 'season' ? `  (goal < 10 ms) ${verdict(big.median < 10)}` : '';
    if (scope === 'season') failed ||= big.median >= 10;
    console.log(
      `  ${label.padEnd(40)} demo ${demo.median.toFixed(2)} / ${demo.p90.toFixed(2)} ms (CPU ${demo.cpu.toFixed(2)}); big ${big.median.toFixed(2)} / ${big.p90.toFixed(2)} ms (CPU ${big.cpu.toFixed(2)})${goal}`,
    );
  }

  // Dashboard reads of the demo captain (the big league keeps the demo logins).
  const dashboard = async (server: BenchServer): Promise<autocannon.Request[]> => {
    const login = await fetch(`${server.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'captain@demo.example', password: 'league-demo-2025' }),
    });
    const token = ((await login.json()) as { data?: { session?: { access_token?: string } } }).data?.session
      ?.access_token;
    if (!token) throw new Error(`login as the demo captain failed (${login.status})`);
    const body = JSON.stringify({ access_token: token });
    const headers = { ...gzip, 'content-type': 'application/json' };
    return ['/api/getUserByToken', '/api/getMyTeam', '/api/getTeams'].map((path) => ({
      method: 'POST',
      path,
      headers,
      body,
    }));
  };
  const dashboardReads = { demo: await dashboard(sides.demo), big: await dashboard(sides.big) };
  for (const side of ['demo', 'big'] as const) {
    await measure(sides[side], { requests: dashboardReads[side] }, { ...load, duration: 2 });
  }
  const dashboardRuns = await interleaved(rounds, {
    demo: () => measure(sides.demo, { requests: dashboardReads.demo }, load),
    big: () => measure(sides.big, { requests: dashboardReads.big }, load),
  });
  const dash = { demo: summarize(dashboardRuns.demo), big: summarize(dashboardRuns.big) };
  const dashRatio = ratio(dash.big.p99, dash.demo.p99);
  failed ||= dashRatio > 1.5;
  console.log(
    `\ndashboard reads (demo captain), ${load.connections} connections, ${rounds} interleaved rounds (medians)`,
  );
  row('getUserByToken, getMyTeam, getTeams', dash.demo, dash.big);
  console.log(`  p99 big/demo ${dashRatio.toFixed(2)} (goal <= 1.5) ${verdict(dashRatio <= 1.5)}`);

  // A visitor's first load in chromium at 390 px.
  const browser = await launchBrowser();
  try {
    const firstLoad = async (server: BenchServer, path: string) => {
      const context = await browser.newContext({ viewport: { width: WIDTHS.phone, height: 844 } });
      const page: Page = await context.newPage();
      let bytes = 0;
      const pending: Promise<void>[] = [];
      page.on('response', (response: Response) => {
        pending.push(
          response
            .request()
            .sizes()
            .then((sizes) => {
              bytes += sizes.responseBodySize + sizes.responseHeadersSize;
            })
            .catch(() => {}),
        );
      });
      const start = performance.now();
      await page.goto(server.base + path);
      await page.waitForLoadState('networkidle');
      const ms = performance.now() - start;
      await Promise.all(pending);
      await context.close();
      return { bytes, ms };
    };
    console.log(`\nfirst load at ${WIDTHS.phone} px, ${rounds} interleaved rounds (medians)`);
    for (const path of values.pages.split(',')) {
      const runs = {
        demo: [] as { bytes: number; ms: number }[],
        big: [] as { bytes: number; ms: number }[],
      };
      for (let round = 0; round < rounds; round++) {
        const order: Side[] = round % 2 === 0 ? ['demo', 'big'] : ['big', 'demo'];
        for (const side of order) runs[side].push(await firstLoad(sides[side], path));
      }
      const bytes = {
        demo: median(runs.demo.map((r) => r.bytes)),
        big: median(runs.big.map((r) => r.bytes)),
      };
      const ms = { demo: median(runs.demo.map((r) => r.ms)), big: median(runs.big.map((r) => r.ms)) };
      const r = ratio(bytes.big, bytes.demo);
      failed ||= r > 1.2;
      console.log(
        `  ${path.padEnd(11)} demo ${kb(bytes.demo).padStart(9)} ${ms.demo.toFixed(0).padStart(5)} ms; ` +
          `big ${kb(bytes.big).padStart(9)} ${ms.big.toFixed(0).padStart(5)} ms; ` +
          `bytes big/demo ${r.toFixed(2)} (goal <= 1.2) ${verdict(r <= 1.2)}; time big/demo ${ratio(ms.big, ms.demo).toFixed(2)}`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(`\noverall: ${verdict(!failed)}`);
} finally {
  await sides.demo.stop();
  await sides.big.stop();
  rmSync(copy, { recursive: true, force: true });
}
