import { asc, gt, max } from 'drizzle-orm';
import { buildMatch, buildSeason, buildTeam } from '../db/factories';
import { notifications } from '../db/schema';
import { nth } from './assertions';
import type { TestApp } from './test-app';

/**
 * What the notification tests share (server/services/notifications/*.test.ts): teams and a match
 * built for them, and the items a call queued. `app` is read when a helper runs, after beforeAll.
 */

export const recipients = (items: { userId: number }[]) => items.map((i) => i.userId).sort((a, b) => a - b);
export const ids = (...list: { id: number }[]) => list.map((u) => u.id).sort((a, b) => a - b);

export function notificationItems(app: () => TestApp) {
  /** Runs the call and answers the items it queued (those after the newest id before it). */
  async function queued(call: () => Promise<unknown>) {
    const { db } = app();
    const [row] = await db.select({ last: max(notifications.id) }).from(notifications);
    await call();
    return db
      .select({
        userId: notifications.userId,
        group: notifications.group,
        title: notifications.title,
        body: notifications.body,
        path: notifications.path,
      })
      .from(notifications)
      .where(gt(notifications.id, row?.last ?? 0))
      .orderBy(asc(notifications.id));
  }

  /** A team of captain, co-captain and player, its name made unique. */
  async function team(name: string) {
    const built = await buildTeam(app().db, {
      name: `${name} ${Math.random().toString(36).slice(2, 7)}`,
      size: 3,
      coCaptains: 1,
    });
    return {
      ...built,
      id: built.team.id,
      name: built.team.name,
      coCaptain: nth(built.members, 1),
      player: nth(built.members, 2),
    };
  }

  /**
   * Home vs guest, refereed by two teams (ref1, ref2); `appointed`: ref1's player is the referee
   * of slot 1, slot 2 has none yet.
   */
  async function matchWorld(date: Date | null, { appointed = false } = {}) {
    const [home, guest, ref1, ref2] = [
      await team('Home'),
      await team('Guest'),
      await team('Ref'),
      await team('Ref'),
    ];
    const season = await buildSeason(app().db);
    const match = await buildMatch(app().db, {
      seasonId: season.id,
      homeId: home.id,
      guestId: guest.id,
      refereeTeamId: ref1.id,
      refereeTeamId2: ref2.id,
      ...(appointed ? { refereeId: ref1.player.id } : {}),
      date,
    });
    return { home, guest, ref1, ref2, season, match, pairing: `${home.name} – ${guest.name}` };
  }

  return { queued, team, matchWorld };
}
