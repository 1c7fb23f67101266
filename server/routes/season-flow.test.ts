import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match, Result, Season } from '../../common/api/types';
import { isKnockoutStage, roundOfStage } from '../../common/league/bracket';
import { type BuiltTeam, buildTeam, buildUser, type UserRow } from '../db/factories';
import { matches } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A whole small season through the API only (but for the clock: kick-offs are moved into the past
 * in the database), in a database of its own (exactly eight teams).
 */

let t: TestApp;
let admin: UserRow;
let teams: BuiltTeam[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'ADMIN' });
  teams = [];
  for (let i = 0; i < 8; i++) teams.push(await buildTeam(t.db, { size: 20, name: `Flow Team ${i + 1}` }));
});
afterAll(() => t.close());

async function call<T>(
  url: string,
  user: { id: number; role: string; tokenVersion: number },
  payload: object,
) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: { access_token: await t.tokenFor(user), ...payload },
  });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return (res.json() as { data: T }).data;
}

const teamOf = (id: number | null) => {
  const team = teams.find((x) => x.team.id === id);
  if (!team) throw new Error(`no team ${id}`);
  return team;
};

async function seasonView(id: number): Promise<Season> {
  const seasons = (await t.app.inject({ method: 'GET', url: '/api/getSeasons' })).json().data as Season[];
  const season = seasons.find((s) => s.id === id);
  if (!season) throw new Error('season not shown');
  return season;
}

/** Referees assigned by the referee captains, the home captain suggests, the guest captain accepts. */
async function play(match: Match, home: number, guest: number, shootoutWinner?: number) {
  // The home captain schedules the match (ahead only, decision 020) and the referee captains name
  // their referees before the kick-off, when naming closes; then the kick-off comes: the clock is
  // moved by dating the match an hour ago, and captains may enter results.
  await call('/api/updateMatchDate', teamOf(match.home_id).captain, {
    match_id: match.id,
    date: new Date(Date.now() + 3600 * 1000).toISOString(),
  });
  for (const [slot, teamId] of [
    [1, match.referee_team_id],
    [2, match.referee_team_id_2],
  ] as const) {
    if (teamId === null) continue;
    const ref = teamOf(teamId);
    await call('/api/assignReferee', ref.captain, {
      match_id: match.id,
      referee_id: ref.members[5]?.id,
      slot,
    });
  }
  await t.db
    .update(matches)
    .set({ date: new Date(Date.now() - 3600 * 1000) })
    .where(eq(matches.id, match.id));
  const suggestion = await call<Result>('/api/addResult', teamOf(match.home_id).captain, {
    match_id: match.id,
    home_score: home,
    guest_score: guest,
    ...(shootoutWinner ? { shootout_winner_id: shootoutWinner } : {}),
  });
  if (home > 0) {
    await call('/api/addscorer', teamOf(match.home_id).captain, {
      match_id: match.id,
      result_id: suggestion.id,
      team_id: match.home_id,
      scorers: [{ playerId: teamOf(match.home_id).members[9]?.id, goals: home }],
    });
  }
  await call('/api/acceptResult', teamOf(match.guest_id).captain, { result_id: suggestion.id });
}

describe('a season from start to final', () => {
  it('runs through the API', { timeout: 120_000 }, async () => {
    const season = await call<{ id: number }>('/api/addSeason', admin, { name: 'Flow Season' });
    const drawn = await call<{ groups: { team_ids: number[] }[]; left_out: unknown[] }>(
      '/api/createGroups',
      admin,
      {
        season_id: season.id,
      },
    );
    expect(drawn.groups.map((g) => g.team_ids.length)).toEqual([4, 4]);
    expect(drawn.left_out).toEqual([]);
    expect(await call('/api/createMatches', admin, { season_id: season.id })).toEqual({
      group_matches: 12,
      group_weeks: 3,
    });

    let view = await seasonView(season.id);
    const groupMatches = view.matches.filter((m) => !isKnockoutStage(m.match_stage));
    expect(groupMatches).toHaveLength(12);
    // Home side always wins by (week) goals: a clear table.
    for (const m of groupMatches) await play(m, 1 + (m.id % 3), 0);

    // Knockout places follow the table as shown, penalties included, until a quarter-final has a
    // result: 20 missed duties (-38 points) drop Group 1's winner to 4th.
    const stage = (v: Season, name: string) => v.matches.find((m) => m.match_stage === name);
    view = await seasonView(season.id);
    const winner = view.groups[0]?.teams.find((row) => row.position === 1);
    const runnerUp = view.groups[0]?.teams.find((row) => row.position === 2);
    expect(stage(view, 'QUARTERFINAL1')?.home_id).toBe(winner?.id);
    const penalty = await call<{ id: number }>('/api/addPenaltyAdjustment', admin, {
      season_id: season.id,
      team_id: winner?.id,
      duties: 20,
      reason: 'Flow test',
    });
    view = await seasonView(season.id);
    expect(view.groups[0]?.teams.find((row) => row.position === 4)?.id).toBe(winner?.id);
    expect(stage(view, 'QUARTERFINAL1')?.home_id).toBe(runnerUp?.id);
    expect(stage(view, 'QUARTERFINAL3')?.guest_id).toBe(winner?.id);
    await call('/api/removePenaltyAdjustment', admin, { adjustment_id: penalty.id });
    expect(stage(await seasonView(season.id), 'QUARTERFINAL1')?.home_id).toBe(winner?.id);
    // Once a quarter-final has a result, a penalty no longer moves anyone between matches.
    const frozen = await seasonView(season.id);
    await call('/api/addResult', admin, {
      match_id: stage(frozen, 'QUARTERFINAL2')?.id,
      home_score: 1,
      guest_score: 0,
    });
    const late = await call<{ id: number }>('/api/addPenaltyAdjustment', admin, {
      season_id: season.id,
      team_id: winner?.id,
      duties: 20,
      reason: 'Flow test, too late to move anyone',
    });
    const after = await seasonView(season.id);
    for (const name of ['QUARTERFINAL1', 'QUARTERFINAL2', 'QUARTERFINAL3', 'QUARTERFINAL4']) {
      expect([stage(after, name)?.home_id, stage(after, name)?.guest_id], name).toEqual([
        stage(frozen, name)?.home_id,
        stage(frozen, name)?.guest_id,
      ]);
    }
    await call('/api/removePenaltyAdjustment', admin, { adjustment_id: late.id });

    for (const round of ['QF', 'SF', 'F'] as const) {
      view = await seasonView(season.id);
      const roundMatches = view.matches.filter((m) => {
        const r = roundOfStage(m.match_stage);
        return round === 'F' ? r === 'F' || r === '3P' : r === round;
      });
      expect(roundMatches.length).toBeGreaterThan(0);
      for (const m of roundMatches) {
        expect(m.home_id, `${m.match_stage} home`).not.toBeNull();
        expect(m.guest_id, `${m.match_stage} guest`).not.toBeNull();
        // With eight teams all play the quarter-finals: nobody is free to referee them.
        if (round !== 'QF') expect(m.referee_team_id, `${m.match_stage} referee`).not.toBeNull();
        // One level knockout match, decided on penalties for the guest.
        if (m.match_stage === 'SEMIFINAL1') await play(m, 1, 1, m.guest_id as number);
        else await play(m, 2, 1);
      }
    }

    view = await seasonView(season.id);
    const final = view.matches.find((m) => m.match_stage === 'FINAL');
    expect(final?.results).toHaveLength(1);
    expect(final?.results[0]).toMatchObject({ is_final: true, score_home: 2, score_guest: 1 });
    expect(view.matches.every((m) => m.results.length === 1 && m.results[0]?.is_final)).toBe(true);
    expect(view.groups.map((g) => g.teams.length)).toEqual([4, 4]);
    expect(view.groups.flatMap((g) => g.teams).reduce((sum, x) => sum + x.matches, 0)).toBe(24);
    // Every referee showed up: no penalties.
    const penalties = await t.app.inject({
      method: 'POST',
      url: '/api/getPenaltyDeductions',
      payload: { season_id: season.id },
    });
    expect(penalties.json().data).toEqual({});
    // The winner of the SEMIFINAL1 shoot-out plays the final at home.
    const semi = view.matches.find((m) => m.match_stage === 'SEMIFINAL1');
    expect(final?.home_id).toBe(semi?.guest_id);
    const top = (await t.app.inject({ method: 'GET', url: '/api/gettopscorer' })).json().data as {
      season_id: number;
      top_scorers: unknown[];
    }[];
    expect(top.find((s) => s.season_id === season.id)?.top_scorers.length).toBeGreaterThan(0);

    // Regenerating changes nothing in a clean season.
    await call('/api/regenerateTablesOfSeason', admin, { season_id: season.id });
    expect(await seasonView(season.id)).toEqual(view);
  });
});
