import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Availability, MatchSquad, Squad } from '../../common/api/availability';
import type { ErrorCode } from '../../common/api/error-codes';
import { actionPaths } from '../../common/api/links';
import type { Todo } from '../../common/api/todos';
import { buildMatch, buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import { availability, leagueDetails, notifications } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { runScheduledWork } from '../services/scheduler';
import { expectRefusedUnchanged, nth, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/** Who is coming (docs/PRODUCT.md#availability, decision 081), through the real app. */

const clock = new ManualClock(new Date('2030-03-04T09:00:00Z'));
let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

const HOUR = 3600 * 1000;
const fromNow = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
const post: TestApp['post'] = (...args) => t.post(...args);

async function dbState() {
  return {
    answers: await t.db
      .select()
      .from(availability)
      .orderBy(asc(availability.matchId), asc(availability.userId)),
    notifications: await t.db.select().from(notifications).orderBy(asc(notifications.id)),
  };
}

const refused = (request: () => Promise<LightMyRequestResponse>, status: number, code: ErrorCode) =>
  expectRefusedUnchanged(dbState, request, status, code);

/** Home and guest (captain, co-captain, three players), a referee team, an outsider team. */
async function world(kickOffInHours: number | null = 24 * 5) {
  const team = async (name: string) => {
    const built = await buildTeam(t.db, {
      size: 5,
      coCaptains: 1,
      // Names sort in this order: the answer lists players by name.
      captain: { name: `${name} A Captain` },
      member: (i) => ({ name: `${name} ${'BCDE'[i - 1]} Player` }),
    });
    return {
      ...built,
      id: built.team.id,
      coCaptain: nth(built.members, 1),
      player: nth(built.members, 2),
      others: built.members.slice(3),
    };
  };
  const n = Math.random().toString(36).slice(2, 7);
  const [home, guest, ref, outsider] = [
    await team(`Home ${n}`),
    await team(`Guest ${n}`),
    await team(`Ref ${n}`),
    await team(`Out ${n}`),
  ];
  const requester = await buildUser(t.db, { role: 'USER', memberOf: home.id });
  const season = await buildSeason(t.db);
  const match = await buildMatch(t.db, {
    seasonId: season.id,
    homeId: home.id,
    guestId: guest.id,
    refereeTeamId: ref.id,
    date: kickOffInHours === null ? null : fromNow(kickOffInHours),
  });
  return { match, home, guest, ref, outsider, requester };
}

const answer = (user: UserRow | null, matchId: number, status: string) =>
  post('/api/setAvailability', user, { match_id: matchId, status });
const squad = (user: UserRow | null, matchId: number, teamId?: number) =>
  post('/api/getSquad', user, { match_id: matchId, ...(teamId === undefined ? {} : { team_id: teamId }) });
const todos = async (user: UserRow) => okData<Todo[]>(await post('/api/getTodos', user));

describe('setAvailability', () => {
  it('a player of either team answers for themselves and may change the answer', async () => {
    const w = await world();
    const first = okData<Availability>(await answer(w.home.player, w.match.id, 'maybe'));
    expect(first).toEqual({
      match_id: w.match.id,
      user_id: w.home.player.id,
      status: 'maybe',
      updated_at: clock.now().toISOString(),
    });
    clock.advance(1);
    const second = okData<Availability>(await answer(w.home.player, w.match.id, 'yes'));
    expect(second.status).toBe('yes');
    expect(second.updated_at).toBe(clock.now().toISOString());
    okData(await answer(w.guest.captain, w.match.id, 'no'));
    okData(await answer(w.home.coCaptain, w.match.id, 'yes'));
    const rows = await t.db.select().from(availability).where(eq(availability.matchId, w.match.id));
    expect(rows.map((r) => [r.userId, r.status]).sort()).toEqual(
      [
        [w.home.player.id, 'yes'],
        [w.guest.captain.id, 'no'],
        [w.home.coCaptain.id, 'yes'],
      ].sort(),
    );
  });

  it('refuses the referee team, other teams, a requester, an admin (403) and a visitor (401)', async () => {
    const w = await world();
    for (const user of [w.ref.player, w.ref.captain, w.outsider.captain, w.requester, admin]) {
      await refused(() => answer(user, w.match.id, 'yes'), 403, 'availability_not_allowed');
    }
    await refused(() => answer(null, w.match.id, 'yes'), 401, 'session_expired');
  });

  it('names the field of a wrong status and a missing match', async () => {
    const w = await world();
    const res = await answer(w.home.player, w.match.id, 'perhaps');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_field', error: expect.stringMatching(/^status: /) });
    await refused(() => answer(w.home.player, 2_000_000_000, 'yes'), 404, 'match_not_found');
  });

  it('is open until the kick-off, to the millisecond, and for an undated match', async () => {
    const w = await world(2);
    const kickOff = w.match.date as Date;
    const start = clock.now();
    clock.set(new Date(kickOff.getTime() - 1));
    okData(await answer(w.home.player, w.match.id, 'yes'));
    clock.set(kickOff);
    await refused(() => answer(w.home.player, w.match.id, 'no'), 409, 'availability_closed');
    clock.set(start);
    const undated = await world(null);
    okData(await answer(undated.guest.player, undated.match.id, 'maybe'));
  });
});

describe('getSquad', () => {
  it("answers the caller's team: counts, the minimum and every player by name", async () => {
    const w = await world();
    okData(await answer(w.home.captain, w.match.id, 'yes'));
    okData(await answer(w.home.player, w.match.id, 'no'));
    okData(await answer(nth(w.home.others, 0), w.match.id, 'maybe'));
    okData(await answer(w.guest.player, w.match.id, 'yes'));
    const seen = okData<MatchSquad>(await squad(w.home.player, w.match.id));
    expect(seen).toEqual({
      home: w.home.team.name,
      guest: w.guest.team.name,
      date: w.match.date?.toISOString(),
      match_id: w.match.id,
      team_id: w.home.id,
      minimum: 11,
      yes: 1,
      no: 1,
      maybe: 1,
      unanswered: 2,
      players: [
        { user_id: w.home.captain.id, name: w.home.captain.name, status: 'yes' },
        { user_id: w.home.coCaptain.id, name: w.home.coCaptain.name, status: null },
        { user_id: w.home.player.id, name: w.home.player.name, status: 'no' },
        { user_id: nth(w.home.others, 0).id, name: nth(w.home.others, 0).name, status: 'maybe' },
        { user_id: nth(w.home.others, 1).id, name: nth(w.home.others, 1).name, status: null },
      ],
    });
    // The guest team's players see their own squad, never the home team's.
    expect(okData<Squad>(await squad(w.guest.captain, w.match.id)).team_id).toBe(w.guest.id);
    await refused(() => squad(w.guest.captain, w.match.id, w.home.id), 403, 'squad_not_allowed');
  });

  it("a GET of the mailed link (a mail scanner's visit) changes nothing: only the page's buttons answer", async () => {
    const w = await world();
    okData(await answer(w.home.captain, w.match.id, 'yes'));
    const before = await dbState();
    for (const attempt of [1, 2]) {
      const visit = await t.app.inject({ method: 'GET', url: actionPaths.availability(w.match.id) });
      expect(visit.statusCode, `attempt ${attempt}`).toBeLessThan(400);
    }
    expect(await dbState()).toEqual(before);
  });

  it('an admin reads either team (home by default); others are refused', async () => {
    const w = await world();
    expect(okData<Squad>(await squad(admin, w.match.id)).team_id).toBe(w.home.id);
    expect(okData<Squad>(await squad(admin, w.match.id, w.guest.id)).team_id).toBe(w.guest.id);
    const wrong = await squad(admin, w.match.id, w.outsider.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_field', error: expect.stringMatching(/^team_id: /) });
    for (const user of [w.ref.captain, w.outsider.player, w.requester]) {
      await refused(() => squad(user, w.match.id), 403, 'squad_not_allowed');
    }
    await refused(() => squad(null, w.match.id), 401, 'session_expired');
  });

  it("the minimum is the league's setting", async () => {
    const w = await world();
    await t.db.update(leagueDetails).set({ minimumSquad: 7 });
    try {
      expect(okData<Squad>(await squad(w.home.player, w.match.id)).minimum).toBe(7);
    } finally {
      await t.db.update(leagueDetails).set({ minimumSquad: 11 });
    }
  });
});

describe('remindSquad', () => {
  it("a captain's one tap queues a reminder for each unanswered player of the team, and only them", async () => {
    const w = await world();
    okData(await answer(w.home.player, w.match.id, 'yes'));
    const before = (await dbState()).notifications.length;
    const res = okData<{ reminded: number }>(
      await post('/api/remindSquad', w.home.coCaptain, { match_id: w.match.id }),
    );
    expect(res).toEqual({ reminded: 4 });
    const items = (await dbState()).notifications.slice(before);
    expect(items.map((i) => i.userId).sort()).toEqual(
      [w.home.captain.id, w.home.coCaptain.id, ...w.home.others.map((o) => o.id)].sort(),
    );
    for (const item of items) {
      expect(item).toMatchObject({
        group: 'reminders',
        kind: 'squad_reminder',
        objectId: w.match.id,
        path: `/dashboard/availability/${w.match.id}`,
        title: `${w.home.coCaptain.name} asks: are you playing ${w.home.team.name} – ${w.guest.team.name}?`,
      });
    }
  });

  it('players, the other team and outsiders are refused; after kick-off it is closed', async () => {
    const w = await world(1);
    for (const user of [w.home.player, w.ref.captain, w.requester]) {
      await refused(
        () => post('/api/remindSquad', user, { match_id: w.match.id }),
        403,
        'remind_squad_not_allowed',
      );
    }
    await refused(
      () => post('/api/remindSquad', w.guest.captain, { match_id: w.match.id, team_id: w.home.id }),
      403,
      'remind_squad_not_allowed',
    );
    okData(await post('/api/remindSquad', admin, { match_id: w.match.id, team_id: w.guest.id }));
    const start = clock.now();
    clock.set(w.match.date as Date);
    await refused(
      () => post('/api/remindSquad', w.home.captain, { match_id: w.match.id }),
      409,
      'availability_closed',
    );
    clock.set(start);
  });
});

describe('to-do items', () => {
  it('a player who has not answered is asked from 7 days before kick-off; an answer clears it', async () => {
    const w = await world(7 * 24 + 1);
    expect((await todos(w.home.player)).map((x) => x.kind)).not.toContain('availability');
    clock.advance(1);
    const asked = (await todos(w.home.player)).filter((x) => x.kind === 'availability');
    expect(asked).toEqual([
      expect.objectContaining({
        kind: 'availability',
        match_id: w.match.id,
        due_at: w.match.date?.toISOString(),
      }),
    ]);
    okData(await answer(w.home.player, w.match.id, 'no'));
    expect((await todos(w.home.player)).map((x) => x.kind)).not.toContain('availability');
    expect((await todos(w.ref.player)).map((x) => x.kind)).not.toContain('availability');
  });

  it("48 hours before kick-off a short team's captains have the short_squad item naming the unanswered", async () => {
    const w = await world(48);
    okData(await answer(w.home.player, w.match.id, 'yes'));
    okData(await answer(w.home.captain, w.match.id, 'yes'));
    okData(await answer(w.home.coCaptain, w.match.id, 'maybe'));
    const [item] = (await todos(w.home.captain)).filter((x) => x.kind === 'short_squad');
    const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/Berlin' }).format(
      w.match.date as Date,
    );
    const names = w.home.others.map((o) => o.name).join(', ');
    expect(item).toEqual({
      kind: 'short_squad',
      text: `2 of 11 confirmed for ${day}: ask the others, or tell the league you cannot play. Not answered yet: ${names}.`,
      match_id: w.match.id,
      team_id: w.home.id,
      due_at: w.match.date?.toISOString(),
    });
    expect((await todos(w.home.player)).map((x) => x.kind)).not.toContain('short_squad');
    await t.db.update(leagueDetails).set({ minimumSquad: 2 });
    try {
      expect((await todos(w.home.captain)).map((x) => x.kind)).not.toContain('short_squad');
    } finally {
      await t.db.update(leagueDetails).set({ minimumSquad: 11 });
    }
  });
});

describe('reminders (the scheduler)', () => {
  const itemsAbout = async (matchId: number, kind: string) =>
    (await t.db.select().from(notifications).orderBy(asc(notifications.id))).filter(
      (n) => n.objectId === matchId && n.kind === kind,
    );

  it('72 and 48 hours before kick-off the unanswered players of both teams, each once', async () => {
    const w = await world(72 + 1);
    okData(await answer(w.home.player, w.match.id, 'maybe'));
    await runScheduledWork(t.app);
    expect(await itemsAbout(w.match.id, 'reminder_availability')).toEqual([]);
    clock.advance(1);
    await runScheduledWork(t.app);
    await runScheduledWork(t.app);
    const first = await itemsAbout(w.match.id, 'reminder_availability');
    // Ten players, one answered.
    expect(first.map((n) => n.userId).sort()).not.toContain(w.home.player.id);
    expect(first).toHaveLength(9);
    expect(first[0]).toMatchObject({
      group: 'reminders',
      title: `Are you playing ${w.home.team.name} – ${w.guest.team.name}?`,
      path: `/dashboard/availability/${w.match.id}`,
    });
    okData(await answer(w.guest.player, w.match.id, 'yes'));
    clock.advance(24);
    await runScheduledWork(t.app);
    const second = (await itemsAbout(w.match.id, 'reminder_availability')).slice(first.length);
    expect(second).toHaveLength(8);
    expect(second.map((n) => n.userId)).not.toContain(w.guest.player.id);
  });

  it('a match dated 30 hours ahead gets the 48-hour reminder only', async () => {
    const w = await world(30);
    await runScheduledWork(t.app);
    await runScheduledWork(t.app);
    expect(await itemsAbout(w.match.id, 'reminder_availability')).toHaveLength(10);
  });

  it("48 hours before kick-off a short team's captains are told once, naming five who have not answered; a full team's are not", async () => {
    const w = await world(48 + 1);
    // Six of the home team have not answered: the mail names five and counts the sixth.
    const last = nth(w.home.others, 1).name;
    const late = [];
    for (const i of [1, 2])
      late.push(await buildUser(t.db, { role: 'PLAYER', memberOf: w.home.id, name: `${last} Junior ${i}` }));
    await t.db.update(leagueDetails).set({ minimumSquad: 3 });
    try {
      for (const p of [w.guest.captain, w.guest.coCaptain, w.guest.player])
        okData(await answer(p, w.match.id, 'yes'));
      okData(await answer(w.home.player, w.match.id, 'yes'));
      await runScheduledWork(t.app);
      expect(await itemsAbout(w.match.id, 'short_squad')).toEqual([]);
      clock.advance(1);
      await runScheduledWork(t.app);
      await runScheduledWork(t.app);
      const told = await itemsAbout(w.match.id, 'short_squad');
      expect(told.map((n) => n.userId).sort()).toEqual([w.home.captain.id, w.home.coCaptain.id].sort());
      const names = w.home.others.map((o) => o.name).join(', ');
      expect(told[0]?.title).toMatch(
        /^1 of 3 confirmed for \w+day: ask the others, or tell the league you cannot play\.$/,
      );
      expect(told[0]?.body).toContain(
        `Not answered yet: ${w.home.captain.name}, ${w.home.coCaptain.name}, ${names}, ${nth(late, 0).name} and 1 other`,
      );
      expect(told[0]?.body).not.toContain(nth(late, 1).name);
    } finally {
      await t.db.update(leagueDetails).set({ minimumSquad: 11 });
    }
  });
});
