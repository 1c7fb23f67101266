import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  answeringTeams,
  autoAcceptDue,
  missingResultReminderDue,
  REMINDER_HOURS,
  refereeSlotReminderDue,
  unansweredResultReminderDue,
} from '../../common/league/deadlines';
import { heldByReferee } from '../../common/league/referee-confirm';
import type { Tx } from '../db/client';
import { matches, remindersSent, results, seasons } from '../db/schema';
import { transaction } from '../db/transaction';
import { availabilityReminders, shortSquadReminders } from './availability-reminders';
import { fairPlayReleases, fairPlayReminders } from './fair-play-reminders';
import { writeLeagueIfShown } from './league-write';
import { finalizeResult } from './matches';
import {
  missingResultReminder,
  refereeSlotReminder,
  unansweredResultReminder,
} from './notifications/reminders';
import { refereeAnswers } from './referee-confirm';

/**
 * The scheduler's match-day jobs (docs/PRODUCT.md#deadlines, decision 028): auto-accepting
 * unanswered suggestions and the reminders. Each item is claimed in the database (a row lock taken
 * with SKIP LOCKED, or a unique key in reminders_sent) in the transaction that acts on it, so a
 * restart repeats nothing and two instances never both do one item.
 */

const HOUR = 3_600_000;

/** A point in time as a query parameter. */
const at = (time: number) => sql`${new Date(time).toISOString()}::timestamptz`;

type ReminderKind = (typeof remindersSent.$inferInsert)['kind'];

/** The match (`matches` of the outer query) has a final result. */
const hasFinal = sql`exists (select 1 from ${results} as finals where finals.match_id = ${matches.id} and finals.is_final)`;

// Auto-accept.

/** Matches with a pending suggestion older than their season's deadline and no final result. */
async function autoAcceptCandidates(
  app: FastifyInstance,
  now: Date,
): Promise<{ matchId: number; seasonId: number }[]> {
  return app.db
    .selectDistinct({ matchId: matches.id, seasonId: matches.seasonId })
    .from(results)
    .innerJoin(matches, eq(matches.id, results.matchId))
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(
      and(
        eq(results.isFinal, false),
        sql`${seasons.autoAcceptHours} > 0`,
        sql`${results.createdAt} + ${seasons.autoAcceptHours} * interval '1 hour' <= ${at(now.getTime())}`,
        sql`not ${hasFinal}`,
      ),
    )
    .orderBy(asc(matches.id));
}

/**
 * Makes the match's due suggestion final, if it still is due once the season and the match are
 * locked. Locked in acceptResult's order (season, then match), skipping either when another
 * transaction holds it: an instance doing the same item, or an accept in progress. A skipped
 * match is looked at again next pass.
 */
async function autoAcceptMatch(tx: Tx, matchId: number, seasonId: number, now: Date): Promise<boolean> {
  const [season] = await tx
    .select({ autoAcceptHours: seasons.autoAcceptHours })
    .from(seasons)
    .where(eq(seasons.id, seasonId))
    .for('no key update', { skipLocked: true });
  if (!season) return false;
  const [match] = await tx
    .select()
    .from(matches)
    .where(eq(matches.id, matchId))
    .for('update', { skipLocked: true });
  if (!match) return false;
  const rows = await tx
    .select()
    .from(results)
    .where(eq(results.matchId, match.id))
    .orderBy(asc(results.createdAt), asc(results.id));
  if (rows.some((row) => row.isFinal)) return false;
  // A referee's dispute holds the result for the admins: no deadline makes it final (decision 093).
  if (heldByReferee(await refereeAnswers(tx, match.id), false)) return false;
  const facts = {
    date: match.date,
    hasFinal: false,
    suggestions: rows,
    autoAcceptHours: season.autoAcceptHours,
  };
  const due = rows.find((row) => autoAcceptDue(row, facts, now));
  if (!due) return false;
  await finalizeResult(tx, match, due, { autoAccepted: true, now });
  return true;
}

/**
 * The 'auto-accept' job: every due suggestion becomes final by itself, each in its own transaction.
 * The public answers drop only when one did: a disputed match, looked at every pass, changes nothing.
 * One match failing is logged and does not hold up the others.
 */
export async function autoAcceptResults(app: FastifyInstance, now: Date): Promise<void> {
  for (const candidate of await autoAcceptCandidates(app, now)) {
    try {
      await writeLeagueIfShown(app, async (tx) => {
        const accepted = await autoAcceptMatch(tx, candidate.matchId, candidate.seasonId, now);
        return { value: accepted, shown: accepted };
      });
    } catch (error) {
      app.log.error({ err: error, matchId: candidate.matchId }, 'auto-accept failed');
    }
  }
}

// Reminders.

/** Claims the reminder (match, kind, slot): true only for the one transaction that inserted it. */
async function claimReminder(
  tx: Tx,
  matchId: number,
  kind: ReminderKind,
  slot: number,
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(remindersSent)
    .values({ matchId, kind, slot, sentAt: now })
    .onConflictDoNothing()
    .returning({ matchId: remindersSent.matchId });
  return claimed.length > 0;
}

/** Referee slots still empty 48 hours before a dated kick-off: the referee team's captains. */
async function refereeSlotReminders(tx: Tx, now: Date): Promise<void> {
  const rows = await tx
    .select()
    .from(matches)
    .where(
      and(
        isNotNull(matches.date),
        sql`${matches.date} > ${at(now.getTime())}`,
        sql`${matches.date} <= ${at(now.getTime() + REMINDER_HOURS.refereeSlot * HOUR)}`,
        sql`not ${hasFinal}`,
      ),
    )
    .orderBy(asc(matches.date), asc(matches.id));
  for (const match of rows) {
    const slots = [
      { slot: 1, refereeTeamId: match.refereeTeamId, refereeId: match.refereeId },
      { slot: 2, refereeTeamId: match.refereeTeamId2, refereeId: match.refereeId2 },
    ];
    for (const { slot, refereeTeamId, refereeId } of slots) {
      if (!refereeSlotReminderDue({ date: match.date, refereeTeamId, refereeId, hasFinal: false }, now))
        continue;
      if (refereeTeamId === null || !(await claimReminder(tx, match.id, 'referee_slot', slot, now))) continue;
      await refereeSlotReminder(tx, match.id, refereeTeamId);
    }
  }
}

/** Matches 24 hours past kick-off without any result: both teams' captains. */
async function missingResultReminders(tx: Tx, now: Date): Promise<void> {
  const rows = await tx
    .select()
    .from(matches)
    .where(
      and(
        isNotNull(matches.date),
        sql`${matches.date} <= ${at(now.getTime() - REMINDER_HOURS.missingResult * HOUR)}`,
        sql`${matches.date} > ${at(now.getTime() - REMINDER_HOURS.stale * HOUR)}`,
        sql`not exists (select 1 from ${results} where ${results.matchId} = ${matches.id})`,
        sql`not exists (select 1 from ${remindersSent} where ${remindersSent.matchId} = ${matches.id} and ${remindersSent.kind} = 'missing_result')`,
      ),
    )
    .orderBy(asc(matches.date), asc(matches.id));
  for (const match of rows) {
    const facts = { date: match.date, homeId: match.homeId, guestId: match.guestId, hasResult: false };
    if (!missingResultReminderDue(facts, now)) continue;
    if (!(await claimReminder(tx, match.id, 'missing_result', 0, now))) continue;
    await missingResultReminder(tx, match.id);
  }
}

/** Suggestions unanswered for 48 hours: the other side's captains (both teams for an admin's). */
async function unansweredResultReminders(tx: Tx, now: Date): Promise<void> {
  const due = await tx
    .selectDistinct({ matchId: results.matchId })
    .from(results)
    .innerJoin(matches, eq(matches.id, results.matchId))
    .where(
      and(
        eq(results.isFinal, false),
        sql`${results.createdAt} <= ${at(now.getTime() - REMINDER_HOURS.unansweredResult * HOUR)}`,
        sql`${results.createdAt} > ${at(now.getTime() - REMINDER_HOURS.stale * HOUR)}`,
        sql`not ${hasFinal}`,
        sql`not exists (select 1 from ${remindersSent} where ${remindersSent.matchId} = ${results.matchId} and ${remindersSent.kind} = 'unanswered_result' and ${remindersSent.slot} = ${results.id})`,
      ),
    );
  if (due.length === 0) return;
  const ids = due.map((row) => row.matchId);
  const matchRows = await tx.select().from(matches).where(inArray(matches.id, ids)).orderBy(asc(matches.id));
  const resultRows = await tx
    .select()
    .from(results)
    .where(inArray(results.matchId, ids))
    .orderBy(asc(results.createdAt), asc(results.id));
  for (const match of matchRows) {
    const rows = resultRows.filter((row) => row.matchId === match.id);
    const sides = { homeId: match.homeId, guestId: match.guestId, hasFinal: rows.some((row) => row.isFinal) };
    for (const row of rows) {
      if (row.isFinal || !unansweredResultReminderDue(row, rows, sides, now)) continue;
      if (!(await claimReminder(tx, match.id, 'unanswered_result', row.id, now))) continue;
      await unansweredResultReminder(tx, {
        matchId: match.id,
        result: row,
        answeringTeams: answeringTeams(row, sides),
      });
    }
  }
}

/**
 * The 'reminders' job: each kind in one transaction, so a reminder's claim and its notification
 * commit together; a second instance meeting the same claim waits for it and then leaves it.
 */
export async function sendReminders(app: FastifyInstance, now: Date): Promise<void> {
  await transaction(app.db, (tx) => refereeSlotReminders(tx, now));
  await transaction(app.db, (tx) => missingResultReminders(tx, now));
  await transaction(app.db, (tx) => unansweredResultReminders(tx, now));
  await transaction(app.db, (tx) => availabilityReminders(tx, now));
  await transaction(app.db, (tx) => shortSquadReminders(tx, now));
  await transaction(app.db, (tx) => fairPlayReminders(tx, now));
  if (await transaction(app.db, (tx) => fairPlayReleases(tx, now))) app.publicCache.invalidate();
}
