import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openPostgres } from '../db/client';
import { loadDemoDataIfEmpty } from '../db/demo';
import type { UserRow } from '../db/factories';
import { teams, users } from '../db/schema';
import { AccountsCache, loadAccountsSnapshot } from '../services/accounts-snapshot';
import { okData } from '../test/assertions';
import { countQueries } from '../test/query-counter';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The dashboard reads answered from the snapshot an instance keeps (decision 036) send the very
 * bytes of a snapshot loaded for the request: on the demo league, after writes (so no kept snapshot
 * outlives a change), and (PostgreSQL) on a second instance. The fresh answers come from the same
 * app answering as it does while it cannot keep a snapshot (the PostgreSQL listener is down,
 * decision 065): each request gets a snapshot of its own. Each gets its own copy of one snapshot
 * loaded from the database just before, rather than a load of its own: nothing is written while
 * they run, so the copies hold what each load would, and a request still cannot see what another
 * did to its snapshot. One load instead of ~900 (300 users x 3 reads) halves the test's time on
 * PGlite.
 */

const DASHBOARD_READS = ['/api/getUserByToken', '/api/getMyTeam', '/api/getTeams'];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoDataIfEmpty(t.db);
});
afterAll(() => t.close());

const allUsers = () => t.db.select().from(users).orderBy(asc(users.id));

/** Status and body of every dashboard read for every user, from `app`. */
async function answers(app: FastifyInstance, everyone: UserRow[]): Promise<string[]> {
  const perUser = await Promise.all(
    everyone.map(async (user) => {
      const access_token = await t.tokenFor(user);
      const out: string[] = [];
      for (const url of DASHBOARD_READS) {
        const res = await app.inject({ method: 'POST', url, payload: { access_token } });
        out.push(`${user.id} ${url} ${res.statusCode} ${res.body}`);
      }
      return out;
    }),
  );
  return perUser.flat();
}

async function freshlyLoaded(app: FastifyInstance, everyone: UserRow[]): Promise<string[]> {
  const loaded = await loadAccountsSnapshot(t.db);
  const fresh = new AccountsCache(async () => structuredClone(loaded));
  fresh.setKeep(false);
  const kept = app.accounts;
  app.accounts = fresh;
  try {
    return await answers(app, everyone);
  } finally {
    app.accounts = kept;
  }
}

async function expectSameAnswers(fromSnapshot: FastifyInstance = t.app) {
  const everyone = await allUsers();
  const built = await freshlyLoaded(t.app, everyone);
  expect(await answers(fromSnapshot, everyone)).toEqual(built);
  return built;
}

const post = async (user: UserRow, url: string, payload: object = {}) =>
  okData(
    await t.app.inject({
      method: 'POST',
      url,
      payload: { access_token: await t.tokenFor(user), ...payload },
    }),
  );

/** A few writes that change what the dashboard reads show: names, phones, rosters, roles. */
async function writeSome() {
  const [team] = await t.db
    .select()
    .from(teams)
    .where(and(eq(teams.accepted, true), isNotNull(teams.captainId)))
    .orderBy(asc(teams.id))
    .limit(1);
  if (!team) throw new Error('the demo league has no accepted team with a captain');
  const fresh = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0] as UserRow;
  let captain = await fresh(team.captainId as number);
  await post(captain, '/api/updateTeam', { team_id: team.id, name: `${team.name} Renamed` });
  await post(captain, '/api/updateUserByToken', { phone: '+4915199887766' });
  const [free] = await t.db
    .select()
    .from(users)
    .where(and(isNull(users.memberOf), eq(users.role, 'USER'), isNotNull(users.emailConfirmedAt)))
    .limit(1);
  if (free) {
    await post(free, '/api/joinTeam', { team_id: team.id });
    captain = await fresh(captain.id);
    await post(captain, '/api/acceptPlayer', { user_id: free.id, accept: true });
    captain = await fresh(captain.id);
    await post(captain, '/api/updateCaptainStatus', { player_id: free.id, make_captain: true });
  }
}

describe('dashboard reads from the kept accounts snapshot', () => {
  it('send the bytes a snapshot loaded for the request builds, on the demo league and after writes', async () => {
    const before = await expectSameAnswers();
    // The demo league has accounts of every kind, so the comparison covers teams, rosters, requests.
    expect(before.filter((line) => line.includes(' 200 ')).length).toBeGreaterThan(10);
    await writeSome();
    const after = await expectSameAnswers();
    expect(after).not.toEqual(before);
    // 16-20 s on PGlite with the machine's load average near 20 (38 s with a load per request).
  }, 90_000);

  it('ask the database nothing once warm: the session check and the answer come from memory', async () => {
    const [captain] = await t.db.select().from(users).where(eq(users.role, 'CAPTAIN')).limit(1);
    const access_token = await t.tokenFor(captain as UserRow);
    const read = () =>
      Promise.all(
        DASHBOARD_READS.map((url) => t.app.inject({ method: 'POST', url, payload: { access_token } })),
      );
    await read();
    const counter = countQueries(t.database);
    try {
      const res = await counter.within(read);
      for (const one of res) expect(one.statusCode, one.body).toBe(200);
      expect(counter.queries).toBe(0);
    } finally {
      counter.restore();
    }
  });
});

// A second instance answers from its own snapshot, which the first instance's writes must drop.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a second instance on the same PostgreSQL database', () => {
  let b: FastifyInstance;
  let closeB: () => Promise<void>;

  beforeAll(async () => {
    const url = t.database.pool?.options.connectionString;
    if (!url) throw new Error('the test database has no connection string');
    const database = await openPostgres(url);
    b = await buildApp({ config: t.config, database });
    closeB = async () => {
      await b.close();
      await database.close();
    };
  });
  afterAll(() => closeB?.());

  it('answers as a snapshot loaded by the first instance does, before and right after its writes', async () => {
    await expectSameAnswers(b);
    await writeSome();
    await expectSameAnswers(b);
  }, 120_000);

  it('refuses a token logged out on the first instance on its next request', async () => {
    const [captain] = await t.db.select().from(users).where(eq(users.role, 'CAPTAIN')).limit(1);
    const access_token = await t.tokenFor(captain as UserRow);
    const me = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/getUserByToken', payload: { access_token } });
    okData(await me(b));
    okData(await t.app.inject({ method: 'POST', url: '/api/logout', payload: { access_token } }));
    expect((await me(b)).statusCode).toBe(401);
  });
});
