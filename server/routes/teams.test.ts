import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';
import type { CreateTeamAnswer, Team } from '../../common/api/types';
import { buildGroup, buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import { settings, teams, users } from '../db/schema';
import { expectRefusedUnchanged, nth } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const myTeam = async (user: { id: number; role: string; tokenVersion: number }) =>
  t.app.inject({ method: 'POST', url: '/api/getMyTeam', payload: { access_token: await t.tokenFor(user) } });

describe('getMyTeam', () => {
  it('gives a member the roster with contact data', async () => {
    const { team, captain, members } = await buildTeam(t.db, { size: 3 });
    const player = members[2];
    const res = await myTeam(player as NonNullable<typeof player>);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Team;
    expect(data.id).toBe(team.id);
    expect(data.players).toHaveLength(3);
    expect(data.players?.[0]).toMatchObject({ id: captain.id, phone: captain.phone, mail: captain.mail });
    expect(data.captain).toMatchObject({ id: captain.id, phone: captain.phone });
  });

  it('shows join requests to captains only', async () => {
    const { team, captain, members } = await buildTeam(t.db, { size: 2 });
    const requester = await buildUser(t.db, { memberOf: team.id, role: 'USER' });
    const forCaptain = (await myTeam(captain)).json().data as Team;
    expect(forCaptain.players?.map((p) => p.id)).toContain(requester.id);
    const forPlayer = (await myTeam(members[1] as NonNullable<(typeof members)[1]>)).json().data as Team;
    expect(forPlayer.players?.map((p) => p.id)).not.toContain(requester.id);
  });

  it('shows a requester the team without anyone’s contact data or its roster (decision 053)', async () => {
    const { team, members } = await buildTeam(t.db, { size: 2 });
    const requester = await buildUser(t.db, { memberOf: team.id, role: 'USER' });
    const res = await myTeam(requester);
    const data = res.json().data as Team & { request_pending: boolean; request_sent_at: string | null };
    expect(data.request_pending).toBe(true);
    // A request from before migration 0020 has no time on record.
    expect(data.request_sent_at).toBeNull();
    expect(data.players).toBeUndefined();
    expect(data.player_count).toBe(2);
    expect(res.body).not.toMatch(/\+49|@example\.test/);
    expect(res.body).not.toContain(JSON.stringify((members[1] as NonNullable<(typeof members)[1]>).name));
  });

  it('answers null without a team and 401 without a valid token', async () => {
    const loner = await buildUser(t.db);
    expect((await myTeam(loner)).json()).toEqual({ status: true, data: null });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/getMyTeam', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const stale = await myTeam({ ...loner, tokenVersion: loner.tokenVersion + 1 });
    expect(stale.statusCode).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------
// Team registration and membership.

type Row = { id: number; role: string; tokenVersion: number };

const post: TestApp['post'] = (...args) => t.post(...args);

const userRow = async (id: number) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
};
const teamRow = async (id: number) => {
  const [row] = await t.db.select().from(teams).where(eq(teams.id, id));
  return row;
};

/** Everything a team call could change. */
async function dbState() {
  return {
    users: await t.db
      .select({
        id: users.id,
        name: users.name,
        role: users.role,
        memberOf: users.memberOf,
        tv: users.tokenVersion,
      })
      .from(users)
      .orderBy(asc(users.id)),
    teams: await t.db.select().from(teams).orderBy(asc(teams.id)),
    settings: await t.db.select().from(settings).orderBy(asc(settings.key)),
  };
}

/** The call is refused with `status` and `code`, and the database is left as it was. */
const refused = (
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ErrorCode,
  error?: string | RegExp,
) => expectRefusedUnchanged(dbState, request, status, code, error);

function ok(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { status: true; data: unknown };
}

/** A token issued before a role or team change must be dead afterwards. */
async function expectTokenDead(user: Row) {
  const res = await post('/api/getUserByToken', user);
  expect(res.statusCode).toBe(401);
}
async function expectTokenAlive(user: Row) {
  const res = await post('/api/getUserByToken', user);
  expect(res.statusCode).toBe(200);
}

/** An accepted team: main captain, one co-captain, two players, one requester. */
async function acceptedTeam(name?: string) {
  const built = await buildTeam(t.db, { size: 4, coCaptains: 1, ...(name ? { name } : {}) });
  const requester = await buildUser(t.db, { memberOf: built.team.id });
  return {
    team: built.team,
    captain: built.captain,
    coCaptain: nth(built.members, 1),
    player: nth(built.members, 2),
    player2: nth(built.members, 3),
    requester,
  };
}

async function drawIntoGroup(teamId: number) {
  const season = await buildSeason(t.db);
  await buildGroup(t.db, { seasonId: season.id, teamIds: [teamId] });
}

let admin: UserRow;
beforeAll(async () => {
  admin = await buildUser(t.db, { role: 'ADMIN' });
});

describe('settings', () => {
  it('is open for registration by default and only admins change it', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/getSettings' });
    expect(ok(get).data).toEqual({ registration_open: true });
    const { captain } = await acceptedTeam();
    await refused(
      () => post('/api/updateSettings', captain, { registration_open: false }),
      403,
      'settings_not_allowed',
    );
    await refused(
      () => post('/api/updateSettings', null, { registration_open: false }),
      401,
      'session_expired',
    );
    await refused(
      () => post('/api/updateSettings', admin, { registration_open: 'no' }),
      400,
      'invalid_field',
      /registration_open/,
    );
    expect(ok(await post('/api/updateSettings', admin, { registration_open: false })).data).toEqual({
      registration_open: false,
    });
    expect(ok(await t.app.inject({ method: 'GET', url: '/api/getSettings' })).data).toEqual({
      registration_open: false,
    });
    ok(await post('/api/updateSettings', admin, { registration_open: true }));
  });
});

describe('createTeam', () => {
  it('registers a pending team with the creator as CAPTAIN_PENDING; the session lives on, with a new token for the claim', async () => {
    const creator = await buildUser(t.db);
    const res = await post('/api/createTeam', creator, { name: '  Kickers Munich ', name_short: ' KM ' });
    const data = ok(res).data as CreateTeamAnswer;
    expect(data.team).toMatchObject({
      name: 'Kickers Munich',
      name_short: 'KM',
      accepted: false,
      is_active: true,
      captain: { id: creator.id, phone: creator.phone },
      player_count: 1,
    });
    const after = await userRow(creator.id);
    expect(after).toMatchObject({ role: 'CAPTAIN_PENDING', memberOf: data.team.id });
    expect(after?.tokenVersion).toBe(creator.tokenVersion);
    expect((await teamRow(data.team.id))?.captainId).toBe(creator.id);
    await expectTokenAlive(creator);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/getUserByToken',
      payload: { access_token: data.access_token },
    });
    expect(fresh.json().data).toMatchObject({ id: creator.id, role: 'CAPTAIN_PENDING' });
    // Admins see the new registration; visitors only once it is accepted.
    const teamNames = async (payload: object) =>
      ((await t.app.inject({ method: 'POST', url: '/api/getTeams', payload })).json().data as Team[]).map(
        (team) => team.name,
      );
    expect(await teamNames({ access_token: await t.tokenFor(admin) })).toContain('Kickers Munich');
    expect(await teamNames({})).not.toContain('Kickers Munich');
  });

  it('refuses a name already taken, whatever its case', async () => {
    await buildTeam(t.db, { name: 'Isar Lions' });
    const creator = await buildUser(t.db);
    await refused(
      () => post('/api/createTeam', creator, { name: ' isar LIONS ', name_short: 'IL' }),
      409,
      'team_name_taken',
    );
  });

  it('refuses members, requesters and admins', async () => {
    const { player, captain, requester } = await acceptedTeam();
    const payload = { name: 'Yet Another FC', name_short: 'YA' };
    await refused(() => post('/api/createTeam', player, payload), 409, 'leave_team_first');
    await refused(() => post('/api/createTeam', captain, payload), 409, 'leave_team_first');
    await refused(() => post('/api/createTeam', requester, payload), 409, 'withdraw_request_first');
    await refused(() => post('/api/createTeam', admin, payload), 403, 'join_as_admin_not_allowed');
    await refused(() => post('/api/createTeam', null, payload), 401, 'session_expired');
  });

  it('validates the fields', async () => {
    const creator = await buildUser(t.db);
    await refused(
      () => post('/api/createTeam', creator, { name: '  ', name_short: 'X' }),
      400,
      'invalid_field',
      /^name: /,
    );
    await refused(
      () => post('/api/createTeam', creator, { name: 'x'.repeat(101), name_short: 'X' }),
      400,
      'invalid_field',
      /^name: /,
    );
    await refused(
      () => post('/api/createTeam', creator, { name: 'Okay FC', name_short: 'ABCDEFGHIJK' }),
      400,
      'invalid_field',
      /^name_short: /,
    );
    await refused(
      () => post('/api/createTeam', creator, { name: 'Okay FC', name_short: 'OK', logo: 'aGVsbG8=' }),
      400,
      'invalid_image',
    );
  });

  it('is closed while registration is closed', async () => {
    const creator = await buildUser(t.db);
    ok(await post('/api/updateSettings', admin, { registration_open: false }));
    try {
      await refused(
        () => post('/api/createTeam', creator, { name: 'Closed FC', name_short: 'CFC' }),
        403,
        'registration_closed',
      );
    } finally {
      ok(await post('/api/updateSettings', admin, { registration_open: true }));
    }
    ok(await post('/api/createTeam', creator, { name: 'Closed FC', name_short: 'CFC' }));
  });
});

describe('getTeamRequests', () => {
  it('gives admins the pending teams with contact data, without join requests', async () => {
    const pending = await buildTeam(t.db, { accepted: false, size: 2 });
    const requester = await buildUser(t.db, { memberOf: pending.team.id });
    const accepted = await buildTeam(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/getTeamRequests',
      headers: { authorization: `Bearer ${await t.tokenFor(admin)}` },
    });
    const data = ok(res).data as Team[];
    expect(data.every((team) => !team.accepted)).toBe(true);
    const ids = data.map((team) => team.id);
    expect(ids).toContain(pending.team.id);
    expect(ids).not.toContain(accepted.team.id);
    const entry = data.find((team) => team.id === pending.team.id);
    expect(entry?.captain).toEqual({
      id: pending.captain.id,
      name: pending.captain.name,
      phone: pending.captain.phone,
    });
    expect(entry?.players?.map((p) => p.id)).toEqual(pending.members.map((m) => m.id));
    expect(entry?.players?.[0]).toMatchObject({ mail: pending.captain.mail, phone: pending.captain.phone });
    expect(entry?.players?.map((p) => p.id)).not.toContain(requester.id);
  });

  it('refuses everybody else', async () => {
    const pending = await buildTeam(t.db, { accepted: false });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/getTeamRequests',
      headers: { authorization: `Bearer ${await t.tokenFor(pending.captain)}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: false, code: 'team_requests_not_allowed' });
    expect((await t.app.inject({ method: 'GET', url: '/api/getTeamRequests' })).statusCode).toBe(401);
  });
});

describe('joinTeam', () => {
  it('files a join request and withdraws it with team -1, keeping the session', async () => {
    const { team } = await acceptedTeam();
    const user = await buildUser(t.db);
    const sentFrom = Date.now();
    ok(await post('/api/joinTeam', user, { team_id: team.id }));
    expect(await userRow(user.id)).toMatchObject({ role: 'USER', memberOf: team.id, tokenVersion: 0 });
    const mine = ok(await myTeam(user)).data as {
      id: number;
      request_pending: boolean;
      request_sent_at: string;
    };
    expect(mine).toMatchObject({ id: team.id, request_pending: true, captain: { name: expect.any(String) } });
    // The time the request was sent, for the requester's My Team (issue 46 point 8).
    const sentAt = Date.parse(mine.request_sent_at);
    expect(sentAt).toBeGreaterThanOrEqual(sentFrom - 1000);
    expect(sentAt).toBeLessThanOrEqual(Date.now() + 1000);
    ok(await post('/api/joinTeam', user, { team_id: -1 }));
    expect(await userRow(user.id)).toMatchObject({ role: 'USER', memberOf: null });
    await expectTokenAlive(user);
  });

  it('refuses a second request, members, unknown and closed teams and admins', async () => {
    const { team, player, requester } = await acceptedTeam();
    const other = await acceptedTeam();
    const user = await buildUser(t.db);
    await refused(
      () => post('/api/joinTeam', requester, { team_id: other.team.id }),
      409,
      'withdraw_request_first',
    );
    await refused(() => post('/api/joinTeam', player, { team_id: other.team.id }), 409, 'leave_team_first');
    await refused(() => post('/api/joinTeam', user, { team_id: 999999 }), 404, 'team_not_found');
    const pending = await buildTeam(t.db, { accepted: false });
    await refused(
      () => post('/api/joinTeam', user, { team_id: pending.team.id }),
      409,
      'team_not_taking_players',
    );
    const inactive = await buildTeam(t.db, { isActive: false });
    await refused(
      () => post('/api/joinTeam', user, { team_id: inactive.team.id }),
      409,
      'team_not_taking_players',
    );
    await refused(() => post('/api/joinTeam', admin, { team_id: team.id }), 403, 'join_as_admin_not_allowed');
    await refused(() => post('/api/joinTeam', user, { team_id: -1 }), 409, 'no_request_to_withdraw');
    await refused(() => post('/api/joinTeam', user, { team_id: 0 }), 400, 'invalid_field', /^team_id: /);
    // Past PostgreSQL's integer range: was a 500.
    await refused(
      () => post('/api/joinTeam', user, { team_id: 2 ** 31 }),
      400,
      'invalid_field',
      /^team_id: /,
    );
  });
});

describe('acceptPlayer', () => {
  it('lets a captain accept a request: the requester becomes PLAYER and keeps the session (decision 033)', async () => {
    const { captain, requester, team } = await acceptedTeam();
    ok(await post('/api/acceptPlayer', captain, { user_id: requester.id, accept: true }));
    expect(await userRow(requester.id)).toMatchObject({
      role: 'PLAYER',
      memberOf: team.id,
      tokenVersion: requester.tokenVersion,
    });
    // The same token now reads the player's view, and every answer names the new role and team.
    const res = await post('/api/getUserByToken', requester);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'PLAYER', member_of: team.id });
    expect(res.headers['x-user-role']).toBe('PLAYER');
    expect(res.headers['x-user-team']).toBe(String(team.id));
    expect((await post('/api/getMyTeam', requester)).json().data).toMatchObject({ id: team.id });
  });

  it('lets a co-captain reject a request and an admin answer any', async () => {
    const { coCaptain, requester } = await acceptedTeam();
    ok(await post('/api/acceptPlayer', coCaptain, { user_id: requester.id, accept: false }));
    expect(await userRow(requester.id)).toMatchObject({ role: 'USER', memberOf: null, tokenVersion: 0 });
    // A declined requester lost no right: the session lives on, showing no team.
    const res = await post('/api/getUserByToken', requester);
    expect(res.headers['x-user-team']).toBe('none');
    const other = await acceptedTeam();
    ok(await post('/api/acceptPlayer', admin, { user_id: other.requester.id, accept: true }));
    expect((await userRow(other.requester.id))?.role).toBe('PLAYER');
  });

  it('answers a request once when two captains decide at the same time', async () => {
    const { captain, coCaptain, requester, team } = await acceptedTeam();
    const answers = await Promise.all([
      post('/api/acceptPlayer', captain, { user_id: requester.id, accept: true }),
      post('/api/acceptPlayer', coCaptain, { user_id: requester.id, accept: false }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const after = await userRow(requester.id);
    expect(after?.tokenVersion).toBe(0);
    expect([
      { role: 'PLAYER', memberOf: team.id },
      { role: 'USER', memberOf: null },
    ]).toContainEqual({ role: after?.role, memberOf: after?.memberOf });
  });

  it('refuses other teams, players and users without a request', async () => {
    const a = await acceptedTeam();
    const b = await acceptedTeam();
    const pending = await buildTeam(t.db, { accepted: false });
    const accept = (user: Row, target: Row) => () =>
      post('/api/acceptPlayer', user, { user_id: target.id, accept: true });
    await refused(accept(b.captain, a.requester), 409, 'no_pending_request');
    await refused(accept(a.player, a.requester), 403, 'manage_roster_not_allowed');
    await refused(accept(a.requester, a.requester), 403, 'manage_roster_not_allowed');
    await refused(accept(pending.captain, a.requester), 403, 'manage_roster_not_allowed');
    await refused(accept(a.captain, a.player), 409, 'no_pending_request');
    // Outside their team a captain cannot tell a stranger, a requester elsewhere and no user apart.
    const _outsider = 'This user has no pending request for your team.';
    await refused(accept(a.captain, await buildUser(t.db)), 409, 'no_pending_request');
    await refused(accept(a.captain, b.requester), 409, 'no_pending_request');
    await refused(
      () => post('/api/acceptPlayer', a.captain, { user_id: 999999, accept: true }),
      409,
      'no_pending_request',
    );
    await refused(accept(admin, await buildUser(t.db)), 409, 'no_pending_request');
    await refused(
      () => post('/api/acceptPlayer', admin, { user_id: 999999, accept: true }),
      404,
      'user_not_found',
    );
    await refused(
      () => post('/api/acceptPlayer', a.captain, { user_id: a.requester.id }),
      400,
      'invalid_field',
      /^accept: /,
    );
  });
});

describe('updateCaptainStatus', () => {
  it('lets the main captain promote a player (the session lives on) and degrade a co-captain (it ends)', async () => {
    const { captain, player, coCaptain } = await acceptedTeam();
    ok(await post('/api/updateCaptainStatus', captain, { player_id: player.id, make_captain: true }));
    expect(await userRow(player.id)).toMatchObject({
      role: 'CAPTAIN',
      tokenVersion: player.tokenVersion,
    });
    const promoted = await post('/api/getUserByToken', player);
    expect(promoted.json().data).toMatchObject({ role: 'CAPTAIN' });
    expect(promoted.headers['x-user-role']).toBe('CAPTAIN');
    ok(await post('/api/updateCaptainStatus', captain, { player_id: coCaptain.id, make_captain: false }));
    expect(await userRow(coCaptain.id)).toMatchObject({ role: 'PLAYER' });
    await expectTokenDead(coCaptain);
    ok(await post('/api/updateCaptainStatus', admin, { player_id: coCaptain.id, make_captain: true }));
    expect((await userRow(coCaptain.id))?.role).toBe('CAPTAIN');
  });

  it('refuses co-captains, other teams, the main captain and pointless changes', async () => {
    const a = await acceptedTeam();
    const b = await acceptedTeam();
    const promote =
      (user: Row, target: Row, make_captain = true) =>
      () =>
        post('/api/updateCaptainStatus', user, { player_id: target.id, make_captain });
    const _onlyMain = 'Only the main captain of this team or an admin can promote or demote players.';
    await refused(promote(a.coCaptain, a.player), 403, 'promote_not_allowed');
    await refused(promote(b.captain, a.player), 409, 'not_a_member');
    await refused(promote(a.player, a.player2), 403, 'promote_not_allowed');
    await refused(promote(a.captain, a.captain, false), 409, 'main_captain');
    await refused(promote(admin, a.captain, false), 409, 'main_captain');
    await refused(promote(a.captain, a.coCaptain), 409, 'already_co_captain');
    await refused(promote(a.captain, a.player, false), 409, 'not_co_captain');
    await refused(promote(a.captain, a.requester), 409, 'promote_only_members');
    const _outsider = 'This user is not a member of your team.';
    await refused(promote(a.captain, await buildUser(t.db)), 409, 'not_a_member');
    await refused(promote(a.captain, b.requester), 409, 'not_a_member');
    await refused(promote(a.captain, b.player), 409, 'not_a_member');
    await refused(
      () => post('/api/updateCaptainStatus', a.captain, { player_id: 999999, make_captain: true }),
      409,
      'not_a_member',
    );
    await refused(promote(admin, await buildUser(t.db)), 409, 'user_not_in_team');
    await refused(
      () => post('/api/updateCaptainStatus', admin, { player_id: 999999, make_captain: true }),
      404,
      'player_not_found',
    );
  });
});

describe('updateTeam', () => {
  it('lets captains rename their team', async () => {
    const { captain, coCaptain, team } = await acceptedTeam();
    ok(
      await post('/api/updateTeam', captain, {
        team_id: team.id,
        name: ' Renamed United ',
        name_short: 'RU',
        accepted: true,
        is_active: true,
      }),
    );
    expect(await teamRow(team.id)).toMatchObject({ name: 'Renamed United', nameShort: 'RU', accepted: true });
    ok(await post('/api/updateTeam', coCaptain, { team_id: team.id, name_short: 'RUN' }));
    expect(await teamRow(team.id)).toMatchObject({ name: 'Renamed United', nameShort: 'RUN' });
    const list = await t.app.inject({ method: 'POST', url: '/api/getTeams', payload: {} });
    expect((list.json().data as Team[]).find((x) => x.id === team.id)?.name_short).toBe('RUN');
    // Captains keep their sessions: nobody's role or team changed.
    await expectTokenAlive(captain);
  });

  it('lets admins set a team inactive and un-accept it; its captain is pending again, co-captains players', async () => {
    const { captain, coCaptain, player, team } = await acceptedTeam();
    ok(await post('/api/updateTeam', admin, { team_id: team.id, is_active: false }));
    expect(await teamRow(team.id)).toMatchObject({ isActive: false, accepted: true });
    ok(await post('/api/updateTeam', admin, { team_id: team.id, accepted: false, is_active: true }));
    expect(await teamRow(team.id)).toMatchObject({ isActive: true, accepted: false });
    expect(await userRow(captain.id)).toMatchObject({ role: 'CAPTAIN_PENDING', tokenVersion: 1 });
    await expectTokenDead(captain);
    // A co-captain of a team awaiting acceptance would keep a captain's rights over it.
    expect(await userRow(coCaptain.id)).toMatchObject({ role: 'PLAYER', tokenVersion: 1 });
    await expectTokenDead(coCaptain);
    expect(await userRow(player.id)).toMatchObject({ role: 'PLAYER', tokenVersion: 0 });
    // Back to a registration: acceptTeam makes them CAPTAIN again.
    ok(await post('/api/acceptTeam', admin, { team_id: team.id, captain_id: captain.id }));
    expect((await userRow(captain.id))?.role).toBe('CAPTAIN');
  });

  it('refuses others, status changes by captains, and invalid status changes', async () => {
    const a = await acceptedTeam();
    const b = await acceptedTeam();
    const update = (user: Row, payload: object) => () =>
      post('/api/updateTeam', user, { team_id: a.team.id, ...payload });
    const _onlyCaptains = 'Only a captain of this team or an admin can edit the team.';
    await refused(update(b.captain, { name: 'Hijacked' }), 403, 'edit_team_not_allowed');
    await refused(update(a.player, { name: 'Hijacked' }), 403, 'edit_team_not_allowed');
    await refused(update(a.requester, { name: 'Hijacked' }), 403, 'edit_team_not_allowed');
    await refused(update(a.captain, { name: 'Fine', is_active: false }), 403, 'team_status_not_allowed');
    await refused(update(a.coCaptain, { accepted: false }), 403, 'team_status_not_allowed');
    await refused(update(admin, { name: b.team.name.toUpperCase() }), 409, 'team_name_taken');
    await refused(
      () => post('/api/updateTeam', admin, { team_id: 999999, name: 'Nobody' }),
      404,
      'team_not_found',
    );
    const pending = await buildTeam(t.db, { accepted: false });
    await refused(
      () => post('/api/updateTeam', pending.captain, { team_id: pending.team.id, name: 'Early Rename' }),
      403,
      'edit_team_not_allowed',
    );
    await refused(
      () => post('/api/updateTeam', admin, { team_id: pending.team.id, is_active: false }),
      409,
      'accept_team_first',
    );
    await refused(
      () => post('/api/updateTeam', admin, { team_id: pending.team.id, accepted: true }),
      409,
      'accept_team_first',
    );
    await drawIntoGroup(b.team.id);
    await refused(
      () => post('/api/updateTeam', admin, { team_id: b.team.id, accepted: false }),
      409,
      'team_drawn',
    );
  });
});

describe('deleteTeam', () => {
  it('lets the pending captain delete their registration; everybody in it is set free and logged out', async () => {
    const pending = await buildTeam(t.db, { accepted: false });
    const requester = await buildUser(t.db, { memberOf: pending.team.id });
    ok(await post('/api/deleteTeam', pending.captain, { team_id: pending.team.id }));
    expect(await teamRow(pending.team.id)).toBeUndefined();
    for (const user of [pending.captain, requester]) {
      expect(await userRow(user.id)).toMatchObject({ role: 'USER', memberOf: null, tokenVersion: 1 });
      await expectTokenDead(user);
    }
  });

  it('lets an admin delete an accepted team with all its members', async () => {
    const a = await acceptedTeam();
    ok(await post('/api/deleteTeam', admin, { team_id: a.team.id }));
    expect(await teamRow(a.team.id)).toBeUndefined();
    for (const user of [a.captain, a.coCaptain, a.player, a.player2, a.requester]) {
      expect(await userRow(user.id)).toMatchObject({ role: 'USER', memberOf: null, tokenVersion: 1 });
    }
    const list = await t.app.inject({ method: 'POST', url: '/api/getTeams', payload: {} });
    expect((list.json().data as Team[]).map((x) => x.id)).not.toContain(a.team.id);
  });

  it('refuses captains of accepted teams, strangers and teams drawn into a group', async () => {
    const a = await acceptedTeam();
    const pending = await buildTeam(t.db, { accepted: false });
    const otherPending = await buildTeam(t.db, { accepted: false });
    const del = (user: Row, teamId: number) => () => post('/api/deleteTeam', user, { team_id: teamId });
    const _message =
      'Only an admin can delete this team. A captain can delete their own team only before it is accepted.';
    await refused(del(a.captain, a.team.id), 403, 'delete_team_not_allowed');
    await refused(del(a.coCaptain, a.team.id), 403, 'delete_team_not_allowed');
    await refused(del(a.player, a.team.id), 403, 'delete_team_not_allowed');
    await refused(del(otherPending.captain, pending.team.id), 403, 'delete_team_not_allowed');
    await refused(del(admin, 999999), 404, 'team_not_found');
    await drawIntoGroup(a.team.id);
    await refused(del(admin, a.team.id), 409, 'team_played');
  });
});

describe('acceptTeam', () => {
  it('lets an admin accept a pending team; its captain becomes CAPTAIN and keeps the session', async () => {
    const pending = await buildTeam(t.db, { accepted: false });
    ok(await post('/api/acceptTeam', admin, { team_id: pending.team.id, captain_id: pending.captain.id }));
    expect((await teamRow(pending.team.id))?.accepted).toBe(true);
    expect(await userRow(pending.captain.id)).toMatchObject({ role: 'CAPTAIN', tokenVersion: 0 });
    await expectTokenAlive(pending.captain);
    const accepted = await t.app.inject({ method: 'GET', url: '/api/getAcceptedTeams' });
    expect((accepted.json().data as Team[]).map((x) => x.id)).toContain(pending.team.id);
  });

  it('refuses non-admins, accepted teams and the wrong captain', async () => {
    const pending = await buildTeam(t.db, { accepted: false, size: 2 });
    const a = await acceptedTeam();
    const accept = (user: Row, payload: object) => () => post('/api/acceptTeam', user, payload);
    const valid = { team_id: pending.team.id, captain_id: pending.captain.id };
    await refused(accept(pending.captain, valid), 403, 'accept_team_not_allowed');
    await refused(accept(a.captain, valid), 403, 'accept_team_not_allowed');
    await refused(
      accept(admin, { team_id: pending.team.id, captain_id: nth(pending.members, 1).id }),
      409,
      'not_team_captain',
    );
    await refused(
      accept(admin, { team_id: a.team.id, captain_id: a.captain.id }),
      409,
      'team_already_accepted',
    );
    await refused(accept(admin, { team_id: 999999, captain_id: a.captain.id }), 404, 'team_not_found');
  });
});

describe('removePlayerFromTeam', () => {
  it('lets captains remove players; the player is set free and logged out', async () => {
    const a = await acceptedTeam();
    ok(await post('/api/removePlayerFromTeam', a.captain, { player_id: a.player.id }));
    expect(await userRow(a.player.id)).toMatchObject({ role: 'USER', memberOf: null, tokenVersion: 1 });
    await expectTokenDead(a.player);
    ok(await post('/api/removePlayerFromTeam', a.coCaptain, { player_id: a.player2.id }));
    expect(await userRow(a.player2.id)).toMatchObject({ role: 'USER', memberOf: null });
    ok(await post('/api/removePlayerFromTeam', a.captain, { player_id: a.coCaptain.id }));
    expect(await userRow(a.coCaptain.id)).toMatchObject({ role: 'USER', memberOf: null });
    const b = await acceptedTeam();
    ok(await post('/api/removePlayerFromTeam', admin, { player_id: b.player.id }));
    expect((await userRow(b.player.id))?.memberOf).toBeNull();
  });

  it('refuses other teams, players, co-captains against co-captains and the main captain', async () => {
    const a = await acceptedTeam();
    const b = await acceptedTeam();
    const coCaptain2 = await buildUser(t.db, { role: 'CAPTAIN', memberOf: a.team.id });
    const remove = (user: Row, target: Row) => () =>
      post('/api/removePlayerFromTeam', user, { player_id: target.id });
    await refused(remove(b.captain, a.player), 409, 'not_a_member');
    await refused(remove(a.player, a.player2), 403, 'manage_roster_not_allowed');
    await refused(remove(a.coCaptain, coCaptain2), 403, 'remove_co_captain_not_allowed');
    await refused(remove(a.coCaptain, a.captain), 403, 'remove_co_captain_not_allowed');
    await refused(remove(admin, a.captain), 409, 'main_captain');
    await refused(remove(a.captain, a.captain), 409, 'main_captain');
    await refused(remove(a.captain, a.requester), 409, 'answer_request_first');
    const _outsider = 'This user is not a member of your team.';
    await refused(remove(a.captain, await buildUser(t.db)), 409, 'not_a_member');
    await refused(remove(a.captain, b.player), 409, 'not_a_member');
    await refused(remove(a.captain, b.requester), 409, 'not_a_member');
    await refused(
      () => post('/api/removePlayerFromTeam', a.captain, { player_id: 999999 }),
      409,
      'not_a_member',
    );
    await refused(remove(admin, await buildUser(t.db)), 409, 'user_not_in_team');
    await refused(
      () => post('/api/removePlayerFromTeam', admin, { player_id: 999999 }),
      404,
      'player_not_found',
    );
  });
});

describe('handOverCaptaincy', () => {
  const handOver = (user: Row | null, teamId: number, target: number) => () =>
    post('/api/handOverCaptaincy', user, { team_id: teamId, user_id: target });

  it('lets the main captain hand over to a co-captain, then leave like any player', async () => {
    const { team, captain, coCaptain } = await acceptedTeam();
    ok(await handOver(captain, team.id, coCaptain.id)());
    expect((await teamRow(team.id))?.captainId).toBe(coCaptain.id);
    // The former main captain stays a co-captain; nobody is logged out.
    expect(await userRow(captain.id)).toMatchObject({ role: 'CAPTAIN', memberOf: team.id, tokenVersion: 0 });
    expect(await userRow(coCaptain.id)).toMatchObject({ role: 'CAPTAIN', tokenVersion: 0 });
    await expectTokenAlive(captain);
    await expectTokenAlive(coCaptain);
    expect(((await post('/api/getMyTeam', captain)).json().data as Team).captain?.id).toBe(coCaptain.id);
    // The new main captain is held to the leave rule, the former one is free to go.
    await refused(() => post('/api/leaveTeam', coCaptain), 409, 'leave_not_possible');
    ok(await post('/api/leaveTeam', captain));
    expect(await userRow(captain.id)).toMatchObject({ role: 'USER', memberOf: null, tokenVersion: 1 });
    await expectTokenDead(captain);
    const visitors = await t.app.inject({ method: 'GET', url: '/api/getAcceptedTeams' });
    expect((visitors.json().data as Team[]).find((x) => x.id === team.id)?.captain?.id).toBe(coCaptain.id);
  });

  it('lets an admin appoint any member main captain; a player becomes a captain', async () => {
    const { team, captain, player } = await acceptedTeam();
    ok(await handOver(admin, team.id, player.id)());
    expect((await teamRow(team.id))?.captainId).toBe(player.id);
    expect(await userRow(player.id)).toMatchObject({ role: 'CAPTAIN', tokenVersion: 0 });
    expect(await userRow(captain.id)).toMatchObject({ role: 'CAPTAIN', tokenVersion: 0 });
    // The new main captain promotes and degrades now, the former one no longer.
    await refused(
      () => post('/api/updateCaptainStatus', captain, { player_id: player.id, make_captain: false }),
      403,
      'promote_not_allowed',
    );
    ok(await post('/api/updateCaptainStatus', player, { player_id: captain.id, make_captain: false }));
  });

  it('refuses co-captains, players, other captains and members who cannot take over', async () => {
    const a = await acceptedTeam();
    const b = await acceptedTeam();
    const pending = await buildTeam(t.db, { accepted: false, size: 2 });
    const _refusedBy = 'Only the main captain of this team or an admin can hand over the captaincy.';
    await refused(handOver(a.coCaptain, a.team.id, a.player.id), 403, 'hand_over_not_allowed');
    await refused(handOver(a.player, a.team.id, a.coCaptain.id), 403, 'hand_over_not_allowed');
    await refused(handOver(a.requester, a.team.id, a.coCaptain.id), 403, 'hand_over_not_allowed');
    await refused(handOver(b.captain, a.team.id, a.coCaptain.id), 403, 'hand_over_not_allowed');
    await refused(
      handOver(pending.captain, pending.team.id, nth(pending.members, 1).id),
      403,
      'hand_over_not_allowed',
    );
    await refused(handOver(a.captain, a.team.id, a.player.id), 409, 'hand_over_not_possible');
    await refused(handOver(a.captain, a.team.id, a.captain.id), 409, 'hand_over_not_possible');
    // Outside the team a captain cannot tell a requester, another team's member and nobody apart.
    const _outsider = 'This user is not a member of your team.';
    await refused(handOver(a.captain, a.team.id, a.requester.id), 409, 'hand_over_not_possible');
    await refused(handOver(a.captain, a.team.id, b.coCaptain.id), 409, 'not_a_member');
    await refused(handOver(a.captain, a.team.id, 999999), 409, 'not_a_member');
    await refused(handOver(admin, a.team.id, 999999), 404, 'user_not_found');
    await refused(handOver(admin, 999999, a.player.id), 404, 'team_not_found');
    await refused(
      handOver(admin, pending.team.id, nth(pending.members, 1).id),
      409,
      'hand_over_not_possible',
    );
    await refused(handOver(null, a.team.id, a.coCaptain.id), 401, 'session_expired');
    await refused(
      () => post('/api/handOverCaptaincy', a.captain, { team_id: a.team.id }),
      400,
      'invalid_field',
      /^user_id: /,
    );
  });
});

describe('leaveTeam', () => {
  it('lets players and co-captains leave; the session ends', async () => {
    const a = await acceptedTeam();
    for (const member of [a.player, a.coCaptain]) {
      ok(await post('/api/leaveTeam', member));
      expect(await userRow(member.id)).toMatchObject({ role: 'USER', memberOf: null, tokenVersion: 1 });
      await expectTokenDead(member);
    }
  });

  it('keeps the main captain and refuses those without a team', async () => {
    const a = await acceptedTeam();
    const pending = await buildTeam(t.db, { accepted: false });
    await refused(() => post('/api/leaveTeam', a.captain), 409, 'leave_not_possible');
    await refused(() => post('/api/leaveTeam', pending.captain), 409, 'leave_not_possible');
    await refused(() => post('/api/leaveTeam', a.requester), 409, 'leave_not_possible');
    const loner = await buildUser(t.db);
    await refused(() => post('/api/leaveTeam', loner), 409, 'leave_not_possible');
    await refused(() => post('/api/leaveTeam', null), 401, 'session_expired');
  });
});

describe('contact data', () => {
  it('is never in the public team list, and admins get it', async () => {
    const a = await acceptedTeam();
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/getTeams', payload: {} });
    expect(anonymous.body).not.toContain(a.captain.phone);
    expect(anonymous.body).not.toContain(a.player.mail);
    const asPlayer = await post('/api/getTeams', a.player);
    expect(asPlayer.body).not.toContain(a.captain.mail);
    const asAdmin = await post('/api/getTeams', admin);
    expect(asAdmin.body).toContain(a.player.mail);
  });
});
