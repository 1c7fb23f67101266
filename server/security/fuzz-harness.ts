import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '../../common/api/error-codes';
import {
  buildMatch,
  buildResult,
  buildSeason,
  buildTeam,
  buildUser,
  DEFAULT_PASSWORD,
} from '../db/factories';
import {
  boardMembers,
  emailTokens,
  groups,
  groupTeams,
  missedRefereeDuties,
  penaltyAdjustments,
  scorers,
} from '../db/schema';
import { isEventStream, type RegisteredRoute, routeRegistry } from '../lib/route';
import { flushOutbox } from '../services/mail/worker';
import { hashLinkToken } from '../services/tokens';
import { TINY_PNG } from '../test/images';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  bodySchema,
  type FuzzRequest,
  getRequest,
  postRequest,
  type Seeds,
  toInject,
} from './fuzz-arbitraries';

/**
 * Property-based fuzzing of every /api route in the route registry: generated requests (random
 * JSON, the route's own fields with wrong types, missing and extra fields, huge and strange
 * strings and numbers, raw and oversize bodies) from an admin, a captain and anonymous callers.
 * Each answer is below 500; a refusal is a 4xx with the envelope and leaves the database as it
 * was. A call that succeeds and changes the league is undone (the seeded league is restored), so
 * every request meets the same league: deleteAccount, deleteSeason and the like cannot leave
 * later runs without data to aim at.
 *
 * The routes are shared out over the files fuzz-1.test.ts to fuzz-<FUZZ_SHARDS>.test.ts (shardOf),
 * so the API run's two workers share the fuzzing (one file took some 13 minutes of one worker in
 * CI); each file seeds its own app and league. Each file runs its vi.mock of the passwords module
 * (server/test/cheap-passwords.ts) and then fuzzShard(n).
 *
 * The routes are fuzzed on PostgreSQL (TEST_DATABASE_URL), 300 requests per route; on PGlite only
 * when FUZZ_RUNS asks for it (decision 103). FUZZ_RUNS (requests per route), FUZZ_SEED (replays a
 * failure: fast-check prints its seed) and FUZZ_REPORT=1 (time and answers per route) steer a run.
 */

// 300 requests per route with a new seed each run (decision 089), once per CI run: on PostgreSQL,
// the production database (decision 103). The PGlite run checks that every route has its file.
const RUN_FUZZ = Boolean(process.env.TEST_DATABASE_URL) || process.env.FUZZ_RUNS !== undefined;
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** The fuzz files; `fuzz-${n}.test.ts` fuzzes the routes whose shardOf is n. */
export const FUZZ_SHARDS = 4;

/**
 * A route's file, from its method and path alone (an FNV-1a hash): a new route moves no other
 * route to another file, so a failure seen in one file is replayed in the same file.
 */
export function shardOf(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % FUZZ_SHARDS) + 1;
}

/** The shard numbers of the fuzz files next to this one. */
const shardFiles = () =>
  readdirSync(new URL('.', import.meta.url))
    .map((name) => /^fuzz-(\d+)\.test\.ts$/.exec(name)?.[1])
    .filter((n) => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);

/** The app of the file that runs (fuzzShard builds it). */
let t: TestApp;

/** One statement or several, on either driver. */
async function script(text: string): Promise<void> {
  if (t.database.pglite) await t.database.pglite.exec(text);
  else await t.database.pool?.query(text);
}

async function rows<T>(query: string): Promise<T[]> {
  const result = (await t.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The league's tables, read from the catalog. */
async function leagueTables(): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  return tables.map((table) => table.name);
}

/**
 * Rows a refused call changes by design, both counters in rate_limits: every request to a
 * rate-limited route counts against its client address ('ip:...', refused or not, or the limit
 * could be probed for free), and a failed login counts against the address typed ('login:...',
 * the per-account lockout, or 'login-device:...' for a browser with a device cookie; a correct
 * password for an unconfirmed address clears it before the 403), and calls that have a budget per
 * account count against the caller ('user-<action>:...', e.g. deleteAccount, refused or not).
 * Every other row of every table is compared, the one-mail-a-minute counters ('mail:...') included.
 */
const EXCLUDED_ROWS: Record<string, (row: string) => string> = {
  rate_limits: (row) =>
    `(${row}.key like 'ip:%' or ${row}.key like 'login:%' or ${row}.key like 'login-device:%' or ${row}.key like 'user-%')`,
};

/** Set up once the league is seeded (see below). */
const watch = {
  tables: [] as string[],
  /** Per table: a query of its name and the hash of its rows (excluded rows left out). */
  hashQuery: new Map<string, string>(),
  /** Per table: the statements that put its seeded rows and id sequences back. */
  restoreStatements: new Map<string, string[]>(),
  seeded: new Map<string, string>(),
  writes: '',
};
let restores = 0;
let hashes = 0;

/** One hash per table of `tables` (all by default) over all its rows, in one query. */
async function fingerprint(tables = watch.tables): Promise<Map<string, string>> {
  if (tables.length === 0) return new Map();
  const result = await rows<{ name: string; hash: string }>(
    tables.map((name) => watch.hashQuery.get(name)).join(' union all '),
  );
  return new Map(result.map((r) => [r.name, r.hash]));
}

const changedTables = (after: Map<string, string>) =>
  [...after.keys()].filter((name) => watch.seeded.get(name) !== after.get(name));

/** The write counter: moved by triggers on every row written, even if rolled back. */
async function readWrites(): Promise<string> {
  const [row] = await rows<{ v: string }>(
    "select last_value::text || ':' || is_called::text as v from fuzz_snapshot.writes",
  );
  return row?.v ?? '';
}

/**
 * The tables whose rows differ from the seeded league. Only the tables written since the last
 * restore are hashed (the triggers name them), and only when a row was written since the last
 * look: without a write nothing can differ.
 */
async function changedSinceSeed(): Promise<string[]> {
  const writes = await readWrites();
  if (writes === watch.writes) return [];
  hashes++;
  watch.writes = writes;
  const written = await rows<{ name: string }>('select name from fuzz_snapshot.written');
  return changedTables(await fingerprint(written.map((row) => row.name)));
}

/**
 * Back to the seeded league: the rows and id sequences of the tables that changed, then a check
 * that it worked. Foreign keys and triggers rest meanwhile (replica mode), so putting one table
 * back touches no other; the per-address counters in rate_limits, which no comparison sees, start
 * again from the seed with every restore.
 */
async function restore(changed: string[]): Promise<void> {
  // A mail queued by the call must not be delivered (updated) while rows are replaced.
  await flushOutbox(t.app);
  const tables = [...new Set([...changed, 'rate_limits'])];
  await script(
    [
      'begin;',
      'set local session_replication_role = replica;',
      ...tables.flatMap((name) => watch.restoreStatements.get(name) ?? []),
      'truncate fuzz_snapshot.written;',
      'commit;',
    ].join('\n'),
  );
  t.app.publicCache.invalidate();
  restores++;
  watch.writes = await readWrites();
  const still = changedTables(await fingerprint(tables));
  if (still.length) throw new Error(`restoring the seeded league failed for ${still.join(', ')}`);
}

/** Snapshot of the seeded league, restore statements, hash queries and write-counting triggers. */
async function watchDatabase(): Promise<void> {
  const tables = await leagueTables();
  const table = (name: string) => `public.${quote(name)}`;
  const serials = await rows<{ table: string; column: string }>(
    `select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  watch.tables = tables;
  for (const name of tables) {
    const excluded = EXCLUDED_ROWS[name];
    const where = excluded ? ` where not ${excluded('t')}` : '';
    watch.hashQuery.set(
      name,
      `select '${name}' as name, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as hash from ${table(name)} t${where}`,
    );
    watch.restoreStatements.set(name, [
      `delete from ${table(name)};`,
      `insert into ${table(name)} select * from fuzz_snapshot.${quote(name)};`,
      ...serials
        .filter((serial) => serial.table === name)
        .map(
          ({ column }) =>
            `select setval(pg_get_serial_sequence('${table(name)}', '${column}'), coalesce((select max(${quote(column)}) from ${table(name)}), 0) + 1, false);`,
        ),
    ]);
  }
  const triggers = tables.map((name) => {
    const excluded = EXCLUDED_ROWS[name];
    const count = 'for each row execute function fuzz_snapshot.count_write();';
    const rowTriggers = excluded
      ? [
          `create trigger fuzz_insert after insert on ${table(name)} for each row when (not ${excluded('new')}) execute function fuzz_snapshot.count_write();`,
          `create trigger fuzz_update after update on ${table(name)} for each row when (not ${excluded('new')} or not ${excluded('old')}) execute function fuzz_snapshot.count_write();`,
          `create trigger fuzz_delete after delete on ${table(name)} for each row when (not ${excluded('old')}) execute function fuzz_snapshot.count_write();`,
        ]
      : [`create trigger fuzz_write after insert or update or delete on ${table(name)} ${count}`];
    return [
      ...rowTriggers,
      `create trigger fuzz_truncate after truncate on ${table(name)} for each statement execute function fuzz_snapshot.count_write();`,
    ].join('\n');
  });
  await script(
    [
      'create schema fuzz_snapshot;',
      ...tables.map((name) => `create table fuzz_snapshot.${quote(name)} as table ${table(name)};`),
      'create sequence fuzz_snapshot.writes;',
      'create table fuzz_snapshot.written (name text primary key);',
      // Counts every write (a rolled-back one too: sequences ignore rollbacks) and names its table.
      `create function fuzz_snapshot.count_write() returns trigger language plpgsql as $$
         begin
           perform nextval('fuzz_snapshot.writes');
           insert into fuzz_snapshot.written values (tg_table_name) on conflict do nothing;
           return null;
         end $$;`,
      ...triggers,
    ].join('\n'),
  );
  watch.seeded = await fingerprint();
  watch.writes = await readWrites();
}

/** The seeded league, its tables then watched for every write the fuzzed calls make. */
async function seedAndWatch() {
  const seeded = await seedLeague();
  await watchDatabase();
  return seeded;
}

/** A small league: admin, captains, players, requests, a season with groups, matches, results. */
async function seedLeague() {
  const db = t.db;
  const admin = await buildUser(db, { role: 'ADMIN' });
  const a = await buildTeam(db, { size: 4, coCaptains: 1 });
  const b = await buildTeam(db, { size: 3 });
  const c = await buildTeam(db);
  const d = await buildTeam(db);
  const pending = await buildTeam(db, { accepted: false, size: 2 });
  await buildUser(db, { role: 'USER', memberOf: a.team.id });
  const loner = await buildUser(db);
  const unconfirmed = await buildUser(db, { emailConfirmedAt: null });
  const season = await buildSeason(db);
  await buildSeason(db);
  const [group] = await db.insert(groups).values({ name: 'Group 1', seasonId: season.id }).returning();
  await db.insert(groups).values({ name: 'Group 2', seasonId: season.id });
  if (!group) throw new Error('no group');
  await db.insert(groupTeams).values([a, b, c, d].map((x) => ({ groupId: group.id, teamId: x.team.id })));
  const match = async (home: number, guest: number, ref1: number, ref2: number, knockout = false) => {
    const row = await buildMatch(db, {
      seasonId: season.id,
      groupId: knockout ? null : group.id,
      matchStage: knockout ? 'QUARTERFINAL1' : 'GROUP1',
      homeId: home,
      guestId: guest,
      refereeTeamId: ref1,
      refereeTeamId2: ref2,
    });
    return row.id;
  };
  const ab = await match(a.team.id, b.team.id, c.team.id, d.team.id);
  const cd = await match(c.team.id, d.team.id, a.team.id, b.team.id);
  await match(a.team.id, c.team.id, b.team.id, d.team.id, true);
  await buildResult(db, { matchId: ab, scoreHome: 1, scoreGuest: 0, submittedBy: b.captain.id });
  const final = await buildResult(db, {
    matchId: cd,
    scoreHome: 2,
    scoreGuest: 1,
    submittedBy: c.captain.id,
    isFinal: true,
  });
  await db.insert(scorers).values([
    { resultId: final.id, userId: c.captain.id, teamId: c.team.id, goalCount: 2 },
    { resultId: final.id, userId: d.captain.id, teamId: d.team.id, goalCount: 1 },
  ]);
  await db
    .insert(missedRefereeDuties)
    .values({ seasonId: season.id, matchId: cd, teamId: b.team.id, slot: 2 });
  await db
    .insert(penaltyAdjustments)
    .values({ seasonId: season.id, teamId: c.team.id, duties: 1, reason: 'late', createdBy: admin.id });
  await db
    .insert(boardMembers)
    .values({ name: 'Chair', role: 'Chair', mail: 'chair@example.test', imgUrl: '/board/chair.webp' });
  // Links from mails, so confirm and resetPassword can succeed.
  const resetToken = 'fuzz-reset-token';
  const confirmToken = 'fuzz-confirm-token';
  const inAnHour = new Date(Date.now() + 3_600_000);
  await db.insert(emailTokens).values([
    { userId: loner.id, purpose: 'reset', tokenHash: hashLinkToken(resetToken), expiresAt: inAnHour },
    {
      userId: unconfirmed.id,
      purpose: 'confirm',
      tokenHash: hashLinkToken(confirmToken),
      expiresAt: inAnHour,
    },
  ]);

  const tokens = {
    admin: await t.tokenFor(admin),
    captain: await t.tokenFor(a.captain),
  };
  const maxId = Math.max(admin.id, unconfirmed.id, pending.team.id, final.id, season.id + 1);
  const seeds: Seeds = {
    ids: Array.from({ length: maxId + 1 }, (_, i) => i + 1),
    emails: [admin.mail, a.captain.mail, loner.mail, unconfirmed.mail, 'nobody@example.test'],
    password: DEFAULT_PASSWORD,
    tokens: [tokens.admin, tokens.captain, await t.tokenFor(loner), resetToken, confirmToken],
    logo: TINY_PNG,
  };
  return { tokens, seeds };
}

const fuzzed = new Set<string>();
const statuses = new Map<string, Map<number, number>>();
const timings = new Map<string, number>();
const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

const describeRequest = (request: ReturnType<typeof toInject>) =>
  `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)} ${String(request.payload ?? '').slice(0, 500)}`;

/**
 * The answer to one request. An event stream (GET /api/live) that is granted stays open: its
 * answer is taken as soon as its head is written, and the stream closed as a browser leaving
 * would; a refusal is read in full.
 */
async function send(route: RegisteredRoute, wire: ReturnType<typeof toInject>) {
  if (!isEventStream(route.answer)) return t.app.inject(wire);
  const res = await t.app.inject({ ...wire, payloadAsStream: true });
  if (res.statusCode < 400) {
    res.raw.res.destroy();
    return { statusCode: res.statusCode, body: '', json: () => undefined };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of res.stream()) chunks.push(Buffer.from(chunk));
  const body = Buffer.concat(chunks).toString();
  return { statusCode: res.statusCode, body, json: () => JSON.parse(body) as unknown };
}

/** Sends one request and checks the answer and the database. */
async function check(
  route: RegisteredRoute,
  request: FuzzRequest,
  tokens: Record<'admin' | 'captain', string>,
): Promise<void> {
  const wire = toInject(request, route.method, route.url, tokens);
  const res = await send(route, wire);
  // Reset and confirmation mails are written just after the answer (decision 023): wait for them,
  // or one call's mail would be blamed on the next.
  await t.app.afterAnswer.settled();
  const counts = statuses.get(routeKey(route)) ?? new Map<number, number>();
  counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
  statuses.set(routeKey(route), counts);
  const changed = await changedSinceSeed();
  // A success (or a redirect from a mail link) may change the league: start again from the seed.
  if (changed.length) await restore(changed);
  if (res.statusCode < 400) return;
  const fail = (why: string) => {
    throw new Error(
      `${why}\nrequest: ${describeRequest(wire)}\nanswer: ${res.statusCode} ${res.body.slice(0, 500)}`,
    );
  };
  if (res.statusCode >= 500) fail('server error');
  let body: unknown;
  try {
    body = res.json();
  } catch {
    fail('a refusal that is not JSON');
  }
  const envelope = body as { status?: unknown; error?: unknown; code?: unknown };
  if (envelope?.status !== false || typeof envelope.error !== 'string' || envelope.error === '') {
    fail('a refusal without the envelope {status: false, error, code}');
  }
  if (!ERROR_CODES.includes(envelope.code as ErrorCode))
    fail(`a refusal without a known code: ${envelope.code}`);
  if (changed.length) fail(`a refused call changed the database: ${changed.join(', ')}`);
}

/**
 * Fuzzes the routes of shard `shard` (see shardOf), at the top level of its file: the route
 * registry is filled while the app is built, and the file's tests are made from it.
 */
export async function fuzzShard(shard: number): Promise<void> {
  t = await createTestApp({ authRateLimit: 1_000_000_000 });
  afterAll(() => t.close());
  const seeded = RUN_FUZZ ? await seedAndWatch() : undefined;
  const apiRoutes = routeRegistry.filter((route) => route.url.startsWith('/api/'));
  const mine = apiRoutes.filter((route) => shardOf(routeKey(route)) === shard);

  describe(`fuzzing the API routes of shard ${shard} of ${FUZZ_SHARDS}`, () => {
    it('finds the API routes in the registry', () => {
      expect(apiRoutes.length).toBeGreaterThan(0);
      expect(apiRoutes.some((route) => route.method === 'GET')).toBe(true);
      expect(apiRoutes.some((route) => route.method === 'POST')).toBe(true);
    });

    // Each file fuzzes its own routes (below), so together they fuzz every route if and only if
    // there is one file per shard.
    it('has a fuzz file for every shard, so that every registered route is fuzzed', () => {
      const shards = Array.from({ length: FUZZ_SHARDS }, (_, i) => i + 1);
      expect(shardFiles()).toEqual(shards);
      const unfuzzed = apiRoutes.map(routeKey).filter((key) => !shards.includes(shardOf(key)));
      expect(unfuzzed).toEqual([]);
    });

    for (const route of mine) {
      it.skipIf(!seeded)(`${route.method} ${route.url}`, { timeout: 180_000 }, async () => {
        // Skipped unless the league was seeded.
        const { tokens, seeds } = seeded as NonNullable<typeof seeded>;
        const started = performance.now();
        const arbitrary =
          route.method === 'GET' ? getRequest(seeds) : postRequest(bodySchema(route.body), seeds);
        await fc.assert(
          fc.asyncProperty(arbitrary, (request) => check(route, request, tokens)),
          { numRuns: RUNS_PER_ROUTE, seed: SEED },
        );
        // A safety net under the write counter: the league as seeded, hashed in full.
        expect(changedTables(await fingerprint())).toEqual([]);
        timings.set(routeKey(route), performance.now() - started);
        fuzzed.add(routeKey(route));
      });
    }

    it.skipIf(!seeded)(`fuzzed every registered API route of shard ${shard}`, () => {
      expect(mine.length).toBeGreaterThan(0);
      expect([...fuzzed].sort()).toEqual(mine.map(routeKey).sort());
      if (process.env.FUZZ_REPORT) {
        const total = [...timings.values()].reduce((sum, ms) => sum + ms, 0);
        for (const route of mine) {
          const key = routeKey(route);
          const counts = [...(statuses.get(key) ?? new Map()).entries()].sort(([x], [y]) => x - y);
          console.log(
            `${key.padEnd(42)} ${String(Math.round(timings.get(key) ?? 0)).padStart(6)} ms  ${counts.map(([s, n]) => `${s}:${n}`).join(' ')}`,
          );
        }
        console.log(
          `shard ${shard}: ${mine.length} of ${apiRoutes.length} routes, ${Math.round(total)} ms, ${restores} restores of the seeded league, ${hashes} hashings of the tables written`,
        );
      }
    });
  });
}
