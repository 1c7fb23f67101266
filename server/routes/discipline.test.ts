import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Squad } from '../../common/api/availability';
import type { Card, DisciplineRulesAnswer, PlayerCards, Suspension } from '../../common/api/discipline';
import type { ErrorCode } from '../../common/api/error-codes';
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
import {
  auditLog,
  availability,
  banLengths,
  cards,
  disciplineRules,
  leagueDetails,
  notifications,
  results,
} from '../db/schema';
import { transaction } from '../db/transaction';
import { ManualClock } from '../lib/clock';
import { availabilityReminders } from '../services/availability-reminders';
import { NEWEST_DISCIPLINE_RULES } from '../services/league-read';
import { stillTrue } from '../services/notifications/resolved';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Discipline (issue 44 points 1 and 2, decision 087): cards with a suggested result by either
 * side's captains, an appointed referee or an admin; disputes to the admins; a season's rules; the
 * suspensions computed from final cards, served only in the team's later played matches; the
 * refusals of a suspended player (availability, scorers) and the squad's mark; an admin's ban length.
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
  cards: await t.db.select().from(cards).orderBy(asc(cards.id)),
  rules: await t.db.select().from(disciplineRules),
  lengths: await t.db.select().from(banLengths),
  availability: await t.db.select().from(availability),
  audit: await t.db.select().from(auditLog).orderBy(asc(auditLog.id)),
});
const refused = (
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ErrorCode,
  error?: string | RegExp,
) => expectRefusedUnchanged(dbState, request, status, code, error);

/**
 * Home plays guest four times in a season: a week ago (with a 2:1 the home captain suggested), in
 * two days, in nine and in sixteen. The first match has an appointed referee (of a third team).
 */
async function fixture() {
  clock.set(NOW);
  const [home, guest, refs] = [
    await buildTeam(t.db, { size: 4, coCaptains: 1 }),
    await buildTeam(t.db, { size: 3 }),
    await buildTeam(t.db, { size: 2 }),
  ];
  const season = await buildSeason(t.db);
  const group = await buildGroup(t.db, { seasonId: season.id, teamIds: [home.team.id, guest.team.id] });
  const referee = refs.members[1] as UserRow;
  const match = (days: number, week: number) =>
    buildMatch(t.db, {
      seasonId: season.id,
      groupId: group.id,
      week,
      homeId: home.team.id,
      guestId: guest.team.id,
      refereeTeamId: refs.team.id,
      refereeId: referee.id,
      date: new Date(NOW.getTime() + days * DAY),
    });
  const matches = [await match(-7, 1), await match(2, 2), await match(9, 3), await match(16, 4)];
  const first = matches[0] as (typeof matches)[number];
  const result = await buildResult(t.db, {
    matchId: first.id,
    scoreHome: 2,
    scoreGuest: 1,
    submittedBy: home.captain.id,
  });
  return {
    season,
    home,
    guest,
    refs,
    referee,
    matches: matches.map((m) => m.id) as [number, number, number, number],
    result,
    /** A home player (not a captain) and a guest player. */
    homePlayer: home.members[2] as UserRow,
    guestPlayer: guest.members[1] as UserRow,
  };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;

const addCards = (user: UserRow | null, resultId: number, list: object[]) =>
  t.post('/api/addCards', user, { result_id: resultId, cards: list });
const suspensions = async (user: UserRow, seasonId: number) =>
  okData<Suspension[]>(await t.post('/api/getSuspensions', user, { season_id: seasonId }));
/** The guest side accepts the home captain's result: it is final, and its cards with it. */
const accept = async (f: Fixture) =>
  okData(await t.post('/api/acceptResult', f.guest.captain, { result_id: f.result.id }));
/** A final result of a later match: played, or a forfeit against the guest. */
const finalOn = (matchId: number, how: 'played' | 'forfeit') =>
  buildResult(t.db, {
    matchId,
    scoreHome: how === 'forfeit' ? 3 : 1,
    scoreGuest: 0,
    isFinal: true,
    forfeit: how === 'forfeit',
    submittedBy: admin.id,
  });

describe('addCards', () => {
  it("captains of either team, the appointed referee and an admin record either side's cards", async () => {
    const f = await fixture();
    const recorded = okData<Card[]>(
      await addCards(f.home.captain, f.result.id, [
        { player_id: f.guestPlayer.id, kind: 'yellow', minute: 12 },
        { player_id: f.homePlayer.id, kind: 'red' },
      ]),
    );
    expect(recorded).toMatchObject([
      { player_id: f.guestPlayer.id, kind: 'yellow', minute: 12, team_id: f.guest.team.id, disputed: false },
      { player_id: f.homePlayer.id, kind: 'red', minute: null, recorded_team_id: f.home.team.id },
    ]);
    // The co-captain of home, the guest captain, the referee and an admin: one card each.
    const others = [f.home.members[1], f.guest.captain, f.referee, admin] as UserRow[];
    const players = [f.home.members[3], f.guest.members[2], f.home.captain, f.guest.captain] as UserRow[];
    for (const [i, user] of others.entries()) {
      const list = okData<Card[]>(
        await addCards(user, f.result.id, [{ player_id: (players[i] as UserRow).id, kind: 'yellow' }]),
      );
      expect(list).toHaveLength(3 + i);
    }
    const recorders = (await t.db.select().from(cards).where(eq(cards.resultId, f.result.id))).map(
      (c) => c.recordedTeamId,
    );
    expect(recorders).toEqual([f.home.team.id, f.home.team.id, f.home.team.id, f.guest.team.id, null, null]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'cards.add'));
    expect(entries.filter((e) => e.matchId === f.matches[0])).toHaveLength(5);
  });

  it('is refused to players, other teams, users and anonymous callers', async () => {
    const f = await fixture();
    const body = [{ player_id: f.guestPlayer.id, kind: 'yellow' }];
    for (const user of [f.homePlayer, f.refs.captain, await buildUser(t.db)]) {
      await refused(() => addCards(user, f.result.id, body), 403, 'add_cards_not_allowed');
    }
    await refused(() => addCards(null, f.result.id, body), 401, 'session_expired');
    await refused(() => addCards(f.home.captain, 2_000_000, body), 404, 'result_not_found');
  });

  it('refuses bad input naming the field, nothing written', async () => {
    const f = await fixture();
    const captain = f.home.captain;
    const cases: [object[] | string, RegExp][] = [
      [[{ player_id: f.guestPlayer.id, kind: 'blue' }], /^cards\.0\.kind: .*yellow_red/],
      [[{ player_id: f.guestPlayer.id, kind: 'red', minute: 201 }], /^cards\.0\.minute: /],
      [[{ player_id: f.guestPlayer.id, kind: 'red', minute: 'late' }], /^cards\.0\.minute: /],
      [[], /^cards: /],
      [
        [
          { player_id: f.guestPlayer.id, kind: 'red' },
          { player_id: f.guestPlayer.id, kind: 'yellow' },
        ],
        /^cards: .*once/,
      ],
      [[{ kind: 'red' }], /^cards\.0\.player_id: /],
    ];
    for (const [list, error] of cases) {
      await refused(() => addCards(captain, f.result.id, list as object[]), 400, 'invalid_field', error);
    }
    await refused(
      () => t.post('/api/addCards', captain, { cards: [{ player_id: f.guestPlayer.id, kind: 'red' }] }),
      400,
      'invalid_field',
      /^result_id: /,
    );
    // A player of neither team, a requester of the home team.
    const requester = await buildUser(t.db, { role: 'USER', memberOf: f.home.team.id });
    for (const stranger of [f.referee, requester]) {
      await refused(
        () => addCards(captain, f.result.id, [{ player_id: stranger.id, kind: 'red' }]),
        400,
        'card_player_not_in_match',
      );
    }
  });

  it('of two cards for one player at once, one is stored and the other refused (real races on PostgreSQL)', async () => {
    const f = await fixture();
    const answers = await Promise.all(
      [f.home.captain, f.guest.captain].map((user) =>
        addCards(user, f.result.id, [{ player_id: f.guestPlayer.id, kind: 'red' }]),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({
      code: 'card_already_recorded',
    });
    expect(await t.db.select().from(cards).where(eq(cards.resultId, f.result.id))).toHaveLength(1);
  });

  it('one card per player and result; a final result takes cards from an admin only', async () => {
    const f = await fixture();
    okData(await addCards(f.home.captain, f.result.id, [{ player_id: f.guestPlayer.id, kind: 'yellow' }]));
    await refused(
      () => addCards(f.guest.captain, f.result.id, [{ player_id: f.guestPlayer.id, kind: 'red' }]),
      409,
      'card_already_recorded',
    );
    await accept(f);
    for (const user of [f.home.captain, f.referee]) {
      await refused(
        () => addCards(user, f.result.id, [{ player_id: f.homePlayer.id, kind: 'yellow' }]),
        409,
        'result_already_final',
      );
    }
    okData(await addCards(admin, f.result.id, [{ player_id: f.homePlayer.id, kind: 'yellow' }]));
  });
});

describe('getMatchCards', () => {
  it("shows a suggestion's cards and dispute notes to those who act on the match, final cards to anyone", async () => {
    const f = await fixture();
    const [card] = okData<Card[]>(
      await addCards(f.home.captain, f.result.id, [
        { player_id: f.guestPlayer.id, kind: 'yellow', minute: 5 },
      ]),
    );
    if (!card) throw new Error('no card');
    okData(await t.post('/api/disputeCard', f.guest.captain, { card_id: card.id, note: 'Wrong player' }));
    const read = async (user: UserRow | null) =>
      okData<Card[]>(await t.post('/api/getMatchCards', user, { match_id: f.matches[0] }));
    for (const user of [f.home.captain, f.guest.captain, f.refs.captain, f.referee, admin]) {
      expect(await read(user)).toMatchObject([{ id: card.id, disputed: true, dispute_note: 'Wrong player' }]);
    }
    for (const user of [null, f.homePlayer, await buildUser(t.db)]) expect(await read(user)).toEqual([]);
    await accept(f);
    expect(await read(null)).toMatchObject([{ id: card.id, kind: 'yellow', minute: 5, dispute_note: null }]);
    await refused(() => t.post('/api/getMatchCards', null, { match_id: 2_000_000 }), 404, 'match_not_found');
  });
});

describe('suspensions', () => {
  it("a red card counts once its result is final and is served in the team's later played matches", async () => {
    const f = await fixture();
    okData(
      await addCards(f.home.captain, f.result.id, [{ player_id: f.guestPlayer.id, kind: 'red', minute: 80 }]),
    );
    expect(await suspensions(admin, f.season.id)).toEqual([]);
    await accept(f);
    const [m1, m2, m3, m4] = f.matches;
    const ban = {
      user_id: f.guestPlayer.id,
      name: f.guestPlayer.name,
      team_id: f.guest.team.id,
      reason: 'red',
      matches: 2,
      match_id: m1,
    };
    expect(await suspensions(admin, f.season.id)).toMatchObject([{ ...ban, served: 0, until_match_id: m3 }]);
    // A forfeit does not serve it; the next played match does.
    await finalOn(m2, 'forfeit');
    expect(await suspensions(f.guestPlayer, f.season.id)).toMatchObject([
      { ...ban, served: 0, until_match_id: m4 },
    ]);
    await finalOn(m3, 'played');
    expect(await suspensions(f.guest.captain, f.season.id)).toMatchObject([
      { ...ban, served: 1, until_match_id: m4 },
    ]);
    await finalOn(m4, 'played');
    expect(await suspensions(admin, f.season.id)).toMatchObject([{ ...ban, served: 2, until_match_id: m4 }]);
  });

  it("a suspended player cannot answer yes nor score, and is marked on the squad; the other team's are not", async () => {
    const f = await fixture();
    okData(await addCards(f.referee, f.result.id, [{ player_id: f.homePlayer.id, kind: 'yellow_red' }]));
    await accept(f);
    const [, m2, m3] = f.matches;
    const body = { match_id: m2, status: 'yes' };
    await refused(
      () => t.post('/api/setAvailability', f.homePlayer, body),
      409,
      'player_suspended',
      'You are suspended for this match, so you cannot play in it.',
    );
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/setAvailability',
      headers: GERMAN,
      payload: { access_token: await t.tokenFor(f.homePlayer), ...body },
    });
    expect(german.json()).toMatchObject({
      code: 'player_suspended',
      error: 'Du bist für dieses Spiel gesperrt und kannst nicht mitspielen.',
    });
    okData(await t.post('/api/setAvailability', f.homePlayer, { match_id: m2, status: 'no' }));
    okData(await t.post('/api/setAvailability', f.homePlayer, { match_id: m3, status: 'yes' }));
    const squad = okData<Squad>(await t.post('/api/getSquad', f.home.captain, { match_id: m2 }));
    expect(squad.players.filter((p) => p.suspended).map((p) => p.user_id)).toEqual([f.homePlayer.id]);
    const next = okData<Squad>(await t.post('/api/getSquad', f.home.captain, { match_id: m3 }));
    expect(next.players.some((p) => p.suspended)).toBe(false);
    // Match 2 is played: a goal credited to the suspended player is refused.
    clock.set(new Date(NOW.getTime() + 3 * DAY));
    const played = await buildResult(t.db, {
      matchId: m2,
      scoreHome: 1,
      scoreGuest: 0,
      submittedBy: f.home.captain.id,
    });
    const scorers = (playerId: number) => ({
      match_id: m2,
      result_id: played.id,
      team_id: f.home.team.id,
      scorers: [{ playerId, goals: 1 }],
    });
    await refused(
      () => t.post('/api/addscorer', f.home.captain, scorers(f.homePlayer.id)),
      409,
      'scorer_suspended',
      new RegExp(f.homePlayer.name),
    );
    okData(await t.post('/api/addscorer', f.home.captain, scorers((f.home.members[3] as UserRow).id)));
  });

  it('a suspended player cannot be recorded scoring on the live screen, neither way', async () => {
    const f = await fixture();
    okData(await addCards(f.referee, f.result.id, [{ player_id: f.homePlayer.id, kind: 'red' }]));
    await accept(f);
    const [, m2] = f.matches;
    // Half an hour into match 2, inside its live window.
    clock.set(new Date(NOW.getTime() + 2 * DAY + 30 * 60_000));
    const live = (body: object) => t.post('/api/addLiveEvent', f.home.captain, { match_id: m2, ...body });
    okData(await live({ kind: 'kickoff' }));
    for (const kind of ['goal', 'own_goal']) {
      const team_id = kind === 'goal' ? f.home.team.id : f.guest.team.id;
      const answer = await live({ kind, team_id, player_id: f.homePlayer.id });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'scorer_suspended' });
    }
    okData(
      await live({ kind: 'goal', team_id: f.home.team.id, player_id: (f.home.members[3] as UserRow).id }),
    );
  });

  it('a suspended player is not asked whether they come, and their yes does not fill a short squad', async () => {
    const f = await fixture();
    const [, m2] = f.matches;
    const other = f.home.members[3] as UserRow;
    // Both said yes before the red card's result became final: the ban reads the player's yes as no.
    for (const player of [f.homePlayer, other])
      okData(await t.post('/api/setAvailability', player, { match_id: m2, status: 'yes' }));
    okData(await addCards(f.referee, f.result.id, [{ player_id: f.homePlayer.id, kind: 'red' }]));
    await accept(f);
    await t.db.delete(availability).where(eq(availability.userId, f.homePlayer.id));

    clock.set(new Date(NOW.getTime() + 60_000));
    await transaction(t.db, (tx) => availabilityReminders(tx, clock.now()));
    const asked = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.kind, 'reminder_availability'), eq(notifications.objectId, m2)));
    expect(asked.map((row) => row.userId)).toContain((f.home.members[1] as UserRow).id);
    expect(asked.map((row) => row.userId)).not.toContain(f.homePlayer.id);

    // With a minimum of 2, the team has one yes that counts: still short, though two said yes.
    okData(await t.post('/api/setAvailability', f.homePlayer, { match_id: m2, status: 'no' }));
    await t.db.update(availability).set({ status: 'yes' }).where(eq(availability.userId, f.homePlayer.id));
    const [before] = await t.db.select({ minimum: leagueDetails.minimumSquad }).from(leagueDetails);
    await t.db.update(leagueDetails).set({ minimumSquad: 2 });
    const item = { group: 'reminders' as const, kind: 'short_squad' as const, objectId: m2, path: '' };
    const captain = { id: f.home.captain.id, memberOf: f.home.team.id };
    expect(await stillTrue(t.db, captain, [item], clock.now())).toEqual([item]);
    await t.db.update(leagueDetails).set({ minimumSquad: 1 });
    expect(await stillTrue(t.db, captain, [item], clock.now())).toEqual([]);
    await t.db.update(leagueDetails).set({ minimumSquad: before?.minimum ?? 11 });
  });

  it('members see their own team’s bans and admins all; others are refused', async () => {
    const f = await fixture();
    okData(
      await addCards(f.home.captain, f.result.id, [
        { player_id: f.homePlayer.id, kind: 'red' },
        { player_id: f.guestPlayer.id, kind: 'red' },
      ]),
    );
    await accept(f);
    expect((await suspensions(f.homePlayer, f.season.id)).map((s) => s.user_id)).toEqual([f.homePlayer.id]);
    expect((await suspensions(f.guest.captain, f.season.id)).map((s) => s.user_id)).toEqual([
      f.guestPlayer.id,
    ]);
    expect(await suspensions(admin, f.season.id)).toHaveLength(2);
    const requester = await buildUser(t.db, { role: 'USER', memberOf: f.home.team.id });
    for (const user of [await buildUser(t.db), requester]) {
      await refused(
        () => t.post('/api/getSuspensions', user, { season_id: f.season.id }),
        403,
        'suspensions_not_allowed',
      );
    }
    await refused(
      () => t.post('/api/getSuspensions', admin, { season_id: 2_000_000 }),
      404,
      'season_not_found',
    );
    await refused(
      () => t.post('/api/getSuspensions', admin, { season_id: 'x' }),
      400,
      'invalid_field',
      /^season_id: /,
    );
  });
});

describe('setDisciplineRules', () => {
  it("an admin sets a season's rules, audited; the bans follow", async () => {
    const f = await fixture();
    okData(await addCards(f.home.captain, f.result.id, [{ player_id: f.guestPlayer.id, kind: 'yellow' }]));
    await accept(f);
    expect(await suspensions(admin, f.season.id)).toEqual([]);
    // Anyone reads a season's rules; the defaults until an admin sets them.
    expect(okData(await t.post('/api/getDisciplineRules', null, { season_id: f.season.id }))).toEqual({
      season_id: f.season.id,
      yellow_limit: 5,
      yellow_ban: 1,
      yellow_red_ban: 1,
      red_ban: 2,
    });
    await refused(
      () => t.post('/api/getDisciplineRules', null, { season_id: 2_000_000 }),
      404,
      'season_not_found',
    );
    const rules = okData<DisciplineRulesAnswer>(
      await t.post('/api/setDisciplineRules', admin, {
        season_id: f.season.id,
        yellow_limit: 1,
        yellow_ban: 3,
        yellow_red_ban: 1,
        red_ban: 2,
      }),
    );
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/getDisciplineRules',
      payload: { season_id: f.season.id },
    });
    expect(okData(read)).toEqual(rules);
    expect(rules).toEqual({
      season_id: f.season.id,
      yellow_limit: 1,
      yellow_ban: 3,
      yellow_red_ban: 1,
      red_ban: 2,
    });
    expect(await suspensions(admin, f.season.id)).toMatchObject([
      { reason: 'yellows', matches: 3, until_match_id: f.matches[3] },
    ]);
    // /rules embeds the newest season's numbers from the public answers: the write renews them.
    const embedded = await t.app.publicCache.get(NEWEST_DISCIPLINE_RULES);
    expect(embedded?.data).toEqual(rules);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'season.discipline_rules'))
      .orderBy(asc(auditLog.id));
    expect(entry?.before).toMatchObject({ yellow_limit: 5, red_ban: 2 });
  });

  it('is refused to everybody but admins, and names a bad field', async () => {
    const f = await fixture();
    const body = { season_id: f.season.id, yellow_limit: 4, yellow_ban: 1, yellow_red_ban: 1, red_ban: 2 };
    for (const user of [f.home.captain, f.referee]) {
      await refused(() => t.post('/api/setDisciplineRules', user, body), 403, 'discipline_rules_not_allowed');
    }
    await refused(
      () => t.post('/api/setDisciplineRules', admin, { ...body, yellow_limit: 0 }),
      400,
      'invalid_field',
      /^yellow_limit: yellow_limit is a whole number from 1 to 20/,
    );
    await refused(
      () => t.post('/api/setDisciplineRules', admin, { ...body, red_ban: 2.5 }),
      400,
      'invalid_field',
      /^red_ban: /,
    );
    await refused(
      () => t.post('/api/setDisciplineRules', admin, { ...body, season_id: 2_000_000 }),
      404,
      'season_not_found',
    );
  });
});

describe('getPlayerCards', () => {
  it("counts a season's final, undisputed cards per player: the own team's for members, all for admins", async () => {
    const f = await fixture();
    const [, disputed] = okData<Card[]>(
      await addCards(f.guest.captain, f.result.id, [
        { player_id: f.homePlayer.id, kind: 'yellow' },
        { player_id: f.home.captain.id, kind: 'red' },
        { player_id: f.guestPlayer.id, kind: 'yellow_red' },
      ]),
    );
    if (!disputed) throw new Error('no card');
    const read = async (user: UserRow) =>
      okData<PlayerCards[]>(await t.post('/api/getPlayerCards', user, { season_id: f.season.id }));
    // Not final yet: nothing counts.
    expect(await read(f.home.captain)).toEqual([]);
    await accept(f);
    okData(await t.post('/api/disputeCard', f.referee, { card_id: disputed.id }));
    const home = { team_id: f.home.team.id, yellow: 1, yellow_red: 0, red: 0 };
    for (const user of [f.home.captain, f.homePlayer]) {
      expect(await read(user)).toEqual([{ user_id: f.homePlayer.id, name: f.homePlayer.name, ...home }]);
    }
    expect(await read(f.guestPlayer)).toEqual([
      {
        user_id: f.guestPlayer.id,
        name: f.guestPlayer.name,
        team_id: f.guest.team.id,
        yellow: 0,
        yellow_red: 1,
        red: 0,
      },
    ]);
    expect(
      (await read(admin)).filter((row) => row.team_id === f.home.team.id || row.team_id === f.guest.team.id),
    ).toHaveLength(2);
    const stranger = await buildUser(t.db);
    await refused(
      () => t.post('/api/getPlayerCards', stranger, { season_id: f.season.id }),
      403,
      'suspensions_not_allowed',
    );
    await refused(
      () => t.post('/api/getPlayerCards', admin, { season_id: 2_000_000 }),
      404,
      'season_not_found',
    );
  });
});

describe('a ban that becomes final cancels a yes (decision 095)', () => {
  it("reads the banned player's yes as no on the squad while the ban lasts, and gives it back when lifted", async () => {
    const f = await fixture();
    const [card] = okData<Card[]>(
      await addCards(f.guest.captain, f.result.id, [{ player_id: f.homePlayer.id, kind: 'red' }]),
    );
    if (!card) throw new Error('no card');
    const [, m2, m3, m4] = f.matches;
    for (const matchId of [m2, m3, m4]) {
      okData(await t.post('/api/setAvailability', f.homePlayer, { match_id: matchId, status: 'yes' }));
    }
    const squad = async (matchId: number) =>
      okData<Squad>(await t.post('/api/getSquad', f.home.captain, { match_id: matchId }));
    const mine = (s: Squad) => s.players.find((p) => p.user_id === f.homePlayer.id);
    expect(mine(await squad(m2))).toEqual({
      user_id: f.homePlayer.id,
      name: f.homePlayer.name,
      status: 'yes',
    });
    const before = await squad(m2);
    await accept(f);
    // Red: two matches. The yes for them counts as no; the one for the fourth match stands.
    for (const matchId of [m2, m3]) {
      const banned = await squad(matchId);
      expect(mine(banned)).toMatchObject({ status: 'no', suspended: true });
      expect(banned).toMatchObject({ yes: before.yes - 1, no: before.no + 1 });
    }
    expect(mine(await squad(m4))).toEqual({
      user_id: f.homePlayer.id,
      name: f.homePlayer.name,
      status: 'yes',
    });
    // The stored answer is kept: lifted, the ban no longer hides it.
    okData(
      await t.post('/api/adjustSuspension', admin, { card_id: card.id, matches: 0, reason: 'Appeal upheld' }),
    );
    expect(mine(await squad(m2))).toEqual({
      user_id: f.homePlayer.id,
      name: f.homePlayer.name,
      status: 'yes',
    });
  });
});

describe('disputeCard and resolveCardDispute', () => {
  it("the other side disputes; the card stops counting and goes to the admins' to-do list until kept", async () => {
    const f = await fixture();
    const [card] = okData<Card[]>(
      await addCards(f.home.captain, f.result.id, [{ player_id: f.guestPlayer.id, kind: 'red' }]),
    );
    if (!card) throw new Error('no card');
    await accept(f);
    // The recording side and an admin do not dispute; a player neither.
    for (const user of [f.home.captain, f.home.members[1] as UserRow, admin, f.guestPlayer]) {
      await refused(
        () => t.post('/api/disputeCard', user, { card_id: card.id }),
        403,
        'dispute_card_not_allowed',
      );
    }
    const disputed = okData<Card>(
      await t.post('/api/disputeCard', f.guest.captain, { card_id: card.id, note: 'It was a fair tackle' }),
    );
    expect(disputed).toMatchObject({
      disputed: true,
      kept: false,
      recorded_by: f.home.captain.id,
      dispute_note: 'It was a fair tackle',
    });
    await refused(
      () => t.post('/api/disputeCard', f.referee, { card_id: card.id }),
      409,
      'card_already_disputed',
    );
    expect(await suspensions(admin, f.season.id)).toEqual([]);
    const todos = okData<Todo[]>(await t.post('/api/getTodos', admin, {}));
    expect(todos.filter((x) => x.kind === 'card_dispute' && x.user_id === f.guestPlayer.id)).toMatchObject([
      {
        match_id: f.matches[0],
        team_id: f.guest.team.id,
        text: expect.stringMatching(
          new RegExp(`${f.guestPlayer.name}.*${f.home.team.name} – ${f.guest.team.name}`),
        ),
      },
    ]);
    await refused(
      () => t.post('/api/resolveCardDispute', f.guest.captain, { card_id: card.id, keep: true }),
      403,
      'decide_card_not_allowed',
    );
    await refused(
      () => t.post('/api/resolveCardDispute', admin, { card_id: card.id, keep: 'yes' }),
      400,
      'invalid_field',
      /^keep: /,
    );
    const kept = okData<Card[]>(
      await t.post('/api/resolveCardDispute', admin, { card_id: card.id, keep: true }),
    );
    // Kept: it counts, says so, and nobody disputes it again.
    expect(kept).toMatchObject([{ id: card.id, disputed: false, kept: true }]);
    expect(await suspensions(admin, f.season.id)).toMatchObject([{ card_id: card.id, matches: 2 }]);
    await refused(
      () => t.post('/api/disputeCard', f.referee, { card_id: card.id }),
      409,
      'card_already_disputed',
    );
    await refused(
      () => t.post('/api/resolveCardDispute', admin, { card_id: card.id, keep: false }),
      409,
      'card_not_disputed',
    );
    const after = okData<Todo[]>(await t.post('/api/getTodos', admin, {}));
    expect(after.some((x) => x.kind === 'card_dispute' && x.user_id === f.guestPlayer.id)).toBe(false);
  });

  it("a referee disputes a captain's card; an admin who removes it leaves it in the audit log only", async () => {
    const f = await fixture();
    const [card] = okData<Card[]>(
      await addCards(f.guest.captain, f.result.id, [{ player_id: f.homePlayer.id, kind: 'yellow' }]),
    );
    if (!card) throw new Error('no card');
    okData(await t.post('/api/disputeCard', f.referee, { card_id: card.id }));
    expect(
      okData<Card[]>(await t.post('/api/resolveCardDispute', admin, { card_id: card.id, keep: false })),
    ).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'cards.decide'))
      .orderBy(asc(auditLog.id));
    expect(entry).toBeDefined();
    await refused(
      () => t.post('/api/disputeCard', f.home.captain, { card_id: card.id }),
      404,
      'card_not_found',
    );
  });
});

describe('adjustSuspension', () => {
  it('an admin lifts or extends the ban of a card, with a reason in the audit log', async () => {
    const f = await fixture();
    const [card, yellow] = okData<Card[]>(
      await addCards(f.home.captain, f.result.id, [
        { player_id: f.guestPlayer.id, kind: 'red' },
        { player_id: f.homePlayer.id, kind: 'yellow' },
      ]),
    );
    if (!card || !yellow) throw new Error('no cards');
    await accept(f);
    const body = { card_id: card.id, matches: 3, reason: 'Insulted the referee after the match' };
    for (const user of [f.home.captain, f.referee]) {
      await refused(() => t.post('/api/adjustSuspension', user, body), 403, 'adjust_suspension_not_allowed');
    }
    await refused(
      () => t.post('/api/adjustSuspension', admin, { ...body, matches: 21 }),
      400,
      'invalid_field',
      /^matches: /,
    );
    await refused(
      () => t.post('/api/adjustSuspension', admin, { ...body, reason: '' }),
      400,
      'invalid_field',
      /^reason: /,
    );
    await refused(
      () => t.post('/api/adjustSuspension', admin, { ...body, card_id: yellow.id }),
      409,
      'card_gives_no_ban',
    );
    await refused(
      () => t.post('/api/adjustSuspension', admin, { ...body, card_id: 2_000_000 }),
      404,
      'card_not_found',
    );
    expect(okData<Suspension>(await t.post('/api/adjustSuspension', admin, body))).toMatchObject({
      matches: 3,
      served: 0,
      until_match_id: f.matches[3],
    });
    const lifted = okData<Suspension>(
      await t.post('/api/adjustSuspension', admin, { ...body, matches: 0, reason: 'Appeal upheld' }),
    );
    expect(lifted).toMatchObject({ matches: 0, until_match_id: null });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'suspension.adjust'))
      .orderBy(asc(auditLog.id));
    expect(entries.slice(-2).map((e) => e.after)).toEqual([
      { matches: 3, reason: 'Insulted the referee after the match' },
      { matches: 0, reason: 'Appeal upheld' },
    ]);
    okData(await t.post('/api/setAvailability', f.guestPlayer, { match_id: f.matches[1], status: 'yes' }));
    expect(await t.db.select().from(results).where(eq(results.matchId, f.matches[1]))).toEqual([]);
  });
});
