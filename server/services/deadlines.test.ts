import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Season } from '../../common/api/types';
import { type BuiltTeam, buildGroup, buildMatch, buildResult, buildSeason, buildTeam } from '../db/factories';
import { auditLog, matches, missedRefereeDuties, notifications, remindersSent, results } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { createTestApp, type TestApp } from '../test/test-app';
import { runScheduledWork } from './scheduler';

/**
 * The scheduler's match-day jobs with a hand-moved clock (docs/PRODUCT.md#deadlines, decision 028):
 * nothing here waits for real time. Every test builds teams of its own and looks only at them.
 */

const HOUR = 3_600_000;
const clock = new ManualClock(new Date('2026-11-20T12:00:00Z'));
const hoursFromNow = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const pass = () => runScheduledWork(t.app);

async function team(): Promise<BuiltTeam & { coCaptain: BuiltTeam['captain'] }> {
  const built = await buildTeam(t.db, { size: 3, coCaptains: 1 });
  const coCaptain = built.members[1];
  if (!coCaptain) throw new Error('no co-captain');
  return { ...built, coCaptain };
}

/** Two playing teams and two referee teams in a season of their own. */
async function world(season: { autoAcceptHours?: number } = {}) {
  const [home, guest, ref1, ref2] = [await team(), await team(), await team(), await team()];
  const built = await buildSeason(t.db, season);
  const group = await buildGroup(t.db, { seasonId: built.id });
  // Group matches unless a knockout stage is given (those have no group).
  const match = (values: Partial<typeof matches.$inferInsert> = {}) =>
    buildMatch(t.db, {
      seasonId: built.id,
      groupId: values.matchStage ? null : group.id,
      homeId: home.team.id,
      guestId: guest.team.id,
      refereeTeamId: ref1.team.id,
      refereeTeamId2: ref2.team.id,
      ...values,
    });
  return { season: built, home, guest, ref1, ref2, match };
}

/** The notifications of these users as [user id, title], oldest first. */
const AVAILABILITY_KINDS: string[] = ['reminder_availability', 'short_squad', 'squad_reminder'];

async function notified(users: { id: number }[], group = 'reminders') {
  const rows = await t.db
    .select()
    .from(notifications)
    .where(
      and(
        inArray(
          notifications.userId,
          users.map((u) => u.id),
        ),
        eq(notifications.group, group as 'reminders'),
      ),
    )
    .orderBy(asc(notifications.id));
  // Who is coming has reminders of its own (server/routes/availability.test.ts).
  return rows
    .filter((row) => !AVAILABILITY_KINDS.includes(row.kind ?? ''))
    .map((row) => [row.userId, row.title]);
}

const captains = (x: BuiltTeam & { coCaptain: { id: number } }) => [x.captain, x.coCaptain];

describe('reminders', () => {
  it('sends each reminder once per match and slot, however often the scheduler runs', async () => {
    const w = await world();
    const names = `${w.home.team.name} – ${w.guest.team.name}`;
    // Kick-off in 49 hours: the referee reminders are due in one hour.
    const upcoming = await w.match({ date: hoursFromNow(49) });
    // Kicked off 25 hours ago, no result.
    const missing = await w.match({ date: hoursFromNow(-25), week: 2 });
    // The home side suggested a result 47 hours ago; the guests have not answered.
    const suggested = await w.match({ date: hoursFromNow(-50), week: 3 });
    const suggestion = await buildResult(t.db, {
      matchId: suggested.id,
      scoreHome: 2,
      scoreGuest: 1,
      submittedBy: w.home.captain.id,
      createdAt: hoursFromNow(-47),
    });
    const everybody = [w.home, w.guest, w.ref1, w.ref2].flatMap((x) => x.members);

    await pass();
    const first = await notified(everybody);
    expect(first).toEqual([
      ...[w.home, w.guest].flatMap((x) =>
        captains(x).map((c) => [c.id, `Please enter the result of ${names}.`]),
      ),
      // The suggestion opened the fair-play rating: both sides are reminded a day after (decision 094).
      ...[w.home, w.guest].flatMap((x) => captains(x).map((c) => [c.id, `Rate the fair play of ${names}`])),
    ]);

    clock.advance(1);
    await pass();
    await pass();
    const referee = `Please appoint a referee for ${names}.`;
    const answer = `Please accept or answer the result suggested for ${names}.`;
    const expected = [
      ...first,
      ...captains(w.ref1).map((c) => [c.id, referee]),
      ...captains(w.ref2).map((c) => [c.id, referee]),
      ...captains(w.guest).map((c) => [c.id, answer]),
    ];
    expect(await notified(everybody)).toEqual(expected);

    // Hours later, nothing is sent again.
    for (let i = 0; i < 5; i++) {
      clock.advance(4);
      await pass();
    }
    expect(await notified(everybody)).toEqual(expected);
    const claims = await t.db
      .select({ matchId: remindersSent.matchId, kind: remindersSent.kind, slot: remindersSent.slot })
      .from(remindersSent)
      .where(
        and(
          inArray(remindersSent.matchId, [upcoming.id, missing.id, suggested.id]),
          notInArray(remindersSent.kind, ['availability', 'short_squad', 'fair_play']),
        ),
      )
      .orderBy(asc(remindersSent.matchId), asc(remindersSent.slot));
    expect(claims).toEqual([
      { matchId: upcoming.id, kind: 'referee_slot', slot: 1 },
      { matchId: upcoming.id, kind: 'referee_slot', slot: 2 },
      { matchId: missing.id, kind: 'missing_result', slot: 0 },
      { matchId: suggested.id, kind: 'unanswered_result', slot: suggestion.id },
    ]);
    const [item] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.ref1.captain.id), eq(notifications.group, 'reminders')));
    expect(item?.path).toBe(`/dashboard/refereeing#match-${upcoming.id}`);
    expect(item?.body).toMatch(
      /^Your team referees .+ and nobody is appointed yet\.\nKick-off: \w{3} \d\d\.\d\d\.\d{4}, \d\d:\d\d Munich time$/,
    );
  });

  it('leaves out filled slots, matches with a result and answered suggestions', async () => {
    const w = await world();
    await w.match({ date: hoursFromNow(10), refereeId: w.ref1.captain.id, refereeId2: w.ref2.captain.id });
    const played = await w.match({ date: hoursFromNow(-30), week: 2 });
    await buildResult(t.db, { matchId: played.id, scoreHome: 1, scoreGuest: 1, isFinal: true });
    const answered = await w.match({ date: hoursFromNow(-80), week: 3 });
    const at = hoursFromNow(-60);
    await buildResult(t.db, {
      matchId: answered.id,
      scoreHome: 1,
      scoreGuest: 0,
      submittedBy: w.home.captain.id,
      createdAt: at,
    });
    await buildResult(t.db, {
      matchId: answered.id,
      scoreHome: 0,
      scoreGuest: 1,
      submittedBy: w.guest.captain.id,
      createdAt: at,
    });
    await pass();
    expect(await notified([w.home, w.guest, w.ref1, w.ref2].flatMap((x) => x.members))).toEqual([]);
  });
});

describe('auto-accept', () => {
  it('makes an unanswered suggestion final with the consequences of an accept', async () => {
    const w = await world();
    // Two quarter-finals; the second is final, the first waits for the guests' answer.
    const qf1 = await w.match({ matchStage: 'QUARTERFINAL1', date: hoursFromNow(-100), week: 8 });
    const other = await team();
    const third = await team();
    const qf2 = await w.match({
      matchStage: 'QUARTERFINAL2',
      homeId: other.team.id,
      guestId: third.team.id,
      date: hoursFromNow(-100),
      week: 8,
    });
    await buildResult(t.db, { matchId: qf2.id, scoreHome: 3, scoreGuest: 0, isFinal: true });
    const semi = await w.match({ matchStage: 'SEMIFINAL1', homeId: null, guestId: null, week: 9 });
    const suggestion = await buildResult(t.db, {
      matchId: qf1.id,
      scoreHome: 2,
      scoreGuest: 1,
      submittedBy: w.home.captain.id,
      createdAt: hoursFromNow(-71),
    });

    await pass();
    expect((await t.db.select().from(results).where(eq(results.id, suggestion.id)))[0]?.isFinal).toBe(false);

    clock.advance(1);
    await pass();
    const [final] = await t.db.select().from(results).where(eq(results.matchId, qf1.id));
    expect(final).toMatchObject({ id: suggestion.id, isFinal: true, autoAccepted: true });
    // The audit log says the league made it final, nobody in person (decision 034).
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.matchId, qf1.id));
    expect(entries).toMatchObject([
      {
        action: 'result.auto_accept',
        actorId: null,
        actorName: null,
        before: { score: '2:1', final: false },
      },
    ]);
    // Nobody refereed: both referee teams missed their duty.
    const duties = await t.db
      .select()
      .from(missedRefereeDuties)
      .where(eq(missedRefereeDuties.matchId, qf1.id));
    expect(duties.map((d) => [d.teamId, d.slot]).sort()).toEqual([
      [w.ref1.team.id, 1],
      [w.ref2.team.id, 2],
    ]);
    // The knockout filled: the semi-final has both winners.
    const [semiNow] = await t.db.select().from(matches).where(eq(matches.id, semi.id));
    expect([semiNow?.homeId, semiNow?.guestId]).toEqual([w.home.team.id, other.team.id]);
    // The public answer (its cache dropped) says so.
    const seasons = (await t.app.inject({ method: 'GET', url: '/api/getSeasons' })).json().data as Season[];
    const shown = seasons.find((s) => s.id === w.season.id)?.matches.find((m) => m.id === qf1.id);
    expect(shown?.results).toMatchObject([{ id: suggestion.id, is_final: true, auto_accepted: true }]);

    // Both teams' captains hear that it is final, and how.
    const title = `The result of ${w.home.team.name} – ${w.guest.team.name} is final: 2:1.`;
    expect(await notified([...w.home.members, ...w.guest.members], 'results')).toEqual(
      [w.home, w.guest].flatMap((x) => captains(x).map((c) => [c.id, title])),
    );
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.guest.captain.id), eq(notifications.group, 'results')));
    expect(told?.body).toContain('Accepted automatically');

    // Passes later change nothing.
    clock.advance(100);
    await pass();
    expect(await t.db.select().from(results).where(eq(results.matchId, qf1.id))).toEqual([final]);
    expect(await notified([...w.home.members, ...w.guest.members], 'results')).toHaveLength(4);
  });

  it('never accepts a disputed match, nor anything in a season that says never (0)', async () => {
    const w = await world();
    const disputed = await w.match({ date: hoursFromNow(-200) });
    const at = hoursFromNow(-150);
    await buildResult(t.db, {
      matchId: disputed.id,
      scoreHome: 1,
      scoreGuest: 0,
      submittedBy: w.home.captain.id,
      createdAt: at,
    });
    await buildResult(t.db, {
      matchId: disputed.id,
      scoreHome: 0,
      scoreGuest: 1,
      submittedBy: w.guest.captain.id,
      createdAt: at,
    });
    const never = await world({ autoAcceptHours: 0 });
    const quiet = await never.match({ date: hoursFromNow(-200) });
    await buildResult(t.db, {
      matchId: quiet.id,
      scoreHome: 4,
      scoreGuest: 0,
      submittedBy: never.home.captain.id,
      createdAt: at,
    });

    const invalidate = vi.spyOn(t.app.publicCache, 'invalidate');
    for (let i = 0; i < 3; i++) {
      clock.advance(500);
      await pass();
    }
    const rows = await t.db
      .select()
      .from(results)
      .where(inArray(results.matchId, [disputed.id, quiet.id]));
    expect(rows.map((r) => r.isFinal)).toEqual([false, false, false]);
    // Looking at them changed nothing, so the public answers stayed cached.
    expect(invalidate).not.toHaveBeenCalled();
    invalidate.mockRestore();
  });

  it('takes a season deadline set by the admin', async () => {
    const w = await world();
    const match = await w.match({ date: hoursFromNow(-10) });
    const suggestion = await buildResult(t.db, {
      matchId: match.id,
      scoreHome: 1,
      scoreGuest: 1,
      submittedBy: w.guest.captain.id,
      createdAt: hoursFromNow(-5),
    });
    await pass();
    expect((await t.db.select().from(results).where(eq(results.id, suggestion.id)))[0]?.isFinal).toBe(false);
    const [admin] = [await buildTeam(t.db, { captain: { role: 'ADMIN' } })];
    const res = await t.post('/api/setAutoAcceptHours', admin.captain, { season_id: w.season.id, hours: 4 });
    expect(res.statusCode, res.body).toBe(200);
    await pass();
    expect((await t.db.select().from(results).where(eq(results.id, suggestion.id)))[0]).toMatchObject({
      isFinal: true,
      autoAccepted: true,
    });
  });
});

describe('a restart in between', () => {
  it('loses nothing and repeats nothing', async () => {
    const w = await world();
    await w.match({ date: hoursFromNow(47) });
    const missing = await w.match({ date: hoursFromNow(-23), week: 2 });
    const pending = await w.match({ date: hoursFromNow(-80), week: 3 });
    const suggestion = await buildResult(t.db, {
      matchId: pending.id,
      scoreHome: 0,
      scoreGuest: 2,
      submittedBy: w.guest.captain.id,
      createdAt: hoursFromNow(-71.5),
    });
    const everybody = [w.home, w.guest, w.ref1, w.ref2].flatMap((x) => x.members);
    await pass();
    const before = await notified(everybody);
    // The referee slots and the unanswered suggestion are done; the missing result is not due yet.
    expect(before).toHaveLength(6);

    await t.restart();
    await runScheduledWork(t.app);
    expect(await notified(everybody)).toEqual(before);

    clock.advance(1);
    await t.restart();
    await runScheduledWork(t.app);
    await runScheduledWork(t.app);
    const after = await notified(everybody);
    expect(after.slice(0, 6)).toEqual(before);
    expect(after.slice(6)).toEqual(
      [w.home, w.guest].flatMap((x) =>
        captains(x).map((c) => [
          c.id,
          `Please enter the result of ${w.home.team.name} – ${w.guest.team.name}.`,
        ]),
      ),
    );
    expect((await t.db.select().from(results).where(eq(results.matchId, pending.id)))[0]).toMatchObject({
      id: suggestion.id,
      autoAccepted: true,
    });
    expect(await t.db.select().from(remindersSent).where(eq(remindersSent.matchId, missing.id))).toHaveLength(
      1,
    );
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('do each item once when their passes run at the same time', async () => {
    const worlds = [await world(), await world(), await world()];
    const suggestions = [];
    for (const w of worlds) {
      await w.match({ date: hoursFromNow(30) });
      await w.match({ date: hoursFromNow(-30), week: 2 });
      const pending = await w.match({ date: hoursFromNow(-100), week: 3 });
      suggestions.push(
        await buildResult(t.db, {
          matchId: pending.id,
          scoreHome: 3,
          scoreGuest: 1,
          submittedBy: w.home.captain.id,
          createdAt: hoursFromNow(-80),
        }),
      );
    }
    const other = await t.otherInstance();
    // Neither instance's jobs fail on the other's claims (the scheduler would only log it).
    const failures = [vi.spyOn(t.app.log, 'error'), vi.spyOn(other.app.log, 'error')];
    try {
      for (let i = 0; i < 3; i++) {
        await Promise.all([runScheduledWork(t.app), runScheduledWork(other.app), runScheduledWork(t.app)]);
      }
      for (const failed of failures) expect(failed).not.toHaveBeenCalled();
    } finally {
      for (const failed of failures) failed.mockRestore();
      await other.close();
    }
    for (const w of worlds) {
      const everybody = [w.home, w.guest, w.ref1, w.ref2].flatMap((x) => x.members);
      const items = await notified(everybody);
      // Two referee slots and the missing result, to two captains each; the unanswered suggestion
      // was accepted by itself in the same pass, so its reminder may or may not have gone out.
      const keys = items.map(([user, title]) => `${user} ${title}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(items.filter(([, title]) => String(title).startsWith('Please appoint'))).toHaveLength(4);
      expect(items.filter(([, title]) => String(title).startsWith('Please enter'))).toHaveLength(4);
      // The auto-accept told both teams' captains once.
      expect(await notified([...w.home.members, ...w.guest.members], 'results')).toHaveLength(4);
    }
    const finals = await t.db
      .select()
      .from(results)
      .where(
        inArray(
          results.id,
          suggestions.map((s) => s.id),
        ),
      );
    expect(finals.map((r) => [r.isFinal, r.autoAccepted])).toEqual(suggestions.map(() => [true, true]));
    // Each accept booked its missed duties once.
    const duties = await t.db
      .select()
      .from(missedRefereeDuties)
      .where(
        inArray(
          missedRefereeDuties.matchId,
          finals.map((r) => r.matchId),
        ),
      );
    expect(duties).toHaveLength(finals.length * 2);
  });
});
