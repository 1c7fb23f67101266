import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchSquad } from '../../common/api/availability';
import type { ErrorCode } from '../../common/api/error-codes';
import type { FreeAgent, Invitation } from '../../common/api/free-agents';
import type { Todo } from '../../common/api/todos';
import { DAY } from '../../common/durations';
import {
  buildGroup,
  buildMatch,
  buildResult,
  buildSeason,
  buildTeam,
  buildUser,
  type UserRow,
} from '../db/factories';
import { auditLog, cards, freeAgents, invitations, mailOutbox, notifications, users } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { DIGEST_WINDOW_MS } from '../services/notifications/digest';
import { runScheduledWork } from '../services/scheduler';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Free agents (issue 45 point 3, decision 098): a profile for captains, its expiry at `until` and
 * on joining a team, a captain's invitation to the team or to one match, the to-do and mail, and
 * the answer: a one-match guest is on that match's squad, not on the roster; a banned one is refused.
 */

const NOW = new Date('2026-05-04T10:00:00Z');
const clock = new ManualClock(NOW);
let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };

const dbState = async () => ({
  profiles: await t.db.select().from(freeAgents).orderBy(asc(freeAgents.userId)),
  invitations: await t.db.select().from(invitations).orderBy(asc(invitations.id)),
  users: await t.db.select().from(users).orderBy(asc(users.id)),
});
const refused = (request: () => Promise<LightMyRequestResponse>, status: number, code: ErrorCode) =>
  expectRefusedUnchanged(dbState, request, status, code);

const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY).toISOString();
const profile = (overrides: object = {}) => ({
  positions: ['forward', 'midfielder'],
  weekdays: ['thu'],
  note: 'Exchange student, played in Lyon.',
  until: inDays(30),
  help_out: false,
  ...overrides,
});
const setProfile = (user: UserRow, overrides: object = {}) =>
  t.post('/api/setFreeAgent', user, profile(overrides));
const listed = async (captain: UserRow) =>
  okData<FreeAgent[]>(await t.post('/api/getFreeAgents', captain)).map((agent) => agent.user_id);

/** A captain's team short of players, its opponent, and a match on Thursday in three days. */
async function fixture() {
  clock.set(NOW);
  const home = await buildTeam(t.db, { size: 3, coCaptains: 1 });
  const guest = await buildTeam(t.db, { size: 3 });
  const season = await buildSeason(t.db);
  const group = await buildGroup(t.db, { seasonId: season.id });
  const match = await buildMatch(t.db, {
    seasonId: season.id,
    groupId: group.id,
    homeId: home.team.id,
    guestId: guest.team.id,
    date: new Date('2026-05-07T17:00:00Z'),
  });
  const agent = await buildUser(t.db);
  return {
    home,
    guest,
    season,
    group,
    match,
    agent,
    captain: home.captain,
    player: home.members[2] as UserRow,
  };
}

describe('setFreeAgent and getFreeAgents', () => {
  it('a user in no team puts a profile up; captains and admins see it, nobody else', async () => {
    const f = await fixture();
    const mine = okData<FreeAgent>(await setProfile(f.agent));
    expect(mine).toMatchObject({
      user_id: f.agent.id,
      name: f.agent.name,
      positions: ['forward', 'midfielder'],
    });
    expect(okData(await t.post('/api/getMyFreeAgent', f.agent))).toEqual(mine);
    const seen = okData<FreeAgent[]>(await t.post('/api/getFreeAgents', f.captain));
    expect(seen.find((agent) => agent.user_id === f.agent.id)).toEqual(mine);
    expect(await listed(f.home.members[1] as UserRow)).toContain(f.agent.id);
    expect(await listed(admin)).toContain(f.agent.id);
    for (const user of [f.player, f.agent, await buildUser(t.db)]) {
      await refused(() => t.post('/api/getFreeAgents', user), 403, 'free_agents_not_allowed');
    }
    await refused(() => t.post('/api/getFreeAgents', null), 401, 'session_expired');
  });

  it("a team's player puts one up only to help out, and their own captain does not see it", async () => {
    const f = await fixture();
    await refused(() => setProfile(f.player), 409, 'free_agent_has_team');
    okData(await setProfile(f.player, { help_out: true }));
    expect(await listed(f.captain)).not.toContain(f.player.id);
    expect(await listed(f.guest.captain)).toContain(f.player.id);
  });

  it('refuses bad input naming the field', async () => {
    const f = await fixture();
    const cases: [object, RegExp][] = [
      [{ positions: ['striker'] }, /^positions/],
      [{ positions: [] }, /^positions/],
      [{ weekdays: ['thu', 'thu'] }, /^weekdays/],
      [{ note: 'x'.repeat(301) }, /^note/],
      [{ until: 'soon' }, /^until/],
      [{ until: inDays(-1) }, /^until/],
      [{ until: inDays(200) }, /^until/],
      [{ help_out: 'yes' }, /^help_out/],
    ];
    for (const [bad, field] of cases) {
      const res = await setProfile(f.agent, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_field', error: expect.stringMatching(field) });
    }
  });

  it('comes down at until, when the user joins a team, and with removeFreeAgent', async () => {
    const f = await fixture();
    okData(await setProfile(f.agent, { until: inDays(2) }));
    clock.set(new Date(NOW.getTime() + 2 * DAY + 1000));
    expect(await listed(f.captain)).not.toContain(f.agent.id);
    expect(okData(await t.post('/api/getMyFreeAgent', f.agent))).toBeNull();

    const joiner = await buildUser(t.db);
    okData(await setProfile(joiner));
    expect(await listed(f.captain)).toContain(joiner.id);
    await t.db
      .update(users)
      .set({ role: 'PLAYER', memberOf: f.guest.team.id })
      .where(eq(users.id, joiner.id));
    expect(await listed(f.captain)).not.toContain(joiner.id);

    const leaver = await buildUser(t.db);
    okData(await setProfile(leaver));
    expect(okData(await t.post('/api/removeFreeAgent', leaver))).toEqual({ removed: true });
    expect(await listed(f.captain)).not.toContain(leaver.id);
    expect(okData(await t.post('/api/removeFreeAgent', leaver))).toEqual({ removed: false });
  });

  it('says its refusals in German with the same codes', async () => {
    const f = await fixture();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getFreeAgents',
      headers: GERMAN,
      payload: { access_token: await t.tokenFor(f.player) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'free_agents_not_allowed',
      error: 'Nur Kapitäne sehen die freien Spieler.',
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/setFreeAgent',
      headers: GERMAN,
      payload: { access_token: await t.tokenFor(f.agent), ...profile({ positions: ['striker'] }) },
    });
    expect(bad.json()).toMatchObject({ code: 'invalid_field', error: expect.stringMatching(/Positionen/) });
  });
});

const invite = (captain: UserRow, userId: number, matchId?: number) =>
  t.post(
    '/api/inviteFreeAgent',
    captain,
    matchId === undefined ? { user_id: userId } : { user_id: userId, match_id: matchId },
  );
const answer = (user: UserRow, invitationId: number, accept: boolean) =>
  t.post('/api/answerInvitation', user, { invitation_id: invitationId, accept });

describe('inviteFreeAgent and answerInvitation', () => {
  it('mails an invitation still open when the digest is written, not one answered or whose match kicked off', async () => {
    const f = await fixture();
    okData(await setProfile(f.agent, { help_out: true }));
    const mailsTo = async (user: UserRow) => {
      clock.set(new Date(clock.now().getTime() + DIGEST_WINDOW_MS + 1000));
      await runScheduledWork(t.app);
      return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.mail));
    };
    const declined = okData<Invitation>(await invite(f.captain, f.agent.id, f.match.id));
    okData(await answer(f.agent, declined.id, false));
    expect(await mailsTo(f.agent)).toEqual([]);

    const late = okData<Invitation>(await invite(f.guest.captain, f.agent.id, f.match.id));
    clock.set(new Date(f.match.date?.getTime() ?? 0));
    expect(await mailsTo(f.agent)).toEqual([]);
    expect(late.status).toBe('open');

    clock.set(NOW);
    const other = await buildMatch(t.db, {
      seasonId: f.season.id,
      groupId: f.group.id,
      homeId: f.home.team.id,
      guestId: f.guest.team.id,
      date: new Date('2026-05-14T17:00:00Z'),
    });
    okData(await invite(f.captain, f.agent.id, other.id));
    expect(await mailsTo(f.agent)).toHaveLength(1);
  });

  it("refuses an invitation id that is no id, past the database's integer range too, naming the field", async () => {
    const f = await fixture();
    for (const invitationId of [0, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
      const res = await answer(f.agent, invitationId, true);
      expect(res.statusCode, String(invitationId)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'invalid_field',
        error: 'invitation_id: Please choose an invitation.',
      });
    }
  });

  it('a one-match invitation: to-do and mail, accepted: on the squad as a guest, not on the roster', async () => {
    const f = await fixture();
    okData(await setProfile(f.agent, { help_out: true }));
    const invitation = okData<Invitation>(await invite(f.captain, f.agent.id, f.match.id));
    expect(invitation).toMatchObject({
      user_id: f.agent.id,
      team_id: f.home.team.id,
      match_id: f.match.id,
      status: 'open',
    });
    const todos = okData<Todo[]>(await t.post('/api/getTodos', f.agent));
    expect(todos).toContainEqual(
      expect.objectContaining({ kind: 'invitation', invitation_id: invitation.id, match_id: f.match.id }),
    );
    const [item] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, f.agent.id), eq(notifications.kind, 'invitation')));
    expect(item).toMatchObject({ objectId: invitation.id, path: '/dashboard/free-agents' });
    expect(okData<Invitation[]>(await t.post('/api/getInvitations', f.agent))).toEqual([invitation]);
    await refused(
      () => invite(f.home.members[1] as UserRow, f.agent.id, f.match.id),
      409,
      'invitation_exists',
    );

    const before = okData<MatchSquad>(await t.post('/api/getSquad', f.captain, { match_id: f.match.id }));
    expect(okData<Invitation>(await answer(f.agent, invitation.id, true)).status).toBe('accepted');
    const squad = okData<MatchSquad>(await t.post('/api/getSquad', f.captain, { match_id: f.match.id }));
    expect(squad.yes).toBe(before.yes + 1);
    expect(squad.players).toContainEqual({
      user_id: f.agent.id,
      name: f.agent.name,
      status: 'yes',
      guest: true,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, f.agent.id));
    expect(row).toMatchObject({ role: 'USER', memberOf: null });
    expect(
      okData<Todo[]>(await t.post('/api/getTodos', f.agent)).filter((x) => x.kind === 'invitation'),
    ).toEqual([]);
    await refused(() => answer(f.agent, invitation.id, false), 409, 'invitation_answered');

    // After the match the guest's goal counts for the team that invited them.
    clock.set(new Date('2026-05-07T19:00:00Z'));
    const result = await buildResult(t.db, {
      matchId: f.match.id,
      scoreHome: 1,
      scoreGuest: 0,
      submittedBy: f.captain.id,
    });
    okData(
      await t.post('/api/addscorer', f.captain, {
        match_id: f.match.id,
        result_id: result.id,
        team_id: f.home.team.id,
        scorers: [{ playerId: f.agent.id, goals: 1 }],
      }),
    );
  });

  it('a team invitation, accepted: a player of the team, the profile gone, recorded', async () => {
    const f = await fixture();
    okData(await setProfile(f.agent));
    const invitation = okData<Invitation>(await invite(f.captain, f.agent.id));
    expect(okData<Invitation>(await answer(f.agent, invitation.id, true)).status).toBe('accepted');
    const [row] = await t.db.select().from(users).where(eq(users.id, f.agent.id));
    expect(row).toMatchObject({ role: 'PLAYER', memberOf: f.home.team.id });
    expect(await t.db.select().from(freeAgents).where(eq(freeAgents.userId, f.agent.id))).toEqual([]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, f.agent.id));
    expect(entries.map((e) => e.action)).toEqual(['roster.accept']);
  });

  it('refuses callers who may not, what names nothing, and what is not possible', async () => {
    const f = await fixture();
    okData(await setProfile(f.agent));
    const other = await buildUser(t.db);
    for (const user of [f.player, other, admin]) {
      await refused(() => invite(user, f.agent.id), 403, 'invite_not_allowed');
    }
    await refused(() => invite(f.captain, other.id), 404, 'free_agent_not_found');
    await refused(() => invite(f.guest.captain, f.agent.id, f.match.id + 1000), 404, 'match_not_found');
    const elsewhere = await buildMatch(t.db, {
      seasonId: f.season.id,
      groupId: f.group.id,
      homeId: f.guest.team.id,
      date: f.match.date,
    });
    await refused(() => invite(f.captain, f.agent.id, elsewhere.id), 409, 'team_not_in_match');
    const undated = await buildMatch(t.db, {
      seasonId: f.season.id,
      groupId: f.group.id,
      homeId: f.home.team.id,
      guestId: f.guest.team.id,
    });
    await refused(() => invite(f.captain, f.agent.id, undated.id), 409, 'invitation_match_closed');
    // A player of the other team helps out, but not against their own team, nor joins while in one.
    okData(await setProfile(f.guest.members[1] as UserRow, { help_out: true }));
    const helper = (f.guest.members[1] as UserRow).id;
    await refused(() => invite(f.captain, helper, f.match.id), 409, 'already_in_match');
    await refused(() => invite(f.captain, helper), 409, 'free_agent_has_team');
    const invitation = okData<Invitation>(await invite(f.captain, f.agent.id));
    await refused(() => answer(other, invitation.id, true), 404, 'invitation_not_found');
    expect(okData<Invitation>(await answer(f.agent, invitation.id, false)).status).toBe('declined');
  });

  it('refuses a one-match guest banned by their own team (409 player_suspended), in English and German', async () => {
    const f = await fixture();
    const helper = f.guest.members[2] as UserRow;
    // A red card in the helper's own team's match last week, final: a ban not served yet.
    const old = await buildMatch(t.db, {
      seasonId: f.season.id,
      groupId: f.group.id,
      homeId: f.guest.team.id,
      guestId: (await buildTeam(t.db, { size: 1 })).team.id,
      date: new Date(NOW.getTime() - 7 * DAY),
    });
    const result = await buildResult(t.db, {
      matchId: old.id,
      scoreHome: 0,
      scoreGuest: 1,
      isFinal: true,
      submittedBy: admin.id,
    });
    await t.db.insert(cards).values({
      resultId: result.id,
      matchId: old.id,
      playerId: helper.id,
      teamId: f.guest.team.id,
      kind: 'red',
    });
    const third = await buildTeam(t.db, { size: 2 });
    const theirs = await buildMatch(t.db, {
      seasonId: f.season.id,
      groupId: f.group.id,
      homeId: third.team.id,
      guestId: f.home.team.id,
      date: new Date('2026-05-08T17:00:00Z'),
    });
    okData(await setProfile(helper, { help_out: true }));
    const invitation = okData<Invitation>(await invite(third.captain, helper.id, theirs.id));
    await refused(() => answer(helper, invitation.id, true), 409, 'player_suspended');
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/answerInvitation',
      headers: GERMAN,
      payload: { access_token: await t.tokenFor(helper), invitation_id: invitation.id, accept: true },
    });
    expect(german.json()).toMatchObject({
      code: 'player_suspended',
      error: 'Du bist für dieses Spiel gesperrt und kannst nicht mitspielen.',
    });
  });

  it('refuses a one-match guest who is not eligible (409 not_eligible)', async () => {
    const f = await fixture();
    okData(await setProfile(f.agent, { help_out: true }));
    const invitation = okData<Invitation>(await invite(f.captain, f.agent.id, f.match.id));
    // The league accepts university addresses only; the agent's is a private one.
    const details = (domains: string[]) => ({
      name: 'Münchner Hochschul-Fußballliga e.V.',
      email: 'info@hochschulliga-muenchen.de',
      street: 'Leopoldstraße 15',
      postal_code: '80802',
      city: 'München',
      phone: '',
      register: '',
      board: '',
      content_responsible: '',
      instagram: '',
      eligible_domains: domains,
    });
    okData(await t.post('/api/updateLeagueDetails', admin, details(['tum.de'])));
    try {
      await refused(() => answer(f.agent, invitation.id, true), 409, 'not_eligible');
    } finally {
      okData(await t.post('/api/updateLeagueDetails', admin, details([])));
    }
  });
});
