import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';
import type { Match, Pitch, Season } from '../../common/api/types';
import {
  type BuiltTeam,
  buildGroup,
  buildMatch,
  buildResult,
  buildSeason,
  buildTeam,
  buildUser,
  type UserRow,
} from '../db/factories';
import { matches, notifications, pitches } from '../db/schema';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: UserRow;
let home: BuiltTeam;
let guest: BuiltTeam;
let referees: BuiltTeam;
let other: BuiltTeam;
let seasonId: number;
let groupId: number;

const member = (team: BuiltTeam, i: number): UserRow => {
  const user = team.members[i];
  if (!user) throw new Error(`no member ${i}`);
  return user;
};

beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://league.example' });
  admin = await buildUser(t.db, { role: 'ADMIN' });
  home = await buildTeam(t.db, { name: 'Red Lions', size: 3, coCaptains: 1 });
  guest = await buildTeam(t.db, { name: 'Blue Sharks', size: 2 });
  referees = await buildTeam(t.db, { name: 'Whistlers', size: 2 });
  other = await buildTeam(t.db, { name: 'Bystanders', size: 2 });
  seasonId = (await buildSeason(t.db)).id;
  const group = await buildGroup(t.db, { seasonId });
  groupId = group.id;
});
afterAll(() => t.close());

const post: TestApp['post'] = (...args) => t.post(...args);
const ok = okData;

const state = async () => ({
  pitches: await t.db.select().from(pitches).orderBy(asc(pitches.id)),
  matches: await t.db
    .select({ id: matches.id, pitchId: matches.pitchId, sequence: matches.dateSequence })
    .from(matches)
    .orderBy(asc(matches.id)),
});
const refused = (
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ErrorCode,
  error?: string | RegExp,
) => expectRefusedUnchanged(state, request, status, code, error);

const listed = async () => ok<Pitch[]>(await t.app.inject({ method: 'GET', url: '/api/getPitches' }));
const defaults = async () => (await listed()).filter((p) => p.is_default);

let unique = 0;
const fields = (overrides: Partial<Record<'name' | 'address' | 'map_url' | 'pitch_id', unknown>> = {}) => ({
  name: `Pitch ${++unique}`,
  address: 'Connollystraße 32, 80809 München',
  map_url: 'https://www.openstreetmap.org/?mlat=48.18&mlon=11.55',
  ...overrides,
});
const add = async (overrides = {}) => ok<Pitch>(await post('/api/addPitch', admin, fields(overrides)));

/** Everyone but an admin: captain, co-captain, player, a user in no team get 403; anonymous 401. */
async function adminOnly(url: string, payload: object) {
  for (const user of [home.captain, member(home, 1), member(home, 2), await buildUser(t.db)]) {
    await refused(() => post(url, user, payload), 403, 'pitches_not_allowed');
  }
  await refused(() => post(url, null, payload), 401, 'session_expired');
}

/** A dated match of home against guest, refereed by `referees` (with a named referee). */
async function upcomingMatch() {
  return buildMatch(t.db, {
    seasonId,
    groupId,
    homeId: home.team.id,
    guestId: guest.team.id,
    refereeTeamId: referees.team.id,
    refereeId: member(referees, 1).id,
    date: new Date(Date.now() + 7 * 24 * 3600 * 1000),
  });
}

describe('getPitches', () => {
  it('answers every visitor the seeded default pitch, with an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getPitches' });
    const list = ok<Pitch[]>(res);
    expect(list[0]).toMatchObject({
      name: 'Zentraler Hochschulsport, Pitch 1',
      address: 'Connollystraße 32, 80809 München',
      is_default: true,
    });
    expect(list[0]?.map_url).toMatch(/^https:\/\//);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/getPitches',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('addPitch', () => {
  it('adds a pitch (admin), which every visitor then reads', async () => {
    await adminOnly('/api/addPitch', fields());
    const pitch = await add({ name: '  Pitch North ', address: ' Somewhere 1 ' });
    expect(pitch).toMatchObject({ name: 'Pitch North', address: 'Somewhere 1', is_default: false });
    expect((await listed()).map((p) => p.id)).toContain(pitch.id);
  });

  it('names the field of a bad value: the map link must be http(s)', async () => {
    for (const map_url of ['javascript:alert(1)', 'ftp://maps.example/x', 'maps.example/x', 'data:,x']) {
      await refused(
        () => post('/api/addPitch', admin, fields({ map_url })),
        400,
        'invalid_field',
        /^map_url: /,
      );
    }
    await refused(() => post('/api/addPitch', admin, fields({ name: ' ' })), 400, 'invalid_field', /^name: /);
    await refused(
      () => post('/api/addPitch', admin, fields({ address: '' })),
      400,
      'invalid_field',
      /^address: /,
    );
    await refused(
      () => post('/api/addPitch', admin, fields({ name: 'x'.repeat(101) })),
      400,
      'invalid_field',
      /^name: /,
    );
  });

  it('refuses a name taken in any letter case', async () => {
    await add({ name: 'Olympiapark West' });
    await refused(
      () => post('/api/addPitch', admin, fields({ name: 'OLYMPIAPARK west' })),
      409,
      'pitch_name_taken',
    );
  });
});

describe('updatePitch', () => {
  it('changes a pitch (admin) and raises the calendar SEQUENCE of its matches', async () => {
    const pitch = await add();
    const match = await upcomingMatch();
    await t.db.update(matches).set({ pitchId: pitch.id }).where(eq(matches.id, match.id));
    await adminOnly('/api/updatePitch', fields({ pitch_id: pitch.id }));
    const changed = ok<Pitch>(
      await post('/api/updatePitch', admin, { pitch_id: pitch.id, ...fields({ name: 'Renamed' }) }),
    );
    expect(changed).toMatchObject({ id: pitch.id, name: 'Renamed', is_default: false });
    const [row] = await t.db.select().from(matches).where(eq(matches.id, match.id));
    expect(row?.dateSequence).toBe(match.dateSequence + 1);
    await refused(
      () => post('/api/updatePitch', admin, { pitch_id: 999999, ...fields() }),
      404,
      'pitch_not_found',
    );
    await refused(
      () => post('/api/updatePitch', admin, { pitch_id: pitch.id, ...fields({ map_url: 'javascript:x' }) }),
      400,
      'invalid_field',
      /^map_url: /,
    );
  });
});

describe('setDefaultPitch and removePitch', () => {
  it('keeps exactly one default; the default and used pitches stay', async () => {
    const [seeded] = await defaults();
    if (!seeded) throw new Error('no default pitch');
    const next = await add();
    await adminOnly('/api/setDefaultPitch', { pitch_id: next.id });
    await adminOnly('/api/removePitch', { pitch_id: next.id });

    expect(ok<Pitch>(await post('/api/setDefaultPitch', admin, { pitch_id: next.id }))).toMatchObject({
      id: next.id,
      is_default: true,
    });
    expect((await defaults()).map((p) => p.id)).toEqual([next.id]);
    expect((await listed())[0]?.id).toBe(next.id);
    // Choosing the default again changes nothing.
    ok(await post('/api/setDefaultPitch', admin, { pitch_id: next.id }));
    expect((await defaults()).map((p) => p.id)).toEqual([next.id]);

    await refused(() => post('/api/removePitch', admin, { pitch_id: next.id }), 409, 'pitch_not_removable');
    ok(await post('/api/setDefaultPitch', admin, { pitch_id: seeded.id }));

    const match = await upcomingMatch();
    await t.db.update(matches).set({ pitchId: next.id }).where(eq(matches.id, match.id));
    await refused(() => post('/api/removePitch', admin, { pitch_id: next.id }), 409, 'pitch_not_removable');
    await t.db.update(matches).set({ pitchId: null }).where(eq(matches.id, match.id));
    expect(ok(await post('/api/removePitch', admin, { pitch_id: next.id }))).toBeNull();
    expect((await listed()).map((p) => p.id)).not.toContain(next.id);
    await refused(() => post('/api/removePitch', admin, { pitch_id: next.id }), 404, 'pitch_not_found');
    await refused(() => post('/api/setDefaultPitch', admin, { pitch_id: next.id }), 404, 'pitch_not_found');
  });

  it('moves the matches without a pitch of their own: their events get a higher SEQUENCE', async () => {
    const [seeded] = await defaults();
    const match = await upcomingMatch();
    const next = await add();
    ok(await post('/api/setDefaultPitch', admin, { pitch_id: next.id }));
    const [row] = await t.db.select().from(matches).where(eq(matches.id, match.id));
    expect(row?.dateSequence).toBe(match.dateSequence + 1);
    ok(await post('/api/setDefaultPitch', admin, { pitch_id: seeded?.id }));
  });
});

describe('setMatchPitch', () => {
  const matchOf = async (matchId: number) =>
    ok<Season[]>(await t.app.inject({ method: 'GET', url: '/api/getSeasons' }))
      .flatMap((s) => s.matches)
      .find((m: Match) => m.id === matchId);

  it('lets the captains of the match and admins choose; others are refused', async () => {
    const pitch = await add();
    const match = await upcomingMatch();
    expect((await matchOf(match.id))?.pitch_id).toBeNull();
    const payload = { match_id: match.id, pitch_id: pitch.id };
    const _refusal =
      'Only the captains of the two teams can set the pitch, and only until the result is final.';
    for (const user of [other.captain, referees.captain, member(home, 2), await buildUser(t.db)]) {
      await refused(() => post('/api/setMatchPitch', user, payload), 403, 'match_pitch_not_allowed');
    }
    await refused(() => post('/api/setMatchPitch', null, payload), 401, 'session_expired');

    expect(ok(await post('/api/setMatchPitch', home.captain, payload))).toEqual(payload);
    expect((await matchOf(match.id))?.pitch_id).toBe(pitch.id);
    ok(await post('/api/setMatchPitch', member(home, 1), { match_id: match.id, pitch_id: null }));
    expect((await matchOf(match.id))?.pitch_id).toBeNull();
    ok(await post('/api/setMatchPitch', guest.captain, payload));
    ok(await post('/api/setMatchPitch', admin, { match_id: match.id, pitch_id: null }));
    expect((await matchOf(match.id))?.pitch_id).toBeNull();

    await refused(
      () => post('/api/setMatchPitch', admin, { match_id: match.id, pitch_id: 999999 }),
      404,
      'pitch_not_found',
    );
    await refused(
      () => post('/api/setMatchPitch', admin, { match_id: 999999, pitch_id: null }),
      404,
      'match_not_found',
    );
    await refused(
      () => post('/api/setMatchPitch', admin, { match_id: match.id, pitch_id: 'north' }),
      400,
      'invalid_field',
      /^pitch_id: /,
    );
  });

  it('is closed to captains once the result is final, not to admins', async () => {
    const pitch = await add();
    const match = await upcomingMatch();
    await buildResult(t.db, {
      matchId: match.id,
      scoreHome: 1,
      scoreGuest: 0,
      isFinal: true,
      submittedBy: admin.id,
    });
    await refused(
      () => post('/api/setMatchPitch', home.captain, { match_id: match.id, pitch_id: pitch.id }),
      403,
      'match_pitch_not_allowed',
    );
    ok(await post('/api/setMatchPitch', admin, { match_id: match.id, pitch_id: pitch.id }));
  });

  it('notifies the other side and the referee, with the pitch and its map link', async () => {
    const pitch = await add({ name: 'Dantestadion' });
    const match = await upcomingMatch();
    ok(await post('/api/setMatchPitch', home.captain, { match_id: match.id, pitch_id: pitch.id }));
    const items = await t.db.select().from(notifications).orderBy(asc(notifications.id));
    const of = (user: UserRow) =>
      items.filter((n) => n.userId === user.id && n.title.includes('Dantestadion'));
    expect(of(home.captain)).toEqual([]);
    for (const user of [guest.captain, member(referees, 1)]) {
      const [item] = of(user);
      expect(item?.title).toBe('Red Lions – Blue Sharks is played at Dantestadion.');
      expect(item?.body).toContain(
        `Pitch: Dantestadion, Connollystraße 32, 80809 München (${pitch.map_url})`,
      );
    }
    // A date change names the pitch too.
    await post('/api/updateMatchDate', admin, {
      match_id: match.id,
      date: new Date(Date.now() + 9 * 24 * 3600 * 1000).toISOString(),
    });
    const dated = (
      await t.db.select().from(notifications).where(eq(notifications.userId, home.captain.id))
    ).find((n) => n.title.includes('moved to'));
    expect(dated?.body).toContain('Pitch: Dantestadion, Connollystraße 32');
  });

  it("puts the pitch into the calendar feeds' LOCATION and raises the SEQUENCE", async () => {
    const pitch = await add({ name: 'Sportpark; Nord, Platz 2', address: 'Am Feld 3, 80809 München' });
    const match = await upcomingMatch();
    const location = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/calendar/team/${home.team.id}.ics` });
      expect(res.statusCode, res.body).toBe(200);
      const calendar = new ICAL.Component(ICAL.parse(res.body));
      const vevent = calendar
        .getAllSubcomponents('vevent')
        .find((v) => String(v.getFirstPropertyValue('uid')).startsWith(`match-${match.id}@`));
      return {
        location: vevent?.getFirstPropertyValue('location'),
        sequence: vevent?.getFirstPropertyValue('sequence'),
      };
    };
    expect(await location()).toEqual({
      location: 'Zentraler Hochschulsport, Pitch 1, Connollystraße 32, 80809 München',
      sequence: match.dateSequence,
    });
    ok(await post('/api/setMatchPitch', admin, { match_id: match.id, pitch_id: pitch.id }));
    expect(await location()).toEqual({
      location: 'Sportpark; Nord, Platz 2, Am Feld 3, 80809 München',
      sequence: match.dateSequence + 1,
    });
  });
});
