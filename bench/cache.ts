/**
 * The public cache on the demo league, in this process (server time, no load generator):
 * - a write's rebuild: invalidate() then the first read, as a median of many, split into loading
 *   and building the answers (buildPublicAnswers) and serializing them (JSON, ETag, gzip); the
 *   first GET /api/getSeasons and GET / (a page rendered again) after a write, for context;
 * - database statements counted during warm reads of every public answer (and the prerendered
 *   pages when the web app is built): goal 0.
 * Goals (issue 7): rebuild < 10 ms of server time; warm public reads run no query.
 * The embedded database always; PostgreSQL too with --database-url (a throw-away database is
 * created there and dropped afterwards). On PostgreSQL every public read batch also makes one
 * catch-up round trip on the LISTEN connection (docs/decisions/009-scale-out.md), reported apart.
 *   npm run bench:cache -- [--rebuilds 50] [--reads 50] [--database-url postgres://root@127.0.0.1:5432/test]
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { type Database, fromPglite, migrateDatabase, openPostgres } from '../server/db/client';
import { loadDemoDataIfEmpty } from '../server/db/demo';
import { buildPublicAnswers } from '../server/services/league-read';
import { toCachedAnswers } from '../server/services/public-cache';
import { adminUrl } from '../server/test/pg-names';
import { countQueries } from '../server/test/query-counter';
import { MACHINE_NOTE, median, REPO_ROOT, verdict } from './lib';

const { values } = parseArgs({
  options: {
    rebuilds: { type: 'string', default: '50' },
    reads: { type: 'string', default: '50' },
    'database-url': { type: 'string' },
  },
});
const rebuilds = Number(values.rebuilds);
const readRounds = Number(values.reads);
const webDist = join(REPO_ROOT, 'dist', 'web');
const pages = existsSync(join(webDist, 'index.html')) ? ['/', '/table'] : [];

const ms = (xs: number[]) => `${median(xs).toFixed(2)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<{ wall: number; cpu: number; value: T }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = await work();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000, value };
}

async function benchOn(label: string, database: Database): Promise<boolean> {
  await migrateDatabase(database);
  await loadDemoDataIfEmpty(database.db);
  const app = await buildApp({ config: testConfig({ webDist }), database });
  const counter = countQueries(database);
  try {
    const seasons = (await app.inject({ method: 'GET', url: '/api/getSeasons' })).json().data as {
      id: number;
    }[];
    const reads = [
      ...['getSeasons', 'getGroups', 'getAcceptedTeams', 'gettopscorer', 'getBoardMembers'].map((name) => ({
        method: 'GET' as const,
        url: `/api/${name}`,
      })),
      { method: 'POST' as const, url: '/api/getTeams', payload: {} },
      ...seasons.map((season) => ({
        method: 'POST' as const,
        url: '/api/getPenaltyDeductions',
        payload: { season_id: season.id },
      })),
      ...pages.map((url) => ({ method: 'GET' as const, url })),
    ];
    const readAll = () =>
      counter.within(async () => {
        const answers = await Promise.all(
          reads.map((read) => app.inject({ ...read, headers: { 'accept-encoding': 'gzip' } })),
        );
        for (const [i, answer] of answers.entries()) {
          if (answer.statusCode !== 200) throw new Error(`${reads[i]?.url} answered ${answer.statusCode}`);
        }
      });

    // Warm reads: every public answer, readRounds times, after one read that fills the cache.
    await readAll();
    counter.reset();
    const warm: number[] = [];
    for (let i = 0; i < readRounds; i++) warm.push((await timed(readAll)).wall / reads.length);
    const warmQueries = counter.queries;
    const warmListener = counter.listener;

    // Rebuilds, interleaved with the parts and with the first reads after a write.
    const rebuild: number[] = [];
    const rebuildCpu: number[] = [];
    const load: number[] = [];
    const serialize: number[] = [];
    const firstSeasons: number[] = [];
    const firstPage: number[] = [];
    let rebuildQueries = 0;
    for (let i = 0; i < rebuilds; i++) {
      app.publicCache.invalidate();
      counter.reset();
      const full = await timed(() => counter.within(() => app.publicCache.get('seasons')));
      rebuildQueries = counter.queries;
      rebuild.push(full.wall);
      rebuildCpu.push(full.cpu);
      const built = await timed(() => buildPublicAnswers(database.db, new Date()));
      load.push(built.wall);
      serialize.push((await timed(async () => [...built.value.values()].flatMap(toCachedAnswers))).wall);
      app.publicCache.invalidate();
      firstSeasons.push((await timed(() => app.inject({ method: 'GET', url: '/api/getSeasons' }))).wall);
      if (pages.length > 0) {
        app.publicCache.invalidate();
        firstPage.push((await timed(() => app.inject({ method: 'GET', url: '/' }))).wall);
      }
    }

    const rebuildOk = median(rebuild) < 10;
    const warmOk = warmQueries === 0;
    console.log(`\n${label}`);
    console.log(
      `  warm reads: ${readRounds} rounds of ${reads.length} reads (${reads.map((r) => r.url).join(', ')})`,
    );
    console.log(`    database statements: ${warmQueries} (goal 0) ${verdict(warmOk)}`);
    if (database.driver === 'pg') {
      console.log(
        `    catch-up round trips on the LISTEN connection (select 1, not a league query): ${warmListener} ` +
          `for ${readRounds * reads.length} reads issued ${reads.length} at a time`,
      );
    }
    console.log(`    median time per warm read (inject, ${reads.length} at once): ${ms(warm)}`);
    console.log(`  cache rebuild after a write (invalidate, then the first read), ${rebuilds} times:`);
    console.log(
      `    median ${ms(rebuild)} wall, ${ms(rebuildCpu)} CPU of this process, ${rebuildQueries} statements (goal < 10 ms) ${verdict(rebuildOk)}`,
    );
    console.log(`    of which load and build (buildPublicAnswers): median ${ms(load)}`);
    console.log(`    of which serialize, hash and gzip every answer: median ${ms(serialize)}`);
    console.log(`    rebuild / warm read: ${(median(rebuild) / median(warm)).toFixed(0)}x`);
    console.log(
      `  first GET /api/getSeasons after a write (inject, includes the rebuild): median ${ms(firstSeasons)}`,
    );
    if (pages.length > 0) {
      console.log(
        `  first GET / after a write (inject: rebuild and the page rendered again): median ${ms(firstPage)}`,
      );
    }
    return rebuildOk && warmOk;
  } finally {
    counter.restore();
    await app.close();
  }
}

console.log(MACHINE_NOTE);
let ok = await (async () => {
  const database = fromPglite(await PGlite.create());
  try {
    return await benchOn('embedded database (PGlite, in memory)', database);
  } finally {
    await database.close();
  }
})();

const url = values['database-url'];
if (url) {
  const name = `bench_cache_${randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(url);
  await admin.pool?.query(`create database ${name}`);
  try {
    const database = await openPostgres(adminUrl(url, name));
    try {
      ok = (await benchOn(`PostgreSQL (${name}, dropped afterwards)`, database)) && ok;
    } finally {
      await database.close();
    }
  } finally {
    await admin.pool?.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}
console.log(`\noverall: ${verdict(ok)}`);
