import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMatch, buildSeason, buildTeam, buildUser, DEFAULT_PASSWORD } from '../db/factories';
import { auditLog, matches, pitches, rateLimits, teamLogos, teams, users } from '../db/schema';
import { BIG_BODY_BYTES, UPLOAD_BUDGET } from '../lib/upload-budget';
import { PASSWORD_BUDGET, WRITE_BUDGETS } from '../policies/write-budgets';
import { KNOWN_DEVICE_LOGINS } from '../services/accounts';
import { HASH_PARAMETERS, hashPassword, LEGACY_HASH_PARAMETERS } from '../services/passwords';
import { TINY_PNG } from '../test/images';
import { countQueries } from '../test/query-counter';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * No cheap way to stall the site (issue 23, decision 023): hashes move to today's parameters at
 * login, the auth routes share one budget per address, one account's repeated calls are limited,
 * profile writes of users shown nowhere leave the public cache warm, token answers are no-store,
 * and deleting an account computes no hash. Judged by answers, stored rows and statement counts.
 */

let t: TestApp;
beforeAll(async () => {
  // Each test picks its own address, so only the limits a test is about come into play.
  t = await createTestApp({ authRateLimit: 3 });
});
afterAll(() => t.close());

let addresses = 0;
const freshAddress = () => `198.51.100.${++addresses}`;

const post = (url: string, payload: object, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

const storedHash = async (id: number) =>
  (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.hash ?? '';

const parametersOf = (hash: string) => hash.split('$').slice(1, 4).map(Number);

function expectTooMany(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ status: false, error: expect.any(String), code: 'rate_limited' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

// Several real scrypt hashes per test (the old parameters' among them): minutes on a busy machine.
const HASHING_TIMEOUT = 180_000;

describe('password hashes', { timeout: HASHING_TIMEOUT }, () => {
  it('a hash made with the old parameters still logs in, and the login stores one with today’s', async () => {
    // Written as the code before decision 023 wrote it: scrypt$N$r$p$salt$hash.
    const { N, r, p } = LEGACY_HASH_PARAMETERS;
    const salt = randomBytes(16);
    const key = scryptSync(DEFAULT_PASSWORD, salt, 32, { N, r, p, maxmem: 256 * 1024 * 1024 });
    const legacy = ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
    const user = await buildUser(t.db, { passwordHash: legacy });

    const res = await post('/api/login', { email: user.mail, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    const rehashed = await storedHash(user.id);
    expect(rehashed).not.toBe(legacy);
    expect(parametersOf(rehashed)).toEqual([HASH_PARAMETERS.N, HASH_PARAMETERS.r, HASH_PARAMETERS.p]);
    expect(parametersOf(legacy)).not.toEqual(parametersOf(rehashed));
    // The new hash holds the same password; a second login leaves it as it is.
    expect((await post('/api/login', { email: user.mail, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    expect(await storedHash(user.id)).toBe(rehashed);
  });

  it('a wrong password leaves an old hash as it is', async () => {
    const { N, r, p } = LEGACY_HASH_PARAMETERS;
    const salt = randomBytes(16);
    const key = scryptSync(DEFAULT_PASSWORD, salt, 32, { N, r, p, maxmem: 256 * 1024 * 1024 });
    const legacy = ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
    const user = await buildUser(t.db, { passwordHash: legacy });
    expect((await post('/api/login', { email: user.mail, password: 'not the password' })).statusCode).toBe(
      401,
    );
    expect(await storedHash(user.id)).toBe(legacy);
  });
});

describe('one auth budget per address', () => {
  it('AUTH_RATE_LIMIT counts the calls of every auth route together', async () => {
    const from = freshAddress();
    const user = await buildUser(t.db);
    expect((await post('/api/signup', {}, from)).statusCode).toBe(400);
    expect((await post('/api/requestPasswordReset', { email: user.mail }, from)).statusCode).toBe(200);
    expect((await post('/api/resendverification', { email: user.mail }, from)).statusCode).toBe(200);
    // A fourth auth call from the address, whichever route: refused before any password is hashed.
    expectTooMany(await post('/api/login', { email: user.mail, password: DEFAULT_PASSWORD }, from));
    expectTooMany(await post('/api/signup', {}, from));
    expectTooMany(await post('/api/resetPassword', { access_token: 'x', password: 'long enough' }, from));
    expectTooMany(await post('/api/deleteAccount', { access_token: await t.tokenFor(user) }, from));
    // Another address has its whole budget.
    expect((await post('/api/login', { email: user.mail, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    await t.app.afterAnswer.settled();
  });
});

describe('a campus behind one address (decision 052)', () => {
  const login = (email: string, password: string, from: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: from,
      headers: cookie ? { cookie } : {},
    });
  /** The device cookie a successful login sets, as the browser sends it back. */
  const deviceCookie = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['set-cookie']).split(';')[0] ?? '';

  it('session checks spend no login budget: many page loads, then a correct login from the address', async () => {
    const from = freshAddress();
    const user = await buildUser(t.db);
    const token = await t.tokenFor(user);
    for (let i = 0; i < 40; i++) {
      const res = await post('/api/verify', { token }, from);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe(true);
    }
    expect((await login(user.mail, DEFAULT_PASSWORD, from)).statusCode).toBe(200);
  });

  it('a browser the account logged in from logs in although others spent the address’s budget', async () => {
    const from = freshAddress();
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const known = deviceCookie(await login(user.mail, DEFAULT_PASSWORD, from));
    expect(known).toMatch(/^league_device=/);
    // Other students behind the same address use up its budget.
    for (let i = 0; i < 3; i++) await post('/api/signup', {}, from);
    expectTooMany(await login(user.mail, DEFAULT_PASSWORD, from));
    expect((await login(user.mail, DEFAULT_PASSWORD, from, known)).statusCode).toBe(200);
    // A wrong password from the known browser is an ordinary failure, counted against the device.
    expect((await login(user.mail, 'not the password', from, known)).statusCode).toBe(401);
    // The cookie names one account: for another one it is no pass past the address's budget.
    expectTooMany(await login(other.mail, DEFAULT_PASSWORD, from, known));
  });

  it('a known browser has a budget of its own per account, then counts against its address again', async () => {
    const from = freshAddress();
    const user = await buildUser(t.db);
    const known = deviceCookie(await login(user.mail, DEFAULT_PASSWORD, freshAddress()));
    await t.db.insert(rateLimits).values({
      key: `user-known-device-login:${user.id}`,
      count: KNOWN_DEVICE_LOGINS.max,
      resetAt: new Date(Date.now() + 60_000),
    });
    for (let i = 0; i < 3; i++) expect((await login(user.mail, 'wrong', from, known)).statusCode).toBe(401);
    expectTooMany(await login(user.mail, DEFAULT_PASSWORD, from, known));
  });
});

describe('write budgets per account (decision 052)', () => {
  const budgetOf = (route: string) => {
    const budget = WRITE_BUDGETS[`POST ${route}`];
    if (!budget) throw new Error(`${route} has no budget`);
    return budget;
  };

  it('a captain renaming the team in a loop: the budget’s renames go through, the rest change nothing', async () => {
    const { team, captain } = await buildTeam(t.db);
    const { team: otherTeam, captain: otherCaptain } = await buildTeam(t.db);
    const token = await t.tokenFor(captain);
    const { max } = budgetOf('/api/updateTeam');
    const rename = (i: number, from = freshAddress()) =>
      post('/api/updateTeam', { access_token: token, team_id: team.id, name: `Loop Kickers ${i}` }, from);
    for (let i = 0; i < max; i++) expect((await rename(i)).statusCode).toBe(200);
    const refused = await Promise.all(Array.from({ length: 8 }, (_, i) => rename(max + i)));
    for (const res of refused) expectTooMany(res);
    const [row] = await t.db.select({ name: teams.name }).from(teams).where(eq(teams.id, team.id));
    expect(row?.name).toBe(`Loop Kickers ${max - 1}`);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, captain.id));
    expect(entries).toHaveLength(max);
    // Another captain's budget is untouched.
    const res = await post('/api/updateTeam', {
      access_token: await t.tokenFor(otherCaptain),
      team_id: otherTeam.id,
      name: 'Untouched United',
    });
    expect(res.statusCode).toBe(200);
  });

  it('over the budget, a call is refused from memory: no statement but the session check', async () => {
    const { team, captain } = await buildTeam(t.db);
    const token = await t.tokenFor(captain);
    const { max } = budgetOf('/api/updateTeam');
    for (let i = 0; i <= max; i++) {
      await post('/api/updateTeam', { access_token: token, team_id: team.id, name: `Memo FC ${i}` });
    }
    const counter = countQueries(t.database);
    try {
      const res = await counter.within(() =>
        post('/api/updateTeam', { access_token: token, team_id: team.id, name: 'Memo FC' }),
      );
      expectTooMany(res);
      expect(counter.queries).toBeLessThanOrEqual(1);
    } finally {
      counter.restore();
    }
  });

  it('joinTeam, setMatchPitch and updateTeamLogo: an account over its budget gets 429 and nothing changes', async () => {
    const { team, captain } = await buildTeam(t.db);
    const { team: guest } = await buildTeam(t.db);
    const season = await buildSeason(t.db);
    const match = await buildMatch(t.db, { seasonId: season.id, homeId: team.id, guestId: guest.id });
    const [pitch] = await t.db
      .insert(pitches)
      .values({ name: `Budget Pitch ${team.id}`, address: 'Budgetweg 1, 80809 München', mapUrl: '' })
      .returning();
    const joiner = await buildUser(t.db);
    const spend = (route: string, userId: number) =>
      t.db.insert(rateLimits).values({
        key: `user-POST ${route}:${userId}`,
        count: budgetOf(route).max,
        resetAt: new Date(Date.now() + 60_000),
      });
    await spend('/api/joinTeam', joiner.id);
    await spend('/api/setMatchPitch', captain.id);
    await spend('/api/updateTeamLogo', captain.id);
    expectTooMany(await post('/api/joinTeam', { access_token: await t.tokenFor(joiner), team_id: team.id }));
    const token = await t.tokenFor(captain);
    expectTooMany(
      await post('/api/setMatchPitch', { access_token: token, match_id: match.id, pitch_id: pitch?.id }),
    );
    expectTooMany(
      await post('/api/updateTeamLogo', { access_token: token, team_id: team.id, logo: TINY_PNG }),
    );
    const [joinerRow] = await t.db.select().from(users).where(eq(users.id, joiner.id));
    expect([joinerRow?.role, joinerRow?.memberOf]).toEqual(['USER', null]);
    const [matchRow] = await t.db.select().from(matches).where(eq(matches.id, match.id));
    expect(matchRow?.pitchId ?? null).toBeNull();
    expect(await t.db.select().from(teamLogos).where(eq(teamLogos.teamId, team.id))).toEqual([]);
  });
});

describe('per-account limits', { timeout: HASHING_TIMEOUT }, () => {
  it('updateUserByToken: one account gets a limited number of changes, from any address; others go on', async () => {
    const user = await buildUser(t.db);
    const token = await t.tokenFor(user);
    const profile = WRITE_BUDGETS['POST /api/updateUserByToken'];
    if (!profile) throw new Error('updateUserByToken has no budget');
    for (let i = 0; i < profile.max; i++) {
      const res = await post('/api/updateUserByToken', { access_token: token, name: `Name ${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    expectTooMany(await post('/api/updateUserByToken', { access_token: token, name: 'One more' }));
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.name).toBe(
      `Name ${profile.max - 1}`,
    );
    const other = await buildUser(t.db);
    const res = await post('/api/updateUserByToken', { access_token: await t.tokenFor(other), name: 'Fine' });
    expect(res.statusCode).toBe(200);
  });

  it('deleteAccount: a refused main captain gets a few tries, then 429 from any address', async () => {
    const { captain } = await buildTeam(t.db, { size: 2 });
    const token = await t.tokenFor(captain);
    for (let i = 0; i < (WRITE_BUDGETS['POST /api/deleteAccount']?.max ?? 0); i++) {
      expect((await post('/api/deleteAccount', { access_token: token })).statusCode).toBe(409);
    }
    expectTooMany(await post('/api/deleteAccount', { access_token: token }));
  });

  it('deleteAccount computes no hash: refused while the hashing queue is full, before any hash in it', async () => {
    const { captain } = await buildTeam(t.db, { size: 2 });
    // Enough hashes to keep the queue busy for several hash times; a deletion that hashed would
    // wait behind all of them (the queue is first come, first served).
    let hashed = 0;
    const hashes = Array.from({ length: 6 }, () => hashPassword('queue filler').then(() => hashed++));
    const refused = await post('/api/deleteAccount', { access_token: await t.tokenFor(captain) });
    expect(refused.statusCode).toBe(409);
    expect(hashed).toBeLessThan(hashes.length);
    await Promise.all(hashes);
  });

  it('resetPassword with a session token: a burst hashes at most the account’s budget', async () => {
    const user = await buildUser(t.db);
    const token = await t.tokenFor(user);
    // The queue is kept busy first, so no call of the burst commits (and ends the session) before
    // all of them have passed the token check and been counted.
    const fillers = Array.from({ length: 6 }, () => hashPassword('queue filler'));
    const burst = await Promise.all(
      Array.from({ length: PASSWORD_BUDGET.max + 3 }, () =>
        post('/api/resetPassword', {
          access_token: token,
          password: 'a brand new password',
          current_password: DEFAULT_PASSWORD,
        }),
      ),
    );
    await Promise.all(fillers);
    const codes = burst.map((res) => res.statusCode).sort();
    // One change wins, the others within the budget hashed and then found the session ended.
    expect(codes).toEqual([200, 401, 401, 401, 401, 429, 429, 429]);
  });
});

describe('the public cache under profile writes', () => {
  it('stays warm while a user shown on no public page changes name and phone', async () => {
    const counter = countQueries(t.database);
    try {
      const read = () => counter.within(() => t.app.inject({ method: 'GET', url: '/api/getAcceptedTeams' }));
      await read();
      const rebuilds = t.app.publicCache.rebuilds;
      const user = await buildUser(t.db);
      const token = await t.tokenFor(user);
      for (let i = 0; i < 20; i++) {
        const phone = `+4915112${String(300000 + i)}`;
        const res = await post('/api/updateUserByToken', { access_token: token, name: `Nobody ${i}`, phone });
        expect(res.statusCode, res.body).toBe(200);
      }
      counter.reset();
      expect((await read()).statusCode).toBe(200);
      expect(counter.queries).toBe(0);
      expect(t.app.publicCache.rebuilds).toBe(rebuilds);
    } finally {
      counter.restore();
    }
  });

  it('a team member’s new name shows in the cached rosters at once', async () => {
    const { team, members, captain } = await buildTeam(t.db, { size: 2 });
    // The factory writes past the app: the cache learns of the team here.
    t.app.publicCache.invalidate();
    const member = members[1];
    if (!member) throw new Error('no member');
    // Members read the rosters (decision 053), from the cache as visitors read the teams.
    const roster = async () => {
      const teams = (await t.post('/api/getTeams', captain)).json().data as {
        id: number;
        players?: { id: number; name: string }[];
      }[];
      return teams.find((card) => card.id === team.id)?.players?.find((player) => player.id === member.id)
        ?.name;
    };
    expect(await roster()).toBe(member.name);
    const res = await post('/api/updateUserByToken', {
      access_token: await t.tokenFor(member),
      name: 'New Name',
    });
    expect(res.statusCode).toBe(200);
    expect(await roster()).toBe('New Name');
  });
});

describe('uploads per address (decision 052)', () => {
  it('counts big bodies before reading them: past the budget a 429, even for a body that is no JSON', async () => {
    const from = freshAddress();
    const { team, captain } = await buildTeam(t.db);
    const token = await t.tokenFor(captain);
    const big = 'x'.repeat(BIG_BODY_BYTES + 1);
    const upload = (payload: string, remoteAddress = from) =>
      t.app.inject({
        method: 'POST',
        url: '/api/updateTeamLogo',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress,
      });
    for (let i = 0; i < UPLOAD_BUDGET.max; i++)
      expect((await upload(`{not json ${big}`)).statusCode).toBe(400);
    // Refused before its body is parsed: not the 400 that broken JSON would get.
    expectTooMany(await upload(`{not json at all ${big}`));
    // Small bodies from the address and big ones from another go on.
    expect(
      (await post('/api/updateTeam', { access_token: token, team_id: team.id, name: 'Small Body FC' }, from))
        .statusCode,
    ).toBe(200);
    expect((await upload(`{not json at all ${big}`, freshAddress())).statusCode).toBe(400);
  });
});

describe('answers carrying a token', () => {
  it('the password change answer, which sets the device cookie, is Cache-Control: no-store', async () => {
    const user = await buildUser(t.db);
    const res = await post('/api/resetPassword', {
      access_token: await t.tokenFor(user),
      password: 'another long password',
      current_password: DEFAULT_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^league_device=/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the login answer is Cache-Control: no-store', async () => {
    const user = await buildUser(t.db);
    const res = await post('/api/login', { email: user.mail, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.session.access_token).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
