import { and, eq, gt, inArray, lte, min, sql } from 'drizzle-orm';
import { actionPaths } from '../../common/api/links';
import { m } from '../../common/i18n/messages';
import { FAIR_PLAY_RELEASE_MS, FAIR_PLAY_REMINDER_MS } from '../../common/league/fair-play';
import type { Tx } from '../db/client';
import { fairPlayRatings, matches, remindersSent, results, seasons } from '../db/schema';
import { captainsOf, matchText, pairing } from './notifications/events';
import { notify } from './notifications/notify';

/**
 * The fair-play jobs of the 'reminders' pass (decision 094), each claimed once in reminders_sent
 * as (match, 'fair_play', slot): a day after a match's first result the captains of a side that
 * has not rated are reminded (slot: the team's id); at 48 hours the ratings are released by the
 * clock (slot 0), which changes the standings of a season that breaks ties by fair play.
 */

const at = (time: number) => sql`${new Date(time).toISOString()}::timestamptz`;

/** Matches (both teams known) whose first played result is in (from, to]. */
async function openedBetween(tx: Tx, from: number, to: number) {
  return tx
    .select({
      id: matches.id,
      seasonId: matches.seasonId,
      homeId: matches.homeId,
      guestId: matches.guestId,
      opened: min(results.createdAt),
    })
    .from(matches)
    .innerJoin(
      results,
      and(eq(results.matchId, matches.id), eq(results.forfeit, false), eq(results.unplayed, false)),
    )
    .where(sql`${matches.homeId} is not null and ${matches.guestId} is not null`)
    .groupBy(matches.id)
    .having(and(gt(min(results.createdAt), at(from)), lte(min(results.createdAt), at(to))));
}

async function claim(tx: Tx, matchId: number, slot: number, now: Date) {
  const claimed = await tx
    .insert(remindersSent)
    .values({ matchId, kind: 'fair_play', slot, sentAt: now })
    .onConflictDoNothing()
    .returning({ matchId: remindersSent.matchId });
  return claimed.length > 0;
}

async function ratedSides(tx: Tx, matchIds: number[]) {
  if (!matchIds.length) return new Set<string>();
  const rows = await tx
    .selectDistinct({ matchId: fairPlayRatings.matchId, team: fairPlayRatings.raterTeamId })
    .from(fairPlayRatings)
    .where(inArray(fairPlayRatings.matchId, matchIds));
  return new Set(rows.map((r) => `${r.matchId} ${r.team}`));
}

/** A day after the first result, before the 48 hours end: the captains of a side yet to rate. */
export async function fairPlayReminders(tx: Tx, now: Date): Promise<void> {
  const t = now.getTime();
  const due = await openedBetween(tx, t - FAIR_PLAY_RELEASE_MS, t - FAIR_PLAY_REMINDER_MS);
  const rated = await ratedSides(
    tx,
    due.map((d) => d.id),
  );
  for (const match of due) {
    for (const team of [match.homeId, match.guestId]) {
      if (team === null || rated.has(`${match.id} ${team}`)) continue;
      if (!(await claim(tx, match.id, team, now))) continue;
      const text = await matchText(tx, match.id);
      await notify(tx, await captainsOf(tx, [team]), {
        group: 'reminders',
        kind: 'reminder_fair_play',
        objectId: match.id,
        title: () => m.mail_fair_play_title({ pairing: pairing(text) }),
        body: () => m.mail_fair_play_body(),
        path: actionPaths.fairPlay(match.id),
      });
    }
  }
}

/**
 * Matches released by the clock since the last pass (a side still silent at 48 hours: it counts
 * as 3 now). Answers whether one belongs to a season that breaks ties by fair play, so its
 * standings changed and the public answers must be rebuilt.
 */
export async function fairPlayReleases(tx: Tx, now: Date): Promise<boolean> {
  const t = now.getTime();
  // A week back is plenty for a job that runs every few minutes, and keeps the read small.
  const released = await openedBetween(
    tx,
    t - FAIR_PLAY_RELEASE_MS - 7 * 24 * 3_600_000,
    t - FAIR_PLAY_RELEASE_MS,
  );
  const rated = await ratedSides(
    tx,
    released.map((d) => d.id),
  );
  const changed = new Set<number>();
  for (const match of released) {
    const silent = [match.homeId, match.guestId].some((team) => !rated.has(`${match.id} ${team}`));
    if (silent && (await claim(tx, match.id, 0, now))) changed.add(match.seasonId);
  }
  if (!changed.size) return false;
  const tiebreaks = await tx
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(inArray(seasons.id, [...changed]), eq(seasons.fairPlayTiebreak, true)));
  return tiebreaks.length > 0;
}
