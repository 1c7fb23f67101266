import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeam, buildUser, DEFAULT_PASSWORD } from '../db/factories';
import { users } from '../db/schema';
import { USER_LIMITS } from '../services/accounts';
import { HASH_PARAMETERS, hashPassword, LEGACY_HASH_PARAMETERS } from '../services/passwords';
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
  expect(res.json()).toEqual({
    status: false,
    error: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
  });
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
    expect((await post('/api/verify', { token: 'x' }, from)).statusCode).toBe(200);
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

describe('per-account limits', { timeout: HASHING_TIMEOUT }, () => {
  it('updateUserByToken: one account gets a limited number of changes, from any address; others go on', async () => {
    const user = await buildUser(t.db);
    const token = await t.tokenFor(user);
    for (let i = 0; i < USER_LIMITS.profile.max; i++) {
      const res = await post('/api/updateUserByToken', { access_token: token, name: `Name ${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    expectTooMany(await post('/api/updateUserByToken', { access_token: token, name: 'One more' }));
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.name).toBe(
      `Name ${USER_LIMITS.profile.max - 1}`,
    );
    const other = await buildUser(t.db);
    const res = await post('/api/updateUserByToken', { access_token: await t.tokenFor(other), name: 'Fine' });
    expect(res.statusCode).toBe(200);
  });

  it('deleteAccount: a refused main captain gets a few tries, then 429 from any address', async () => {
    const { captain } = await buildTeam(t.db, { size: 2 });
    const token = await t.tokenFor(captain);
    for (let i = 0; i < USER_LIMITS.deletion.max; i++) {
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
      Array.from({ length: USER_LIMITS.password.max + 3 }, () =>
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

  it('a team member’s new name shows in the public answers at once', async () => {
    const { team, members } = await buildTeam(t.db, { size: 2 });
    // The factory writes past the app: the cache learns of the team here.
    t.app.publicCache.invalidate();
    const member = members[1];
    if (!member) throw new Error('no member');
    const roster = async () => {
      const teams = (await t.app.inject({ method: 'GET', url: '/api/getAcceptedTeams' })).json().data as {
        id: number;
        players: { id: number; name: string }[];
      }[];
      return teams.find((card) => card.id === team.id)?.players.find((player) => player.id === member.id)
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

describe('answers carrying a token', () => {
  it('the login answer is Cache-Control: no-store', async () => {
    const user = await buildUser(t.db);
    const res = await post('/api/login', { email: user.mail, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.session.access_token).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
