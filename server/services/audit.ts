import { and, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditTarget } from '../../common/api/audit';
import { LEAGUE_TEXT_NAMES } from '../../common/api/league-texts';
import type { GetAuditLogRequest } from '../../common/api/requests';
import type { AuditLogPage } from '../../common/api/types';
import { isLocale, LANGUAGE_NAMES } from '../../common/i18n/locale';
import { m } from '../../common/i18n/messages';
import { stageName } from '../../common/league/stage-name';
import { auditScope } from '../../common/policies/audit';
import type { Db, Tx } from '../db/client';
import { auditLog, matches, seasons, teams, users } from '../db/schema';
import { runInLocale } from '../lib/locale';
import { authorize } from '../policies/authorize';
import type { CurrentUser } from './auth';

/**
 * The audit log (docs/PRODUCT.md#audit-log, decision 034): every write by an admin or a captain
 * adds one entry in its own transaction, through recordAudit, so a write that rolls back leaves
 * none and none is missing for a write that committed. Entries are never changed or deleted.
 */

type Json = Record<string, unknown>;
type Executor = Db | Tx;

/** Who made the change, with the name they had then; null: the league itself (a deadline). */
export type AuditActor = { id: number; name: string } | null;

export interface AuditEntry {
  action: AuditAction;
  /** What the entry is about, readable once the rows it names are gone. */
  target: AuditTarget;
  /** Every team concerned: their captains see the entry. */
  teamIds?: readonly (number | null | undefined)[];
  matchId?: number | null;
  seasonId?: number | null;
  targetUserId?: number | null;
  /** The values the write changed, as they were and as they are (null: created or deleted). */
  before?: Json | null;
  after?: Json | null;
}

export async function recordAudit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const teamIds = [...new Set((entry.teamIds ?? []).filter((id): id is number => typeof id === 'number'))];
  await tx.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    action: entry.action,
    // The English sentence too, as entries always kept it: the record readable without the app.
    targetLabel: runInLocale('en', () => targetText(entry.target)),
    data: entry.target,
    teamIds,
    matchId: entry.matchId ?? null,
    seasonId: entry.seasonId ?? null,
    targetUserId: entry.targetUserId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

// Targets: what an entry is about, as data (decision 061).

export async function teamLabel(db: Executor, teamId: number): Promise<string> {
  const [row] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return row?.name ?? `Team ${teamId}`;
}

export async function userLabel(db: Executor, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/** A name as it is now, for an entry about it. */
export const named = (name: string): AuditTarget => ({ kind: 'name', name });

interface MatchTarget {
  target: Extract<AuditTarget, { kind: 'pairing' | 'match' }>;
  teamIds: (number | null)[];
  seasonId: number | null;
}

/** The pairing of a match, and its teams and season, for a match's entries. */
export async function matchTarget(db: Executor, matchId: number): Promise<MatchTarget> {
  return (
    (await matchTargets(db, [matchId])).get(matchId) ?? {
      target: { kind: 'match', match_id: matchId },
      teamIds: [],
      seasonId: null,
    }
  );
}

/**
 * The pairings of several matches in one read, however many (a to-do list names a match per
 * item); a match that is gone is left out.
 */
export async function matchTargets(
  db: Executor,
  matchIds: readonly number[],
): Promise<Map<number, MatchTarget>> {
  if (matchIds.length === 0) return new Map();
  const home = alias(teams, 'home_team');
  const guest = alias(teams, 'guest_team');
  const rows = await db
    .select({
      id: matches.id,
      homeId: matches.homeId,
      guestId: matches.guestId,
      seasonId: matches.seasonId,
      stage: matches.matchStage,
      week: matches.week,
      home: home.name,
      guest: guest.name,
      season: seasons.name,
    })
    .from(matches)
    .leftJoin(home, eq(home.id, matches.homeId))
    .leftJoin(guest, eq(guest.id, matches.guestId))
    .leftJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(inArray(matches.id, [...new Set(matchIds)]));
  return new Map(
    rows.map((match) => [
      match.id,
      {
        target: {
          kind: 'pairing',
          home: match.home,
          guest: match.guest,
          season: match.season,
          season_id: match.seasonId,
          stage: match.stage,
          week: match.week,
        },
        teamIds: [match.homeId, match.guestId],
        seasonId: match.seasonId,
      },
    ]),
  );
}

/** A moment as entries keep it: ISO 8601 in UTC, or null. */
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

// Reading.

/** A league text's name in the current language ('Privacy policy (Deutsch)'); an unknown key as stored. */
function leagueTextIn(key: string, locale: string): string {
  const name = (LEAGUE_TEXT_NAMES as Record<string, () => string>)[key];
  return `${name ? name() : key} (${isLocale(locale) ? LANGUAGE_NAMES[locale] : locale})`;
}

/**
 * What an entry is about, in the current language: the league's own words (the settings, the
 * board, a text's name, a match's stage and week, an unknown side or season) from the catalogue,
 * the names as they were.
 */
export function targetText(target: AuditTarget): string {
  switch (target.kind) {
    case 'name':
      return target.name;
    case 'member':
      return `${target.name} (${target.team})`;
    case 'penalty':
      return `${target.team} (${target.season ?? m.server_audit_target_season({ id: String(target.season_id) })})`;
    case 'settings':
      return m.server_audit_target_settings();
    case 'board':
      return m.server_audit_target_board();
    case 'text':
      return leagueTextIn(target.key, target.locale);
    case 'match':
      return m.server_audit_target_match({ id: String(target.match_id) });
    case 'pairing': {
      const pairing = m.server_audit_target_pairing({
        home: target.home ?? m.server_calendar_tbd(),
        guest: target.guest ?? m.server_calendar_tbd(),
        season: target.season ?? m.server_audit_target_season({ id: String(target.season_id) }),
        stage: stageName(target.stage),
        week: String(target.week),
      });
      return target.team === undefined ? pairing : `${pairing}: ${target.team}`;
    }
  }
}

const presentEntry = (row: typeof auditLog.$inferSelect): AuditLogPage['entries'][number] => ({
  id: row.id,
  at: row.at.toISOString(),
  actor_id: row.actorId,
  actor_name: row.actorName,
  action: row.action,
  // An entry written before its target was data, whose label migration 0019 could not read,
  // shows the label it stored (decision 061).
  target_label: row.data ? targetText(row.data) : row.targetLabel,
  team_ids: row.teamIds,
  match_id: row.matchId,
  season_id: row.seasonId,
  target_user_id: row.targetUserId,
  before: row.before,
  after: row.after,
});

/** A page of entries, newest first: admins all of them, captains their own team's (common/policies/audit.ts). */
export async function getAuditLog(
  app: FastifyInstance,
  user: CurrentUser,
  filters: Omit<GetAuditLogRequest, 'access_token'>,
): Promise<AuditLogPage> {
  const scope = auditScope(user, filters.team_id);
  authorize(scope.allowed, 'audit_log_not_allowed', scope.allowed ? '' : scope.refusal);
  const teamId = scope.allowed ? scope.teamId : undefined;
  const where: SQL[] = [];
  if (teamId !== undefined) where.push(sql`${auditLog.teamIds} @> array[${teamId}]::integer[]`);
  if (filters.user_id !== undefined) {
    const either = or(eq(auditLog.actorId, filters.user_id), eq(auditLog.targetUserId, filters.user_id));
    if (either) where.push(either);
  }
  if (filters.action !== undefined) where.push(eq(auditLog.action, filters.action));
  if (filters.from !== undefined) where.push(gte(auditLog.at, filters.from));
  if (filters.to !== undefined) where.push(lt(auditLog.at, filters.to));
  if (filters.before_id !== undefined) where.push(lt(auditLog.id, filters.before_id));
  const rows = await app.db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map(presentEntry),
    next_before_id: rows.length > AUDIT_PAGE_SIZE && last ? last.id : null,
  };
}
