import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { actionPaths } from '../../common/api/links';
import { getLocale, m } from '../../common/i18n/messages';
import {
  AVAILABILITY_REMINDER_HOURS,
  availabilityReminderDue,
  isShortSquad,
  kickOffDay,
  SHORT_SQUAD_BEFORE_MS,
  shortSquadDue,
} from '../../common/league/availability';
import { someNames } from '../../common/league/name-list';
import type { Tx } from '../db/client';
import { matches, remindersSent, results } from '../db/schema';
import { minimumSquad, squadOf } from './availability';
import { withGuests } from './free-agents';
import { captainsOf, kickOff, lines, matchText, pairing } from './notifications/events';
import { notify } from './notifications/notify';

/**
 * The reminders of who is coming (docs/PRODUCT.md#availability, decision 081), run by the
 * 'reminders' job (deadlines.ts) in its transactions: each is claimed once in reminders_sent, as
 * (match, 'availability', 72 or 48) and (match, 'short_squad', team), so restarts and several
 * instances send each once. A match dated less than 48 hours ahead gets only the 48-hour reminder.
 */

const HOUR = 3_600_000;
const at = (time: number) => sql`${new Date(time).toISOString()}::timestamptz`;
const noFinal = sql`not exists (select 1 from ${results} where ${results.matchId} = ${matches.id} and ${results.isFinal})`;

/** Dated matches without a final result kicking off within `aheadMs`, both teams known. */
const upcomingWithin = (tx: Tx, now: Date, aheadMs: number) =>
  tx
    .select()
    .from(matches)
    .where(
      and(
        isNotNull(matches.date),
        isNotNull(matches.homeId),
        isNotNull(matches.guestId),
        sql`${matches.date} > ${at(now.getTime())}`,
        sql`${matches.date} <= ${at(now.getTime() + aheadMs)}`,
        noFinal,
      ),
    )
    .orderBy(asc(matches.date), asc(matches.id));

async function claim(tx: Tx, matchId: number, kind: 'availability' | 'short_squad', slot: number, now: Date) {
  const claimed = await tx
    .insert(remindersSent)
    .values({ matchId, kind, slot, sentAt: now })
    .onConflictDoNothing()
    .returning({ matchId: remindersSent.matchId });
  return claimed.length > 0;
}

/** 72 and 48 hours before kick-off: the players of both teams who have not answered. */
export async function availabilityReminders(tx: Tx, now: Date): Promise<void> {
  const earliest = Math.max(...AVAILABILITY_REMINDER_HOURS) * HOUR;
  for (const match of await upcomingWithin(tx, now, earliest)) {
    const hours = availabilityReminderDue(match.date, now);
    if (hours === null) continue;
    if (!(await claim(tx, match.id, 'availability', hours, now))) continue;
    // The 48-hour one replaces a 72-hour one never sent (the match was dated late).
    if (hours === 48) await claim(tx, match.id, 'availability', 72, now);
    const waiting: number[] = [];
    for (const teamId of [match.homeId, match.guestId]) {
      if (teamId === null) continue;
      const squad = await squadOf(tx, match.id, teamId, 0);
      // A suspended player cannot answer yes for the match: nobody asks them whether they come.
      waiting.push(...squad.players.filter((p) => p.status === null && !p.suspended).map((p) => p.user_id));
    }
    const text = await matchText(tx, match.id);
    await notify(tx, waiting, {
      group: 'reminders',
      kind: 'reminder_availability',
      objectId: match.id,
      title: () => m.mail_availability_title({ pairing: pairing(text) }),
      body: () => lines(m.mail_availability_body(), m.mail_kick_off_line({ when: kickOff(text.match.date) })),
      path: actionPaths.availability(match.id),
    });
  }
}

/** 48 hours before kick-off: the captains of a team with fewer yes than the league's minimum. */
export async function shortSquadReminders(tx: Tx, now: Date): Promise<void> {
  const due = (await upcomingWithin(tx, now, SHORT_SQUAD_BEFORE_MS)).filter((match) =>
    shortSquadDue(match.date, now),
  );
  if (due.length === 0) return;
  const minimum = await minimumSquad(tx);
  // Teams told already are not counted again on every pass.
  const told = new Set(
    (
      await tx
        .select({ matchId: remindersSent.matchId, slot: remindersSent.slot })
        .from(remindersSent)
        .where(
          and(
            eq(remindersSent.kind, 'short_squad'),
            inArray(
              remindersSent.matchId,
              due.map((match) => match.id),
            ),
          ),
        )
    ).map((row) => `${row.matchId} ${row.slot}`),
  );
  for (const match of due) {
    for (const teamId of [match.homeId, match.guestId]) {
      if (teamId === null || told.has(`${match.id} ${teamId}`)) continue;
      // Guests of the match count as yes, as on the squad the captains see (decision 098).
      const squad = await withGuests(tx, await squadOf(tx, match.id, teamId, minimum));
      if (!isShortSquad(squad, minimum)) continue;
      if (!(await claim(tx, match.id, 'short_squad', teamId, now))) continue;
      const names = squad.players.filter((p) => p.status === null && !p.suspended).map((p) => p.name);
      const date = match.date as Date;
      await notify(tx, await captainsOf(tx, [teamId]), {
        group: 'reminders',
        kind: 'short_squad',
        objectId: match.id,
        title: () =>
          m.mail_short_squad_title({ yes: squad.yes, minimum, day: kickOffDay(date, getLocale()) }),
        body: () =>
          lines(
            names.length > 0 && m.mail_short_squad_body({ names: someNames(names) }),
            m.mail_kick_off_line({ when: kickOff(date) }),
          ),
        path: actionPaths.match(match.id),
      });
    }
  }
}
