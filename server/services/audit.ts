import { and, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_PAGE_SIZE, type AuditAction } from '../../common/api/audit';
import { LEAGUE_TEXT_NAMES } from '../../common/api/league-texts';
import type { GetAuditLogRequest } from '../../common/api/requests';
import type { AuditLogPage } from '../../common/api/types';
import { isLocale, LANGUAGE_NAMES } from '../../common/i18n/locale';
import { m } from '../../common/i18n/messages';
import { auditScope } from '../../common/policies/audit';
import type { Db, Tx } from '../db/client';
import { auditLog, matches, seasons, teams, users } from '../db/schema';
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
  label: string;
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
    targetLabel: entry.label,
    teamIds,
    matchId: entry.matchId ?? null,
    seasonId: entry.seasonId ?? null,
    targetUserId: entry.targetUserId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

// Labels: how an entry names what it is about.

export async function teamLabel(db: Executor, teamId: number): Promise<string> {
  const [row] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return row?.name ?? `Team ${teamId}`;
}

export async function userLabel(db: Executor, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/**
 * The labels the league names in its own words. Entries keep them as written, in English (the
 * entry is a record); targetLabelIn names them in the reader's language when read.
 */
export const AUDIT_LABELS = {
  settings: 'League settings',
  board: 'Board',
  match: (id: number) => `Match ${id}`,
  season: (id: number) => `Season ${id}`,
  tbd: 'TBD',
} as const;

export async function seasonLabel(db: Executor, seasonId: number): Promise<string> {
  const [row] = await db.select({ name: seasons.name }).from(seasons).where(eq(seasons.id, seasonId));
  return row?.name ?? AUDIT_LABELS.season(seasonId);
}

/** "Home – Guest (Season, GROUP1 week 2)", and the match's teams, for a match's entries. */
export async function matchTarget(
  db: Executor,
  matchId: number,
): Promise<{ label: string; teamIds: (number | null)[]; seasonId: number | null }> {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) return { label: AUDIT_LABELS.match(matchId), teamIds: [], seasonId: null };
  const ids = [match.homeId, match.guestId].filter((id): id is number => id !== null);
  const names = new Map(
    ids.length
      ? (await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids))).map(
          (r) => [r.id, r.name],
        )
      : [],
  );
  const side = (id: number | null) => (id === null ? AUDIT_LABELS.tbd : (names.get(id) ?? AUDIT_LABELS.tbd));
  const season = await seasonLabel(db, match.seasonId);
  return {
    label: `${side(match.homeId)} – ${side(match.guestId)} (${season}, ${match.matchStage}, week ${match.week})`,
    teamIds: [match.homeId, match.guestId],
    seasonId: match.seasonId,
  };
}

/** A moment as entries keep it: ISO 8601 in UTC, or null. */
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

// Reading.

const STAGE = /^(GROUP|QUARTERFINAL|SEMIFINAL)(\d+)$|^(FINAL|PLACE3)$/;

/** A stage as a label names it: the code in English, as entries always said it ('GROUP1'). */
function stageIn(code: string): string {
  const [, round, number = '', single] = STAGE.exec(code) ?? [];
  if (round === 'GROUP') return m.server_audit_stage_group({ number });
  if (round === 'QUARTERFINAL') return m.server_audit_stage_quarterfinal({ number });
  if (round === 'SEMIFINAL') return m.server_audit_stage_semifinal({ number });
  if (single === 'FINAL') return m.server_audit_stage_final();
  if (single === 'PLACE3') return m.server_audit_stage_place3();
  return code;
}

/** matchTarget's label, with scorers.set's ': <team>' after it. */
const PAIRING =
  /^(.*) – (.*) \((.*), (GROUP\d+|QUARTERFINAL\d+|SEMIFINAL\d+|FINAL|PLACE3), week (\d+)\)(: .*)?$/s;
const MATCH = /^Match (\d+)$/;
const SEASON = /^Season (\d+)$/;

/** A league text's entry, stored as 'privacy (de)' (key and locale): 'Privacy policy (Deutsch)'. */
function leagueTextLabelIn(label: string): string {
  const [, key = '', locale = ''] = /^(\w+) \((\w+)\)$/.exec(label) ?? [];
  const name = (LEAGUE_TEXT_NAMES as Record<string, () => string>)[key];
  return name && isLocale(locale) ? `${name()} (${LANGUAGE_NAMES[locale]})` : label;
}

/**
 * A stored target label in the current language: the league's own words of AUDIT_LABELS (the
 * settings, the board, a match's stage, week and unknown side) translated, names as they are.
 * Only where the action wrote such a label, so a team named 'Board' stays 'Board'. English gives
 * back the label as stored.
 */
export function targetLabelIn(label: string, action: string): string {
  if (action === 'settings.update' && label === AUDIT_LABELS.settings)
    return m.server_audit_target_settings();
  if (action === 'board.reorder' && label === AUDIT_LABELS.board) return m.server_audit_target_board();
  if (action === 'text.edit' || action === 'text.restore') return leagueTextLabelIn(label);
  if (!/^(match|result|scorers)\./.test(action)) return label;
  const match = MATCH.exec(label);
  if (match) return m.server_audit_target_match({ id: match[1] ?? '' });
  const pairing = PAIRING.exec(label);
  if (!pairing) return label;
  const [, home = '', guest = '', seasonName = '', stage = '', week = '', team = ''] = pairing;
  const side = (name: string) => (name === AUDIT_LABELS.tbd ? m.server_calendar_tbd() : name);
  const unnamed = SEASON.exec(seasonName);
  const target = m.server_audit_target_pairing({
    home: side(home),
    guest: side(guest),
    season: unnamed ? m.server_audit_target_season({ id: unnamed[1] ?? '' }) : seasonName,
    stage: stageIn(stage),
    week,
  });
  return `${target}${team}`;
}

const presentEntry = (row: typeof auditLog.$inferSelect): AuditLogPage['entries'][number] => ({
  id: row.id,
  at: row.at.toISOString(),
  actor_id: row.actorId,
  actor_name: row.actorName,
  action: row.action,
  target_label: targetLabelIn(row.targetLabel, row.action),
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
