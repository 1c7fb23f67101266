import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../../../common/api/links';
import type { UserRow } from '../../db/factories';
import { leagueDetails, mailOutbox, users } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { okData } from '../../test/assertions';
import { availabilityAlreadyAsked } from '../../test/availability-asked';
import { notificationItems } from '../../test/notification-items';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runScheduledWork } from '../scheduler';
import { notify } from './notify';

/**
 * Who is coming, resolved before the digest is written (docs/PRODUCT.md#notifications, decision
 * 081): a player's reminder goes once the player answered (any answer), a captain's short squad once
 * the team has the league's minimum of yes; both lapse at the kick-off.
 */

const HOUR = 3600 * 1000;
const clock = new ManualClock(new Date('2026-05-04T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const { matchWorld } = notificationItems(() => t);
const fromNow = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

async function mailsAfterPass(user: UserRow) {
  clock.advance(1);
  await runScheduledWork(t.app);
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.mail));
}

/** A match 60 hours ahead whose scheduled reminders are out of the way: the tests queue their own. */
async function world() {
  const w = await matchWorld(fromNow(60));
  await availabilityAlreadyAsked(t.db, [w.match.id]);
  return w;
}

const askComing = (users: UserRow[], matchId: number, title: string) =>
  notify(
    t.db,
    users.map((u) => u.id),
    {
      group: 'reminders',
      kind: 'reminder_availability',
      objectId: matchId,
      title: () => title,
      path: actionPaths.availability(matchId),
    },
  );

const tellShort = (users: UserRow[], matchId: number, title: string) =>
  notify(
    t.db,
    users.map((u) => u.id),
    {
      group: 'reminders',
      kind: 'short_squad',
      objectId: matchId,
      title: () => title,
      path: actionPaths.match(matchId),
    },
  );

const answer = async (user: UserRow, matchId: number, status: 'yes' | 'no' | 'maybe') =>
  okData(await t.post('/api/setAvailability', user, { match_id: matchId, status }));

describe('availability reminders in the digest', () => {
  it('a player who answered (yes, no or maybe) is not reminded; one who did not is', async () => {
    const w = await world();
    const title = `Are you coming to ${w.pairing}?`;
    await askComing([w.home.player, w.home.coCaptain, w.guest.player, w.guest.coCaptain], w.match.id, title);
    await answer(w.home.player, w.match.id, 'no');
    await answer(w.home.coCaptain, w.match.id, 'maybe');
    await answer(w.guest.coCaptain, w.match.id, 'yes');
    for (const answered of [w.home.player, w.home.coCaptain, w.guest.coCaptain]) {
      expect(await mailsAfterPass(answered), answered.name).toEqual([]);
    }
    const [mail] = await mailsAfterPass(w.guest.player);
    expect(mail?.text).toContain(title);
  });

  it("a captain's reminder (remindSquad) is dropped once the player answered", async () => {
    const w = await world();
    expect(
      okData<{ reminded: number }>(
        await t.post('/api/remindSquad', w.home.captain, { match_id: w.match.id }),
      ),
    ).toEqual({ reminded: 3 });
    await answer(w.home.player, w.match.id, 'maybe');
    expect(await mailsAfterPass(w.home.player)).toEqual([]);
    expect(await mailsAfterPass(w.home.coCaptain)).toHaveLength(1);
  });

  it('a reminder not mailed before the kick-off lapses with it', async () => {
    const w = await world();
    await askComing([w.guest.player], w.match.id, `Coming to ${w.pairing}?`);
    clock.set(fromNow(61));
    expect(await mailsAfterPass(w.guest.player)).toEqual([]);
  });
});

describe('short squads in the digest', () => {
  it("is dropped for the captains of a team that reached the minimum, kept for the other team's", async () => {
    await t.db.update(leagueDetails).set({ minimumSquad: 2 });
    try {
      const w = await world();
      const title = `Few confirmed for ${w.pairing}`;
      await tellShort([w.home.captain, w.home.coCaptain, w.guest.captain], w.match.id, title);
      await answer(w.home.player, w.match.id, 'yes');
      await answer(w.home.coCaptain, w.match.id, 'yes');
      // One yes is not enough for the guests; a maybe does not count.
      await answer(w.guest.player, w.match.id, 'yes');
      await answer(w.guest.coCaptain, w.match.id, 'maybe');
      expect(await mailsAfterPass(w.home.captain)).toEqual([]);
      expect(await mailsAfterPass(w.home.coCaptain)).toEqual([]);
      const [mail] = await mailsAfterPass(w.guest.captain);
      expect(mail?.text).toContain(title);
    } finally {
      await t.db.update(leagueDetails).set({ minimumSquad: 11 });
    }
  });

  it("is dropped for a captain who left the match's teams", async () => {
    const w = await world();
    const other = await matchWorld(null);
    await tellShort([w.home.captain], w.match.id, `Few confirmed for ${w.pairing}`);
    await t.db.update(users).set({ memberOf: other.home.id }).where(eq(users.id, w.home.captain.id));
    expect(await mailsAfterPass(w.home.captain)).toEqual([]);
  });
});
