import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';
import type { NoShowClaim } from '../../common/api/forfeits';
import type { Todo } from '../../common/api/todos';
import type { Result, Season } from '../../common/api/types';
import { HOUR } from '../../common/durations';
import { buildGroup, buildMatch, buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import { auditLog, mailOutbox, missedRefereeDuties, noShowClaims, results, users } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Matches that are not played (issue 42 point 3, decision 082): a captain's "we cannot play" until
 * 24 hours before the kick-off, a no-show claimed from then on and confirmed by an appointed
 * referee or an admin, an admin's forfeit or unplayed 0:0; permissions of each role, the deadlines
 * at their edges with the test clock, races of two calls at once (real ones on PostgreSQL), mails
 * at once, the table's explanation, the to-dos and the audit log.
 */

const NOW = new Date('2026-06-01T10:00:00Z');
const clock = new ManualClock(NOW);
let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

const dbState = async () => ({
  results: await t.db.select().from(results).orderBy(asc(results.id)),
  claims: await t.db.select().from(noShowClaims).orderBy(asc(noShowClaims.id)),
  audit: await t.db.select().from(auditLog).orderBy(asc(auditLog.id)),
});
const refused = (request: () => Promise<LightMyRequestResponse>, status: number, code: ErrorCode) =>
  expectRefusedUnchanged(dbState, request, status, code);

/**
 * Home vs guest in week 3 of a group, kick-off `inHours` after the clock's now (null: undated),
 * refereed by two other teams; the first named a referee (one of its players).
 */
async function fixture(inHours: number | null = 72) {
  clock.set(NOW);
  const [home, guest, ref1, ref2] = [
    await buildTeam(t.db, { size: 3 }),
    await buildTeam(t.db, { size: 3 }),
    await buildTeam(t.db, { size: 2 }),
    await buildTeam(t.db),
  ];
  const season = await buildSeason(t.db);
  const group = await buildGroup(t.db, { seasonId: season.id, teamIds: [home.team.id, guest.team.id] });
  const referee = ref1.members[1] as UserRow;
  const match = await buildMatch(t.db, {
    seasonId: season.id,
    groupId: group.id,
    week: 3,
    homeId: home.team.id,
    guestId: guest.team.id,
    refereeTeamId: ref1.team.id,
    refereeId: referee.id,
    refereeTeamId2: ref2.team.id,
    date: inHours === null ? null : new Date(NOW.getTime() + inHours * HOUR),
  });
  return { season, match, home, guest, ref1, ref2, referee, player: home.members[2] as UserRow };
}

const finalOf = async (matchId: number) =>
  t.db
    .select()
    .from(results)
    .where(and(eq(results.matchId, matchId), eq(results.isFinal, true)));

const mailsTo = async (user: UserRow) => {
  await t.app.afterAnswer.settled();
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.mail));
};

describe('declareForfeit', () => {
  it('is refused to players, users, admins and the referee teams, and to nobody anonymous', async () => {
    const f = await fixture();
    const body = { match_id: f.match.id, reason: 'Exams' };
    const outsider = await buildUser(t.db);
    for (const user of [f.player, outsider, admin, f.ref1.captain, f.referee]) {
      await refused(() => t.post('/api/declareForfeit', user, body), 403, 'declare_forfeit_not_allowed');
    }
    await refused(() => t.post('/api/declareForfeit', null, body), 401, 'session_expired');
    await refused(
      () => t.post('/api/declareForfeit', f.home.captain, { match_id: f.match.id }),
      400,
      'invalid_field',
    );
  });

  it('is open until 24 hours before the kick-off, that instant included, then 409', async () => {
    const late = await fixture(48);
    clock.set(new Date(NOW.getTime() + 24 * HOUR + 1));
    await refused(
      () => t.post('/api/declareForfeit', late.home.captain, { match_id: late.match.id, reason: 'Exams' }),
      409,
      'forfeit_deadline_passed',
    );
    const edge = await fixture(48);
    clock.set(new Date(NOW.getTime() + 24 * HOUR));
    okData(
      await t.post('/api/declareForfeit', edge.home.captain, { match_id: edge.match.id, reason: 'Exams' }),
    );
    const undated = await fixture(null);
    okData(
      await t.post('/api/declareForfeit', undated.guest.captain, {
        match_id: undated.match.id,
        reason: 'Not enough players',
      }),
    );
    expect((await finalOf(undated.match.id))[0]).toMatchObject({ scoreHome: 3, scoreGuest: 0 });
  });

  it('makes the match final 0:3 against that team: no missed duty, mails at once, audit, explanation', async () => {
    const f = await fixture();
    const entered = okData<Result>(
      await t.post('/api/declareForfeit', f.home.captain, {
        match_id: f.match.id,
        reason: 'Half the team at exams',
      }),
    );
    expect(entered).toMatchObject({
      score_home: 0,
      score_guest: 3,
      is_final: true,
      forfeit: true,
      forfeit_team_id: f.home.team.id,
    });
    expect(
      await t.db.select().from(missedRefereeDuties).where(eq(missedRefereeDuties.matchId, f.match.id)),
    ).toEqual([]);
    // At once, not in a digest: the other team's captain, the referee teams' captains, the referee.
    for (const person of [f.guest.captain, f.ref1.captain, f.ref2.captain, f.referee]) {
      const mails = await mailsTo(person);
      expect(mails.length, person.name).toBe(1);
      expect(mails[0]?.subject).toContain('0:3');
      expect(mails[0]?.text).toContain('Half the team at exams');
    }
    expect((await mailsTo(f.ref1.captain))[0]?.text).toContain('lapses');
    expect(await mailsTo(f.home.captain)).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.matchId, f.match.id), eq(auditLog.action, 'result.declare_forfeit')));
    expect(entry?.after).toMatchObject({
      score: '0:3',
      forfeit: true,
      could_not_play: f.home.team.name,
      reason: 'Half the team at exams',
    });

    const read = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/getSeason?season_id=${f.season.id}`,
        headers: { 'accept-language': language },
      });
      const season = okData<Season>(res);
      return season.groups[0]?.explanations.find((e) => e.team_id === f.home.team.id)?.forfeits;
    };
    expect(await read('en')).toEqual([`Lost 0:3 to ${f.guest.team.name} in week 3: could not play`]);
    expect(await read('de')).toEqual([
      `0:3 gegen ${f.guest.team.name} am 3. Spieltag verloren: konnte nicht antreten`,
    ]);

    await refused(
      () => t.post('/api/declareForfeit', f.guest.captain, { match_id: f.match.id, reason: 'Us too' }),
      409,
      'result_already_final',
    );
  });

  it('of two declarations at once, exactly one wins', async () => {
    const f = await fixture();
    const answers = await Promise.all(
      [f.home.captain, f.guest.captain].map((captain) =>
        t.post('/api/declareForfeit', captain, { match_id: f.match.id, reason: 'No pitch' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('result_already_final');
    expect(await finalOf(f.match.id)).toHaveLength(1);
  });
});

describe('claimNoShow and confirmNoShow', () => {
  it('a claim opens just after the declaration closes, for the captains of the two teams only', async () => {
    const f = await fixture(48);
    clock.set(new Date(NOW.getTime() + 24 * HOUR));
    await refused(
      () => t.post('/api/claimNoShow', f.guest.captain, { match_id: f.match.id }),
      409,
      'no_show_too_early',
    );
    clock.set(new Date(NOW.getTime() + 24 * HOUR + 1));
    for (const user of [f.player, admin, f.referee, f.ref1.captain, await buildUser(t.db)]) {
      await refused(
        () => t.post('/api/claimNoShow', user, { match_id: f.match.id }),
        403,
        'claim_no_show_not_allowed',
      );
    }
    const claim = okData<NoShowClaim>(
      await t.post('/api/claimNoShow', f.guest.captain, { match_id: f.match.id }),
    );
    expect(claim).toMatchObject({ match_id: f.match.id, team_id: f.guest.team.id });
    await refused(
      () => t.post('/api/claimNoShow', f.home.captain, { match_id: f.match.id }),
      409,
      'no_show_already_claimed',
    );
    const listed = okData<NoShowClaim[]>(
      await t.post('/api/getNoShowClaims', f.player, { season_id: f.season.id }),
    );
    expect(listed.map((c) => c.match_id)).toEqual([f.match.id]);
  });

  it('the appointed referee confirms: 0:3 against the team that did not come; the to-do goes', async () => {
    const f = await fixture(2);
    clock.set(new Date(NOW.getTime() + 3 * HOUR));
    okData(await t.post('/api/claimNoShow', f.guest.captain, { match_id: f.match.id }));
    const todos = okData<Todo[]>(await t.post('/api/getTodos', f.referee));
    expect(todos.find((x) => x.kind === 'no_show_claim')).toMatchObject({ match_id: f.match.id });
    for (const user of [f.home.captain, f.guest.captain, f.ref1.captain, f.ref2.captain, f.player]) {
      await refused(
        () => t.post('/api/confirmNoShow', user, { match_id: f.match.id }),
        403,
        'confirm_no_show_not_allowed',
      );
    }
    const result = okData<Result>(await t.post('/api/confirmNoShow', f.referee, { match_id: f.match.id }));
    expect(result).toMatchObject({
      score_home: 0,
      score_guest: 3,
      forfeit: true,
      forfeit_team_id: f.home.team.id,
    });
    const [claim] = await t.db.select().from(noShowClaims).where(eq(noShowClaims.matchId, f.match.id));
    expect(claim).toMatchObject({ confirmedBy: f.referee.id });
    expect((await mailsTo(f.home.captain))[0]?.subject).toContain('0:3');
    const after = okData<Todo[]>(await t.post('/api/getTodos', f.referee));
    expect(after.some((x) => x.kind === 'no_show_claim')).toBe(false);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.matchId, f.match.id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(['result.claim_no_show', 'result.confirm_no_show']);
  });

  it('an admin confirms too; without a claim there is nothing to confirm', async () => {
    const f = await fixture(2);
    await refused(
      () => t.post('/api/confirmNoShow', admin, { match_id: f.match.id }),
      409,
      'no_show_not_claimed',
    );
    clock.set(new Date(NOW.getTime() + 3 * HOUR));
    okData(await t.post('/api/claimNoShow', f.home.captain, { match_id: f.match.id }));
    const result = okData<Result>(await t.post('/api/confirmNoShow', admin, { match_id: f.match.id }));
    expect(result).toMatchObject({ score_home: 3, score_guest: 0, forfeit_team_id: f.guest.team.id });
  });

  it('of two claims at once, exactly one is stored', async () => {
    const f = await fixture(2);
    clock.set(new Date(NOW.getTime() + 3 * HOUR));
    const answers = await Promise.all(
      [f.home.captain, f.guest.captain].map((captain) =>
        t.post('/api/claimNoShow', captain, { match_id: f.match.id }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('no_show_already_claimed');
    expect(await t.db.select().from(noShowClaims).where(eq(noShowClaims.matchId, f.match.id))).toHaveLength(
      1,
    );
  });
});

describe("an admin's forfeit and unplayed 0:0 (addResult)", () => {
  it('enters a forfeit of either side and an unplayed 0:0, final with a reason', async () => {
    const f = await fixture(-2);
    const forfeit = okData<Result>(
      await t.post('/api/addResult', admin, {
        match_id: f.match.id,
        home_score: 3,
        guest_score: 0,
        forfeit: true,
        final: true,
        reason: 'Guest team withdrew',
      }),
    );
    expect(forfeit).toMatchObject({ is_final: true, forfeit: true, forfeit_team_id: f.guest.team.id });
    const g = await fixture(-2);
    const body = { match_id: g.match.id, home_score: 0, guest_score: 0, unplayed: true };
    await refused(() => t.post('/api/addResult', admin, body), 400, 'invalid_field');
    await refused(
      () => t.post('/api/addResult', admin, { ...body, home_score: 1, final: true, reason: 'Pitch closed' }),
      400,
      'invalid_result',
    );
    const unplayed = okData<Result>(
      await t.post('/api/addResult', admin, { ...body, final: true, reason: 'Pitch closed all season' }),
    );
    expect(unplayed).toMatchObject({
      score_home: 0,
      score_guest: 0,
      unplayed: true,
      forfeit: false,
      is_final: true,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.matchId, g.match.id), eq(auditLog.action, 'result.enter_final')));
    expect(entry?.after).toMatchObject({ score: '0:0', unplayed: true, reason: 'Pitch closed all season' });
  });

  it("puts a team with two forfeits in the current season on the admins' to-do list", async () => {
    const f = await fixture();
    okData(await t.post('/api/declareForfeit', f.home.captain, { match_id: f.match.id, reason: 'Exams' }));
    const second = await buildMatch(t.db, {
      seasonId: f.season.id,
      week: 4,
      homeId: f.guest.team.id,
      guestId: f.home.team.id,
      date: new Date(NOW.getTime() + 96 * HOUR),
    });
    const before = okData<Todo[]>(await t.post('/api/getTodos', admin));
    expect(before.some((x) => x.kind === 'two_forfeits' && x.team_id === f.home.team.id)).toBe(false);
    okData(
      await t.post('/api/declareForfeit', f.home.captain, { match_id: second.id, reason: 'Exams again' }),
    );
    const todos = okData<Todo[]>(await t.post('/api/getTodos', admin));
    expect(todos.find((x) => x.kind === 'two_forfeits' && x.team_id === f.home.team.id)?.text).toBe(
      `${f.home.team.name} has lost 2 matches this season by forfeit: the league decides what follows.`,
    );
    const captainTodos = okData<Todo[]>(await t.post('/api/getTodos', f.home.captain));
    expect(captainTodos.some((x) => x.kind === 'two_forfeits')).toBe(false);
    // The player is untouched by all this: still a member.
    const [row] = await t.db.select().from(users).where(eq(users.id, f.player.id));
    expect(row?.memberOf).toBe(f.home.team.id);
  });
});

describe('a no-show claim and a result suggestion', () => {
  const suggest = (captain: UserRow, matchId: number, home: number, guest: number) =>
    t.post('/api/addResult', captain, { match_id: matchId, home_score: home, guest_score: guest });
  const claimsOf = async (f: Awaited<ReturnType<typeof fixture>>) =>
    okData<NoShowClaim[]>(await t.post('/api/getNoShowClaims', f.player, { season_id: f.season.id })).map(
      (c) => c.match_id,
    );
  const claimTodo = async (f: Awaited<ReturnType<typeof fixture>>) =>
    okData<Todo[]>(await t.post('/api/getTodos', f.referee)).some(
      (x) => x.kind === 'no_show_claim' && x.match_id === f.match.id,
    );

  it('a claim is refused once either team suggested a result (409 result_already_suggested)', async () => {
    for (const side of ['home', 'guest'] as const) {
      const f = await fixture(2);
      clock.set(new Date(NOW.getTime() + 3 * HOUR));
      okData(await suggest(f[side].captain, f.match.id, 2, 1));
      for (const captain of [f.home.captain, f.guest.captain]) {
        await refused(
          () => t.post('/api/claimNoShow', captain, { match_id: f.match.id }),
          409,
          'result_already_suggested',
        );
      }
    }
  });

  it("the claimed team's later suggestion leaves the claim to the referee, whose confirmation drops it", async () => {
    const f = await fixture(2);
    clock.set(new Date(NOW.getTime() + 3 * HOUR));
    okData(await t.post('/api/claimNoShow', f.guest.captain, { match_id: f.match.id }));
    okData(await suggest(f.home.captain, f.match.id, 3, 0));
    expect(await claimsOf(f)).toEqual([f.match.id]);
    expect(await claimTodo(f)).toBe(true);
    const result = okData<Result>(await t.post('/api/confirmNoShow', f.referee, { match_id: f.match.id }));
    expect(result).toMatchObject({ score_home: 0, score_guest: 3, forfeit_team_id: f.home.team.id });
    expect(await t.db.select().from(results).where(eq(results.matchId, f.match.id))).toHaveLength(1);
  });

  it("the claiming team's own later suggestion withdraws the claim: not listed, no to-do, nothing to confirm", async () => {
    const f = await fixture(2);
    clock.set(new Date(NOW.getTime() + 3 * HOUR));
    okData(await t.post('/api/claimNoShow', f.guest.captain, { match_id: f.match.id }));
    okData(await suggest(f.guest.captain, f.match.id, 1, 1));
    expect(await claimsOf(f)).toEqual([]);
    expect(await claimTodo(f)).toBe(false);
    for (const user of [f.referee, admin]) {
      await refused(
        () => t.post('/api/confirmNoShow', user, { match_id: f.match.id }),
        409,
        'no_show_not_claimed',
      );
    }
  });
});
