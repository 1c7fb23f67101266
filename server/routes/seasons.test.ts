import { asc, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';
import { buildMatch, buildResult, buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import {
  groups,
  groupTeams,
  matches,
  missedRefereeDuties,
  penaltyAdjustments,
  results,
  seasons,
} from '../db/schema';
import type { CreateGroupsAnswer, DrawCandidates, PenaltyAdjustment } from '../services/seasons';
import { expectRefusedUnchanged, nth, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: UserRow;
let captain: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'ADMIN' });
  captain = (await buildTeam(t.db, { size: 2 })).captain;
});
afterAll(() => t.close());

const post: TestApp['post'] = (...args) => t.post(...args);

const ok = okData;

async function dbState() {
  return {
    seasons: await t.db.select().from(seasons).orderBy(asc(seasons.id)),
    groups: await t.db.select().from(groups).orderBy(asc(groups.id)),
    groupTeams: await t.db.select().from(groupTeams).orderBy(asc(groupTeams.groupId), asc(groupTeams.teamId)),
    matches: await t.db.select().from(matches).orderBy(asc(matches.id)),
    results: await t.db.select().from(results).orderBy(asc(results.id)),
    duties: await t.db.select().from(missedRefereeDuties).orderBy(asc(missedRefereeDuties.id)),
    adjustments: await t.db.select().from(penaltyAdjustments).orderBy(asc(penaltyAdjustments.id)),
  };
}

const refused = (
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ErrorCode,
  error?: string | RegExp,
) => expectRefusedUnchanged(dbState, request, status, code, error);

const _ADMIN_ONLY = 'Only an admin can manage seasons.';

/** Every season call refuses non-admins with 403 and anonymous callers with 401. */
async function adminOnly(url: string, payload: object) {
  await refused(() => post(url, captain, payload), 403, 'seasons_not_allowed');
  await refused(() => post(url, null, payload), 401, 'session_expired');
}

describe('addSeason', () => {
  it('adds a season, once per name', async () => {
    const data = ok<{ id: number; name: string; penalty_rule: string }>(
      await post('/api/addSeason', admin, { name: '  Summer 2031 ' }),
    );
    expect(data).toMatchObject({ name: 'Summer 2031', penalty_rule: 'credits', group_stage_closed: false });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/getSeasons' })).json().data as {
      id: number;
    }[];
    expect(listed.map((s) => s.id)).toContain(data.id);
    await refused(() => post('/api/addSeason', admin, { name: 'summer 2031' }), 409, 'season_name_taken');
    await refused(() => post('/api/addSeason', admin, { name: '   ' }), 400, 'invalid_field', /^name: /);
    await refused(
      () => post('/api/addSeason', admin, { name: 'x'.repeat(101) }),
      400,
      'invalid_field',
      /^name: /,
    );
    await adminOnly('/api/addSeason', { name: 'Winter 2031' });
  });

  it('adds one season when the same name comes twice at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/api/addSeason', admin, { name: 'Race Season' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await t.db.select().from(seasons).where(eq(seasons.name, 'Race Season'))).toHaveLength(1);
  });
});

describe('groups and matches', () => {
  it('needs at least eight teams that can play', async () => {
    const season = await buildSeason(t.db);
    await refused(() => post('/api/createGroups', admin, { season_id: season.id }), 409, 'draw_not_possible');
  });

  it('draws the accepted, active teams of 20 and says who is left out and why', async () => {
    const big = [await buildTeam(t.db, { size: 21 })];
    for (let i = 0; i < 8; i++) big.push(await buildTeam(t.db, { size: 20 }));
    const small = await buildTeam(t.db, { size: 19, name: 'Almost Eleven' });
    const inactive = await buildTeam(t.db, { size: 20, isActive: false, name: 'Retired FC' });
    const pending = await buildTeam(t.db, { size: 20, accepted: false, name: 'Waiting FC' });
    // A requester does not count as a member.
    await buildUser(t.db, { memberOf: small.team.id });

    const candidates = ok<DrawCandidates>(await post('/api/getDrawCandidates', admin, {}));
    expect(candidates.eligible.map((c) => c.team_id).sort()).toEqual(big.map((b) => b.team.id).sort());
    const reasons = Object.fromEntries(candidates.left_out.map((l) => [l.team_id, l.reason]));
    expect(reasons[small.team.id]).toBe('Only 19 of the 20 players needed.');
    expect(reasons[inactive.team.id]).toBe('Not active.');
    expect(reasons[pending.team.id]).toBe('Not accepted yet.');
    await adminOnly('/api/getDrawCandidates', {});

    const season = await buildSeason(t.db);
    await refused(
      () => post('/api/createMatches', admin, { season_id: season.id }),
      409,
      'matches_not_creatable',
    );
    await adminOnly('/api/createGroups', { season_id: season.id });
    const drawn = ok<CreateGroupsAnswer>(await post('/api/createGroups', admin, { season_id: season.id }));
    expect(drawn.groups.map((g) => g.name)).toEqual(['Group 1', 'Group 2']);
    expect(drawn.groups.flatMap((g) => g.team_ids).sort()).toEqual(big.map((b) => b.team.id).sort());
    expect(drawn.groups.map((g) => g.team_ids.length).sort()).toEqual([4, 5]);
    expect(drawn.left_out.map((l) => l.team_id)).toEqual(candidates.left_out.map((l) => l.team_id));
    await refused(() => post('/api/createGroups', admin, { season_id: season.id }), 409, 'draw_not_possible');
    await refused(() => post('/api/createGroups', admin, { season_id: 999999 }), 404, 'season_not_found');

    await adminOnly('/api/createMatches', { season_id: season.id });
    expect(ok(await post('/api/createMatches', admin, { season_id: season.id }))).toEqual({
      group_matches: 16,
      group_weeks: 5,
    });
    const rows = await t.db.select().from(matches).where(eq(matches.seasonId, season.id));
    // Single round robins of 4 (6 matches) and 5 (10 matches, 5 weeks), eight knockout matches.
    expect(rows).toHaveLength(24);
    await refused(
      () => post('/api/createMatches', admin, { season_id: season.id }),
      409,
      'matches_not_creatable',
    );
  });
});

/** A season with groups (C, D, E in group 1) and two group matches: one final, one open. */
async function playedSeason() {
  const [c, d, e] = [await buildTeam(t.db), await buildTeam(t.db), await buildTeam(t.db)];
  const season = await buildSeason(t.db);
  const [g1] = await t.db.insert(groups).values({ name: 'Group 1', seasonId: season.id }).returning();
  await t.db.insert(groups).values({ name: 'Group 2', seasonId: season.id });
  if (!g1) throw new Error('no group');
  await t.db.insert(groupTeams).values([c, d, e].map((x) => ({ groupId: g1.id, teamId: x.team.id })));
  const match = async (home: number, guest: number) => {
    return buildMatch(t.db, {
      seasonId: season.id,
      groupId: g1.id,
      homeId: home,
      guestId: guest,
      refereeTeamId: e.team.id,
      refereeTeamId2: e.team.id,
    });
  };
  const played = await match(c.team.id, d.team.id);
  const open = await match(d.team.id, c.team.id);
  const final = await buildResult(t.db, { matchId: played.id, scoreHome: 2, scoreGuest: 0, isFinal: true });
  const pending = await buildResult(t.db, {
    matchId: open.id,
    scoreHome: 1,
    scoreGuest: 1,
    submittedBy: d.captain.id,
  });
  return { season, c, d, e, played, open, final, pending };
}

describe('regenerateTablesOfSeason', () => {
  it('rebuilds the missed duties from the final results', async () => {
    const s = await playedSeason();
    // A stale duty for the open match, none yet for the played one.
    await t.db
      .insert(missedRefereeDuties)
      .values({ seasonId: s.season.id, matchId: s.open.id, teamId: s.e.team.id, slot: 1 });
    await adminOnly('/api/regenerateTablesOfSeason', { season_id: s.season.id });
    expect(ok(await post('/api/regenerateTablesOfSeason', admin, { season_id: s.season.id }))).toBeNull();
    const duties = await t.db
      .select()
      .from(missedRefereeDuties)
      .where(eq(missedRefereeDuties.seasonId, s.season.id))
      .orderBy(asc(missedRefereeDuties.slot));
    expect(duties.map((d) => [d.matchId, d.teamId, d.slot])).toEqual([
      [s.played.id, s.e.team.id, 1],
      [s.played.id, s.e.team.id, 2],
    ]);
    // Two missed duties under 'credits': one below zero, 2 points.
    const penalties = await t.app.inject({
      method: 'POST',
      url: '/api/getPenaltyDeductions',
      payload: { season_id: s.season.id },
    });
    expect(penalties.json().data).toEqual({ [s.e.team.id]: 2 });
    await refused(
      () => post('/api/regenerateTablesOfSeason', admin, { season_id: 999999 }),
      404,
      'season_not_found',
    );
  });
});

describe('closeGroupStage', () => {
  it('turns the open group matches into final unplayed 0:0 draws, without missed duties', async () => {
    const s = await playedSeason();
    await adminOnly('/api/closeGroupStage', { season_id: s.season.id });
    expect(ok(await post('/api/closeGroupStage', admin, { season_id: s.season.id }))).toEqual({
      unplayed: 1,
    });
    const rows = await t.db
      .select()
      .from(results)
      .where(inArray(results.matchId, [s.played.id, s.open.id]))
      .orderBy(asc(results.id));
    expect(
      rows.map((r) => [r.matchId, r.scoreHome, r.scoreGuest, r.isFinal, r.unplayed, r.submittedBy]),
    ).toEqual([
      [s.played.id, 2, 0, true, false, null],
      [s.open.id, 0, 0, true, true, null],
    ]);
    expect(
      await t.db.select().from(missedRefereeDuties).where(eq(missedRefereeDuties.matchId, s.open.id)),
    ).toEqual([]);
    expect((await t.db.select().from(seasons).where(eq(seasons.id, s.season.id)))[0]?.groupStageClosed).toBe(
      true,
    );
    await refused(
      () => post('/api/closeGroupStage', admin, { season_id: s.season.id }),
      409,
      'group_stage_not_closable',
    );
  });

  it('needs group matches', async () => {
    const season = await buildSeason(t.db);
    await refused(
      () => post('/api/closeGroupStage', admin, { season_id: season.id }),
      409,
      'group_stage_not_closable',
    );
  });
});

describe('setAutoAcceptHours', () => {
  it('sets the deadline in whole hours (0 = never), admins only', async () => {
    const season = await buildSeason(t.db);
    const shown = async () =>
      ok<{ id: number; auto_accept_hours: number }[]>(
        await t.app.inject({ method: 'GET', url: '/api/getSeasons' }),
      ).find((s) => s.id === season.id)?.auto_accept_hours;
    expect(await shown()).toBe(72);
    await adminOnly('/api/setAutoAcceptHours', { season_id: season.id, hours: 48 });
    for (const hours of [-1, 721, 1.5, '12', null]) {
      await refused(
        () => post('/api/setAutoAcceptHours', admin, { season_id: season.id, hours }),
        400,
        'invalid_field',
        /^hours: /,
      );
    }
    await refused(
      () => post('/api/setAutoAcceptHours', admin, { season_id: 999999, hours: 48 }),
      404,
      'season_not_found',
    );
    expect(
      ok(await post('/api/setAutoAcceptHours', admin, { season_id: season.id, hours: 48 })),
    ).toMatchObject({
      id: season.id,
      auto_accept_hours: 48,
    });
    expect(await shown()).toBe(48);
    ok(await post('/api/setAutoAcceptHours', admin, { season_id: season.id, hours: 0 }));
    expect(await shown()).toBe(0);
  });
});

describe('penalties', () => {
  it('sets the rule and adds, lists and removes adjustments', async () => {
    const s = await playedSeason();
    ok(await post('/api/regenerateTablesOfSeason', admin, { season_id: s.season.id }));
    const deductions = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/getPenaltyDeductions',
          payload: { season_id: s.season.id },
        })
      ).json().data;
    expect(await deductions()).toEqual({ [s.e.team.id]: 2 });

    await adminOnly('/api/setPenaltyRule', { season_id: s.season.id, rule: 'threshold' });
    await refused(
      () => post('/api/setPenaltyRule', admin, { season_id: s.season.id, rule: 'harsh' }),
      400,
      'invalid_field',
      /^rule: /,
    );
    expect(
      ok(await post('/api/setPenaltyRule', admin, { season_id: s.season.id, rule: 'threshold' })),
    ).toMatchObject({
      penalty_rule: 'threshold',
    });
    // Two missed duties are not more than two.
    expect(await deductions()).toEqual({});

    const payload = {
      season_id: s.season.id,
      team_id: s.e.team.id,
      duties: 1,
      reason: 'Late referee, week 3',
    };
    await adminOnly('/api/addPenaltyAdjustment', payload);
    const added = ok<PenaltyAdjustment>(await post('/api/addPenaltyAdjustment', admin, payload));
    expect(added).toMatchObject({
      team_id: s.e.team.id,
      duties: 1,
      reason: 'Late referee, week 3',
      created_by: admin.id,
    });
    expect(await deductions()).toEqual({ [s.e.team.id]: 1 });
    ok(await post('/api/addPenaltyAdjustment', admin, { ...payload, duties: -3, reason: 'Forgiven' }));
    expect(await deductions()).toEqual({});

    await adminOnly('/api/getPenaltyAdjustments', { season_id: s.season.id });
    const list = ok<PenaltyAdjustment[]>(
      await post('/api/getPenaltyAdjustments', admin, { season_id: s.season.id }),
    );
    expect(list.map((a) => [a.duties, a.reason])).toEqual([
      [1, 'Late referee, week 3'],
      [-3, 'Forgiven'],
    ]);

    for (const bad of [{ duties: 0 }, { duties: 1.5 }, { reason: ' ' }, { reason: 'x'.repeat(301) }]) {
      await refused(
        () => post('/api/addPenaltyAdjustment', admin, { ...payload, ...bad }),
        400,
        'invalid_field',
        /^(duties|reason): /,
      );
    }
    const stranger = await buildTeam(t.db);
    await refused(
      () => post('/api/addPenaltyAdjustment', admin, { ...payload, team_id: stranger.team.id }),
      409,
      'team_not_in_season',
    );

    const second = nth(list, 1);
    await adminOnly('/api/removePenaltyAdjustment', { adjustment_id: second.id });
    expect(ok(await post('/api/removePenaltyAdjustment', admin, { adjustment_id: second.id }))).toBeNull();
    expect(await deductions()).toEqual({ [s.e.team.id]: 1 });
    await refused(
      () => post('/api/removePenaltyAdjustment', admin, { adjustment_id: second.id }),
      404,
      'penalty_not_found',
    );
  });
});

describe('deleteSeason', () => {
  it('deletes the season with everything in it', async () => {
    const s = await playedSeason();
    await t.db
      .insert(penaltyAdjustments)
      .values({ seasonId: s.season.id, teamId: s.e.team.id, duties: 1, reason: 'x' });
    await adminOnly('/api/deleteSeason', { season_id: s.season.id });
    ok(await post('/api/deleteSeason', admin, { season_id: s.season.id }));
    expect(await t.db.select().from(seasons).where(eq(seasons.id, s.season.id))).toEqual([]);
    expect(await t.db.select().from(groups).where(eq(groups.seasonId, s.season.id))).toEqual([]);
    expect(await t.db.select().from(matches).where(eq(matches.seasonId, s.season.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(results)
        .where(inArray(results.id, [s.final.id, s.pending.id])),
    ).toEqual([]);
    expect(
      await t.db.select().from(penaltyAdjustments).where(eq(penaltyAdjustments.seasonId, s.season.id)),
    ).toEqual([]);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/getSeasons' })).json().data as {
      id: number;
    }[];
    expect(listed.map((x) => x.id)).not.toContain(s.season.id);
    await refused(
      () => post('/api/deleteSeason', admin, { season_id: s.season.id }),
      404,
      'season_not_found',
    );
  });
});
