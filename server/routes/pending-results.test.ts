import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingResults, Season } from '../../common/api/types';
import {
  buildGroup,
  buildMatch,
  buildResult,
  buildSeason,
  buildTeam,
  buildUser,
  type UserRow,
} from '../db/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Visitors see final results only (docs/PRODUCT.md#results-and-scorers; issue 21 point 6): the public answers leave
 * out pending suggestions with their submitter's name and scorers, and getPendingResults gives them
 * to the captains of the two teams and of the referee teams, and to admins.
 */

let t: TestApp;
let w: Awaited<ReturnType<typeof buildWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld();
});
afterAll(() => t.close());

const member = (list: UserRow[], i: number): UserRow => {
  const row = list[i];
  if (!row) throw new Error(`no member ${i}`);
  return row;
};

/** home vs guest refereed by ref1 and ref2, with a pending 2:1 by home's captain and a final match. */
async function buildWorld() {
  const [home, guest, ref1, ref2, other] = [
    await buildTeam(t.db, { size: 3, coCaptains: 1, name: 'Pending Home FC' }),
    await buildTeam(t.db, { size: 3, coCaptains: 1 }),
    await buildTeam(t.db, { size: 2 }),
    await buildTeam(t.db, { size: 2, coCaptains: 1 }),
    await buildTeam(t.db, { size: 2 }),
  ];
  const season = await buildSeason(t.db);
  const group = await buildGroup(t.db, { seasonId: season.id });
  const match = (homeId: number, guestId: number, referees = [ref1.team.id, ref2.team.id]) =>
    buildMatch(t.db, {
      seasonId: season.id,
      groupId: group.id,
      homeId,
      guestId,
      refereeTeamId: referees[0] ?? null,
      refereeTeamId2: referees[1] ?? null,
      date: new Date(Date.now() - 3600_000),
    });
  const open = await match(home.team.id, guest.team.id);
  const scorer = member(home.members, 2);
  const suggestion = await buildResult(
    t.db,
    { matchId: open.id, scoreHome: 2, scoreGuest: 1, submittedBy: home.captain.id },
    [{ userId: scorer.id, teamId: home.team.id, goals: 2 }],
  );
  const played = await match(guest.team.id, home.team.id);
  const finalScorer = member(guest.members, 2);
  const final = await buildResult(
    t.db,
    { matchId: played.id, scoreHome: 1, scoreGuest: 0, submittedBy: guest.captain.id, isFinal: true },
    [{ userId: finalScorer.id, teamId: guest.team.id, goals: 1 }],
  );
  // A match between two other teams, with a pending result only admins (and those teams) may see.
  const far = await buildTeam(t.db, { size: 1 });
  const elsewhere = await match(other.team.id, ref1.team.id, [far.team.id]);
  await buildResult(t.db, {
    matchId: elsewhere.id,
    scoreHome: 0,
    scoreGuest: 0,
    submittedBy: other.captain.id,
  });
  return {
    home,
    guest,
    ref1,
    ref2,
    other,
    season,
    open,
    played,
    elsewhere,
    suggestion,
    final,
    scorer,
    finalScorer,
    admin: await buildUser(t.db, { role: 'ADMIN' }),
    loner: await buildUser(t.db),
  };
}

const pendingFor = async (user: UserRow | null, seasonId = w.season.id) =>
  t.post('/api/getPendingResults', user, { season_id: seasonId });

describe('the public answers', () => {
  it('show final results with their scorers, and no pending suggestion, submitter or scorer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getSeasons' });
    const season = (res.json().data as Season[]).find((s) => s.id === w.season.id);
    const byId = new Map(season?.matches.map((m) => [m.id, m]));
    expect(byId.get(w.open.id)?.results).toEqual([]);
    expect(byId.get(w.elsewhere.id)?.results).toEqual([]);
    const final = byId.get(w.played.id)?.results;
    expect(final).toHaveLength(1);
    expect(final?.[0]).toMatchObject({
      id: w.final.id,
      is_final: true,
      scorer: [{ user_id: w.finalScorer.id }],
    });
    // Not in any season: no pending result at all, so no submitter's name and no scorer of one.
    const all = (res.json().data as Season[]).flatMap((s) => s.matches.flatMap((m) => m.results));
    expect(all.every((result) => result.is_final)).toBe(true);
    expect(all.flatMap((result) => result.scorer).map((entry) => entry.user_id)).not.toContain(w.scorer.id);
  });
});

describe('getPendingResults', () => {
  const expectSees = async (user: UserRow, matchIds: number[]) => {
    const res = await pendingFor(user);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as PendingResults[]).map((entry) => entry.match_id).sort()).toEqual(
      matchIds.sort(),
    );
    return res.json().data as PendingResults[];
  };

  it('gives the captains of both teams and of the referee teams the suggestion, its submitter and scorers', async () => {
    for (const captain of [
      w.home.captain,
      member(w.guest.members, 1),
      w.ref2.captain,
      member(w.ref2.members, 1),
    ]) {
      const [entry] = await expectSees(captain, [w.open.id]);
      expect(entry?.results).toEqual([
        expect.objectContaining({
          id: w.suggestion.id,
          is_final: false,
          score_home: 2,
          score_guest: 1,
          submitted_by: w.home.captain.id,
          submitted_by_user: w.home.captain.name,
          submitted_team_id: w.home.team.id,
          scorer: [expect.objectContaining({ user_id: w.scorer.id, name: w.scorer.name, goal_count: 2 })],
        }),
      ]);
    }
    // ref1 referees both pending matches and plays in one of them.
    await expectSees(w.ref1.captain, [w.open.id, w.elsewhere.id]);
  });

  it('gives admins every match of the season, and a captain of no such match none', async () => {
    await expectSees(w.admin, [w.open.id, w.elsewhere.id]);
    const unrelated = await buildTeam(t.db, { size: 2 });
    await expectSees(unrelated.captain, []);
  });

  it('refuses players, users, pending captains and visitors; unknown seasons and bad ids', async () => {
    const pending = await buildTeam(t.db, { accepted: false, size: 1 });
    for (const user of [member(w.home.members, 2), w.loner, pending.captain]) {
      const res = await pendingFor(user);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: false, code: 'pending_results_not_allowed' });
    }
    expect((await pendingFor(null)).statusCode).toBe(401);
    const unknown = await pendingFor(w.home.captain, 999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('season_not_found');
    const bad = await t.post('/api/getPendingResults', w.home.captain, { season_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^season_id: /);
  });

  it('shows a result as pending until it is accepted, then in the public answer only', async () => {
    const accept = await t.post('/api/acceptResult', w.guest.captain, { result_id: w.suggestion.id });
    expect(accept.statusCode, accept.body).toBe(200);
    await expectSees(w.home.captain, []);
    const res = await t.app.inject({ method: 'GET', url: '/api/getSeasons' });
    const season = (res.json().data as Season[]).find((s) => s.id === w.season.id);
    const open = season?.matches.find((m) => m.id === w.open.id);
    expect(open?.results).toEqual([
      expect.objectContaining({
        id: w.suggestion.id,
        is_final: true,
        scorer: [expect.objectContaining({ user_id: w.scorer.id })],
      }),
    ]);
  });
});
