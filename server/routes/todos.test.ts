import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Todo, TodoKind } from '../../common/api/todos';
import { MATCH_WINDOW_MONTHS, matchWindowEnd } from '../../common/league/match-window';
import {
  buildGroup,
  buildMatch,
  buildResult,
  buildSeason,
  buildTeam,
  buildUser,
  type UserRow,
} from '../db/factories';
import { seasons } from '../db/schema';
import { nth, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

const HOUR = 3600 * 1000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);

async function todosOf(user: UserRow): Promise<Todo[]> {
  return okData<Todo[]>(await t.post('/api/getTodos', user));
}

/** The caller's items about these matches (other tests' worlds share the database). */
async function itemsAbout(user: UserRow, matchIds: number[]): Promise<[TodoKind, number | undefined][]> {
  return (await todosOf(user))
    .filter((todo) => todo.match_id !== undefined && matchIds.includes(todo.match_id))
    .map((todo) => [todo.kind, todo.match_id]);
}

/** Home and guest (captain, co-captain, player each), a referee team, and a team with nothing to do. */
async function world() {
  const team = async () => {
    const built = await buildTeam(t.db, { size: 3, coCaptains: 1 });
    return { ...built, id: built.team.id, coCaptain: nth(built.members, 1), player: nth(built.members, 2) };
  };
  const [home, guest, referees, outsider] = [await team(), await team(), await team(), await team()];
  const season = await buildSeason(t.db);
  const group = await buildGroup(t.db, { seasonId: season.id });
  const match = (values: Partial<Parameters<typeof buildMatch>[1]> = {}) =>
    buildMatch(t.db, {
      seasonId: season.id,
      groupId: group.id,
      homeId: home.id,
      guestId: guest.id,
      refereeTeamId: referees.id,
      refereeId: referees.player.id,
      ...values,
    });
  return { season, home, guest, referees, outsider, match };
}

describe('POST /api/getTodos', () => {
  it('answers 401 without a session and an empty list to a plain player', async () => {
    const res = await t.post('/api/getTodos', null);
    expect(res.statusCode).toBe(401);
    const w = await world();
    await w.match({ date: null });
    expect(await todosOf(w.home.player)).toEqual([]);
    expect(await todosOf(await buildUser(t.db))).toEqual([]);
  });

  it("asks the other side's captains to accept a suggestion, until one of them does", async () => {
    const w = await world();
    const m = await w.match({ date: hoursFromNow(-3) });
    const suggested = await buildResult(t.db, {
      matchId: m.id,
      scoreHome: 1,
      scoreGuest: 2,
      submittedBy: w.guest.captain.id,
    });
    const [item] = (await todosOf(w.home.captain)).filter((todo) => todo.match_id === m.id);
    expect(item).toEqual({
      kind: 'accept_result',
      text: `${w.guest.team.name} suggested the result ${w.home.team.name} 1 : 2 ${w.guest.team.name}: accept it or suggest another result.`,
      match_id: m.id,
      due_at: new Date(suggested.createdAt.getTime() + 72 * HOUR).toISOString(),
    });
    // Both sides' captains also rate the match's fair play from its first result (decision 094).
    const rate: [string, number] = ['rate_fair_play', m.id];
    expect(await itemsAbout(w.home.coCaptain, [m.id])).toEqual([['accept_result', m.id], rate]);
    for (const guestCaptain of [w.guest.captain, w.guest.coCaptain]) {
      expect(await itemsAbout(guestCaptain, [m.id])).toEqual([rate]);
    }
    for (const nobody of [w.home.player, w.outsider.captain, admin]) {
      expect(await itemsAbout(nobody, [m.id])).toEqual([]);
    }
    okData(await t.post('/api/acceptResult', w.home.coCaptain, { result_id: suggested.id }));
    expect(await itemsAbout(w.home.captain, [m.id])).toEqual([rate]);
    expect(await itemsAbout(w.home.coCaptain, [m.id])).toEqual([rate]);
  });

  it('gives the deadline of the season, and none when it has none', async () => {
    const w = await world();
    await t.db.update(seasons).set({ autoAcceptHours: 0 }).where(eq(seasons.id, w.season.id));
    const m = await w.match({ date: hoursFromNow(-3) });
    await buildResult(t.db, { matchId: m.id, scoreHome: 0, scoreGuest: 0, submittedBy: w.home.captain.id });
    const [item] = (await todosOf(w.guest.captain)).filter((todo) => todo.match_id === m.id);
    expect(item?.kind).toBe('accept_result');
    expect(item).not.toHaveProperty('due_at');
  });

  it('asks both captains to date an undated match of the current season, until one does', async () => {
    const w = await world();
    const m = await w.match({ date: null });
    for (const captain of [w.home.captain, w.home.coCaptain, w.guest.captain]) {
      expect(await itemsAbout(captain, [m.id])).toEqual([['set_date', m.id]]);
    }
    for (const nobody of [w.home.player, w.referees.captain, w.outsider.captain, admin]) {
      expect(await itemsAbout(nobody, [m.id])).toEqual([]);
    }
    okData(
      await t.post('/api/updateMatchDate', w.guest.captain, {
        match_id: m.id,
        date: hoursFromNow(48).toISOString(),
      }),
    );
    // Dated two days ahead, it asks who is coming instead (docs/PRODUCT.md#availability).
    expect(await itemsAbout(w.home.captain, [m.id])).toEqual([
      ['availability', m.id],
      ['short_squad', m.id],
    ]);
    // A season that is no longer the newest has nothing to date.
    await buildSeason(t.db);
    const old = await w.match({ date: null });
    expect(await itemsAbout(w.home.captain, [old.id])).toEqual([]);
  });

  it('asks for a result more than 24 hours after kick-off; entering it moves the item to the other side', async () => {
    const w = await world();
    const m = await w.match({ date: hoursFromNow(-30) });
    const early = await w.match({ date: hoursFromNow(-20) });
    const item = (await todosOf(w.home.captain)).find((todo) => todo.match_id === m.id);
    expect(item).toEqual({
      kind: 'enter_result',
      text: `Your match against ${w.guest.team.name} has no result yet: please enter it.`,
      match_id: m.id,
      due_at: m.date?.toISOString(),
    });
    expect(await itemsAbout(w.guest.coCaptain, [m.id, early.id])).toEqual([['enter_result', m.id]]);
    expect(await itemsAbout(w.home.player, [m.id])).toEqual([]);
    expect(await itemsAbout(w.outsider.captain, [m.id])).toEqual([]);
    okData(await t.post('/api/addResult', w.home.captain, { match_id: m.id, home_score: 3, guest_score: 0 }));
    // The result opens the fair-play rating for both sides (decision 094).
    expect(await itemsAbout(w.home.captain, [m.id])).toEqual([['rate_fair_play', m.id]]);
    expect(await itemsAbout(w.guest.captain, [m.id])).toEqual([
      ['accept_result', m.id],
      ['rate_fair_play', m.id],
    ]);
  });

  it("asks the referee team's captains to fill its empty slots, earliest kick-off first, undated last", async () => {
    const w = await world();
    const later = await w.match({ date: hoursFromNow(72), refereeId: null });
    const undated = await w.match({ date: null, refereeId: null });
    const sooner = await w.match({ date: hoursFromNow(5), refereeId: null });
    const filled = await w.match({ date: hoursFromNow(6) });
    // Naming closes at the kick-off: an empty slot then is a missed duty, not a to-do.
    const played = await w.match({ date: hoursFromNow(-1), refereeId: null });
    const ids = [later.id, undated.id, sooner.id, filled.id, played.id];
    const expected = [
      ['appoint_referee', sooner.id],
      ['appoint_referee', later.id],
      ['appoint_referee', undated.id],
    ];
    expect(await itemsAbout(w.referees.captain, ids)).toEqual(expected);
    expect(await itemsAbout(w.referees.coCaptain, ids)).toEqual(expected);
    for (const nobody of [w.referees.player, w.home.captain, w.outsider.captain, admin]) {
      expect((await itemsAbout(nobody, ids)).filter(([kind]) => kind === 'appoint_referee')).toEqual([]);
    }
    okData(
      await t.post('/api/assignReferee', w.referees.captain, {
        match_id: sooner.id,
        referee_id: w.referees.coCaptain.id,
      }),
    );
    expect(await itemsAbout(w.referees.captain, ids)).toEqual(expected.slice(1));
    // The co-captain now referees that match.
    expect(await itemsAbout(w.referees.coCaptain, [sooner.id])).toEqual([['referee_duty', sooner.id]]);
  });

  it('tells an appointed referee of upcoming duties only', async () => {
    const w = await world();
    const next = await w.match({ date: hoursFromNow(24) });
    const undated = await w.match({ date: null, refereeId: null, refereeId2: w.referees.player.id });
    const past = await w.match({ date: hoursFromNow(-5) });
    const final = await w.match({ date: hoursFromNow(-1) });
    await buildResult(t.db, { matchId: final.id, scoreHome: 1, scoreGuest: 0, isFinal: true });
    const items = (await todosOf(w.referees.player)).filter((todo) =>
      [next.id, undated.id, past.id, final.id].includes(todo.match_id ?? 0),
    );
    expect(items).toEqual([
      {
        kind: 'referee_duty',
        text: `You are the referee of ${w.home.team.name} – ${w.guest.team.name}.`,
        match_id: next.id,
        due_at: next.date?.toISOString(),
      },
      {
        kind: 'referee_duty',
        text: `You are the referee of ${w.home.team.name} – ${w.guest.team.name}; its date is not set yet.`,
        match_id: undated.id,
      },
    ]);
    expect(await itemsAbout(w.referees.coCaptain, [next.id])).toEqual([]);
  });

  it("asks the team's captains about join requests until one answers, and reminds the requester", async () => {
    const w = await world();
    const requester = await buildUser(t.db, { role: 'USER', memberOf: w.home.id, name: 'Rita Request' });
    const request = {
      kind: 'join_request',
      text: `Rita Request asked to join ${w.home.team.name}: accept or reject the request.`,
      team_id: w.home.id,
      user_id: requester.id,
    };
    expect(await todosOf(w.home.captain)).toContainEqual(request);
    expect(await todosOf(w.home.coCaptain)).toContainEqual(request);
    for (const nobody of [w.home.player, w.guest.captain, admin]) {
      expect((await todosOf(nobody)).filter((todo) => todo.user_id === requester.id)).toEqual([]);
    }
    expect(await todosOf(requester)).toEqual([
      {
        kind: 'own_request',
        text: `You asked to join ${w.home.team.name}: a captain of the team will accept or reject your request.`,
        team_id: w.home.id,
      },
    ]);
    okData(await t.post('/api/acceptPlayer', w.home.coCaptain, { user_id: requester.id, accept: true }));
    expect((await todosOf(w.home.captain)).filter((todo) => todo.kind === 'join_request')).toEqual([]);
  });

  it('asks admins to accept teams, and tells the pending captain what they wait for', async () => {
    const pending = await buildTeam(t.db, { accepted: false, size: 2 });
    const request = {
      kind: 'team_request',
      text: `${pending.team.name} registered for the league and waits for acceptance: accept or delete the team.`,
      team_id: pending.team.id,
      user_id: pending.captain.id,
    };
    expect(await todosOf(admin)).toContainEqual(request);
    expect(await todosOf(pending.captain)).toEqual([
      {
        kind: 'own_request',
        text: `You registered ${pending.team.name}: it takes part once an admin accepts it.`,
        team_id: pending.team.id,
      },
    ]);
    expect(await todosOf(nth(pending.members, 1))).toEqual([]);
    const w = await world();
    expect((await todosOf(w.home.captain)).map((todo) => todo.kind)).not.toContain('team_request');
    okData(
      await t.post('/api/acceptTeam', admin, { team_id: pending.team.id, captain_id: pending.captain.id }),
    );
    expect((await todosOf(admin)).filter((todo) => todo.team_id === pending.team.id)).toEqual([]);
  });

  it("asks admins to date a match still undated as its season's match window closes, until it is dated", async () => {
    const recent = await world();
    await recent.match({ date: hoursFromNow(-2) });
    const notYet = await recent.match({ date: null });
    expect(await itemsAbout(admin, [notYet.id])).toEqual([]);

    const w = await world();
    // The season's first match kicked off 6 months less 10 days ago: its window ends in 10 days.
    const start = new Date();
    start.setUTCMonth(start.getUTCMonth() - MATCH_WINDOW_MONTHS.default);
    const first = await w.match({ date: new Date(start.getTime() + 10 * 24 * HOUR) });
    await buildResult(t.db, { matchId: first.id, scoreHome: 1, scoreGuest: 0, isFinal: true });
    const undated = await w.match({ date: null });
    // A knockout match still waiting for its teams cannot be dated yet.
    const waiting = await w.match({ date: null, homeId: null, matchStage: 'FINAL' });
    const end = matchWindowEnd(first.date as Date, MATCH_WINDOW_MONTHS.default);
    const ids = [undated.id, waiting.id];
    expect((await todosOf(admin)).filter((todo) => ids.includes(todo.match_id ?? 0))).toEqual([
      {
        kind: 'undated_match',
        text: `${w.home.team.name} – ${w.guest.team.name} still has no date, and the season's match window is closing: please set one.`,
        match_id: undated.id,
        due_at: end.toISOString(),
      },
    ]);
    // Captains are asked to date it as before; the admins' item is not theirs.
    expect(await itemsAbout(w.home.captain, ids)).toEqual([['set_date', undated.id]]);
    expect(await itemsAbout(w.referees.captain, ids)).toEqual([]);
    okData(
      await t.post('/api/updateMatchDate', w.home.captain, {
        match_id: undated.id,
        date: hoursFromNow(48).toISOString(),
      }),
    );
    expect(await itemsAbout(admin, ids)).toEqual([]);
  });

  it('asks admins to decide disputed and overdue results, not the captains', async () => {
    const w = await world();
    const disputed = await w.match({ date: hoursFromNow(-10) });
    await buildResult(t.db, {
      matchId: disputed.id,
      scoreHome: 2,
      scoreGuest: 0,
      submittedBy: w.home.captain.id,
    });
    const theirs = await buildResult(t.db, {
      matchId: disputed.id,
      scoreHome: 0,
      scoreGuest: 1,
      submittedBy: w.guest.captain.id,
    });
    const overdue = await w.match({ date: hoursFromNow(-8 * 24) });
    const recent = await w.match({ date: hoursFromNow(-6 * 24) });
    const ids = [disputed.id, overdue.id, recent.id];
    const adminItems = (await todosOf(admin)).filter((todo) => ids.includes(todo.match_id ?? 0));
    expect(adminItems).toEqual([
      {
        kind: 'overdue_result',
        text: `${w.home.team.name} – ${w.guest.team.name} was played over a week ago and has no final result: please settle it.`,
        match_id: overdue.id,
        due_at: overdue.date?.toISOString(),
      },
      {
        kind: 'disputed_result',
        text: `The two sides of ${w.home.team.name} – ${w.guest.team.name} suggested different results (2:0 and 0:1): decide which one is final.`,
        match_id: disputed.id,
        due_at: disputed.date?.toISOString(),
      },
    ]);
    const captainKinds = (await itemsAbout(w.home.captain, ids)).map(([kind]) => kind);
    expect(captainKinds).not.toContain('disputed_result');
    expect(captainKinds).not.toContain('overdue_result');
    // In the dispute, the home side may still accept the guest's suggestion (no deadline runs).
    expect((await todosOf(w.home.captain)).find((todo) => todo.match_id === disputed.id)).toEqual({
      kind: 'accept_result',
      text: `${w.guest.team.name} suggested the result ${w.home.team.name} 0 : 1 ${w.guest.team.name}, your team ${w.home.team.name} 2 : 0 ${w.guest.team.name}: accept theirs or ask an admin to decide.`,
      match_id: disputed.id,
    });
    okData(await t.post('/api/acceptResult', admin, { result_id: theirs.id }));
    expect((await todosOf(admin)).filter((todo) => todo.match_id === disputed.id)).toEqual([]);
  });
});
