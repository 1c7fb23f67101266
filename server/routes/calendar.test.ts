import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarLinks } from '../../common/api/calendar';
import {
  type BuiltTeam,
  buildGroup,
  buildMatch,
  buildSeason,
  buildTeam,
  buildUser,
  type UserRow,
} from '../db/factories';
import { calendarFeeds, matches, site, users } from '../db/schema';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: UserRow;
let home: BuiltTeam;
let guest: BuiltTeam;
let refs: BuiltTeam;
let pending: BuiltTeam;
let freeAgent: UserRow;
let bystander: UserRow;
let currentSeasonId = 0;
let groupId: number | null = null;
const m: Record<'dated' | 'duty' | 'appointed' | 'tbd' | 'lastSeason', number> = {
  dated: 0,
  duty: 0,
  appointed: 0,
  tbd: 0,
  lastSeason: 0,
};

const member = (team: BuiltTeam, i: number): UserRow => {
  const user = team.members[i];
  if (!user) throw new Error(`no member ${i}`);
  return user;
};

const setDate = async (matchId: number, date: string) =>
  okData(await t.post('/api/updateMatchDate', admin, { match_id: matchId, date }));

beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://league.example' });
  uidDomain = (await t.db.select().from(site))[0]?.calendarDomain ?? '';
  admin = await buildUser(t.db, { role: 'ADMIN' });
  home = await buildTeam(t.db, { name: 'Red Lions', size: 3 });
  guest = await buildTeam(t.db, { name: 'Blue, Sharks; FC', size: 2 });
  refs = await buildTeam(t.db, { name: 'Whistlers', size: 2 });
  pending = await buildTeam(t.db, { name: 'Waiting FC', accepted: false });
  freeAgent = await buildUser(t.db);
  bystander = await buildUser(t.db);
  const last = await buildSeason(t.db);
  const current = await buildSeason(t.db);
  const groupOf = async (seasonId: number) => (await buildGroup(t.db, { seasonId })).id;
  const groupIds = new Map([
    [last.id, await groupOf(last.id)],
    [current.id, await groupOf(current.id)],
  ]);
  currentSeasonId = current.id;
  groupId = groupIds.get(current.id) ?? null;
  const build = async (values: Parameters<typeof buildMatch>[1]) =>
    (await buildMatch(t.db, { groupId: groupIds.get(values.seasonId), ...values })).id;
  m.lastSeason = await build({ seasonId: last.id, homeId: home.team.id, guestId: guest.team.id });
  m.dated = await build({
    seasonId: current.id,
    homeId: home.team.id,
    guestId: guest.team.id,
    refereeTeamId: refs.team.id,
    refereeId: member(refs, 1).id,
  });
  m.duty = await build({
    seasonId: current.id,
    homeId: guest.team.id,
    guestId: refs.team.id,
    refereeTeamId2: home.team.id,
  });
  m.appointed = await build({
    seasonId: current.id,
    week: 2,
    homeId: refs.team.id,
    guestId: guest.team.id,
    refereeId2: freeAgent.id,
  });
  m.tbd = await build({ seasonId: current.id, week: 2, homeId: home.team.id, guestId: refs.team.id });
  await setDate(m.lastSeason, '2024-05-01T17:00:00Z');
  await setDate(m.dated, '2025-05-14T18:00:00Z');
  await setDate(m.duty, '2025-05-15T18:30:00Z');
  await setDate(m.appointed, '2025-05-21T18:00:00Z');
});
afterAll(() => t.close());

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  sequence: number;
  stamp: string;
  status: string;
  url: string;
  duration: string;
}

/** The feed as a real client reads it (ical.js), events by UID. */
function parseFeed(body: string): { name: unknown; events: Map<string, ParsedEvent> } {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = new Map<string, ParsedEvent>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    events.set(event.uid, {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      sequence: event.sequence,
      stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
      status: String(vevent.getFirstPropertyValue('status')),
      url: String(vevent.getFirstPropertyValue('url')),
      duration: String(vevent.getFirstPropertyValue('duration')),
    });
  }
  return { name: calendar.getFirstPropertyValue('name'), events };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A feed answered 200 as an inline calendar: its parsed events. */
async function feed(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(res.headers['content-disposition']).toBeUndefined();
  return { res, ...parseFeed(res.body) };
}

const links = async (user: UserRow) => okData<CalendarLinks>(await t.post('/api/getCalendarLinks', user));
const path = (url: string) => new URL(url).pathname;
/** The installation's own UID domain (table site), made by its migration. */
let uidDomain = '';
const uid = (kind: 'match' | 'referee', matchId: number) => `${kind}-${matchId}@${uidDomain}`;

describe('calendar links', () => {
  it('are absolute URLs on APP_URL: personal, own team and league', async () => {
    const answer = await links(member(home, 2));
    expect(answer.personal).toMatch(
      /^https:\/\/league\.example\/calendar\/personal\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    expect(answer.team).toBe(`https://league.example/calendar/team/${home.team.id}.ics`);
    expect(answer.league).toBe('https://league.example/calendar/league.ics');
  });

  it('stay the same from call to call, and the database holds no usable token', async () => {
    const first = await links(member(home, 1));
    expect((await links(member(home, 1))).personal).toBe(first.personal);
    const token = /personal\/(.+)\.ics$/.exec(first.personal)?.[1] ?? '';
    // At least 128 random bits: 43 base64url characters carry 256.
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, member(home, 1).id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('give no team feed to a user without a team or with a team awaiting acceptance', async () => {
    expect((await links(freeAgent)).team).toBeNull();
    expect((await links(pending.captain)).team).toBeNull();
  });

  it('need a session: 401 in the envelope', async () => {
    for (const url of ['/api/getCalendarLinks', '/api/resetCalendarLink']) {
      const res = await t.post(url, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: false, error: expect.any(String) });
    }
  });
});

describe('personal feed', () => {
  const personalEvents = async (user: UserRow) => (await feed(path((await links(user)).personal))).events;

  it("of a player: the team's matches of every season, its referee duties and nothing undated", async () => {
    const events = await personalEvents(member(home, 2));
    expect([...events.keys()].sort()).toEqual(
      [uid('match', m.lastSeason), uid('match', m.dated), uid('referee', m.duty)].sort(),
    );
    expect(events.get(uid('referee', m.duty))?.summary).toBe('Referee duty: Blue, Sharks; FC – Whistlers');
  });

  it("of a referee team's player: own matches, and a duty the team has and the player is appointed to once", async () => {
    const events = await personalEvents(member(refs, 1));
    expect([...events.keys()].sort()).toEqual(
      [uid('referee', m.dated), uid('match', m.duty), uid('match', m.appointed)].sort(),
    );
  });

  it('of a user without a team: only the own appointments, or an empty calendar', async () => {
    const events = await personalEvents(freeAgent);
    expect([...events.keys()]).toEqual([uid('referee', m.appointed)]);
    expect(events.get(uid('referee', m.appointed))?.summary).toBe(
      'Referee duty: Whistlers – Blue, Sharks; FC',
    );
    const empty = await feed(path((await links(bystander)).personal));
    expect(empty.events.size).toBe(0);
    expect(empty.res.body).toContain('BEGIN:VCALENDAR');
  });

  it('is private to its owner in caches', async () => {
    const res = await get(path((await links(freeAgent)).personal));
    expect(res.headers['cache-control']).toMatch(/private/);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    expect((await get(`/calendar/personal/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await get('/calendar/personal/short.ics')).statusCode).toBe(404);
  });

  it('answers 404 on the old link after a reset; the new link works', async () => {
    const user = member(guest, 1);
    const old = (await links(user)).personal;
    expect((await get(path(old))).statusCode).toBe(200);
    const renewed = okData<{ personal: string }>(await t.post('/api/resetCalendarLink', user));
    expect(renewed.personal).not.toBe(old);
    expect((await get(path(old))).statusCode).toBe(404);
    expect((await links(user)).personal).toBe(renewed.personal);
    const events = (await feed(path(renewed.personal))).events;
    expect(events.has(uid('match', m.dated))).toBe(true);
  });
});

describe('a deleted account', () => {
  it("takes its personal feed along, even where the row stays for the league's history", async () => {
    // Appointed as a referee: the account's row is kept, wiped.
    const referee = await buildUser(t.db);
    await t.db.update(matches).set({ refereeId: referee.id }).where(eq(matches.id, m.tbd));
    const link = path((await links(referee)).personal);
    expect((await get(link)).statusCode).toBe(200);
    okData(await t.post('/api/deleteAccount', referee));
    expect((await get(link)).statusCode).toBe(404);
    expect(await t.db.select().from(users).where(eq(users.id, referee.id))).toHaveLength(1);
  });
});

describe('public feeds', () => {
  it("league: the current season's dated matches, named, with refresh hints", async () => {
    const { events, name, res } = await feed('/calendar/league.ics');
    expect([...events.keys()].sort()).toEqual(
      [uid('match', m.dated), uid('match', m.duty), uid('match', m.appointed)].sort(),
    );
    expect(name).toMatch(/^League matches /);
    expect(res.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(res.body).toContain('X-WR-CALNAME:');
    expect(res.body).not.toContain('METHOD:');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const event = events.get(uid('match', m.dated));
    expect(event).toMatchObject({
      summary: 'Red Lions – Blue, Sharks; FC',
      start: '2025-05-14T18:00:00.000Z',
      status: 'CONFIRMED',
      url: 'https://league.example/matches',
    });
    expect(event?.duration).toBe('PT2H');
    expect(res.body).toContain('DTSTART:20250514T180000Z\r\n');
  });

  it("team: an accepted team's matches of every season, not its duties", async () => {
    const { events } = await feed(`/calendar/team/${home.team.id}.ics`);
    expect([...events.keys()].sort()).toEqual([uid('match', m.lastSeason), uid('match', m.dated)].sort());
  });

  it('answers 404 for a team awaiting acceptance, an unknown team or a bad id', async () => {
    for (const url of [
      `/calendar/team/${pending.team.id}.ics`,
      '/calendar/team/999999.ics',
      '/calendar/team/abc.ics',
      `/calendar/team/${home.team.id}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('answers a poll of an unchanged feed with the same bytes and ETag, and If-None-Match with 304', async () => {
    const first = await get('/calendar/league.ics');
    const second = await get('/calendar/league.ics');
    expect(second.body).toBe(first.body);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(second.headers.etag).toBe(etag);
    const cached = await get('/calendar/league.ics', { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });
});

describe('UIDs', () => {
  it("end in the installation's own domain, not APP_URL's host: the site moved to another address keeps them", async () => {
    expect(uidDomain).toMatch(/^[0-9a-f-]{36}\.league$/);
    const here = await feed('/calendar/league.ics');
    const moved = await t.otherInstance({ appUrl: 'https://real-domain.example' });
    try {
      const res = await moved.app.inject({ method: 'GET', url: '/calendar/league.ics' });
      const there = parseFeed(res.body);
      expect([...there.events.keys()].sort()).toEqual([...here.events.keys()].sort());
      expect(there.events.get(uid('match', m.dated))?.url).toBe('https://real-domain.example/matches');
      expect(res.body).not.toContain('@league.example');
    } finally {
      await moved.close();
    }
  });
});

describe('a match whose date changes', () => {
  it('keeps its UIDs, raises SEQUENCE and DTSTAMP, and stays cancelled when it loses its date', async () => {
    const player = member(home, 2);
    const personal = path((await links(player)).personal);
    const changedAt = async () =>
      (await t.db.select().from(matches).where(eq(matches.id, m.dated)))[0]?.dateChangedAt ?? new Date(0);
    // DTSTAMP shows the last change to the second.
    const stampOf = (date: Date) => `${date.toISOString().slice(0, 19)}.000Z`;
    const before = (await feed('/calendar/league.ics')).events.get(uid('match', m.dated));
    const changedBefore = await changedAt();
    const beforeEtag = (await get('/calendar/league.ics')).headers.etag;

    await setDate(m.dated, '2025-05-16T19:00:00Z');
    const moved = (await feed('/calendar/league.ics')).events.get(uid('match', m.dated));
    expect(moved?.start).toBe('2025-05-16T19:00:00.000Z');
    expect(moved?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
    expect(before?.stamp).toBe(stampOf(changedBefore));
    expect((await changedAt()).getTime()).toBeGreaterThan(changedBefore.getTime());
    expect(moved?.stamp).toBe(stampOf(await changedAt()));
    expect((await get('/calendar/league.ics')).headers.etag).not.toBe(beforeEtag);
    const ownMoved = (await feed(personal)).events.get(uid('match', m.dated));
    expect(ownMoved).toEqual(moved);

    // Setting the same date again changes nothing a calendar could see.
    const body = (await get('/calendar/league.ics')).body;
    await setDate(m.dated, '2025-05-16T19:00:00Z');
    expect((await get('/calendar/league.ics')).body).toBe(body);

    await setDate(m.dated, 'tbd');
    const cancelled = (await feed('/calendar/league.ics')).events.get(uid('match', m.dated));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', start: '2025-05-16T19:00:00.000Z' });
    expect(cancelled?.sequence).toBeGreaterThan(moved?.sequence ?? Number.POSITIVE_INFINITY);
    const refs1 = path((await links(member(refs, 1))).personal);
    expect((await feed(refs1)).events.get(uid('referee', m.dated))?.status).toBe('CANCELLED');

    await setDate(m.dated, '2025-05-30T18:00:00Z');
    const back = (await feed('/calendar/league.ics')).events.get(uid('match', m.dated));
    expect(back).toMatchObject({ status: 'CONFIRMED', start: '2025-05-30T18:00:00.000Z' });
    expect(back?.sequence).toBeGreaterThan(cancelled?.sequence ?? Number.POSITIVE_INFINITY);
    const [row] = await t.db.select().from(matches).where(eq(matches.id, m.dated));
    expect(row?.dateSequence).toBe(back?.sequence);
  });
});

describe('the feeds’ language (decision 031)', () => {
  it("a personal feed speaks its owner's language, whoever fetches it; the links carry it to the public feeds", async () => {
    const owner = member(home, 2);
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, owner.id));
    try {
      const answer = await links(owner);
      expect(answer.league).toBe('https://league.example/calendar/league.ics?lang=de');
      expect(answer.team).toBe(`https://league.example/calendar/team/${home.team.id}.ics?lang=de`);
      const personal = await get(path(answer.personal), { 'accept-language': 'en', cookie: 'lang=en' });
      const { name, events } = parseFeed(personal.body);
      expect(name).toBe(`${owner.name}: Ligakalender`);
      expect(personal.body).toContain(`X-WR-CALNAME:${owner.name}: Ligakalender`);
      expect(events.get(uid('referee', m.duty))?.summary).toBe(
        'Schiedsrichterdienst: Blue, Sharks; FC – Whistlers',
      );
    } finally {
      await t.db.update(users).set({ language: null }).where(eq(users.id, owner.id));
    }
  });

  it('a public feed speaks the language its link names, English without or for an unknown one', async () => {
    expect((await feed('/calendar/league.ics?lang=de')).name).toMatch(/^Ligaspiele /);
    expect((await feed(`/calendar/team/${home.team.id}.ics?lang=de`)).name).toBe('Spiele von Red Lions');
    expect((await feed(`/calendar/team/${home.team.id}.ics`)).name).toBe('Red Lions matches');
    expect((await feed('/calendar/league.ics?lang=fr')).name).toMatch(/^League matches /);
    // Each language's bytes have their own ETag, so a cache never mixes them.
    const english = await get('/calendar/league.ics');
    const german = await get('/calendar/league.ics?lang=de');
    expect(german.headers.etag).not.toBe(english.headers.etag);
  });
});

describe('a match not played (issue 42)', () => {
  const HOUR = 3_600_000;
  /** Red Lions vs Blue Sharks, refereed by Whistlers with its player appointed, at `date`. */
  const fixture = async (date: Date) =>
    (
      await buildMatch(t.db, {
        seasonId: currentSeasonId,
        groupId,
        week: 5,
        homeId: home.team.id,
        guestId: guest.team.id,
        refereeTeamId: refs.team.id,
        refereeId: member(refs, 1).id,
        date,
        lastDate: date,
        // Dated a day ago: DTSTAMP counts seconds, and the result's entry must show as later.
        dateChangedAt: new Date(Date.now() - 24 * HOUR),
      })
    ).id;
  const league = async (lang = '') => (await feed(`/calendar/league.ics${lang}`)).events;
  const duties = async () => (await feed(path((await links(member(refs, 1))).personal))).events;

  it('a declared forfeit: the summary says the 0:3 in the feed language, SEQUENCE rises, the duty is cancelled', async () => {
    const id = await fixture(new Date(Date.now() + 72 * HOUR));
    const before = (await league()).get(uid('match', id));
    const dutyBefore = (await duties()).get(uid('referee', id));
    expect(dutyBefore?.status).toBe('CONFIRMED');
    okData(await t.post('/api/declareForfeit', home.captain, { match_id: id, reason: 'Exams' }));
    const after = (await league()).get(uid('match', id));
    expect(after).toMatchObject({
      summary: 'Red Lions – Blue, Sharks; FC 0:3 (Red Lions could not play)',
      status: 'CONFIRMED',
      start: before?.start,
    });
    expect(after?.sequence).toBe((before?.sequence ?? Number.NaN) + 1);
    expect(Date.parse(after?.stamp ?? '')).toBeGreaterThan(Date.parse(before?.stamp ?? ''));
    expect((await league('?lang=de')).get(uid('match', id))?.summary).toBe(
      'Red Lions – Blue, Sharks; FC 0:3 (Red Lions konnte nicht antreten)',
    );
    const duty = (await duties()).get(uid('referee', id));
    expect(duty).toMatchObject({ status: 'CANCELLED', sequence: (dutyBefore?.sequence ?? Number.NaN) + 1 });
    expect(duty?.summary).toBe('Referee duty: Red Lions – Blue, Sharks; FC 0:3 (Red Lions could not play)');
    // Two polls, the same bytes.
    expect((await get('/calendar/league.ics')).body).toBe((await get('/calendar/league.ics')).body);
    const team = (await feed(`/calendar/team/${guest.team.id}.ics`)).events.get(uid('match', id));
    expect(team?.summary).toBe(after?.summary);
  });

  it('a confirmed no-show and an admin forfeit show the side that did not come', async () => {
    const claimed = await fixture(new Date(Date.now() - 2 * HOUR));
    okData(await t.post('/api/claimNoShow', home.captain, { match_id: claimed }));
    okData(await t.post('/api/confirmNoShow', member(refs, 1), { match_id: claimed }));
    const entered = await fixture(new Date(Date.now() - 3 * HOUR));
    okData(
      await t.post('/api/addResult', admin, {
        match_id: entered,
        home_score: 0,
        guest_score: 3,
        forfeit: true,
        final: true,
        reason: 'Red Lions withdrew',
      }),
    );
    const events = await league();
    expect(events.get(uid('match', claimed))?.summary).toBe(
      'Red Lions – Blue, Sharks; FC 3:0 (Blue, Sharks; FC could not play)',
    );
    expect(events.get(uid('match', entered))?.summary).toBe(
      'Red Lions – Blue, Sharks; FC 0:3 (Red Lions could not play)',
    );
    const mine = await duties();
    for (const id of [claimed, entered]) expect(mine.get(uid('referee', id))?.status).toBe('CANCELLED');
  });

  it('an unplayed 0:0 says so; a match played keeps its plain summary and sequence', async () => {
    const unplayed = await fixture(new Date(Date.now() - 4 * HOUR));
    const played = await fixture(new Date(Date.now() - 5 * HOUR));
    const before = await league();
    for (const [id, body] of [
      [unplayed, { home_score: 0, guest_score: 0, unplayed: true, reason: 'Pitch closed' }],
      [played, { home_score: 2, guest_score: 1, reason: 'Paper sheet' }],
    ] as const) {
      okData(await t.post('/api/addResult', admin, { match_id: id, final: true, ...body }));
    }
    const after = await league();
    expect(after.get(uid('match', unplayed))).toMatchObject({
      summary: 'Red Lions – Blue, Sharks; FC 0:0 (not played)',
      sequence: (before.get(uid('match', unplayed))?.sequence ?? Number.NaN) + 1,
    });
    expect((await league('?lang=de')).get(uid('match', unplayed))?.summary).toBe(
      'Red Lions – Blue, Sharks; FC 0:0 (nicht gespielt)',
    );
    expect(after.get(uid('match', played))).toEqual(before.get(uid('match', played)));
    const mine = await duties();
    expect(mine.get(uid('referee', unplayed))?.status).toBe('CANCELLED');
    expect(mine.get(uid('referee', played))?.status).toBe('CONFIRMED');
  });
});
