/**
 * A write's public cache rebuild on the demo league (issue 7: under 10 ms of server time).
 * Each round drops the answers, as a write does, then reads every public answer once, gzipped as
 * browsers ask for it: that is all the work a write costs the server (answers are serialized on
 * their first read, so reading all of them counts every one). Prints median and p90 of that whole
 * (wall clock and this process's CPU), of the first read of the seasons after a write alone, and
 * of the stages of a rebuild: snapshot query, building answers, serialize + hash + gzip of all.
 * On the embedded database (PGlite, in process) and, with --pg or DATABASE_URL, on PostgreSQL in a
 * database of its own, created and dropped here. The machine's other work shows in the p90.
 *   npx tsx bench/rebuild.ts [--rounds 50] [--pg] [--only-pg]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { type Database, fromPglite, migrateDatabase, openPostgres } from '../server/db/client';
import { loadDemoDataIfEmpty } from '../server/db/demo';
import { buildPublicAnswers, loadLeagueSnapshot, publicAnswers } from '../server/services/league-read';
import { PublicCache, toCachedAnswers } from '../server/services/public-cache';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '50' },
    pg: { type: 'boolean', default: false },
    'only-pg': { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const WARM_UP = 10;
const pgUrl =
  values.pg || values['only-pg']
    ? (process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres')
    : process.env.DATABASE_URL;

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const line = (label: string, xs: number[]) =>
  `  ${label.padEnd(28)} median ${quantile(xs, 0.5).toFixed(2).padStart(6)} ms   p90 ${quantile(xs, 0.9).toFixed(2).padStart(6)} ms`;

/** Every key a visitor can read, with each answer's gzip taken as a browser would get it. */
async function readEverything(cache: PublicCache, keys: string[]): Promise<number> {
  let bytes = 0;
  for (const key of keys) {
    const answer = await cache.get(key);
    if (!answer) throw new Error(`no answer for ${key}`);
    bytes += (answer.gzip ?? answer.body).length;
  }
  return bytes;
}

async function measure(label: string, database: Database) {
  const { db } = database;
  await loadDemoDataIfEmpty(db);
  const cache = new PublicCache(() => buildPublicAnswers(db, new Date()));
  const keys = [...publicAnswers(await loadLeagueSnapshot(db)).keys()];
  const first: number[] = [];
  const total: number[] = [];
  const cpu: number[] = [];
  const snapshot: number[] = [];
  const build: number[] = [];
  const serialize: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARM_UP + rounds; i++) {
    const keep = i >= WARM_UP;
    // Interleaved, so that drift of a busy machine hits the whole and its stages alike.
    cache.invalidate();
    const firstStart = performance.now();
    await readEverything(cache, ['seasons']);
    if (keep) first.push(performance.now() - firstStart);

    cache.invalidate();
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    bytes = await readEverything(cache, keys);
    const end = performance.now();
    const cpuUsed = process.cpuUsage(cpuStart);
    if (keep) {
      total.push(end - start);
      cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
    }

    const t0 = performance.now();
    const rows = await loadLeagueSnapshot(db);
    const t1 = performance.now();
    const answers = publicAnswers(rows);
    const t2 = performance.now();
    for (const value of answers.values()) {
      for (const answer of toCachedAnswers(value)) {
        // Reading gzip compresses it if that is done on demand.
        if (answer.gzip === undefined) throw new Error('unreachable');
      }
    }
    const t3 = performance.now();
    if (keep) {
      snapshot.push(t1 - t0);
      build.push(t2 - t1);
      serialize.push(t3 - t2);
    }
  }
  console.log(
    `${label}: ${rounds} rebuilds of ${keys.length} answers (${(bytes / 1024).toFixed(0)} KB as sent)`,
  );
  console.log(line('rebuild + read all (wall)', total));
  console.log(line('rebuild + read all (CPU)', cpu));
  console.log(line('rebuild + read seasons only', first));
  console.log(line('snapshot query', snapshot));
  console.log(line('building answers', build));
  console.log(line('serialize + hash + gzip', serialize));
}

if (!values['only-pg']) {
  const database = fromPglite(await PGlite.create());
  await migrateDatabase(database);
  await measure('PGlite', database);
  await database.close();
}

if (pgUrl) {
  const name = `bench_rebuild_${process.pid}`;
  const admin = await openPostgres(pgUrl);
  await admin.pool?.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  try {
    await migrateDatabase(database);
    await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.pool?.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}
