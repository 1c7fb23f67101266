import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefereeSuggestion } from '../../common/api/referee-planner';
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
import { availability, cards, invitations } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The fair referee planner (issue 45 point 4, decision 099): suggestReferees ranks the referee
 * team's members by their appointments this season, leaving out those who play that day (their
 * team, or as a guest), are banned that day or said no for the day; roles; the first appointed.
 */

const NOW = new Date('2026-05-04T10:00:00Z');
const THURSDAY = new Date('2026-05-07T17:00:00Z');
const clock = new ManualClock(NOW);
let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };

/** Home plays guest on Thursday, refereed by refs (Ada, the captain, and players Blex to Elex). */
async function fixture() {
  const [home, guest, other] = [
    await buildTeam(t.db, { size: 2 }),
    await buildTeam(t.db, { size: 2 }),
    await buildTeam(t.db, { size: 2 }),
  ];
  const refs = await buildTeam(t.db, {
    size: 5,
    captain: { name: 'Ada Captain' },
    member: (i) => ({ name: `${'-BCDE'[i]}lex Ref` }),
  });
  const season = await buildSeason(t.db);
  const group = await buildGroup(t.db, { seasonId: season.id });
  const match = (date: Date, values: object = {}) =>
    buildMatch(t.db, {
      seasonId: season.id,
      groupId: group.id,
      date,
      homeId: home.team.id,
      guestId: guest.team.id,
      ...values,
    });
  const thursday = await match(THURSDAY, { refereeTeamId: refs.team.id });
  const [b, c, d, e] = refs.members.slice(1) as [UserRow, UserRow, UserRow, UserRow];
  // Earlier this season: B refereed twice, C once.
  await match(new Date(NOW.getTime() - 14 * DAY), { refereeTeamId: refs.team.id, refereeId: b.id });
  await match(new Date(NOW.getTime() - 7 * DAY), {
    refereeTeamId: refs.team.id,
    refereeId: b.id,
    refereeTeamId2: refs.team.id,
    refereeId2: c.id,
  });
  return { home, guest, other, refs, season, group, match, thursday, b, c, d, e };
}

const suggest = (user: UserRow | null, matchId: number, slot: 1 | 2 = 1) =>
  t.post('/api/suggestReferees', user, { match_id: matchId, slot });
const ranked = async (user: UserRow, matchId: number, slot: 1 | 2 = 1) =>
  okData<RefereeSuggestion[]>(await suggest(user, matchId, slot)).map((s) => [
    s.name,
    s.duties_this_season,
    s.reason_if_excluded,
  ]);

describe('suggestReferees', () => {
  it('ranks by duties this season, then name; a guest that day plays; the captain appoints the first', async () => {
    const f = await fixture();
    // E helps out in another match that Thursday evening.
    const evening = await f.match(new Date('2026-05-07T19:30:00Z'), { homeId: f.other.team.id });
    await t.db.insert(invitations).values({
      userId: f.e.id,
      teamId: f.other.team.id,
      matchId: evening.id,
      status: 'accepted',
      createdAt: NOW,
    });
    expect(await ranked(f.refs.captain, f.thursday.id)).toEqual([
      ['Ada Captain', 0, null],
      ['Dlex Ref', 0, null],
      ['Clex Ref', 1, null],
      ['Blex Ref', 2, null],
      ['Elex Ref', 0, 'playing'],
    ]);
    const [first] = okData<RefereeSuggestion[]>(await suggest(f.refs.captain, f.thursday.id));
    const appointed = await t.post('/api/assignReferee', f.refs.captain, {
      match_id: f.thursday.id,
      referee_id: first?.user_id,
      slot: 1,
    });
    expect(okData(appointed)).toMatchObject({ slot: 1, referee_id: f.refs.captain.id });
  });

  it("leaves out who said no that day, who is banned that day and, on the team's own match day, everybody else", async () => {
    const f = await fixture();
    // The referee team plays that Thursday morning; D said no to it; C is banned (a red card last week).
    const own = await f.match(new Date('2026-05-07T09:00:00Z'), {
      homeId: f.refs.team.id,
      guestId: f.other.team.id,
    });
    await t.db.insert(availability).values({ matchId: own.id, userId: f.d.id, status: 'no', updatedAt: NOW });
    const last = await f.match(new Date(NOW.getTime() - 2 * DAY), {
      homeId: f.refs.team.id,
      guestId: f.other.team.id,
    });
    const result = await buildResult(t.db, {
      matchId: last.id,
      scoreHome: 1,
      scoreGuest: 1,
      isFinal: true,
      submittedBy: admin.id,
    });
    await t.db.insert(cards).values({
      resultId: result.id,
      matchId: last.id,
      playerId: f.c.id,
      teamId: f.refs.team.id,
      kind: 'red',
    });
    expect(await ranked(f.refs.captain, f.thursday.id)).toEqual([
      ['Ada Captain', 0, 'playing'],
      ['Dlex Ref', 0, 'said_no'],
      ['Elex Ref', 0, 'playing'],
      ['Clex Ref', 1, 'suspended'],
      ['Blex Ref', 2, 'playing'],
    ]);
  });

  it("is the referee team's captains' and admins'; others 403, in English and German", async () => {
    const f = await fixture();
    okData(await suggest(admin, f.thursday.id));
    for (const user of [f.b, f.home.captain, await buildUser(t.db)]) {
      const res = await suggest(user, f.thursday.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'suggest_referees_not_allowed' });
    }
    expect((await suggest(null, f.thursday.id)).statusCode).toBe(401);
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/suggestReferees',
      headers: GERMAN,
      payload: { access_token: await t.tokenFor(f.b), match_id: f.thursday.id, slot: 1 },
    });
    expect(german.json()).toMatchObject({
      code: 'suggest_referees_not_allowed',
      error: expect.stringMatching(/Schiedsrichter-Teams/),
    });
    // Slot 2 has no referee team: an admin hears why, a match that is not there is a 404.
    expect((await suggest(admin, f.thursday.id, 2)).json()).toMatchObject({ code: 'no_referee_team' });
    expect((await suggest(admin, 2_000_000)).json()).toMatchObject({ code: 'match_not_found' });
    const bad = await t.post('/api/suggestReferees', admin, { match_id: f.thursday.id, slot: 3 });
    expect(bad.json()).toMatchObject({ code: 'invalid_field', error: expect.stringMatching(/^slot/) });
  });
});
