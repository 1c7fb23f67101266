import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import { routeRegistry } from '../lib/route';
import { createTestApp, type TestApp } from '../test/test-app';
import { ACTORS, type Actor, authorizationMatrix, matrixSize, type Scope } from './authorization-matrix';

let t: TestApp;
let shared: World;

beforeAll(async () => {
  t = await createTestApp();
  shared = await buildWorld(t.db);
});
afterAll(() => t.close());

interface TeamSide {
  id: number;
  captain: UserRow;
  /** A PLAYER who is not an actor: the target of promote and remove. */
  player: UserRow;
  /** A pending requester who is not an actor: the target of acceptPlayer. */
  requester: UserRow;
}

interface World {
  actors: Record<Exclude<Actor, 'anonymous'>, UserRow>;
  A: TeamSide;
  B: TeamSide;
  P: TeamSide;
  seasonId: number;
}

let unique = 0;

/** Two accepted teams with captain, co-captain, players and requesters; a pending team; a loner; an admin. */
async function buildWorld(db: Db): Promise<World> {
  const a = await buildTeam(db, { size: 4, coCaptains: 1 });
  const b = await buildTeam(db, { size: 3, coCaptains: 1 });
  const p = await buildTeam(db, { accepted: false, size: 2 });
  const requester = () => buildUser(db, { role: 'USER', memberOf: a.team.id });
  const [requesterA, requesterA2] = [await requester(), await requester()];
  const requesterB = await buildUser(db, { role: 'USER', memberOf: b.team.id });
  // A pending team cannot be joined; this request is left over from before it was un-accepted.
  const requesterP = await buildUser(db, { role: 'USER', memberOf: p.team.id });
  const member = (members: UserRow[], i: number) => {
    const row = members[i];
    if (!row) throw new Error(`no member ${i}`);
    return row;
  };
  return {
    actors: {
      USER: await buildUser(db),
      requester: requesterA,
      PLAYER: member(a.members, 2),
      CAPTAIN_PENDING: p.captain,
      CAPTAIN: a.captain,
      'co-captain': member(a.members, 1),
      ADMIN: await buildUser(db, { role: 'ADMIN' }),
    },
    A: { id: a.team.id, captain: a.captain, player: member(a.members, 3), requester: requesterA2 },
    B: { id: b.team.id, captain: b.captain, player: member(b.members, 2), requester: requesterB },
    P: { id: p.team.id, captain: p.captain, player: member(p.members, 1), requester: requesterP },
    seasonId: (await buildSeason(db)).id,
  };
}

interface Call {
  w: World;
  actor: Actor;
  user: UserRow | null;
  token: string | null;
  /** The team the scope points at: own (P for CAPTAIN_PENDING, else A), other (B). */
  team: TeamSide;
}

type Request = { url?: string; payload?: object };

/** A well-formed call per route; the actor's token travels in the Authorization header. */
const requests: Record<string, (c: Call) => Request> = {
  'GET /api/getSeasons': () => ({}),
  'GET /api/getGroups': () => ({}),
  'GET /api/getAcceptedTeams': () => ({}),
  'GET /api/gettopscorer': () => ({}),
  'GET /api/getBoardMembers': () => ({}),
  'GET /api/getSettings': () => ({}),
  'POST /api/getTeams': () => ({ payload: {} }),
  'POST /api/getPenaltyDeductions': ({ w }) => ({ payload: { season_id: w.seasonId } }),
  'POST /api/signup': () => ({
    payload: {
      email: `matrix-${++unique}-${Date.now().toString(36)}@example.test`,
      password: 'correct horse battery',
      name: 'Matrix Person',
      phone: '+4915112345678',
    },
  }),
  'GET /api/confirm': () => ({ url: '/api/confirm?token=not-a-real-token' }),
  'POST /api/login': ({ w, user }) => ({
    payload: { email: (user ?? w.actors.USER).mail, password: 'definitely-wrong-password' },
  }),
  'POST /api/verify': ({ token }) => ({ payload: { token: token ?? '' } }),
  'POST /api/resendverification': () => ({ payload: { email: 'nobody@example.test' } }),
  'POST /api/requestPasswordReset': ({ user }) => ({
    payload: { email: user?.mail ?? 'nobody@example.test' },
  }),
  'POST /api/resetPassword': ({ token }) => ({
    payload: { access_token: token ?? 'not-a-token', password: 'a brand new password' },
  }),
  'POST /api/getUserByToken': () => ({ payload: {} }),
  'POST /api/updateUserByToken': () => ({ payload: { name: 'Renamed Person' } }),
  'POST /api/deleteAccount': () => ({ payload: {} }),
  'POST /api/getMyTeam': () => ({ payload: {} }),
  'POST /api/createTeam': () => ({ payload: { name: `Matrix FC ${++unique}`, name_short: 'MFC' } }),
  'GET /api/getTeamRequests': () => ({}),
  'POST /api/updateSettings': () => ({ payload: { registration_open: true } }),
  'POST /api/joinTeam': ({ team }) => ({ payload: { team_id: team.id } }),
  'POST /api/acceptPlayer': ({ team }) => ({ payload: { user_id: team.requester.id, accept: true } }),
  'POST /api/updateCaptainStatus': ({ team }) => ({
    payload: { player_id: team.player.id, make_captain: true },
  }),
  'POST /api/updateTeam': ({ team }) => ({
    payload: { team_id: team.id, name: `Renamed FC ${++unique}`, name_short: 'RFC' },
  }),
  'POST /api/deleteTeam': ({ team }) => ({ payload: { team_id: team.id } }),
  'POST /api/acceptTeam': ({ w }) => ({ payload: { team_id: w.P.id, captain_id: w.P.captain.id } }),
  'POST /api/removePlayerFromTeam': ({ team }) => ({ payload: { player_id: team.player.id } }),
  'POST /api/leaveTeam': () => ({ payload: {} }),
};

const apiRoutes = () =>
  routeRegistry.filter((r) => r.url.startsWith('/api')).map((r) => `${r.method} ${r.url}`);

describe('authorization matrix', () => {
  it('lists every registered /api route, and only those', () => {
    const registered = apiRoutes();
    const missing = registered.filter((key) => !(key in authorizationMatrix));
    expect(missing, 'add these routes to server/policies/authorization-matrix.ts').toEqual([]);
    const stale = Object.keys(authorizationMatrix).filter((key) => !registered.includes(key));
    expect(stale, 'these matrix entries name no registered route').toEqual([]);
    expect(Object.keys(requests).sort()).toEqual(Object.keys(authorizationMatrix).sort());
    expect(matrixSize()).toBeGreaterThanOrEqual(registered.length * ACTORS.length);
  });

  for (const [key, entry] of Object.entries(authorizationMatrix)) {
    const [method, path] = key.split(' ') as ['GET' | 'POST', string];
    for (const [scope, expectation] of Object.entries(entry.expect) as [Scope, Record<Actor, number>][]) {
      describe.concurrent(`${key} (${scope}: ${entry.target})`, () => {
        for (const actor of ACTORS) {
          const status = expectation[actor];
          it(`${actor} -> ${status}`, async () => {
            const w = entry.mutates ? await buildWorld(t.db) : shared;
            const user = actor === 'anonymous' ? null : w.actors[actor];
            const token = user ? await t.tokenFor(user) : null;
            const team = scope === 'other' ? w.B : actor === 'CAPTAIN_PENDING' ? w.P : w.A;
            const build = requests[key];
            if (!build) throw new Error(`no request builder for ${key}`);
            const request = build({ w, actor, user, token, team });
            const res = await t.app.inject({
              method,
              url: request.url ?? path,
              ...(request.payload ? { payload: request.payload } : {}),
              headers: token ? { authorization: `Bearer ${token}` } : {},
            });
            expect(res.statusCode, res.body).toBe(status);
            if (status >= 400) {
              const body = res.json() as { status: boolean; error: string };
              expect(body.status).toBe(false);
              expect(body.error.length).toBeGreaterThan(5);
            }
          });
        }
      });
    }
  }
});
