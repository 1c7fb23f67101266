import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeam, buildUser, type UserRow } from '../db/factories';
import { teams, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Forged and stale access tokens (issue 7, Security). Every forgery is built from the real
 * format (server/services/tokens.ts: HS256, sub, tv, jti, user_role, iat, exp) with one thing wrong,
 * and the untouched format is checked to work, so each refusal is due to that one defect.
 */

let t: TestApp;
let admin: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

interface Claims {
  sub?: string;
  tv?: unknown;
  jti?: string;
  user_role?: string;
  iat?: number;
  exp?: number;
}

const claimsOf = (user: UserRow): Claims => ({
  sub: String(user.id),
  tv: user.tokenVersion,
  jti: randomBytes(16).toString('base64url'),
  user_role: user.role,
  iat: now(),
  exp: now() + 3600,
});

/** Signs exactly the given claims (an absent one stays absent). */
async function sign(claims: Claims, alg = 'HS256', key: Parameters<SignJWT['sign']>[0] = t.config.jwtSecret) {
  return new SignJWT({ ...claims }).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The same signature over a changed payload. */
function withPayload(token: string, claims: Claims): string {
  const [header, , signature] = token.split('.');
  return `${header}.${base64url(claims)}.${signature}`;
}

/** Every way a token can be wrong, each for `user` (who is a live ADMIN unless said otherwise). */
async function forgeries(user: UserRow): Promise<[string, string][]> {
  const claims = claimsOf(user);
  const { privateKey } = await generateKeyPair('RS256');
  const { exp: _exp, ...noExp } = claims;
  const { iat: _iat, ...noIat } = claims;
  const { sub: _sub, ...noSub } = claims;
  const { tv: _tv, ...noTv } = claims;
  const { jti: _jti, ...noJti } = claims;
  const victim = await buildUser(t.db);
  const real = await sign(claimsOf(victim));
  return [
    ['alg none', new UnsecuredJWT({ ...claims }).encode()],
    [
      'alg none, signature kept',
      `${base64url({ alg: 'none', typ: 'JWT' })}.${real.split('.')[1]}.${real.split('.')[2]}`,
    ],
    ['HS512 with the right secret', await sign(claims, 'HS512')],
    ['HS384 with the right secret', await sign(claims, 'HS384')],
    ['RS256 with some key', await sign(claims, 'RS256', privateKey)],
    ['missing exp', await sign(noExp)],
    ['missing iat', await sign(noIat)],
    ['missing sub', await sign(noSub)],
    ['missing tv', await sign(noTv)],
    ['tv as a string', await sign({ ...claims, tv: String(user.tokenVersion) })],
    ['missing jti', await sign(noJti)],
    ['jti empty', await sign({ ...claims, jti: '' })],
    ['sub not an id', await sign({ ...claims, sub: `${user.id}.5` })],
    ['expired by 1 s', await sign({ ...claims, iat: now() - 3600, exp: now() - 1 })],
    ['expired just now', await sign({ ...claims, iat: now() - 3600, exp: now() })],
    [
      'payload tampered: sub changed, signature kept',
      withPayload(real, { ...claimsOf(victim), sub: String(user.id) }),
    ],
    [
      'payload tampered: role claim raised, signature kept',
      withPayload(real, { ...claimsOf(victim), user_role: 'ADMIN' }),
    ],
    [
      'wrong secret',
      await sign(claims, 'HS256', new TextEncoder().encode('another-secret-another-secret-012345')),
    ],
    ['empty secret', await sign(claims, 'HS256', new Uint8Array(32))],
    ['signature stripped', `${real.split('.').slice(0, 2).join('.')}.`],
    ['not a JWT', 'garbage'],
  ];
}

/** A route for the logged-in user and an admin route, with the token in the body or as a Bearer header. */
const calls = {
  'getUserByToken, body': (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/getUserByToken', payload: { access_token: token } }),
  'getUserByToken, Bearer': (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/getUserByToken',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    }),
  'updateSettings (admin), body': (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/updateSettings', payload: { access_token: token } }),
  'updateSettings (admin), Bearer': (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/updateSettings',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    }),
  'getTeamRequests (admin), Bearer': (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/getTeamRequests',
      headers: { authorization: `Bearer ${token}` },
    }),
};

const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/verify', payload: { token } });

async function expectAccepted(token: string) {
  for (const [name, call] of Object.entries(calls)) {
    const res = await call(token);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  }
  expect((await verify(token)).json()).toEqual({ status: true, data: { status: true } });
}

async function expectRefused(label: string, token: string) {
  for (const [name, call] of Object.entries(calls)) {
    const res = await call(token);
    expect(res.statusCode, `${label} on ${name}: ${res.body}`).toBe(401);
    expect(res.json(), `${label} on ${name}`).toEqual({
      status: false,
      error: expect.any(String),
      code: 'session_expired',
    });
  }
  const checked = await verify(token);
  expect(checked.statusCode, `${label} on verify`).toBe(200);
  expect(checked.json(), `${label} on verify`).toEqual({ status: true, data: { status: false } });
}

describe('forged tokens', () => {
  it('the real format, signed with the right secret, is accepted everywhere (the control)', async () => {
    await expectAccepted(await sign(claimsOf(admin)));
    await expectAccepted(await t.tokenFor(admin));
  });

  it('every forgery gets 401 with the envelope, and verify answers status false', async () => {
    const cases = await forgeries(admin);
    expect(cases.length).toBeGreaterThan(15);
    for (const [label, token] of cases) await expectRefused(label, token);
  });

  it('a token that expires in 2 s still works (so "expired by 1 s" tests the expiry, not the clock)', async () => {
    await expectAccepted(await sign({ ...claimsOf(admin), exp: now() + 2 }));
  });

  it('a forged Bearer header is refused even when the body carries a live token', async () => {
    const live = await t.tokenFor(admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/updateSettings',
      headers: { authorization: `Bearer ${new UnsecuredJWT({ ...claimsOf(admin) }).encode()}` },
      payload: { access_token: live },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('stale tokens', () => {
  it('a bumped token_version refuses the old token at once, and the new version works', async () => {
    const user = await buildUser(t.db, { role: 'ADMIN' });
    const old = await t.tokenFor(user);
    await expectAccepted(old);
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    await expectRefused('token_version bumped', old);
    await expectAccepted(await t.tokenFor({ ...user, tokenVersion: user.tokenVersion + 1 }));
  });

  it('a session ended by logout is refused, while another session of the same user works', async () => {
    const user = await buildUser(t.db, { role: 'ADMIN' });
    const ended = await t.tokenFor(user);
    const other = await t.tokenFor(user);
    await expectAccepted(ended);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', payload: { access_token: ended } }))
        .statusCode,
    ).toBe(200);
    await expectRefused('ended by logout', ended);
    await expectAccepted(other);
  });

  it('a deleted user’s token is refused', async () => {
    const user = await buildUser(t.db, { role: 'ADMIN' });
    const token = await t.tokenFor(user);
    await expectAccepted(token);
    await t.db.delete(users).where(eq(users.id, user.id));
    await expectRefused('user deleted', token);
  });

  it('an admin demoted in the database is refused on admin routes at once, despite user_role ADMIN in the token', async () => {
    const user = await buildUser(t.db, { role: 'ADMIN' });
    const token = await t.tokenFor(user);
    await expectAccepted(token);
    await t.db.update(users).set({ role: 'USER' }).where(eq(users.id, user.id));
    for (const name of [
      'updateSettings (admin), body',
      'updateSettings (admin), Bearer',
      'getTeamRequests (admin), Bearer',
    ] as const) {
      const res = await calls[name](token);
      expect(res.statusCode, name).toBe(403);
      expect(res.json().status).toBe(false);
    }
    // Still a valid session, now of a USER: the role shown comes from the database.
    const me = await calls['getUserByToken, Bearer'](token);
    expect(me.json().data.role).toBe('USER');
  });

  it('a captain demoted to player in the database can no longer edit the team', async () => {
    const { team, captain, members } = await buildTeam(t.db, { size: 3, coCaptains: 1 });
    const coCaptain = members.find((m) => m.role === 'CAPTAIN' && m.id !== captain.id) as UserRow;
    const rename = async (user: UserRow, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/updateTeam',
        headers: { authorization: `Bearer ${await t.tokenFor(user)}` },
        payload: { team_id: team.id, name },
      });
    expect((await rename(coCaptain, `Renamed ${team.id}`)).statusCode).toBe(200);
    // The token keeps saying CAPTAIN; the database now says PLAYER.
    await t.db.update(users).set({ role: 'PLAYER' }).where(eq(users.id, coCaptain.id));
    const refused = await rename(coCaptain, `Hijacked ${team.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status).toBe(false);
    const [row] = await t.db.select({ name: teams.name }).from(teams).where(eq(teams.id, team.id));
    expect(row?.name).toBe(`Renamed ${team.id}`);
  });
});
