import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../../../common/api/links';
import type { MatchDateProposal } from '../../../common/api/match-moves';
import { buildGroup, buildMatch, buildSeason, buildUser, type UserRow } from '../../db/factories';
import { mailOutbox, matches, notifications, pitches } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { okData } from '../../test/assertions';
import { availabilityAlreadyAsked } from '../../test/availability-asked';
import { notificationItems } from '../../test/notification-items';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runScheduledWork } from '../scheduler';
import { notify } from './notify';
import { missingResultReminder, refereeSlotReminder } from './reminders';

/**
 * What a digest says (docs/PRODUCT.md#notifications, decision 027): one line per object with its
 * latest state, at most 20 lines, and nothing whose cause was resolved before it was written.
 */

const APP_URL = 'https://league.example';
const HOUR = 3600 * 1000;
const clock = new ManualClock(new Date('2026-05-04T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ appUrl: APP_URL }, { clock });
});
afterAll(() => t.close());

const { matchWorld } = notificationItems(() => t);
const fromNow = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

/** Runs a scheduler pass and answers the notification mails queued for `user`. */
async function mailsAfterPass(user: UserRow) {
  clock.advance(1);
  await runScheduledWork(t.app);
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.mail));
}

/** The numbered lines of a digest's plain text. */
const listed = (text: string) => text.split('\n').filter((line) => /^\d+\. /.test(line));

describe('coalescing', () => {
  it('a flood of pitch changes gives one line per match, with its latest pitch', async () => {
    const names = ['North', 'South', 'East'].map(
      (name) => `${name} ${Math.random().toString(36).slice(2, 7)}`,
    );
    const rows = await t.db
      .insert(pitches)
      .values(names.map((name) => ({ name, address: `${name} street 1`, mapUrl: 'https://maps.example/' })))
      .returning();
    const first = await matchWorld(fromNow(48));
    const season = await buildSeason(t.db);
    const second = await buildMatch(t.db, {
      seasonId: season.id,
      homeId: first.home.id,
      guestId: first.guest.id,
      date: fromNow(72),
    });
    await availabilityAlreadyAsked(t.db, [first.match.id, second.id]);
    for (const matchId of [first.match.id, second.id]) {
      for (let i = 0; i < 6; i++) {
        const pitch = rows[i % rows.length];
        okData(
          await t.post('/api/setMatchPitch', first.home.captain, { match_id: matchId, pitch_id: pitch?.id }),
        );
      }
    }
    const [mail, ...more] = await mailsAfterPass(first.guest.captain);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('2 updates from the Munich University League');
    const lines = listed(mail?.text ?? '');
    // The sixth change of each match left it on the third pitch.
    expect(lines).toEqual([
      `1. ${first.pairing} is played at ${names[2]}.`,
      `2. ${first.pairing} is played at ${names[2]}.`,
    ]);
    expect(mail?.text).toContain(`${APP_URL}${actionPaths.match(first.match.id)}`);
    expect(mail?.text).toContain(`${APP_URL}${actionPaths.match(second.id)}`);
  });

  it('lists 20 of 30 objects and counts the rest in a line linking the to-do list', async () => {
    const user = await buildUser(t.db, { language: 'de' });
    const season = await buildSeason(t.db);
    const group = await buildGroup(t.db, { seasonId: season.id, name: 'A' });
    for (let n = 1; n <= 30; n++) {
      const match = await buildMatch(t.db, { seasonId: season.id, groupId: group.id });
      // Each object twice: the second says its latest state.
      for (const score of [0, n]) {
        await notify(t.db, [user.id], {
          group: 'results',
          kind: 'result_final',
          objectId: match.id,
          title: () => `Spiel ${n}: ${score}:1.`,
          path: actionPaths.match(match.id),
        });
      }
    }
    const [mail] = await mailsAfterPass(user);
    expect(mail?.subject).toBe('30 Neuigkeiten aus der Munich University League');
    const lines = listed(mail?.text ?? '');
    expect(lines).toHaveLength(20);
    expect(lines[0]).toBe('1. Spiel 1: 1:1.');
    expect(lines[19]).toBe('20. Spiel 20: 20:1.');
    const todos = `${APP_URL}${actionPaths.myTeam}`;
    expect(mail?.text).toContain(`\n\nund 10 weitere Änderungen: ${todos}\n\n`);
    expect(mail?.html.match(/<li /g)).toHaveLength(20);
    expect(mail?.html).toContain(`<a href="${todos}" style="color: #1c7ed6">und 10 weitere Änderungen</a>`);
  });
});

describe('items whose cause is resolved', () => {
  it('a proposal accepted before the digest is not in it: not for the one accepting, not for the others', async () => {
    const w = await matchWorld(fromNow(48));
    await availabilityAlreadyAsked(t.db, [w.match.id]);
    const proposal = okData<MatchDateProposal>(
      await t.post('/api/proposeMatchDate', w.home.captain, {
        match_id: w.match.id,
        date: fromNow(72).toISOString(),
      }),
    );
    okData(
      await t.post('/api/answerMatchDateProposal', w.guest.captain, {
        proposal_id: proposal.id,
        accept: true,
      }),
    );
    expect(await mailsAfterPass(w.guest.captain)).toHaveLength(0);
    const [toCoCaptain, ...more] = await mailsAfterPass(w.guest.coCaptain);
    expect(more).toHaveLength(0);
    expect(toCoCaptain?.subject).toMatch(new RegExp(`^${w.pairing} is moved to .+ Munich time\\.$`));
    expect(toCoCaptain?.text).not.toContain('proposes');
  });

  it('a join request withdrawn before the digest is not in it', async () => {
    const w = await matchWorld(null);
    const student = await buildUser(t.db);
    const other = await buildUser(t.db, { name: 'Still Waiting' });
    okData(await t.post('/api/joinTeam', other, { team_id: w.home.id }));
    okData(await t.post('/api/joinTeam', student, { team_id: w.home.id }));
    okData(await t.post('/api/joinTeam', student, { team_id: -1 }));
    const [mail, ...more] = await mailsAfterPass(w.home.captain);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Still Waiting asks to join ${w.home.name}.`);
  });

  it('a proposal that lapses before the digest is not in it, for either side', async () => {
    // The match kicks off in 5 minutes: the proposal lapses then, inside the 10-minute window.
    const w = await matchWorld(new Date(clock.now().getTime() + 5 * 60 * 1000));
    okData(
      await t.post('/api/proposeMatchDate', w.home.captain, {
        match_id: w.match.id,
        date: fromNow(72).toISOString(),
      }),
    );
    clock.advance(6 / 60);
    expect(await mailsAfterPass(w.guest.captain)).toHaveLength(0);
    expect(await mailsAfterPass(w.home.coCaptain)).toHaveLength(0);
  });

  it('a suggestion made final by closing the group stage is not asked about', async () => {
    const w = await matchWorld(fromNow(-2));
    const group = await buildGroup(t.db, { seasonId: w.season.id, name: 'A' });
    await t.db.update(matches).set({ groupId: group.id }).where(eq(matches.id, w.match.id));
    okData(
      await t.post('/api/addResult', w.home.captain, { match_id: w.match.id, home_score: 2, guest_score: 1 }),
    );
    const admin = await buildUser(t.db, { role: 'ADMIN' });
    okData(await t.post('/api/closeGroupStage', admin, { season_id: w.season.id }));
    expect(await mailsAfterPass(w.guest.captain)).toHaveLength(0);
  });

  it('a pitch change does not swallow an open proposal: both are told', async () => {
    const w = await matchWorld(fromNow(48));
    await availabilityAlreadyAsked(t.db, [w.match.id]);
    const [pitch] = await t.db
      .insert(pitches)
      .values({ name: `West ${w.match.id}`, address: 'West street 1', mapUrl: 'https://maps.example/' })
      .returning();
    okData(
      await t.post('/api/proposeMatchDate', w.home.captain, {
        match_id: w.match.id,
        date: fromNow(72).toISOString(),
      }),
    );
    okData(await t.post('/api/setMatchPitch', w.home.captain, { match_id: w.match.id, pitch_id: pitch?.id }));
    const [mail, ...more] = await mailsAfterPass(w.guest.captain);
    expect(more).toHaveLength(0);
    const lines = listed(mail?.text ?? '');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^1\\. ${w.home.name} proposes to move ${w.pairing} to `));
    expect(lines[1]).toBe(`2. ${w.pairing} is played at ${pitch?.name}.`);
  });

  it('a join request whose requester renamed themselves is still told', async () => {
    const w = await matchWorld(null);
    const student = await buildUser(t.db, { name: 'Old Name' });
    okData(await t.post('/api/joinTeam', student, { team_id: w.home.id }));
    okData(await t.post('/api/updateUserByToken', student, { name: 'New Name' }));
    const [mail, ...more] = await mailsAfterPass(w.home.captain);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Old Name asks to join ${w.home.name}.`);
  });

  it("a reminder to enter the result gives way to the other side's suggestion", async () => {
    const w = await matchWorld(fromNow(-30));
    await missingResultReminder(t.db, w.match.id);
    okData(
      await t.post('/api/addResult', w.home.captain, { match_id: w.match.id, home_score: 1, guest_score: 0 }),
    );
    const [mail, ...more] = await mailsAfterPass(w.guest.captain);
    expect(more).toHaveLength(0);
    expect(listed(mail?.text ?? '')).toEqual([]);
    expect(mail?.subject).toBe(`A result was suggested for ${w.pairing}: 1:0.`);
  });

  it('a referee reminder is not sent once the slot has its referee', async () => {
    const w = await matchWorld(fromNow(40));
    await refereeSlotReminder(t.db, w.match.id, w.ref1.id);
    okData(
      await t.post('/api/assignReferee', w.ref1.captain, {
        match_id: w.match.id,
        referee_id: w.ref1.player.id,
        slot: 1,
      }),
    );
    expect(await mailsAfterPass(w.ref1.captain)).toHaveLength(0);
    const waiting = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, w.ref1.captain.id));
    expect(waiting.every((item) => item.mailedAt !== null)).toBe(true);
  });
});
