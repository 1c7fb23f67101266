import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';
import type { AddLiveEventAnswer, LiveEvents } from '../../common/api/live';
import type { Result } from '../../common/api/types';
import { HOUR, MINUTE } from '../../common/durations';
import { buildGroup, buildMatch, buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import { auditLog, liveEvents, results, scorers } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Live match day (issue 43 points 1 and 3, decision 084): who records events and when (the window's
 * edges on the test clock), the public read with its running score, a resend by event id, undo, two
 * goals at once (real ones on PostgreSQL), and the final whistle as a result suggestion the other
 * side accepts, scorers and all.
 */

const NOW = new Date('2026-06-01T18:00:00Z');
const clock = new ManualClock(NOW);
let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

const dbState = async () => ({
  events: await t.db.select().from(liveEvents).orderBy(asc(liveEvents.id)),
  results: await t.db.select().from(results).orderBy(asc(results.id)),
  audit: await t.db.select().from(auditLog).orderBy(asc(auditLog.id)),
});
const refused = (request: () => Promise<LightMyRequestResponse>, status: number, code: ErrorCode) =>
  expectRefusedUnchanged(dbState, request, status, code);

/** Home vs guest kicking off at NOW (null: undated), refereed by a team whose player is appointed. */
async function fixture(kickOff: Date | null = NOW, stage?: string) {
  clock.set(NOW);
  const [home, guest, ref1] = [
    await buildTeam(t.db, { size: 3, coCaptains: 1 }),
    await buildTeam(t.db, { size: 3 }),
    await buildTeam(t.db, { size: 2 }),
  ];
  const season = await buildSeason(t.db);
  const group = await buildGroup(t.db, { seasonId: season.id, teamIds: [home.team.id, guest.team.id] });
  const referee = ref1.members[1] as UserRow;
  const match = await buildMatch(t.db, {
    seasonId: season.id,
    groupId: stage ? null : group.id,
    ...(stage ? { matchStage: stage } : {}),
    homeId: home.team.id,
    guestId: guest.team.id,
    refereeTeamId: ref1.team.id,
    refereeId: referee.id,
    date: kickOff,
  });
  const scorer = home.members.find((u) => u.role === 'PLAYER') as UserRow;
  return { match, home, guest, ref1, referee, scorer };
}

const add = (user: UserRow | null, body: object) => t.post('/api/addLiveEvent', user, body);
const live = async (matchId: number) =>
  okData<LiveEvents>(await t.post('/api/getLiveEvents', null, { match_id: matchId }));

describe('addLiveEvent: who records', () => {
  it('lets the appointed referee, both teams’ captains, a co-captain and an admin record', async () => {
    const f = await fixture();
    const coCaptain = f.home.members.find((u) => u.role === 'CAPTAIN' && u.id !== f.home.captain.id);
    expect(coCaptain).toBeDefined();
    for (const user of [f.referee, f.home.captain, f.guest.captain, coCaptain as UserRow, admin]) {
      okData(await add(user, { match_id: f.match.id, kind: 'goal', team_id: f.home.team.id }));
    }
    const state = await live(f.match.id);
    expect(state).toMatchObject({ status: 'first_half', home: 5, guest: 0 });
    const actions = await t.db
      .select({ action: auditLog.action, actor: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.matchId, f.match.id));
    expect(actions.map((a) => a.action)).toEqual(Array(5).fill('live.event'));
  });

  it('refuses players, the referee team’s captain, another team’s captain and users (403), anonymous (401)', async () => {
    const f = await fixture();
    const other = await buildTeam(t.db);
    const body = { match_id: f.match.id, kind: 'kickoff' };
    for (const user of [f.scorer, f.ref1.captain, other.captain, await buildUser(t.db)]) {
      await refused(() => add(user, body), 403, 'live_event_not_allowed');
    }
    await refused(() => add(null, body), 401, 'session_expired');
    await refused(() => add(f.referee, { match_id: 999_999, kind: 'kickoff' }), 404, 'match_not_found');
  });
});

describe('addLiveEvent: the window', () => {
  it('opens at the kick-off and closes 3 hours after it, both instants included', async () => {
    const f = await fixture();
    const body = { match_id: f.match.id, kind: 'kickoff' };
    clock.set(new Date(NOW.getTime() - 1));
    await refused(() => add(f.referee, body), 409, 'live_before_kick_off');
    clock.set(NOW);
    okData(await add(f.referee, body));
    clock.set(new Date(NOW.getTime() + 3 * HOUR));
    okData(await add(f.referee, { match_id: f.match.id, kind: 'goal', team_id: f.guest.team.id }));
    clock.set(new Date(NOW.getTime() + 3 * HOUR + 1));
    await refused(
      () => add(f.referee, { match_id: f.match.id, kind: 'goal', team_id: f.guest.team.id }),
      409,
      'live_window_closed',
    );
  });

  it('refuses an undated match and a forfeited one (409)', async () => {
    const undated = await fixture(null);
    await refused(
      () => add(admin, { match_id: undated.match.id, kind: 'kickoff' }),
      409,
      'live_match_undated',
    );
    const f = await fixture(new Date(NOW.getTime() + 72 * HOUR));
    okData(await t.post('/api/declareForfeit', f.guest.captain, { match_id: f.match.id, reason: 'Exams' }));
    clock.set(new Date(NOW.getTime() + 72 * HOUR));
    await refused(
      () => add(f.referee, { match_id: f.match.id, kind: 'kickoff' }),
      409,
      'result_already_final',
    );
  });
});

describe('addLiveEvent: goals, resends and undo', () => {
  it('checks the goal’s team and scorer: own goals by a player of the other side', async () => {
    const f = await fixture();
    const id = f.match.id;
    const guestPlayer = f.guest.members.find((u) => u.role === 'PLAYER') as UserRow;
    await refused(() => add(f.referee, { match_id: id, kind: 'goal' }), 400, 'invalid_field');
    await refused(
      () => add(f.referee, { match_id: id, kind: 'goal', team_id: f.ref1.team.id }),
      400,
      'team_not_in_match',
    );
    await refused(
      () =>
        add(f.referee, { match_id: id, kind: 'goal', team_id: f.home.team.id, player_id: guestPlayer.id }),
      400,
      'live_player_not_in_team',
    );
    await refused(
      () => add(f.referee, { match_id: id, kind: 'kickoff', team_id: f.home.team.id }),
      400,
      'invalid_field',
    );
    await refused(() => add(f.referee, { match_id: id, kind: 'halftime' }), 409, 'live_event_out_of_order');
    okData(
      await add(f.referee, {
        match_id: id,
        kind: 'own_goal',
        team_id: f.home.team.id,
        player_id: guestPlayer.id,
        minute: 12,
      }),
    );
    okData(
      await add(f.referee, { match_id: id, kind: 'goal', team_id: f.home.team.id, player_id: f.scorer.id }),
    );
    const state = await live(id);
    expect(state.events).toEqual([
      expect.objectContaining({
        kind: 'own_goal',
        team_id: f.home.team.id,
        player_id: guestPlayer.id,
        player_name: guestPlayer.name,
        minute: 12,
        home: 1,
        guest: 0,
      }),
      expect.objectContaining({ kind: 'goal', player_name: f.scorer.name, minute: null, home: 2, guest: 0 }),
    ]);
  });

  it('answers a resend of an event id with the stored event and adds nothing, even after the window', async () => {
    const f = await fixture();
    const body = { match_id: f.match.id, kind: 'goal', team_id: f.home.team.id, event_id: 'e5b1c0de-0001' };
    const first = okData<AddLiveEventAnswer>(await add(f.home.captain, body));
    const again = okData<AddLiveEventAnswer>(await add(f.home.captain, body));
    expect(again.event).toEqual(first.event);
    expect(again.live.home).toBe(1);
    clock.set(new Date(NOW.getTime() + 5 * HOUR));
    expect(okData<AddLiveEventAnswer>(await add(f.home.captain, body)).event.id).toBe(first.event.id);
    const rows = await t.db.select().from(liveEvents).where(eq(liveEvents.matchId, f.match.id));
    expect(rows).toHaveLength(1);
    await refused(() => add(f.home.captain, { ...body, event_id: 'not allowed!' }), 400, 'invalid_field');
  });

  it("undo takes back the caller's own last event; nothing to undo is a 409", async () => {
    const f = await fixture();
    const id = f.match.id;
    await refused(() => add(f.home.captain, { match_id: id, kind: 'undo' }), 409, 'live_nothing_to_undo');
    okData(await add(f.home.captain, { match_id: id, kind: 'goal', team_id: f.home.team.id }));
    okData(await add(f.guest.captain, { match_id: id, kind: 'goal', team_id: f.guest.team.id }));
    const undo = okData<AddLiveEventAnswer>(await add(f.home.captain, { match_id: id, kind: 'undo' }));
    expect(undo.live).toMatchObject({ home: 0, guest: 1 });
    expect(undo.live.events.map((e) => e.team_id)).toEqual([f.guest.team.id]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.matchId, id), eq(auditLog.action, 'live.undo')));
    expect(entry?.before).toMatchObject({ event: 'goal' });
    await refused(() => add(f.home.captain, { match_id: id, kind: 'undo' }), 409, 'live_nothing_to_undo');
  });

  it('counts two goals sent at once', async () => {
    const f = await fixture();
    const id = f.match.id;
    const answers = await Promise.all([
      add(f.home.captain, { match_id: id, kind: 'goal', team_id: f.home.team.id }),
      add(f.referee, { match_id: id, kind: 'goal', team_id: f.guest.team.id }),
      add(f.guest.captain, { match_id: id, kind: 'goal', team_id: f.guest.team.id, event_id: 'same' }),
      add(f.guest.captain, { match_id: id, kind: 'goal', team_id: f.guest.team.id, event_id: 'same' }),
    ]);
    for (const res of answers) okData(res);
    expect(await live(id)).toMatchObject({ home: 1, guest: 2 });
  });
});

describe('the final whistle', () => {
  it('suggests the live score with its scorers; the other captain accepts: final with scorers', async () => {
    const f = await fixture();
    const id = f.match.id;
    const guestPlayer = f.guest.members.find((u) => u.role === 'PLAYER') as UserRow;
    okData(await add(f.home.captain, { match_id: id, kind: 'kickoff' }));
    okData(
      await add(f.home.captain, {
        match_id: id,
        kind: 'goal',
        team_id: f.home.team.id,
        player_id: f.scorer.id,
      }),
    );
    okData(
      await add(f.home.captain, {
        match_id: id,
        kind: 'goal',
        team_id: f.home.team.id,
        player_id: f.scorer.id,
      }),
    );
    okData(await add(f.home.captain, { match_id: id, kind: 'goal', team_id: f.guest.team.id }));
    okData(
      await add(f.home.captain, {
        match_id: id,
        kind: 'own_goal',
        team_id: f.home.team.id,
        player_id: guestPlayer.id,
      }),
    );
    clock.set(new Date(NOW.getTime() + 95 * MINUTE));
    const whistle = okData<AddLiveEventAnswer>(
      await add(f.home.captain, { match_id: id, kind: 'fulltime', event_id: 'ft' }),
    );
    expect(whistle.live).toMatchObject({ status: 'finished', home: 3, guest: 1 });
    const resultId = whistle.event.result_id as number;
    const [suggested] = await t.db.select().from(results).where(eq(results.id, resultId));
    expect(suggested).toMatchObject({
      scoreHome: 3,
      scoreGuest: 1,
      isFinal: false,
      submittedBy: f.home.captain.id,
      submittedTeamId: f.home.team.id,
    });
    await refused(
      () => add(f.referee, { match_id: id, kind: 'goal', team_id: f.home.team.id }),
      409,
      'live_match_finished',
    );
    await refused(() => add(f.referee, { match_id: id, kind: 'undo' }), 409, 'live_match_finished');
    // Same path as addResult: the other captain has it on the to-do list, the audit log has the suggestion.
    const todos = okData<{ kind: string }[]>(await t.post('/api/getTodos', f.guest.captain, {}));
    expect(todos.map((todo) => todo.kind)).toContain('accept_result');
    await refused(
      () => t.post('/api/acceptResult', f.home.captain, { result_id: resultId }),
      403,
      'accept_result_not_allowed',
    );
    const final = okData<Result>(await t.post('/api/acceptResult', f.guest.captain, { result_id: resultId }));
    expect(final).toMatchObject({ score_home: 3, score_guest: 1, is_final: true });
    const kept = await t.db.select().from(scorers).where(eq(scorers.resultId, resultId));
    expect(kept.map((s) => ({ user: s.userId, team: s.teamId, goals: s.goalCount }))).toEqual([
      { user: f.scorer.id, team: f.home.team.id, goals: 2 },
    ]);
    await refused(() => add(f.home.captain, { match_id: id, kind: 'undo' }), 409, 'result_already_final');
    // The whistle's resend still answers what was stored.
    expect(
      okData<AddLiveEventAnswer>(
        await add(f.home.captain, { match_id: id, kind: 'fulltime', event_id: 'ft' }),
      ).event.id,
    ).toBe(whistle.event.id);
  });

  it("a referee's whistle is the referee team's suggestion either captain accepts; its undo withdraws it", async () => {
    const f = await fixture();
    const id = f.match.id;
    okData(await add(f.referee, { match_id: id, kind: 'kickoff' }));
    okData(await add(f.referee, { match_id: id, kind: 'goal', team_id: f.guest.team.id }));
    const whistle = okData<AddLiveEventAnswer>(await add(f.referee, { match_id: id, kind: 'fulltime' }));
    const [suggested] = await t.db.select().from(results).where(eq(results.matchId, id));
    expect(suggested).toMatchObject({ scoreHome: 0, scoreGuest: 1, submittedTeamId: f.ref1.team.id });
    const undo = okData<AddLiveEventAnswer>(await add(f.referee, { match_id: id, kind: 'undo' }));
    expect(undo.event.undoes_id).toBe(whistle.event.id);
    expect(undo.live.status).toBe('first_half');
    expect(await t.db.select().from(results).where(eq(results.matchId, id))).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.matchId, id), eq(auditLog.action, 'live.undo')));
    expect(entry?.before).toEqual({ event: 'fulltime', suggestion: '0:1' });
    okData(await add(f.referee, { match_id: id, kind: 'goal', team_id: f.home.team.id }));
    const again = okData<AddLiveEventAnswer>(await add(f.referee, { match_id: id, kind: 'fulltime' }));
    const final = okData<Result>(
      await t.post('/api/acceptResult', f.home.captain, { result_id: again.event.result_id }),
    );
    expect(final).toMatchObject({ score_home: 1, score_guest: 1, is_final: true });
  });

  it('refuses a whistle when the recorder already suggested a result, and a knockout draw without a shoot-out winner', async () => {
    const f = await fixture();
    okData(await add(f.home.captain, { match_id: f.match.id, kind: 'kickoff' }));
    okData(
      await t.post('/api/addResult', f.home.captain, { match_id: f.match.id, home_score: 1, guest_score: 0 }),
    );
    await refused(
      () => add(f.home.captain, { match_id: f.match.id, kind: 'fulltime' }),
      409,
      'result_already_suggested',
    );
    const k = await fixture(NOW, 'FINAL');
    okData(await add(k.referee, { match_id: k.match.id, kind: 'kickoff' }));
    await refused(() => add(k.referee, { match_id: k.match.id, kind: 'fulltime' }), 400, 'invalid_result');
    const whistle = okData<AddLiveEventAnswer>(
      await add(k.referee, { match_id: k.match.id, kind: 'fulltime', shootout_winner_id: k.guest.team.id }),
    );
    const [suggested] = await t.db
      .select()
      .from(results)
      .where(eq(results.id, whistle.event.result_id as number));
    expect(suggested?.shootoutWinnerId).toBe(k.guest.team.id);
  });
});

describe('getLiveEvents', () => {
  it('is public: not started without events, 404 for an unknown match', async () => {
    const f = await fixture();
    expect(await live(f.match.id)).toEqual({
      match_id: f.match.id,
      status: 'not_started',
      home: 0,
      guest: 0,
      events: [],
    });
    const res = await t.post('/api/getLiveEvents', null, { match_id: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'match_not_found' });
  });
});
