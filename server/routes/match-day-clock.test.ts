import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Todo, TodoKind } from '../../common/api/todos';
import type { Result } from '../../common/api/types';
import { DAY, HOUR } from '../../common/durations';
import { LIMITS } from '../../common/limits';
import { MATCH_REFUSED } from '../../common/policies/matches';
import { buildGroup, buildMatch, buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import { ManualClock } from '../lib/clock';
import { NOT_KICKED_OFF } from '../services/matches';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Results, scorers and the to-do list read one clock (issue 40): under a clock long before the
 * real date, a match kicked off by the system's time only has not kicked off yet.
 */
const clock = new ManualClock(new Date('2026-05-04T10:00:00Z'));
const kickOffA = new Date(clock.now().getTime() + 2 * HOUR);
const kickOffB = new Date(clock.now().getTime() + 30 * HOUR);

let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

/** The caller's to-do kinds about one match. */
async function todosAbout(user: UserRow, matchId: number): Promise<TodoKind[]> {
  const todos = okData<Todo[]>(await t.post('/api/getTodos', user));
  // Who is coming asks before the kick-off too (availability.test.ts): the rest is the point here.
  return todos
    .filter(
      (todo) => todo.match_id === matchId && todo.kind !== 'availability' && todo.kind !== 'short_squad',
    )
    .map((todo) => todo.kind);
}

async function refusedWith(request: Promise<{ statusCode: number; json(): unknown }>, status: number) {
  const res = await request;
  expect(res.statusCode).toBe(status);
  return (res.json() as { error: string }).error;
}

describe('one clock for match-day actions and the to-do list', () => {
  it('opens results at the kick-off, asks for them 24 hours later, and closes scorers 14 days after', async () => {
    const [home, guest] = [await buildTeam(t.db, { size: 2 }), await buildTeam(t.db, { size: 2 })];
    const season = await buildSeason(t.db);
    const group = await buildGroup(t.db, { seasonId: season.id });
    const match = (date: Date) =>
      buildMatch(t.db, {
        seasonId: season.id,
        groupId: group.id,
        homeId: home.team.id,
        guestId: guest.team.id,
        date,
      });
    const [a, b] = [await match(kickOffA), await match(kickOffB)];
    const suggestA = () =>
      t.post('/api/addResult', guest.captain, { match_id: a.id, home_score: 1, guest_score: 2 });

    // Before the kick-off: no result, and nothing on the list asks for one.
    expect(await refusedWith(suggestA(), 409)).toBe(NOT_KICKED_OFF());
    expect(await todosAbout(guest.captain, a.id)).toEqual([]);

    // 24 hours after it, to the millisecond: the list asks, and the action takes it.
    clock.advance(26);
    expect(await todosAbout(guest.captain, a.id)).toEqual(['enter_result']);
    const suggested = okData<Result>(await suggestA());
    expect(suggested.created_at).toBe(clock.now().toISOString());
    // The suggestion also opens both sides' fair-play rating (decision 094).
    expect(await todosAbout(home.captain, a.id)).toEqual(['accept_result', 'rate_fair_play']);
    okData(await t.post('/api/acceptResult', home.captain, { result_id: suggested.id }));

    // An admin's result for a match still ahead: the captains accept it from its kick-off on.
    const admins = okData<Result>(
      await t.post('/api/addResult', admin, { match_id: b.id, home_score: 0, guest_score: 0 }),
    );
    const acceptB = () => t.post('/api/acceptResult', home.captain, { result_id: admins.id });
    expect(await todosAbout(home.captain, b.id)).toEqual([]);
    expect(await refusedWith(acceptB(), 409)).toBe(NOT_KICKED_OFF());
    clock.advance(4);
    expect(await todosAbout(home.captain, b.id)).toEqual(['accept_result', 'rate_fair_play']);
    okData(await acceptB());

    // Scorers: open to captains up to 14 days after the kick-off by this clock, then closed.
    const scorers = {
      match_id: a.id,
      result_id: suggested.id,
      team_id: guest.team.id,
      scorers: [{ playerId: guest.captain.id, goals: 2 }],
    };
    okData(await t.post('/api/addscorer', guest.captain, scorers));
    clock.set(new Date(kickOffA.getTime() + LIMITS.scorerEditDays * DAY));
    okData(await t.post('/api/addscorer', guest.captain, scorers));
    clock.set(new Date(kickOffA.getTime() + LIMITS.scorerEditDays * DAY + 1));
    expect(await refusedWith(t.post('/api/addscorer', guest.captain, scorers), 403)).toBe(
      MATCH_REFUSED.scorersClosed,
    );
  });
});
