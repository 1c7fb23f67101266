import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { actionPaths } from '../../common/api/links';
import type { PostponedMatches, PostponeMatchesRequest } from '../../common/api/postponement';
import { m } from '../../common/i18n/messages';
import { instantFromWallClock } from '../../common/league/kick-off';
import { canPostponeMatches, POSTPONE_REFUSED } from '../../common/policies/postponement';
import type { Tx } from '../db/client';
import {
  matchDateProposals,
  matches,
  notificationSettings,
  pitches,
  results,
  teams,
  users,
} from '../db/schema';
import { notFound } from '../lib/errors';
import { accountLocale, runInLocale } from '../lib/locale';
import { authorize } from '../policies/authorize';
import { isoOrNull, matchTarget, recordAudit } from './audit';
import type { CurrentUser } from './auth';
import { writeLeague } from './league-write';
import { matchDateChange } from './match-date';
import { kickOff, pairingOf } from './notifications/events';
import type { MailedItem } from './notifications/mail';
import { queueNotificationMail } from './notifications/queue-notification-mail';
import { settingsOf } from './notifications/settings';
import { PITCH_NOT_FOUND } from './pitches';

type MatchRow = typeof matches.$inferSelect;

/** The instants a league day ('YYYY-MM-DD') runs from and up to, on the league's clock (Munich). */
export function leagueDay(day: string): { from: Date; to: Date } {
  const from = instantFromWallClock(`${day}T00:00`);
  // The next calendar day by UTC date arithmetic, then its midnight in Munich (23 or 25 hours on
  // the days the clocks change).
  const next = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
  const to = instantFromWallClock(`${next}T00:00`);
  if (!from || !to) throw new Error(`leagueDay: not a day ${day}`);
  return { from, to };
}

/** The matches a pitch is used for: those naming it, and for the default pitch those naming none. */
async function pitchFilter(tx: Tx, pitchId: number | null | undefined) {
  if (pitchId === null || pitchId === undefined) return undefined;
  const [pitch] = await tx
    .select({ id: pitches.id, isDefault: pitches.isDefault })
    .from(pitches)
    .where(eq(pitches.id, pitchId));
  if (!pitch) throw notFound('pitch_not_found', PITCH_NOT_FOUND());
  return pitch.isDefault
    ? or(eq(matches.pitchId, pitch.id), isNull(matches.pitchId))
    : eq(matches.pitchId, pitch.id);
}

/**
 * Postpones every match kicking off on one league day (optionally at one pitch) in one transaction
 * (docs/PRODUCT.md#postponed-by-the-league): each goes back to date to be agreed (the calendar
 * feeds cancel its event, common/league/calendar.ts), keeps its appointed referees, and carries the
 * reason for the public pages until it is dated again (matchDateChange clears it). Matches with a
 * final result were played and stay. Everyone playing or refereeing them gets a mail at once.
 */
export async function postponeMatches(
  app: FastifyInstance,
  user: CurrentUser,
  input: Omit<PostponeMatchesRequest, 'access_token'>,
): Promise<PostponedMatches> {
  authorize(canPostponeMatches(user), 'postpone_not_allowed', POSTPONE_REFUSED());
  const { from, to } = leagueDay(input.date);
  const ids = await writeLeague(app, async (tx) => {
    const atPitch = await pitchFilter(tx, input.pitch_id);
    const played = sql`exists (select 1 from ${results} where ${results.matchId} = ${matches.id} and ${results.isFinal})`;
    const rows = await tx
      .select()
      .from(matches)
      .where(and(gte(matches.date, from), lt(matches.date, to), atPitch, sql`not ${played}`))
      .orderBy(asc(matches.date), asc(matches.id))
      .for('update');
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    await tx
      .update(matches)
      .set({ ...matchDateChange(null), postponedReason: input.reason, postponedAt: sql`now()` })
      .where(inArray(matches.id, ids));
    // A proposal to move a match that has no date any more no longer applies (as setMatchDate does).
    await tx
      .update(matchDateProposals)
      .set({ status: 'superseded' })
      .where(and(inArray(matchDateProposals.matchId, ids), eq(matchDateProposals.status, 'open')));
    for (const row of rows) {
      const { target, teamIds, seasonId } = await matchTarget(tx, row.id);
      await recordAudit(tx, user, {
        action: 'match.postpone',
        target,
        teamIds,
        matchId: row.id,
        seasonId,
        before: { date: isoOrNull(row.date) },
        after: { date: null, reason: input.reason },
      });
    }
    await mailPostponements(app, tx, rows, input.reason);
    return ids;
  });
  return { count: ids.length, match_ids: ids };
}

/**
 * One mail now to each player of the two teams and each member of the referee teams (an appointed
 * referee is one), listing their postponed matches in their own language: a digest would arrive
 * up to ten minutes later, after people set off for the pitch. Those who switched off date
 * notifications get none.
 */
async function mailPostponements(app: FastifyInstance, tx: Tx, rows: MatchRow[], reason: string) {
  const teamIds = [
    ...new Set(rows.flatMap((r) => [r.homeId, r.guestId, r.refereeTeamId, r.refereeTeamId2])),
  ].filter((id): id is number => id !== null);
  const appointed = rows
    .flatMap((r) => [r.refereeId, r.refereeId2])
    .filter((id): id is number => id !== null);
  if (teamIds.length === 0 && appointed.length === 0) return;
  const people = await tx
    .select({
      id: users.id,
      mail: users.mail,
      language: users.language,
      memberOf: users.memberOf,
      settings: notificationSettings,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      or(
        teamIds.length ? inArray(users.memberOf, teamIds) : sql`false`,
        appointed.length ? inArray(users.id, appointed) : sql`false`,
      ),
    )
    .orderBy(asc(users.id));
  const names = new Map(
    teamIds.length
      ? (
          await tx.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds))
        ).map((t) => [t.id, t.name])
      : [],
  );
  const { appUrl } = app.config;
  for (const person of people) {
    if (!settingsOf(person.settings ?? undefined).dates) continue;
    const theirs = rows.filter(
      (r) =>
        [r.homeId, r.guestId, r.refereeTeamId, r.refereeTeamId2].includes(person.memberOf) ||
        r.refereeId === person.id ||
        r.refereeId2 === person.id,
    );
    if (theirs.length === 0) continue;
    const locale = accountLocale(person.language);
    const items: MailedItem[] = runInLocale(locale, () =>
      theirs.map((r) => ({
        group: 'dates',
        title: m.mail_postponed_title({
          pairing: pairingOf(names.get(r.homeId ?? 0), names.get(r.guestId ?? 0)),
          when: kickOff(r.date),
        }),
        body: m.mail_postponed_body({ reason }),
        link: appUrl + actionPaths.match(r.id),
      })),
    );
    await queueNotificationMail(app, tx, person, items, locale, []);
  }
}
