import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeam, buildUser, type UserRow } from '../db/factories';
import { endedSessions, users } from '../db/schema';
import { END_EVERY_SESSION_SQL } from '../services/auth';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Session checks answer from the accounts snapshot in memory (decision 036). Each case warms it
 * with the very token first, changes the account the way the app or anyone with database access
 * would, and expects the next request to see the change: a token the database refuses is refused
 * at once, never served from memory.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (url: string, token: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload: { access_token: token, ...payload } });
const me = (token: string) => call('/api/getUserByToken', token);

/** A token whose session check has just been answered (and the snapshot with it loaded). */
async function warmToken(user: UserRow): Promise<string> {
  const token = await t.tokenFor(user);
  okData(await me(token));
  return token;
}

describe('the accounts snapshot refuses a token as soon as the database does', () => {
  it('logout: this token dies on the next request, another session of the same user lives on', async () => {
    const user = await buildUser(t.db);
    const token = await warmToken(user);
    const other = await warmToken(user);
    const loads = t.app.accounts.loads;
    okData(await call('/api/logout', token));
    expect((await me(token)).statusCode).toBe(401);
    expect((await call('/api/getMyTeam', token)).statusCode).toBe(401);
    expect(okData<{ id: number }>(await me(other)).id).toBe(user.id);
    // The logout dropped the snapshot: the refusal came from a fresh load, not a lucky miss.
    expect(t.app.accounts.loads).toBeGreaterThan(loads);
  });

  it('demotion by the captain: the co-captain’s token dies at once', async () => {
    const { team, captain, members } = await buildTeam(t.db, { size: 3, coCaptains: 1 });
    const coCaptain = members[1] as UserRow;
    const token = await warmToken(coCaptain);
    expect(okData<{ role: string }>(await me(token)).role).toBe('CAPTAIN');
    okData(
      await call('/api/updateCaptainStatus', await warmToken(captain), {
        player_id: coCaptain.id,
        make_captain: false,
      }),
    );
    expect((await me(token)).statusCode).toBe(401);
    // The new token of the demoted player carries the role from the database.
    const [now] = await t.db.select().from(users).where(eq(users.id, coCaptain.id));
    expect(
      okData<{ role: string; member_of: number }>(await me(await t.tokenFor(now as UserRow))),
    ).toMatchObject({
      role: 'PLAYER',
      member_of: team.id,
    });
  });

  it('removal from the team: the removed player’s token dies', async () => {
    const { captain, members } = await buildTeam(t.db, { size: 2 });
    const player = members[1] as UserRow;
    const token = await warmToken(player);
    okData(await call('/api/removePlayerFromTeam', await warmToken(captain), { player_id: player.id }));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('account deletion: the token dies', async () => {
    const user = await buildUser(t.db);
    const token = await warmToken(user);
    okData(await call('/api/deleteAccount', token));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a change made outside the app (SQL, create-admin, another process) is seen at once', async () => {
    const user = await buildUser(t.db);
    const token = await warmToken(user);
    // Role and team come from the database, never from the token or a stale copy.
    await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, user.id));
    expect(okData<{ role: string }>(await me(token)).role).toBe('ADMIN');
    await t.db.update(users).set({ role: 'USER', name: 'Renamed By SQL' }).where(eq(users.id, user.id));
    expect(okData<{ role: string; name: string }>(await me(token))).toMatchObject({
      role: 'USER',
      name: 'Renamed By SQL',
    });
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('an ended session written to the table directly, an unconfirmed address, a restore’s cut-off', async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    const tokenA = await warmToken(a);
    const tokenB = await warmToken(b);
    const jti = JSON.parse(Buffer.from(tokenA.split('.')[1] as string, 'base64url').toString()).jti as string;
    await t.db.insert(endedSessions).values({ jti, expiresAt: new Date(Date.now() + 3600_000) });
    expect((await me(tokenA)).statusCode).toBe(401);
    await t.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, b.id));
    expect((await me(tokenB)).statusCode).toBe(401);

    const c = await buildUser(t.db);
    // Issued a second before the cut-off (the cut-off is whole seconds: the same second stays valid).
    const tokenC = await t.tokenFor(c);
    okData(await me(tokenC));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.db.execute(sql.raw(END_EVERY_SESSION_SQL));
    expect((await me(tokenC)).statusCode).toBe(401);
  });

  it('under concurrent reads: no request that starts after the logout’s answer gets through', async () => {
    const user = await buildUser(t.db);
    const token = await warmToken(user);
    let loggedOut = false;
    const afterLogout: number[] = [];
    const reader = async () => {
      for (let i = 0; i < 40; i++) {
        const startedAfter = loggedOut;
        const res = await me(token);
        if (startedAfter) afterLogout.push(res.statusCode);
      }
    };
    const readers = Array.from({ length: 8 }, reader);
    await new Promise((resolve) => setTimeout(resolve, 5));
    okData(await call('/api/logout', token));
    loggedOut = true;
    await Promise.all(readers);
    expect(afterLogout.length).toBeGreaterThan(0);
    expect(new Set(afterLogout)).toEqual(new Set([401]));
  });
});

describe('while the snapshot cannot be kept (the PostgreSQL listener is lost)', () => {
  it('each request reads a snapshot of its own: a change is seen at once, none is kept', async () => {
    const user = await buildUser(t.db);
    const token = await warmToken(user);
    t.app.accounts.setKeep(false);
    try {
      const loads = t.app.accounts.loads;
      okData(await me(token));
      okData(await me(token));
      expect(t.app.accounts.loads).toBe(loads + 2);
      await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, user.id));
      expect(okData<{ role: string }>(await me(token)).role).toBe('ADMIN');
      okData(await call('/api/logout', token));
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      t.app.accounts.setKeep(true);
    }
  });
});
