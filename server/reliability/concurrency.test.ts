import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';
import type { Team } from '../../common/api/types';
import { LIMITS } from '../../common/limits';
import {
  buildGroup,
  buildMatch,
  buildResult,
  buildSeason,
  buildTeam,
  buildUser,
  type UserRow,
} from '../db/factories';
import { groups, groupTeams, matches, scorers, teams, users } from '../db/schema';
import { transaction } from '../db/transaction';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Simultaneous calls through the real app (the ten racing acceptResult calls are in
 * routes/matches.test.ts). Each race must end in one consistent outcome: the losers get a 409
 * envelope, and no row is duplicated or half-written.
 */

let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);

function expectConflict(answer: LightMyRequestResponse, code: ErrorCode) {
  expect(answer.statusCode, answer.body).toBe(409);
  const body = answer.json() as { status: boolean; code: ErrorCode };
  expect(body.status).toBe(false);
  expect(body.code).toBe(code);
}

async function usersById(ids: number[]) {
  const rows = await t.db
    .select({ id: users.id, role: users.role, memberOf: users.memberOf, tokenVersion: users.tokenVersion })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Members as the public team list counts them (requests excluded), and as the table holds them. */
async function memberCounts(teamId: number) {
  const listed = okData<Team[]>(await t.post('/api/getTeams', null));
  const [row] = await t.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.memberOf, teamId), inArray(users.role, ['PLAYER', 'CAPTAIN'])));
  return { listed: listed.find((team) => team.id === teamId)?.player_count, stored: row?.n };
}

const tenUsers = () => Promise.all(Array.from({ length: 10 }, () => buildUser(t.db)));

/** A group of a new season, for matches that must be group matches (knockout stages are unique). */
async function newGroup(): Promise<{ seasonId: number; groupId: number }> {
  const season = await buildSeason(t.db);
  const group = await buildGroup(t.db, { seasonId: season.id });
  return { seasonId: season.id, groupId: group.id };
}

describe('joining and accepting players at the same time', () => {
  it('takes ten requests at once, then ten accepts at once, and counts every player once', async () => {
    const { team, captain } = await buildTeam(t.db, { size: 19, coCaptains: 1 });
    const requesters = await tenUsers();
    const joins = await Promise.all(requesters.map((u) => t.post('/api/joinTeam', u, { team_id: team.id })));
    expect(statuses(joins)).toEqual(Array(10).fill(200));
    const accepts = await Promise.all(
      requesters.map((u) => t.post('/api/acceptPlayer', captain, { user_id: u.id, accept: true })),
    );
    expect(statuses(accepts)).toEqual(Array(10).fill(200));
    const after = await usersById(requesters.map((u) => u.id));
    for (const u of requesters) {
      // An accepted request keeps the session (decision 033): the version stays as it was.
      expect(after.get(u.id)).toEqual({ id: u.id, role: 'PLAYER', memberOf: team.id, tokenVersion: 0 });
    }
    expect(await memberCounts(team.id)).toEqual({ listed: 29, stored: 29 });
  });

  it('serves ten join-and-accept pairs sent together: a player exactly when the accept won', async () => {
    const { team, captain } = await buildTeam(t.db, { size: 3 });
    const requesters = await tenUsers();
    const pairs = await Promise.all(
      requesters.map((u) =>
        Promise.all([
          t.post('/api/joinTeam', u, { team_id: team.id }),
          t.post('/api/acceptPlayer', captain, { user_id: u.id, accept: true }),
        ]),
      ),
    );
    const after = await usersById(requesters.map((u) => u.id));
    let players = 0;
    for (const [i, [join, accept]] of pairs.entries()) {
      const u = requesters[i] as UserRow;
      // The join always goes through: the accept either found the request or came too early.
      expect(join.statusCode, join.body).toBe(200);
      if (accept.statusCode === 200) {
        players++;
        expect(after.get(u.id)).toMatchObject({ role: 'PLAYER', memberOf: team.id, tokenVersion: 0 });
      } else {
        expectConflict(accept, 'no_pending_request');
        expect(after.get(u.id)).toMatchObject({ role: 'USER', memberOf: team.id, tokenVersion: 0 });
      }
    }
    expect(await memberCounts(team.id)).toEqual({ listed: 3 + players, stored: 3 + players });
  });

  it('lets a user who asks two teams at once into exactly one of them', async () => {
    const a = await buildTeam(t.db, { size: 2 });
    const b = await buildTeam(t.db, { size: 2 });
    const requesters = await tenUsers();
    const answers = await Promise.all(
      requesters.map((u) =>
        Promise.all([
          t.post('/api/joinTeam', u, { team_id: a.team.id }),
          t.post('/api/joinTeam', u, { team_id: b.team.id }),
        ]),
      ),
    );
    const after = await usersById(requesters.map((u) => u.id));
    for (const [i, [toA, toB]] of answers.entries()) {
      const u = requesters[i] as UserRow;
      const won = toA.statusCode === 200 ? a.team.id : b.team.id;
      const lost = toA.statusCode === 200 ? toB : toA;
      expect(statuses([toA, toB]).sort()).toEqual([200, 409]);
      expectConflict(lost, 'withdraw_request_first');
      expect(after.get(u.id)?.memberOf).toBe(won);
    }
    // Both captains now answer all requests at once: each user ends up in one team only.
    const decisions = await Promise.all(
      requesters.flatMap((u) => [
        t.post('/api/acceptPlayer', a.captain, { user_id: u.id, accept: true }),
        t.post('/api/acceptPlayer', b.captain, { user_id: u.id, accept: true }),
      ]),
    );
    expect(statuses(decisions).filter((s) => s === 200)).toHaveLength(10);
    const final = await usersById(requesters.map((u) => u.id));
    for (const u of requesters) {
      expect(final.get(u.id)).toMatchObject({ role: 'PLAYER', memberOf: after.get(u.id)?.memberOf });
    }
    const inA = (await memberCounts(a.team.id)).stored ?? 0;
    const inB = (await memberCounts(b.team.id)).stored ?? 0;
    expect(inA + inB).toBe(2 + 2 + 10);
  });

  it('answers each of ten requests once when its accept and its reject come together', async () => {
    const { team, captain, members } = await buildTeam(t.db, { size: 2, coCaptains: 1 });
    const coCaptain = members[1] as UserRow;
    const requesters = await Promise.all(
      Array.from({ length: 10 }, () => buildUser(t.db, { memberOf: team.id })),
    );
    const answers = await Promise.all(
      requesters.map((u, i) =>
        // Who accepts and who rejects alternates, so both orders of arrival are exercised.
        Promise.all([
          t.post('/api/acceptPlayer', i % 2 ? captain : coCaptain, { user_id: u.id, accept: true }),
          t.post('/api/acceptPlayer', i % 2 ? coCaptain : captain, { user_id: u.id, accept: false }),
        ]),
      ),
    );
    const after = await usersById(requesters.map((u) => u.id));
    let accepted = 0;
    for (const [i, [accept, reject]] of answers.entries()) {
      const u = requesters[i] as UserRow;
      expect(statuses([accept, reject]).sort()).toEqual([200, 409]);
      expectConflict(accept.statusCode === 200 ? reject : accept, 'no_pending_request');
      // One decision; either keeps the session (decision 033).
      expect(after.get(u.id)).toEqual(
        accept.statusCode === 200
          ? { id: u.id, role: 'PLAYER', memberOf: team.id, tokenVersion: 0 }
          : { id: u.id, role: 'USER', memberOf: null, tokenVersion: 0 },
      );
      if (accept.statusCode === 200) accepted++;
    }
    expect(await memberCounts(team.id)).toEqual({ listed: 2 + accepted, stored: 2 + accepted });
  });
});

describe('deleting an account while it is named referee or credited a goal', () => {
  it('keeps every referee and goal that was confirmed; the others were refused, not lost', async () => {
    const home = await buildTeam(t.db, { size: 11 });
    const guest = await buildTeam(t.db, { size: 2 });
    const referees = await buildTeam(t.db, { size: 11 });
    const group = await newGroup();
    // Still to kick off: captains name referees until then.
    const kickOff = new Date(Date.now() + 3600 * 1000);
    const races = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const match = await buildMatch(t.db, {
          ...group,
          homeId: home.team.id,
          guestId: guest.team.id,
          refereeTeamId: referees.team.id,
          date: kickOff,
        });
        const result = await buildResult(t.db, {
          matchId: match.id,
          scoreHome: 1,
          scoreGuest: 0,
          submittedBy: home.captain.id,
        });
        return {
          match,
          result,
          referee: referees.members[i + 1] as UserRow,
          scorer: home.members[i + 1] as UserRow,
        };
      }),
    );
    const answers = await Promise.all(
      races.map(({ match, result, referee, scorer }) =>
        Promise.all([
          t.post('/api/assignReferee', referees.captain, { match_id: match.id, referee_id: referee.id }),
          t.post('/api/deleteAccount', referee),
          t.post('/api/addscorer', home.captain, {
            match_id: match.id,
            result_id: result.id,
            team_id: home.team.id,
            scorers: [{ playerId: scorer.id, goals: 1 }],
          }),
          t.post('/api/deleteAccount', scorer),
        ]),
      ),
    );
    for (const [i, [assign, refereeGone, credit, scorerGone]] of answers.entries()) {
      const { match, result, referee, scorer } = races[i] as (typeof races)[number];
      expect(statuses([refereeGone, scorerGone])).toEqual([200, 200]);
      const [row] = await t.db.select().from(matches).where(eq(matches.id, match.id));
      const left = await usersById([referee.id, scorer.id]);
      if (assign.statusCode === 200) {
        // Named first: the account stays as 'Former player', and so does the duty done.
        expect(row?.refereeId).toBe(referee.id);
        expect(left.get(referee.id)).toMatchObject({ role: 'USER', memberOf: null });
      } else {
        expect(assign.statusCode, assign.body).toBe(400);
        expect(row?.refereeId).toBeNull();
        expect(left.has(referee.id)).toBe(false);
      }
      const goals = await t.db.select().from(scorers).where(eq(scorers.resultId, result.id));
      if (credit.statusCode === 200) {
        expect(goals.map((g) => g.userId)).toEqual([scorer.id]);
        expect(left.get(scorer.id)).toMatchObject({ role: 'USER', memberOf: null });
      } else {
        expect(credit.statusCode, credit.body).toBe(400);
        expect(goals).toEqual([]);
        expect(left.has(scorer.id)).toBe(false);
      }
    }
  });
});

// PGlite runs one transaction at a time: holding one open while a request waits needs PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('deleting an account while a referee naming commits', () => {
  it('waits for it, then keeps the row (wiped) and the duty done, instead of emptying the slot', async () => {
    const referees = await buildTeam(t.db, { size: 2 });
    const referee = referees.members[1] as UserRow;
    const [home, guest] = [await buildTeam(t.db), await buildTeam(t.db)];
    const match = await buildMatch(t.db, {
      ...(await newGroup()),
      homeId: home.team.id,
      guestId: guest.team.id,
      refereeTeamId: referees.team.id,
    });
    let named: () => void = () => {};
    let commit: () => void = () => {};
    const namedNotCommitted = new Promise<void>((resolve) => {
      named = resolve;
    });
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    // What assignReferee does (the referee's row locked for share, the slot set), held open.
    const naming = transaction(t.db, async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, referee.id)).for('share');
      await tx.update(matches).set({ refereeId: referee.id }).where(eq(matches.id, match.id));
      named();
      await committing;
    });
    await namedNotCommitted;
    const deletion = t.post('/api/deleteAccount', referee);
    // Commit only once the deletion waits for the referee's row (having hashed its unusable
    // password and, before the fix, already looked for history and found none).
    const waiting = async () =>
      ((await t.db.execute(sql`select 1 from pg_locks where not granted`)) as unknown as { rows: unknown[] })
        .rows.length;
    await expect.poll(waiting, { timeout: 20_000, interval: 20 }).toBeGreaterThan(0);
    commit();
    await naming;
    expect((await deletion).statusCode).toBe(200);
    const [row] = await t.db.select().from(matches).where(eq(matches.id, match.id));
    expect(row?.refereeId).toBe(referee.id);
    const [wiped] = await t.db.select().from(users).where(eq(users.id, referee.id));
    expect(wiped).toMatchObject({ name: 'Former player', role: 'USER', memberOf: null });
  });
});

describe('drawing the same season twice at once', () => {
  it('draws one set of groups and one set of matches; the second call is refused', async () => {
    const drawn = await Promise.all(
      Array.from({ length: LIMITS.minDrawTeams }, () => buildTeam(t.db, { size: 20 })),
    );
    const season = await buildSeason(t.db);
    const draws = await Promise.all(
      [1, 2, 3].map(() => t.post('/api/createGroups', admin, { season_id: season.id })),
    );
    expect(statuses(draws).sort()).toEqual([200, 409, 409]);
    for (const loser of draws.filter((a) => a.statusCode === 409)) {
      expectConflict(loser, 'draw_not_possible');
    }
    const winner = okData<{ groups: { id: number; team_ids: number[] }[] }>(
      draws.find((a) => a.statusCode === 200) as LightMyRequestResponse,
    );
    const storedGroups = await t.db.select().from(groups).where(eq(groups.seasonId, season.id));
    expect(storedGroups.map((g) => g.id).sort()).toEqual(winner.groups.map((g) => g.id).sort());
    const placed = await t.db
      .select({ teamId: groupTeams.teamId })
      .from(groupTeams)
      .innerJoin(groups, eq(groups.id, groupTeams.groupId))
      .where(eq(groups.seasonId, season.id));
    // Every drawn team exactly once (other tests' teams may be drawn as well).
    const placedIds = placed.map((p) => p.teamId);
    expect(new Set(placedIds).size).toBe(placedIds.length);
    expect(placedIds.sort()).toEqual(winner.groups.flatMap((g) => g.team_ids).sort());
    for (const d of drawn) expect(placedIds).toContain(d.team.id);

    const fixtures = await Promise.all(
      [1, 2, 3].map(() => t.post('/api/createMatches', admin, { season_id: season.id })),
    );
    expect(statuses(fixtures).sort()).toEqual([200, 409, 409]);
    for (const loser of fixtures.filter((a) => a.statusCode === 409)) {
      expectConflict(loser, 'matches_not_creatable');
    }
    const made = okData<{ group_matches: number }>(
      fixtures.find((a) => a.statusCode === 200) as LightMyRequestResponse,
    );
    const stored = await t.db
      .select({ home: matches.homeId, guest: matches.guestId, group: matches.groupId })
      .from(matches)
      .where(eq(matches.seasonId, season.id));
    const groupMatches = stored.filter((m) => m.group !== null);
    expect(groupMatches).toHaveLength(made.group_matches);
    const pairings = groupMatches.map((m) => [m.group, ...[m.home, m.guest].sort()].join());
    expect(new Set(pairings).size).toBe(pairings.length);
  });
});

// PGlite has one connection, so its transactions never overlap: a deadlock needs PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('retrying a transaction PostgreSQL aborted', () => {
  it('runs the deadlock victim again, so both writers succeed', async () => {
    const [x, y] = await Promise.all([buildTeam(t.db), buildTeam(t.db)]).then((built) =>
      built.map((b) => b.team.id),
    );
    if (x === undefined || y === undefined) throw new Error('no teams');
    // Both transactions hold their first lock before either asks for the second: a sure deadlock.
    let arrived = 0;
    let release: () => void = () => {};
    const bothHoldOne = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tries = { total: 0 };
    const writer = (first: number, second: number, label: string) =>
      transaction(t.db, async (tx) => {
        tries.total++;
        await tx
          .update(teams)
          .set({ name: sql`${teams.name} || ${label}` })
          .where(eq(teams.id, first));
        if (++arrived === 2) release();
        await bothHoldOne;
        await tx
          .update(teams)
          .set({ name: sql`${teams.name} || ${label}` })
          .where(eq(teams.id, second));
      });
    await Promise.all([writer(x, y, '-a'), writer(y, x, '-b')]);
    // PostgreSQL aborted one of them (40P01); the helper ran it again after the other committed.
    // A retry that starts before that commit may collide once more (seen in CI: 4 tries), and is
    // run again as well: what counts is that no writer's work is lost.
    expect(tries.total).toBeGreaterThanOrEqual(3);
    const names = await t.db
      .select({ name: teams.name })
      .from(teams)
      .where(inArray(teams.id, [x, y]));
    for (const { name } of names) {
      expect(name).toMatch(/-a/);
      expect(name).toMatch(/-b/);
    }
  });
});
