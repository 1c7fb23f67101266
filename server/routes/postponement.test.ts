import { asc, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';
import type { PostponedMatches } from '../../common/api/postponement';
import type { Pitch, Season } from '../../common/api/types';
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
import { auditLog, mailOutbox, matches, notificationSettings, users } from '../db/schema';
import { leagueDay } from '../services/postponement';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: UserRow;
let home: BuiltTeam;
let guest: BuiltTeam;
let referees: BuiltTeam;
let away: BuiltTeam;
let bystanders: BuiltTeam;
let seasonId: number;
let groupId: number;
let north: Pitch;

const REASON = 'Pitch closed after heavy rain';
// Thursday 14 March 2030, winter time in Munich (UTC+1).
const DAY = '2030-03-14';

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
  away = await buildTeam(t.db, { name: 'Green Owls', size: 2 });
  bystanders = await buildTeam(t.db, { name: 'Bystanders', size: 2 });
  seasonId = (await buildSeason(t.db)).id;
  const group = await buildGroup(t.db, { seasonId });
  groupId = group.id;
  north = okData<Pitch>(
    await t.post('/api/addPitch', admin, {
      name: 'Sportpark Nord',
      address: 'Am Feld 3, 80809 München',
      map_url: 'https://www.openstreetmap.org/?mlat=48.2&mlon=11.5',
    }),
  );
});
afterAll(() => t.close());

const ok = okData;
const postpone = (user: UserRow | null, payload: object) => t.post('/api/postponeMatches', user, payload);

/** A match of the day's programme; `at` in UTC. */
const match = (at: string, values: Partial<Parameters<typeof buildMatch>[1]> = {}) =>
  buildMatch(t.db, {
    seasonId,
    groupId,
    homeId: home.team.id,
    guestId: guest.team.id,
    refereeTeamId: referees.team.id,
    refereeId: member(referees, 1).id,
    date: new Date(at),
    ...values,
  });

const rows = () =>
  t.db
    .select({
      id: matches.id,
      date: matches.date,
      refereeTeamId: matches.refereeTeamId,
      refereeId: matches.refereeId,
      reason: matches.postponedReason,
    })
    .from(matches)
    .orderBy(asc(matches.id));

const refused = (
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ErrorCode,
  error?: string | RegExp,
) => expectRefusedUnchanged(rows, request, status, code, error);

const outbox = async (user: UserRow) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.mail)).orderBy(asc(mailOutbox.id));

const season = async (language = 'en') =>
  ok<Season>(
    await t.app.inject({
      method: 'GET',
      url: `/api/getSeason?season_id=${seasonId}`,
      headers: { 'accept-language': language },
    }),
  );

/** The match's event in a team's feed, or in the league's (teamId null). */
async function feedEvent(teamId: number | null, matchId: number) {
  const url = teamId === null ? '/calendar/league.ics' : `/calendar/team/${teamId}.ics`;
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const vevent = new ICAL.Component(ICAL.parse(res.body))
    .getAllSubcomponents('vevent')
    .find((v) => String(v.getFirstPropertyValue('uid')).startsWith(`match-${matchId}@`));
  return {
    status: vevent?.getFirstPropertyValue('status'),
    sequence: vevent?.getFirstPropertyValue('sequence'),
  };
}

describe('leagueDay', () => {
  it('runs from midnight to midnight in Munich, 23 hours on the day summer time starts', () => {
    expect(leagueDay(DAY)).toEqual({
      from: new Date('2030-03-13T23:00:00Z'),
      to: new Date('2030-03-14T23:00:00Z'),
    });
    const spring = leagueDay('2030-03-31');
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3600 * 1000);
  });
});

describe('postponeMatches', () => {
  it('refuses everyone but an admin (403, 401 without a session) and changes nothing', async () => {
    await match('2030-03-14T17:00:00Z');
    const payload = { date: DAY, reason: REASON };
    const pending = await buildTeam(t.db, { name: 'Pending FC', accepted: false });
    for (const user of [
      home.captain,
      member(home, 1),
      member(home, 2),
      referees.captain,
      pending.captain,
      await buildUser(t.db),
    ]) {
      await refused(() => postpone(user, payload), 403, 'postpone_not_allowed');
    }
    await refused(() => postpone(null, payload), 401, 'session_expired');
  });

  it('names the field of a bad day or reason (400) and answers 404 for an unknown pitch', async () => {
    for (const date of ['2030-02-30', '14.03.2030', '2030-03-14T18:00', '', '0000-01-01', '9999-12-31']) {
      await refused(() => postpone(admin, { date, reason: REASON }), 400, 'invalid_field', /^date: /);
    }
    await refused(() => postpone(admin, { date: DAY, reason: ' ' }), 400, 'invalid_field', /^reason: /);
    await refused(
      () => postpone(admin, { date: DAY, reason: REASON, pitch_id: 999_999 }),
      404,
      'pitch_not_found',
    );
  });
});

describe('a day with matches on two pitches', () => {
  let onDefault: number;
  let onNorth: number;
  let earlyOnDefault: number;
  let played: number;
  let nextDay: number;
  let dayBefore: number;

  beforeAll(async () => {
    await t.db.delete(matches);
    // 18:00 and 19:30 Munich; 00:30 Munich (23:30 UTC the day before) belongs to the 14th.
    onDefault = (await match('2030-03-14T17:00:00Z')).id;
    onNorth = (
      await match('2030-03-14T18:30:00Z', {
        homeId: away.team.id,
        guestId: bystanders.team.id,
        refereeTeamId: home.team.id,
        refereeId: null,
        pitchId: north.id,
      })
    ).id;
    earlyOnDefault = (await match('2030-03-13T23:30:00Z')).id;
    // Played at 10:00 that morning: its result stands.
    played = (await match('2030-03-14T09:00:00Z')).id;
    await buildResult(t.db, { matchId: played, scoreHome: 2, scoreGuest: 1, isFinal: true });
    // 00:30 Munich on the 15th and 23:30 Munich on the 13th: other days.
    nextDay = (await match('2030-03-14T23:30:00Z')).id;
    dayBefore = (await match('2030-03-13T22:30:00Z')).id;
    // A German reader, and a player who switched date notifications off.
    await t.db
      .update(users)
      .set({ language: 'de' })
      .where(eq(users.id, member(guest, 1).id));
    await t.db
      .insert(notificationSettings)
      .values({ userId: member(home, 2).id, dates: false })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { dates: false } });
    await t.db.delete(mailOutbox);
  });

  it('postpones only the chosen pitch, then the rest of the day; played matches and other days stay', async () => {
    const sequence = Number((await feedEvent(away.team.id, onNorth)).sequence);
    expect(
      ok<PostponedMatches>(await postpone(admin, { date: DAY, pitch_id: north.id, reason: REASON })),
    ).toEqual({
      count: 1,
      match_ids: [onNorth],
    });
    // The default pitch takes the matches that name none.
    const defaultPitch = ok<Pitch[]>(await t.app.inject({ method: 'GET', url: '/api/getPitches' })).find(
      (p) => p.is_default,
    );
    expect(
      ok<PostponedMatches>(await postpone(admin, { date: DAY, pitch_id: defaultPitch?.id, reason: REASON })),
    ).toEqual({ count: 2, match_ids: [earlyOnDefault, onDefault] });
    expect(ok<PostponedMatches>(await postpone(admin, { date: DAY, reason: REASON }))).toEqual({
      count: 0,
      match_ids: [],
    });

    const after = new Map((await rows()).map((r) => [r.id, r]));
    for (const id of [onNorth, onDefault, earlyOnDefault]) {
      expect(after.get(id)).toMatchObject({ date: null, reason: REASON });
    }
    // Appointed referees stay.
    expect(after.get(onDefault)).toMatchObject({
      refereeTeamId: referees.team.id,
      refereeId: member(referees, 1).id,
    });
    expect(after.get(onNorth)?.refereeTeamId).toBe(home.team.id);
    for (const id of [played, nextDay, dayBefore]) {
      expect(after.get(id)).toMatchObject({ reason: null });
      expect(after.get(id)?.date).not.toBeNull();
    }

    // The calendar feeds cancel the event under the same UID, with a higher SEQUENCE.
    expect(await feedEvent(away.team.id, onNorth)).toEqual({ status: 'CANCELLED', sequence: sequence + 1 });
    expect((await feedEvent(home.team.id, onDefault)).status).toBe('CANCELLED');
    expect((await feedEvent(null, onDefault)).status).toBe('CANCELLED');
    expect((await feedEvent(home.team.id, nextDay)).status).toBe('CONFIRMED');
  });

  it('mails everyone playing or refereeing at once, each in their language, once per call', async () => {
    // Red Lions play two postponed matches and referee the third: one mail per call that touched them.
    const lions = await outbox(home.captain);
    expect(lions.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/Green Owls – Bystanders \(.*Munich time\) is postponed by the league\./),
      expect.stringMatching(/2 /),
    ]);
    expect(lions[1]?.text).toContain('Red Lions – Blue Sharks');
    expect(lions[1]?.text).toContain(`Reason: ${REASON}`);
    expect(lions[0]?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    const german = await outbox(member(guest, 1));
    expect(german).toHaveLength(1);
    expect(german[0]?.subject).toMatch(/abgesetzt|2 /);
    expect(german[0]?.text).toContain(`Grund: ${REASON}`);

    // The appointed referee and every player of the other match's teams.
    expect(await outbox(member(referees, 1))).toHaveLength(1);
    expect(await outbox(member(away, 1))).toHaveLength(1);
    expect(await outbox(bystanders.captain)).toHaveLength(1);
    // Date notifications switched off; an admin and an uninvolved user get nothing.
    expect(await outbox(member(home, 2))).toHaveLength(0);
    expect(await outbox(admin)).toHaveLength(0);
  });

  it('shows the reason on the public answers until a new date is set', async () => {
    const shown = (await season()).matches.find((m) => m.id === onDefault);
    expect(shown).toMatchObject({ date: 'tbd', postponed: { reason: REASON } });
    expect(Date.parse(shown?.postponed?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await season()).matches.find((m) => m.id === played)?.postponed).toBeNull();

    ok(await t.post('/api/updateMatchDate', admin, { match_id: onDefault, date: '2030-03-21T17:00:00Z' }));
    expect((await season()).matches.find((m) => m.id === onDefault)).toMatchObject({
      date: '2030-03-21T17:00:00.000Z',
      postponed: null,
    });
    expect((await season()).matches.find((m) => m.id === onNorth)?.postponed?.reason).toBe(REASON);
  });

  it('leaves one audit entry per postponed match, with the reason', async () => {
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.matchId, [onNorth, onDefault, earlyOnDefault]));
    const postponed = entries.filter((e) => e.action === 'match.postpone');
    expect(postponed.map((e) => e.matchId).sort()).toEqual([onNorth, onDefault, earlyOnDefault].sort());
    expect(postponed[0]).toMatchObject({ actorId: admin.id, after: { date: null, reason: REASON } });
  });
});
