import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';
import type { Result, ScorerEntry, Season } from '../../common/api/types';
import { DAY } from '../../common/durations';
import { formatKickOff } from '../../common/league/kick-off';
import { MATCH_WINDOW_MONTHS, matchWindowEnd } from '../../common/league/match-window';
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
import {
  auditLog,
  groupTeams,
  leagueDetails,
  matches,
  missedRefereeDuties,
  results,
  scorers,
} from '../db/schema';
import { expectRefusedUnchanged, nth, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

const post: TestApp['post'] = (...args) => t.post(...args);

const ok = okData;

/** Everything a match-day call could change. */
async function dbState() {
  return {
    matches: await t.db.select().from(matches).orderBy(asc(matches.id)),
    results: await t.db.select().from(results).orderBy(asc(results.id)),
    scorers: await t.db.select().from(scorers).orderBy(asc(scorers.id)),
    duties: await t.db.select().from(missedRefereeDuties).orderBy(asc(missedRefereeDuties.id)),
  };
}

/** The call is refused with `status` and `code`, and the database is left as it was. */
const refused = (
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ErrorCode,
  error?: string | RegExp,
) => expectRefusedUnchanged(dbState, request, status, code, error);

/** An hour ago: captains may enter results, and scorers for the next 14 days. */
const KICKED_OFF = new Date(Date.now() - 3600 * 1000);

/**
 * Home vs guest (captain, co-captain, player each), refereed by ref1 (slot 1) and ref2 (slot 2),
 * plus a team with nothing to do with the match. `stage` QUARTERFINAL1 makes it a knockout match.
 */
async function matchWorld(stage: 'GROUP1' | 'QUARTERFINAL1' = 'GROUP1') {
  const team = async () => {
    const built = await buildTeam(t.db, { size: 3, coCaptains: 1 });
    return { ...built, id: built.team.id, coCaptain: nth(built.members, 1), player: nth(built.members, 2) };
  };
  const [home, guest, ref1, ref2, outsider] = [
    await team(),
    await team(),
    await team(),
    await team(),
    await team(),
  ];
  const season = await buildSeason(t.db);
  const group = await buildGroup(t.db, { seasonId: season.id });
  await t.db
    .insert(groupTeams)
    .values([home, guest, ref1, ref2, outsider].map((x) => ({ groupId: group.id, teamId: x.id })));
  const match = await buildMatch(t.db, {
    seasonId: season.id,
    groupId: stage === 'GROUP1' ? group.id : null,
    matchStage: stage,
    homeId: home.id,
    guestId: guest.id,
    refereeTeamId: ref1.id,
    refereeTeamId2: ref2.id,
    // Kicked off: captains may enter results.
    date: KICKED_OFF,
  });
  return { season, group, match, home, guest, ref1, ref2, outsider };
}

const matchRow = async (id: number) => (await t.db.select().from(matches).where(eq(matches.id, id)))[0];
const resultsOf = (matchId: number) =>
  t.db.select().from(results).where(eq(results.matchId, matchId)).orderBy(asc(results.id));

/** The day `days` ahead as 'YYYY-MM-DD' (UTC): a kick-off inside the season's match window. */
const dayAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('updateMatchDate', () => {
  it('lets either captain set the date until the result is final, an admin always', async () => {
    const w = await matchWorld();
    const [first, second] = [dayAhead(40), dayAhead(41)];
    ok(await post('/api/updateMatchDate', admin, { match_id: w.match.id, date: 'tbd' }));
    const data = ok(
      await post('/api/updateMatchDate', w.home.captain, {
        match_id: w.match.id,
        date: `${first}T18:00:00Z`,
      }),
    );
    expect(data).toEqual({ match_id: w.match.id, date: `${first}T18:00:00.000Z` });
    expect((await matchRow(w.match.id))?.date?.toISOString()).toBe(`${first}T18:00:00.000Z`);
    // Dated now: it moves by consent (decision 035), as an admin may still move it alone.
    await refused(
      () =>
        post('/api/updateMatchDate', w.guest.coCaptain, {
          match_id: w.match.id,
          date: `${second}T17:30:00+02:00`,
        }),
      409,
      'kick_off_not_changeable',
    );
    ok(await post('/api/updateMatchDate', admin, { match_id: w.match.id, date: 'tbd' }));
    ok(
      await post('/api/updateMatchDate', w.guest.coCaptain, {
        match_id: w.match.id,
        date: `${second}T17:30:00+02:00`,
      }),
    );
    expect((await matchRow(w.match.id))?.date?.toISOString()).toBe(`${second}T15:30:00.000Z`);
    // Public seasons show it right away (the cache was invalidated).
    const seasons = (await t.app.inject({ method: 'GET', url: '/api/getSeasons' })).json().data as Season[];
    const shown = seasons.find((s) => s.id === w.season.id)?.matches.find((m) => m.id === w.match.id);
    expect(shown?.date).toBe(`${second}T15:30:00.000Z`);

    for (const user of [w.home.player, w.ref1.captain, w.outsider.captain]) {
      await refused(
        () => post('/api/updateMatchDate', user, { match_id: w.match.id, date: '2031-06-01T18:00:00Z' }),
        403,
        'match_date_not_allowed',
      );
    }
    await buildResult(t.db, { matchId: w.match.id, scoreHome: 1, scoreGuest: 1, isFinal: true });
    await refused(
      () =>
        post('/api/updateMatchDate', w.home.captain, { match_id: w.match.id, date: '2031-06-01T18:00:00Z' }),
      403,
      'match_date_not_allowed',
    );
    ok(await post('/api/updateMatchDate', admin, { match_id: w.match.id, date: '2025-06-01' }));
    expect((await matchRow(w.match.id))?.date?.toISOString()).toBe('2025-06-01T00:00:00.000Z');
    ok(await post('/api/updateMatchDate', admin, { match_id: w.match.id, date: 'tbd' }));
    expect((await matchRow(w.match.id))?.date).toBeNull();
  });

  it('keeps captains to kick-offs ahead: no dating a match into the past, no moving a played one', async () => {
    const w = await matchWorld();
    const setDate = (user: UserRow, date: string) => () =>
      post('/api/updateMatchDate', user, { match_id: w.match.id, date });
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    // The world's match kicked off an hour ago: its date stays, for result and scorer windows.
    const before = (await matchRow(w.match.id))?.date?.toISOString();
    for (const date of [nextWeek, yesterday, '2000-01-01T00:00:00Z', 'tbd']) {
      await refused(setDate(w.home.captain, date), 409, 'kick_off_not_changeable');
    }
    await refused(setDate(w.guest.coCaptain, nextWeek), 409, 'kick_off_not_changeable');
    expect((await matchRow(w.match.id))?.date?.toISOString()).toBe(before);
    // Not kicked off yet: only dates ahead, so no result can be entered before the match.
    ok(await post('/api/updateMatchDate', admin, { match_id: w.match.id, date: 'tbd' }));
    await refused(setDate(w.home.captain, yesterday), 409, 'kick_off_not_changeable');
    await refused(setDate(w.guest.captain, new Date().toISOString()), 409, 'kick_off_not_changeable');
    expect((await matchRow(w.match.id))?.date).toBeNull();
    await refused(
      () => post('/api/addResult', w.home.captain, { match_id: w.match.id, home_score: 5, guest_score: 0 }),
      409,
      'match_not_kicked_off',
    );
    ok(await setDate(w.home.captain, nextWeek)());
    // A dated match keeps its date unless both sides agree (decision 035): no clearing it alone either.
    await refused(setDate(w.guest.captain, 'tbd'), 409, 'kick_off_not_changeable');
    await refused(
      setDate(w.home.captain, new Date(Date.now() + 8 * 24 * 3600 * 1000).toISOString()),
      409,
      'kick_off_not_changeable',
    );
    // An admin records a match that was played without a date.
    ok(await setDate(admin, yesterday)());
    expect((await matchRow(w.match.id))?.date?.toISOString()).toBe(yesterday);
  });

  it("keeps captains within the season's match window; an admin sets any date", async () => {
    const w = await matchWorld();
    // The world's match kicked off an hour ago: the season's first kick-off opens its window.
    const undated = await buildMatch(t.db, {
      seasonId: w.season.id,
      groupId: w.group.id,
      homeId: w.guest.id,
      guestId: w.home.id,
      refereeTeamId: w.ref1.id,
    });
    const end = matchWindowEnd(KICKED_OFF, MATCH_WINDOW_MONTHS.default);
    const setDate = (user: UserRow, date: string) => () =>
      post('/api/updateMatchDate', user, { match_id: undated.id, date });
    const far = '9999-12-31T18:00:00Z';
    for (const date of [far, new Date(end.getTime() + 60_000).toISOString()]) {
      await refused(setDate(w.home.captain, date), 400, 'date_after_season');
    }
    // The sentence names the field and the latest kick-off allowed, in Munich time.
    const answer = (await setDate(w.guest.captain, far)()).json() as { error: string };
    expect(answer.error).toBe(
      `date: Please choose a kick-off no later than ${formatKickOff(end)} (Munich time), the end of this season's match window. Only an admin can set a later one.`,
    );
    await refused(
      setDate(w.home.captain, new Date(Date.now() - DAY).toISOString()),
      409,
      'kick_off_not_changeable',
    );
    expect((await matchRow(undated.id))?.date).toBeNull();
    ok(await setDate(w.home.captain, end.toISOString())());
    expect((await matchRow(undated.id))?.date?.toISOString()).toBe(end.toISOString());
    ok(await setDate(admin, far)());
    expect((await matchRow(undated.id))?.date?.toISOString()).toBe('9999-12-31T18:00:00.000Z');

    // The league's setting draws the window: 2 months after the first kick-off.
    ok(await setDate(admin, 'tbd')());
    await t.db.update(leagueDetails).set({ matchWindowMonths: 2 });
    try {
      const _shorter = matchWindowEnd(KICKED_OFF, 2);
      const inThree = new Date(KICKED_OFF.getTime() + 90 * DAY).toISOString();
      await refused(setDate(w.guest.captain, inThree), 400, 'date_after_season');
      ok(await setDate(w.guest.captain, new Date(Date.now() + 30 * DAY).toISOString())());
    } finally {
      await t.db.update(leagueDetails).set({ matchWindowMonths: MATCH_WINDOW_MONTHS.default });
    }
  });

  it('validates the date and the match', async () => {
    const w = await matchWorld();
    // Year 0 and years past 9999 in UTC fail in the database: they were a 500.
    for (const date of [
      'next tuesday',
      '14.05.2025',
      '2025-13-45T10:00:00Z',
      '',
      12,
      '0000-01-01',
      '0001-01-01T00:00:00+14:00',
      '9999-12-31T23:59:59-14:00',
      // Not a day of the calendar: it was moved on to March.
      '2026-02-30',
      '2026-02-31T10:00Z',
      // Without Z or an offset the server's time zone would decide the moment.
      '2026-12-05 10:00',
      '2026-12-05T10:00:00',
    ]) {
      await refused(
        () => post('/api/updateMatchDate', admin, { match_id: w.match.id, date }),
        400,
        'invalid_field',
        /^date: /,
      );
    }
    await refused(
      () => post('/api/updateMatchDate', admin, { match_id: 999999, date: '2025-05-14' }),
      404,
      'match_not_found',
    );
    // Ids past PostgreSQL's integer range were a 500.
    await refused(
      () => post('/api/updateMatchDate', admin, { match_id: 2 ** 31, date: '2025-05-14' }),
      400,
      'invalid_field',
      /^match_id: /,
    );
    // Ids are whole numbers, as JSON numbers or digits: true or '1.0' is no match 1.
    for (const match_id of [true, '1.0', '', '0x1', 1.5, -1, null]) {
      await refused(
        () => post('/api/updateMatchDate', admin, { match_id, date: '2025-05-14' }),
        400,
        'invalid_field',
        /^match_id: /,
      );
    }
    for (const [date, stored] of [
      ['2024-02-29', '2024-02-29T00:00:00.000Z'],
      ['2026-05-14T18:30+02:00', '2026-05-14T16:30:00.000Z'],
      ['2026-05-14T18:30:00.000Z', '2026-05-14T18:30:00.000Z'],
    ]) {
      const answer = ok<{ date: string }>(
        await post('/api/updateMatchDate', admin, { match_id: String(w.match.id), date }),
      );
      expect(answer.date).toBe(stored);
    }
    await refused(
      () => post('/api/updateMatchDate', null, { match_id: w.match.id, date: '2025-05-14' }),
      401,
      'session_expired',
    );
  });
});

describe('assignReferee', () => {
  it("lets each referee team's captain choose its own slot's referee", async () => {
    const w = await matchWorld();
    // Naming closes at the kick-off: this match is still to be played.
    await t.db
      .update(matches)
      .set({ date: new Date(Date.now() + DAY) })
      .where(eq(matches.id, w.match.id));
    expect(
      ok(
        await post('/api/assignReferee', w.ref1.captain, {
          match_id: w.match.id,
          referee_id: w.ref1.player.id,
        }),
      ),
    ).toEqual({ match_id: w.match.id, slot: 1, referee_id: w.ref1.player.id });
    ok(
      await post('/api/assignReferee', w.ref2.coCaptain, {
        match_id: w.match.id,
        referee_id: w.ref2.captain.id,
      }),
    );
    expect(await matchRow(w.match.id)).toMatchObject({
      refereeId: w.ref1.player.id,
      refereeId2: w.ref2.captain.id,
    });

    await refused(
      () =>
        post('/api/assignReferee', w.ref1.captain, {
          match_id: w.match.id,
          referee_id: w.ref1.player.id,
          slot: 2,
        }),
      403,
      'referee_not_allowed',
    );
    for (const user of [w.home.captain, w.ref1.player, w.outsider.captain]) {
      await refused(
        () => post('/api/assignReferee', user, { match_id: w.match.id, referee_id: w.ref1.player.id }),
        403,
        'referee_not_allowed',
      );
    }
    // The referee must belong to the referee team: not another team, not a requester.
    const requester = await buildUser(t.db, { memberOf: w.ref1.id });
    for (const referee of [w.outsider.player, w.ref2.player, requester]) {
      await refused(
        () => post('/api/assignReferee', w.ref1.captain, { match_id: w.match.id, referee_id: referee.id }),
        400,
        'referee_not_in_team',
      );
    }
    await refused(
      () =>
        post('/api/assignReferee', admin, { match_id: w.match.id, referee_id: w.ref1.player.id, slot: 3 }),
      400,
      'invalid_field',
      /^slot: /,
    );
  });

  it('lets an admin fill any slot, also after the result is final; captains no longer then', async () => {
    const w = await matchWorld();
    ok(
      await post('/api/assignReferee', admin, {
        match_id: w.match.id,
        referee_id: w.ref2.player.id,
        slot: 2,
      }),
    );
    expect((await matchRow(w.match.id))?.refereeId2).toBe(w.ref2.player.id);
    await buildResult(t.db, { matchId: w.match.id, scoreHome: 0, scoreGuest: 0, isFinal: true });
    await refused(
      () =>
        post('/api/assignReferee', w.ref1.captain, { match_id: w.match.id, referee_id: w.ref1.player.id }),
      403,
      'referee_not_allowed',
    );
    ok(await post('/api/assignReferee', admin, { match_id: w.match.id, referee_id: w.ref1.player.id }));
    expect((await matchRow(w.match.id))?.refereeId).toBe(w.ref1.player.id);
  });

  it('closes naming at the kick-off for captains; an admin corrects it, and the audit log keeps who', async () => {
    const w = await matchWorld();
    // The world's match kicked off an hour ago; a result suggested does not reopen naming.
    await buildResult(t.db, {
      matchId: w.match.id,
      scoreHome: 2,
      scoreGuest: 0,
      submittedBy: w.home.captain.id,
    });
    for (const [captain, referee, slot] of [
      [w.ref1.captain, w.ref1.player, 1],
      [w.ref2.coCaptain, w.ref2.player, 2],
    ] as const) {
      await refused(
        () => post('/api/assignReferee', captain, { match_id: w.match.id, referee_id: referee.id, slot }),
        409,
        'referee_naming_closed',
      );
    }
    ok(
      await post('/api/assignReferee', admin, {
        match_id: w.match.id,
        referee_id: w.ref1.player.id,
        slot: 1,
      }),
    );
    expect((await matchRow(w.match.id))?.refereeId).toBe(w.ref1.player.id);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.matchId, w.match.id), eq(auditLog.action, 'match.referee')));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        targetUserId: w.ref1.player.id,
        after: expect.objectContaining({ slot: 1, referee: w.ref1.player.name }),
      }),
    ]);
  });

  it('refuses a slot without a referee team', async () => {
    const w = await matchWorld();
    await t.db.update(matches).set({ refereeTeamId2: null }).where(eq(matches.id, w.match.id));
    await refused(
      () =>
        post('/api/assignReferee', admin, { match_id: w.match.id, referee_id: w.ref2.player.id, slot: 2 }),
      409,
      'no_referee_team',
    );
  });
});

describe('addResult', () => {
  it('takes one suggestion per captain and match', async () => {
    const w = await matchWorld();
    const data = ok<Result>(
      await post('/api/addResult', w.home.captain, { match_id: w.match.id, home_score: 2, guest_score: 1 }),
    );
    expect(data).toMatchObject({
      score_home: 2,
      score_guest: 1,
      is_final: false,
      auto_accepted: false,
      submitted_by: w.home.captain.id,
      submitted_by_user: w.home.captain.name,
      forfeit: false,
      scorer: [],
    });
    await refused(
      () => post('/api/addResult', w.home.captain, { match_id: w.match.id, home_score: 3, guest_score: 1 }),
      409,
      'result_already_suggested',
    );
    // Co-captains are captains too; the other side may suggest its own.
    ok(
      await post('/api/addResult', w.home.coCaptain, { match_id: w.match.id, home_score: 2, guest_score: 2 }),
    );
    ok(
      await post('/api/addResult', w.guest.captain, { match_id: w.match.id, home_score: 2, guest_score: 1 }),
    );
    ok(await post('/api/addResult', admin, { match_id: w.match.id, home_score: 2, guest_score: 1 }));
    expect(await resultsOf(w.match.id)).toHaveLength(4);

    for (const user of [w.home.player, w.ref1.captain, w.outsider.captain]) {
      await refused(
        () => post('/api/addResult', user, { match_id: w.match.id, home_score: 1, guest_score: 0 }),
        403,
        'suggest_result_not_allowed',
      );
    }
  });

  it('waits for the kick-off for captains, not for an admin', async () => {
    const w = await matchWorld();
    const suggest = (user: UserRow) => () =>
      post('/api/addResult', user, { match_id: w.match.id, home_score: 1, guest_score: 0 });
    for (const date of [null, new Date(Date.now() + 3600 * 1000)]) {
      await t.db.update(matches).set({ date }).where(eq(matches.id, w.match.id));
      await refused(suggest(w.home.captain), 409, 'match_not_kicked_off');
    }
    // An admin enters results whenever (a forfeit often has no date).
    const admins = ok<Result>(await suggest(admin)());
    // A captain cannot accept it before the kick-off either, even when the date moved after the suggestion.
    await refused(
      () => post('/api/acceptResult', w.guest.captain, { result_id: admins.id }),
      409,
      'match_not_kicked_off',
    );
    await t.db.update(matches).set({ date: KICKED_OFF }).where(eq(matches.id, w.match.id));
    ok(await post('/api/acceptResult', w.guest.captain, { result_id: admins.id }));
  });

  it('validates the scores', async () => {
    const w = await matchWorld();
    for (const [home_score, guest_score] of [
      [-1, 0],
      [100, 0],
      [1.5, 0],
      ['2', 0],
      [null, 1],
    ]) {
      await refused(
        () => post('/api/addResult', w.home.captain, { match_id: w.match.id, home_score, guest_score }),
        400,
        'invalid_field',
        /^(home|guest)_score: /,
      );
    }
    await refused(
      () => post('/api/addResult', w.home.captain, { match_id: w.match.id, home_score: 1 }),
      400,
      'invalid_field',
      /^guest_score: /,
    );
    await refused(
      () =>
        post('/api/addResult', w.home.captain, {
          match_id: w.match.id,
          home_score: 1,
          guest_score: 1,
          shootout_winner_id: w.home.id,
        }),
      400,
      'invalid_result',
    );
    ok(
      await post('/api/addResult', w.home.captain, { match_id: w.match.id, home_score: 99, guest_score: 0 }),
    );
  });

  it('needs a shoot-out winner of the two teams for a level knockout result', async () => {
    const w = await matchWorld('QUARTERFINAL1');
    for (const shootout of [{}, { shootout_winner_id: w.outsider.id }]) {
      await refused(
        () =>
          post('/api/addResult', w.home.captain, {
            match_id: w.match.id,
            home_score: 1,
            guest_score: 1,
            ...shootout,
          }),
        400,
        'invalid_result',
      );
    }
    await refused(
      () =>
        post('/api/addResult', w.home.captain, {
          match_id: w.match.id,
          home_score: 2,
          guest_score: 1,
          shootout_winner_id: w.home.id,
        }),
      400,
      'invalid_result',
    );
    const data = ok<Result>(
      await post('/api/addResult', w.home.captain, {
        match_id: w.match.id,
        home_score: 1,
        guest_score: 1,
        shootout_winner_id: w.guest.id,
      }),
    );
    expect(data.shootout_winner_id).toBe(w.guest.id);
  });

  it('refuses a match with a final result or without both teams', async () => {
    const w = await matchWorld();
    await buildResult(t.db, { matchId: w.match.id, scoreHome: 1, scoreGuest: 0, isFinal: true });
    await refused(
      () => post('/api/addResult', w.home.captain, { match_id: w.match.id, home_score: 2, guest_score: 0 }),
      409,
      'result_already_final',
    );
    const open = await buildMatch(t.db, { seasonId: w.season.id, week: 5, matchStage: 'SEMIFINAL1' });
    await refused(
      () => post('/api/addResult', admin, { match_id: open?.id, home_score: 2, guest_score: 0 }),
      409,
      'match_teams_unknown',
    );
    await refused(
      () => post('/api/addResult', admin, { match_id: 999999, home_score: 2, guest_score: 0 }),
      404,
      'match_not_found',
    );
  });

  it('lets only an admin enter a 0:3 forfeit, which an admin accepts', async () => {
    const w = await matchWorld();
    await refused(
      () =>
        post('/api/addResult', w.guest.captain, {
          match_id: w.match.id,
          home_score: 0,
          guest_score: 3,
          forfeit: true,
        }),
      403,
      'forfeit_not_allowed',
    );
    await refused(
      () =>
        post('/api/addResult', admin, { match_id: w.match.id, home_score: 1, guest_score: 3, forfeit: true }),
      400,
      'invalid_result',
    );
    const forfeit = ok<Result>(
      await post('/api/addResult', admin, {
        match_id: w.match.id,
        home_score: 0,
        guest_score: 3,
        forfeit: true,
      }),
    );
    expect(forfeit).toMatchObject({ forfeit: true, is_final: false });
    for (const user of [w.home.captain, w.guest.captain]) {
      await refused(
        () => post('/api/acceptResult', user, { result_id: forfeit.id }),
        403,
        'accept_result_not_allowed',
      );
    }
    expect(ok<Result>(await post('/api/acceptResult', admin, { result_id: forfeit.id }))).toMatchObject({
      is_final: true,
      forfeit: true,
    });
    // Nobody refereed a match that was not played: no missed duty.
    expect(
      await t.db.select().from(missedRefereeDuties).where(eq(missedRefereeDuties.matchId, w.match.id)),
    ).toEqual([]);
  });
});

describe('acceptResult', () => {
  it("makes the other side's suggestion final, drops the rest and records missed duties", async () => {
    const w = await matchWorld();
    const mine = ok<Result>(
      await post('/api/addResult', w.home.captain, { match_id: w.match.id, home_score: 2, guest_score: 1 }),
    );
    const theirs = ok<Result>(
      await post('/api/addResult', w.guest.captain, { match_id: w.match.id, home_score: 1, guest_score: 1 }),
    );
    // After the kick-off only an admin names a referee.
    ok(
      await post('/api/assignReferee', admin, {
        match_id: w.match.id,
        referee_id: w.ref1.player.id,
        slot: 1,
      }),
    );

    for (const user of [
      w.home.captain,
      w.home.coCaptain,
      w.guest.player,
      w.ref1.captain,
      w.outsider.captain,
    ]) {
      await refused(
        () => post('/api/acceptResult', user, { result_id: mine.id }),
        403,
        'accept_result_not_allowed',
      );
    }
    const accepted = ok<Result>(await post('/api/acceptResult', w.guest.coCaptain, { result_id: mine.id }));
    expect(accepted).toMatchObject({
      id: mine.id,
      is_final: true,
      auto_accepted: false,
      score_home: 2,
      score_guest: 1,
    });
    expect((await resultsOf(w.match.id)).map((r) => [r.id, r.isFinal])).toEqual([[mine.id, true]]);
    // Slot 1 had its referee, slot 2 did not.
    const duties = await t.db
      .select()
      .from(missedRefereeDuties)
      .where(eq(missedRefereeDuties.matchId, w.match.id));
    expect(duties.map((d) => [d.teamId, d.slot])).toEqual([[w.ref2.id, 2]]);
    const penalties = await t.app.inject({
      method: 'POST',
      url: '/api/getPenaltyDeductions',
      payload: { season_id: w.season.id },
    });
    // One missed duty uses up the starting credit: no points deducted yet (only deductions are listed).
    expect(penalties.json()).toEqual({ status: true, data: {} });

    await refused(
      () => post('/api/acceptResult', w.home.captain, { result_id: theirs.id }),
      409,
      'result_already_final',
    );
    await refused(
      () => post('/api/acceptResult', admin, { result_id: mine.id }),
      409,
      'result_already_final',
    );
    await refused(() => post('/api/acceptResult', admin, { result_id: 999999 }), 404, 'result_not_found');
  });

  it("stays the other side's to accept after the submitter leaves the team or deletes the account", async () => {
    for (const goes of ['/api/leaveTeam', '/api/deleteAccount']) {
      const w = await matchWorld();
      const suggested = ok<Result>(
        await post('/api/addResult', w.home.coCaptain, {
          match_id: w.match.id,
          home_score: 3,
          guest_score: 0,
        }),
      );
      ok(await post(goes, w.home.coCaptain));
      await refused(
        () => post('/api/acceptResult', w.home.captain, { result_id: suggested.id }),
        403,
        'accept_result_not_allowed',
      );
      ok(await post('/api/acceptResult', w.guest.captain, { result_id: suggested.id }));
    }
  });

  it("lets either captain accept an admin's suggestion, and an admin accept their own", async () => {
    const w = await matchWorld();
    const byAdmin = ok<Result>(
      await post('/api/addResult', admin, { match_id: w.match.id, home_score: 0, guest_score: 0 }),
    );
    ok(await post('/api/acceptResult', w.home.captain, { result_id: byAdmin.id }));
    const w2 = await matchWorld();
    const own = ok<Result>(
      await post('/api/addResult', admin, { match_id: w2.match.id, home_score: 4, guest_score: 0 }),
    );
    ok(await post('/api/acceptResult', admin, { result_id: own.id }));
  });

  it('leaves exactly one final result when ten calls race on one match', async () => {
    const w = await matchWorld();
    const admins = await Promise.all(Array.from({ length: 4 }, () => buildUser(t.db, { role: 'ADMIN' })));
    const byHome = ok<Result>(
      await post('/api/addResult', w.home.captain, { match_id: w.match.id, home_score: 1, guest_score: 0 }),
    );
    const byGuest = ok<Result>(
      await post('/api/addResult', w.guest.captain, { match_id: w.match.id, home_score: 0, guest_score: 0 }),
    );
    const calls = [
      () => post('/api/acceptResult', w.guest.captain, { result_id: byHome.id }),
      () => post('/api/acceptResult', w.guest.coCaptain, { result_id: byHome.id }),
      () => post('/api/acceptResult', w.home.captain, { result_id: byGuest.id }),
      () => post('/api/acceptResult', w.home.coCaptain, { result_id: byGuest.id }),
      ...admins.map((a) => () => post('/api/acceptResult', a, { result_id: byHome.id })),
      () => post('/api/addResult', admin, { match_id: w.match.id, home_score: 3, guest_score: 3 }),
      () => post('/api/addResult', nth(admins, 0), { match_id: w.match.id, home_score: 2, guest_score: 2 }),
    ];
    const answers = await Promise.all(calls.map((call) => call()));
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(),
    ).toBe(true);
    const accepts = answers.slice(0, 8).filter((a) => a.statusCode === 200);
    expect(accepts).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(['result_already_final', 'result_already_suggested']).toContain(a.json().code);
    }
    const rows = await resultsOf(w.match.id);
    expect(rows.filter((r) => r.isFinal)).toHaveLength(1);
    // Suggestions that came in before the accept were dropped with it.
    expect(rows).toHaveLength(1);
  });
});

describe('addscorer', () => {
  it('gives a forfeit no scorers, and closes to captains 14 days after the kick-off', async () => {
    const w = await matchWorld();
    const forfeit = ok<Result>(
      await post('/api/addResult', admin, {
        match_id: w.match.id,
        home_score: 3,
        guest_score: 0,
        forfeit: true,
      }),
    );
    ok(await post('/api/acceptResult', admin, { result_id: forfeit.id }));
    const three = [{ playerId: w.home.player.id, goals: 3 }];
    for (const user of [w.home.captain, admin]) {
      await refused(
        () =>
          post('/api/addscorer', user, {
            match_id: w.match.id,
            result_id: forfeit.id,
            team_id: w.home.id,
            scorers: three,
          }),
        409,
        'no_scorers',
      );
    }

    const played = await matchWorld();
    const result = ok<Result>(
      await post('/api/addResult', played.home.captain, {
        match_id: played.match.id,
        home_score: 1,
        guest_score: 0,
      }),
    );
    const one = {
      match_id: played.match.id,
      result_id: result.id,
      team_id: played.home.id,
      scorers: [{ playerId: played.home.player.id, goals: 1 }],
    };
    const longAgo = new Date(Date.now() - (LIMITS.scorerEditDays * 24 + 1) * 3600 * 1000);
    await t.db.update(matches).set({ date: longAgo }).where(eq(matches.id, played.match.id));
    await refused(() => post('/api/addscorer', played.home.captain, one), 403, 'scorers_closed');
    ok(await post('/api/addscorer', admin, one));

    // An admin's result on a match without a date: the window runs from the result, not for ever.
    const undated = await matchWorld();
    ok(await post('/api/updateMatchDate', admin, { match_id: undated.match.id, date: 'tbd' }));
    const adminResult = ok<Result>(
      await post('/api/addResult', admin, { match_id: undated.match.id, home_score: 1, guest_score: 0 }),
    );
    ok(await post('/api/acceptResult', admin, { result_id: adminResult.id }));
    const scorer = {
      match_id: undated.match.id,
      result_id: adminResult.id,
      team_id: undated.home.id,
      scorers: [{ playerId: undated.home.player.id, goals: 1 }],
    };
    ok(await post('/api/addscorer', undated.home.captain, scorer));
    await t.db.update(results).set({ createdAt: longAgo }).where(eq(results.id, adminResult.id));
    await refused(() => post('/api/addscorer', undated.home.captain, scorer), 403, 'scorers_closed');
  });

  it("replaces a team's scorers when the goals add up", async () => {
    const w = await matchWorld();
    const result = ok<Result>(
      await post('/api/addResult', w.home.captain, { match_id: w.match.id, home_score: 3, guest_score: 1 }),
    );
    const payload = (scorerList: { playerId: number; goals: number }[], team = w.home.id) => ({
      match_id: w.match.id,
      result_id: result.id,
      team_id: team,
      scorers: scorerList,
    });
    const list = ok<ScorerEntry[]>(
      await post(
        '/api/addscorer',
        w.home.captain,
        payload([
          { playerId: w.home.player.id, goals: 2 },
          { playerId: w.home.captain.id, goals: 1 },
        ]),
      ),
    );
    expect(list.map((s) => [s.user_id, s.team_id, s.goal_count])).toEqual([
      [w.home.player.id, w.home.id, 2],
      [w.home.captain.id, w.home.id, 1],
    ]);
    // Replaced, not added to.
    ok(
      await post('/api/addscorer', w.home.coCaptain, payload([{ playerId: w.home.coCaptain.id, goals: 3 }])),
    );
    ok(
      await post(
        '/api/addscorer',
        w.guest.captain,
        payload([{ playerId: w.guest.player.id, goals: 1 }], w.guest.id),
      ),
    );
    const rows = await t.db
      .select()
      .from(scorers)
      .where(eq(scorers.resultId, result.id))
      .orderBy(asc(scorers.id));
    expect(rows.map((s) => [s.userId, s.goalCount])).toEqual([
      [w.home.coCaptain.id, 3],
      [w.guest.player.id, 1],
    ]);

    await refused(
      () => post('/api/addscorer', w.home.captain, payload([{ playerId: w.home.player.id, goals: 2 }])),
      400,
      'invalid_scorers',
    );
    await refused(
      () => post('/api/addscorer', w.home.captain, payload([{ playerId: w.guest.player.id, goals: 3 }])),
      400,
      'scorer_not_in_team',
    );
    await refused(
      () =>
        post(
          '/api/addscorer',
          w.home.captain,
          payload([
            { playerId: w.home.player.id, goals: 2 },
            { playerId: w.home.player.id, goals: 1 },
          ]),
        ),
      400,
      'invalid_scorers',
    );
    await refused(
      () => post('/api/addscorer', w.home.captain, payload([{ playerId: w.home.player.id, goals: 0 }])),
      400,
      'invalid_field',
      /^scorers\.0\.goals: /,
    );
    for (const user of [w.guest.captain, w.home.player, w.ref1.captain]) {
      await refused(
        () => post('/api/addscorer', user, payload([{ playerId: w.home.player.id, goals: 3 }])),
        403,
        'scorers_not_allowed',
      );
    }
    await refused(
      () =>
        post('/api/addscorer', admin, payload([{ playerId: w.outsider.player.id, goals: 3 }], w.outsider.id)),
      400,
      'team_not_in_match',
    );
  });

  it('works on the final result too, and only on results of the match', async () => {
    const w = await matchWorld();
    const result = ok<Result>(
      await post('/api/addResult', w.home.captain, { match_id: w.match.id, home_score: 0, guest_score: 2 }),
    );
    ok(await post('/api/acceptResult', w.guest.captain, { result_id: result.id }));
    ok(
      await post('/api/addscorer', w.guest.captain, {
        match_id: w.match.id,
        result_id: result.id,
        team_id: w.guest.id,
        scorers: [{ playerId: w.guest.player.id, goals: 2 }],
      }),
    );
    // A team without goals clears its list.
    ok(
      await post('/api/addscorer', admin, {
        match_id: w.match.id,
        result_id: result.id,
        team_id: w.home.id,
        scorers: [],
      }),
    );
    const other = await matchWorld();
    await refused(
      () =>
        post('/api/addscorer', admin, {
          match_id: other.match.id,
          result_id: result.id,
          team_id: other.home.id,
          scorers: [],
        }),
      404,
      'result_not_found',
    );
    const top = (await t.app.inject({ method: 'GET', url: '/api/gettopscorer' })).json().data as {
      season_id: number;
      top_scorers: { user_id: number; goals: number }[];
    }[];
    expect(top.find((s) => s.season_id === w.season.id)?.top_scorers).toMatchObject([
      { user_id: w.guest.player.id, goals: 2 },
    ]);
  });
});
