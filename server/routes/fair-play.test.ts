import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';
import type { FairPlayTableAnswer, MatchFairPlay, RefereeFairPlay } from '../../common/api/fair-play';
import type { Todo } from '../../common/api/todos';
import type { Season } from '../../common/api/types';
import {
  buildGroup,
  buildMatch,
  buildResult,
  buildSeason,
  buildTeam,
  buildUser,
  type UserRow,
} from '../db/factories';
import { auditLog, fairPlayRatings, notifications, seasons } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { runScheduledWork } from '../services/scheduler';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Fair play (issue 44 point 3, decision 094): the captains of each side rate the other team and
 * the two referees once per match after a result; blind until both sides rated or 48 hours; a
 * silent side counts as 3; a reminder a day before; the public table; the admins' season switch.
 */

const NOW = new Date('2026-06-01T18:00:00Z');
const HOUR = 3_600_000;
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
  ratings: await t.db.select().from(fairPlayRatings).orderBy(asc(fairPlayRatings.id)),
  seasons: await t.db.select().from(seasons).orderBy(asc(seasons.id)),
});
const refused = (request: () => Promise<LightMyRequestResponse>, status: number, code: ErrorCode) =>
  expectRefusedUnchanged(dbState, request, status, code);

/** Home plays guest, refereed by one of each of two other teams; a result suggested `ago` hours ago. */
async function fixture(options: { result?: 'suggested' | 'forfeit' | 'none'; ago?: number } = {}) {
  clock.set(NOW);
  const [home, guest, refs1, refs2] = [
    await buildTeam(t.db, { size: 3, coCaptains: 1 }),
    await buildTeam(t.db, { size: 3 }),
    await buildTeam(t.db, { size: 2 }),
    await buildTeam(t.db, { size: 2 }),
  ];
  const season = await buildSeason(t.db);
  const group = await buildGroup(t.db, { seasonId: season.id, teamIds: [home.team.id, guest.team.id] });
  const [ref1, ref2] = [refs1.members[1] as UserRow, refs2.members[1] as UserRow];
  const match = await buildMatch(t.db, {
    seasonId: season.id,
    groupId: group.id,
    week: 1,
    homeId: home.team.id,
    guestId: guest.team.id,
    refereeTeamId: refs1.team.id,
    refereeId: ref1.id,
    refereeTeamId2: refs2.team.id,
    refereeId2: ref2.id,
    date: new Date(NOW.getTime() - 3 * HOUR),
  });
  const kind = options.result ?? 'suggested';
  if (kind !== 'none') {
    await buildResult(t.db, {
      matchId: match.id,
      scoreHome: kind === 'forfeit' ? 3 : 2,
      scoreGuest: kind === 'forfeit' ? 0 : 1,
      forfeit: kind === 'forfeit',
      submittedBy: home.captain.id,
      createdAt: new Date(NOW.getTime() - (options.ago ?? 1) * HOUR),
    });
  }
  return { season, home, guest, ref1, ref2, match, coCaptain: home.members[1] as UserRow };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;

/** A full rating of the other side: team `teamScore`, each referee `refScore`. */
const ratingsOf = (
  f: Fixture,
  of: 'home' | 'guest',
  teamScore: number,
  refScore: number,
  comment?: string,
) => [
  { team_id: f[of].team.id, score: teamScore, ...(comment ? { comment } : {}) },
  { referee_id: f.ref1.id, score: refScore },
  { referee_id: f.ref2.id, score: refScore },
];
const rate = (user: UserRow | null, f: Fixture, ratings: object[]) =>
  t.post('/api/rateFairPlay', user, { match_id: f.match.id, ratings });
const view = async (user: UserRow, f: Fixture) =>
  okData<MatchFairPlay>(await t.post('/api/getMatchFairPlay', user, { match_id: f.match.id }));
const table = async (f: Fixture) =>
  okData<FairPlayTableAnswer>(await t.post('/api/getFairPlayTable', null, { season_id: f.season.id }));

describe('rateFairPlay', () => {
  it('the captains of each side (co-captains too) rate once per match; nobody else', async () => {
    const f = await fixture();
    const player = f.home.members[2] as UserRow;
    for (const user of [player, f.ref1, admin]) {
      await refused(() => rate(user, f, ratingsOf(f, 'guest', 4, 4)), 403, 'fair_play_not_allowed');
    }
    await refused(() => rate(null, f, ratingsOf(f, 'guest', 4, 4)), 401, 'session_expired');
    const mine = okData<MatchFairPlay>(
      await rate(f.coCaptain, f, ratingsOf(f, 'guest', 4, 5, 'Fair und laut')),
    );
    expect(mine).toMatchObject({ open: true, rated: true, released: false, can_rate: false });
    // The side has rated: its main captain cannot rate again.
    await refused(() => rate(f.home.captain, f, ratingsOf(f, 'guest', 1, 1)), 409, 'fair_play_already_rated');
    okData(await rate(f.guest.captain, f, ratingsOf(f, 'home', 2, 3)));
    expect(
      await t.db.select().from(fairPlayRatings).where(eq(fairPlayRatings.matchId, f.match.id)),
    ).toHaveLength(6);
  });

  it('opens with a suggested result, not before the final whistle and not for a forfeit', async () => {
    for (const result of ['none', 'forfeit'] as const) {
      const f = await fixture({ result });
      await refused(() => rate(f.home.captain, f, ratingsOf(f, 'guest', 4, 4)), 409, 'fair_play_not_open');
      expect(await view(f.home.captain, f)).toMatchObject({ open: false, can_rate: false, release_at: null });
    }
  });

  it('closes 48 hours after the first result', async () => {
    const f = await fixture({ ago: 48 });
    await refused(() => rate(f.home.captain, f, ratingsOf(f, 'guest', 4, 4)), 409, 'fair_play_closed');
  });

  it('wants exactly the other team and each appointed referee, with scores 1 to 5', async () => {
    const f = await fixture();
    const wrong = [
      ratingsOf(f, 'home', 4, 4),
      ratingsOf(f, 'guest', 4, 4).slice(0, 2),
      [...ratingsOf(f, 'guest', 4, 4).slice(0, 2), { referee_id: f.home.captain.id, score: 3 }],
    ];
    for (const ratings of wrong) {
      await refused(() => rate(f.home.captain, f, ratings), 400, 'fair_play_ratings_mismatch');
    }
    for (const score of [0, 6, 2.5]) {
      await refused(() => rate(f.home.captain, f, ratingsOf(f, 'guest', score, 3)), 400, 'invalid_field');
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rateFairPlay',
      headers: GERMAN,
      payload: {
        access_token: await t.tokenFor(f.home.captain),
        match_id: f.match.id,
        ratings: ratingsOf(f, 'home', 4, 4),
      },
    });
    expect(res.json()).toMatchObject({
      code: 'fair_play_ratings_mismatch',
      error: 'Bitte bewerte genau das andere Team und jeden für das Spiel eingeteilten Schiedsrichter.',
    });
  });
});

describe('blind until both sides rated or 48 hours', () => {
  it('before release a side sees only its own ratings and the table none; both rated, all show', async () => {
    const f = await fixture();
    okData(await rate(f.home.captain, f, ratingsOf(f, 'guest', 5, 4, 'Very fair')));
    const guestView = await view(f.guest.captain, f);
    expect(guestView).toMatchObject({ released: false, rated: false, can_rate: true, ratings: [] });
    expect((await view(f.home.captain, f)).ratings).toHaveLength(3);
    expect((await view(admin, f)).ratings).toEqual([]);
    expect((await table(f)).rows.every((r) => r.average === null)).toBe(true);

    okData(await rate(f.guest.captain, f, ratingsOf(f, 'home', 2, 3)));
    const released = await view(f.guest.captain, f);
    expect(released.released).toBe(true);
    expect(released.ratings).toContainEqual({
      rater_team_id: f.home.team.id,
      team_id: f.guest.team.id,
      referee_id: null,
      score: 5,
      comment: 'Very fair',
      neutral: false,
    });
    expect((await table(f)).rows.map((r) => [r.team_id, r.average])).toEqual([
      [f.guest.team.id, 5],
      [f.home.team.id, 2],
    ]);
  });

  it('at 48 hours by the clock the silent side counts as a neutral 3, after a reminder a day before', async () => {
    const f = await fixture({ ago: 1 });
    okData(await rate(f.home.captain, f, ratingsOf(f, 'guest', 5, 4)));
    const reminders = async () =>
      (await t.db.select().from(notifications).orderBy(asc(notifications.id))).filter(
        (n) => n.objectId === f.match.id && n.kind === 'reminder_fair_play',
      );
    await runScheduledWork(t.app);
    expect(await reminders()).toEqual([]);
    clock.advance(23);
    await runScheduledWork(t.app);
    await runScheduledWork(t.app);
    const sent = await reminders();
    // The guest captain only: home has rated.
    expect(sent.map((n) => n.userId)).toEqual([f.guest.captain.id]);
    expect(sent[0]).toMatchObject({
      group: 'reminders',
      title: `Rate the fair play of ${f.home.team.name} – ${f.guest.team.name}`,
      path: `/dashboard/fair-play/${f.match.id}`,
    });
    const todos = okData<Todo[]>(await t.post('/api/getTodos', f.guest.captain));
    expect(todos.filter((x) => x.kind === 'rate_fair_play')).toEqual([
      expect.objectContaining({
        match_id: f.match.id,
        team_id: f.home.team.id,
        text: expect.stringContaining(`${f.home.team.name} – ${f.guest.team.name}`),
        due_at: new Date(NOW.getTime() + 47 * HOUR).toISOString(),
      }),
    ]);
    expect(okData<Todo[]>(await t.post('/api/getTodos', f.home.captain)).map((x) => x.kind)).not.toContain(
      'rate_fair_play',
    );

    clock.advance(23);
    expect((await view(f.home.captain, f)).released).toBe(false);
    clock.advance(1);
    const after = await view(f.home.captain, f);
    expect(after.released).toBe(true);
    expect(after.ratings.filter((r) => r.neutral)).toEqual([
      {
        rater_team_id: f.guest.team.id,
        team_id: f.home.team.id,
        referee_id: null,
        score: 3,
        comment: null,
        neutral: true,
      },
      {
        rater_team_id: f.guest.team.id,
        team_id: null,
        referee_id: f.ref1.id,
        score: 3,
        comment: null,
        neutral: true,
      },
      {
        rater_team_id: f.guest.team.id,
        team_id: null,
        referee_id: f.ref2.id,
        score: 3,
        comment: null,
        neutral: true,
      },
    ]);
    expect((await table(f)).rows.map((r) => [r.team_id, r.average])).toEqual([
      [f.guest.team.id, 5],
      [f.home.team.id, 3],
    ]);
    expect(okData<Todo[]>(await t.post('/api/getTodos', f.guest.captain)).map((x) => x.kind)).not.toContain(
      'rate_fair_play',
    );
    await refused(() => rate(f.guest.captain, f, ratingsOf(f, 'home', 1, 1)), 409, 'fair_play_closed');
    const referees = okData<RefereeFairPlay>(
      await t.post('/api/getRefereeFairPlay', admin, { season_id: f.season.id }),
    );
    expect(referees.map((r) => [r.referee_id, r.average, r.ratings]).sort()).toEqual(
      [f.ref1, f.ref2].map((r) => [r.id, 3.5, 2]).sort(),
    );
  });
});

describe('the season setting and the referees', () => {
  it('admins switch the fair-play tie-break (audited) and read the referees; others are refused', async () => {
    const f = await fixture();
    await refused(
      () => t.post('/api/setFairPlayTiebreak', f.home.captain, { season_id: f.season.id, enabled: true }),
      403,
      'fair_play_tiebreak_not_allowed',
    );
    await refused(
      () => t.post('/api/getRefereeFairPlay', f.home.captain, { season_id: f.season.id }),
      403,
      'referee_fair_play_not_allowed',
    );
    const answer = okData<FairPlayTableAnswer>(
      await t.post('/api/setFairPlayTiebreak', admin, { season_id: f.season.id, enabled: true }),
    );
    expect(answer.tiebreak).toBe(true);
    expect((await table(f)).tiebreak).toBe(true);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'season.fair_play_tiebreak'))
      .orderBy(asc(auditLog.id));
    expect(entry).toBeDefined();
    await refused(
      () => t.post('/api/getFairPlayTable', null, { season_id: 999_999 }),
      404,
      'season_not_found',
    );
  });
});

describe('the tie-break on the public table', () => {
  it('ranks teams level on everything else by released fair play, and the explanation says so (en, de)', async () => {
    const f = await fixture({ result: 'none' });
    // A 1:1 leaves the two level on points, goal difference, goals and head-to-head: the name decides.
    await buildResult(t.db, {
      matchId: f.match.id,
      scoreHome: 1,
      scoreGuest: 1,
      isFinal: true,
      submittedBy: admin.id,
      createdAt: new Date(NOW.getTime() - HOUR),
    });
    const season = async (headers: Record<string, string> = {}) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/getSeason?season_id=${f.season.id}`,
        headers,
      });
      const [group] = (res.json() as { data: Season }).data.groups;
      if (!group) throw new Error('no group');
      return group;
    };
    const byName = (await season()).teams.map((team) => team.id);
    const [first, second] = byName as [number, number];
    const sideOf = (id: number) => (id === f.home.team.id ? 'home' : 'guest');
    const captainOf = (id: number) => (id === f.home.team.id ? f.home.captain : f.guest.captain);
    // The team second by name is rated 5, the first 2: both rated, so released at once.
    okData(await rate(captainOf(first), f, ratingsOf(f, sideOf(second), 5, 3)));
    okData(await rate(captainOf(second), f, ratingsOf(f, sideOf(first), 2, 3)));
    expect((await season()).teams.map((team) => team.id)).toEqual(byName);

    okData(await t.post('/api/setFairPlayTiebreak', admin, { season_id: f.season.id, enabled: true }));
    const group = await season();
    expect(group.teams.map((team) => team.id)).toEqual([second, first]);
    const neighbour = group.explanations[0]?.neighbours[0];
    expect(neighbour).toMatchObject({ team_id: first, ahead: true, criterion: 'fair_play' });
    expect(neighbour?.sentence).toContain('ahead on fair play, 5 against 2');
    const german = await season(GERMAN);
    expect(german.explanations[0]?.neighbours[0]?.sentence).toContain('vorn im Fairplay, 5 zu 2');

    okData(await t.post('/api/setFairPlayTiebreak', admin, { season_id: f.season.id, enabled: false }));
    expect((await season()).teams.map((team) => team.id)).toEqual(byName);
  });
});
