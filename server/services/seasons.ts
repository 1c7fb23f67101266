import { and, asc, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  CreateGroupsAnswer,
  DrawCandidates,
  PenaltyAdjustment,
  PenaltyRule,
  SeasonSummary,
} from '../../common/api/types';
import { m } from '../../common/i18n/messages';
import { drawEligibility, drawProblem } from '../../common/league/draw';
import {
  closeGroupStageRefusal,
  createMatchesRefusal,
  drawGroupsRefusal,
} from '../../common/league/season-steps';
import { MATCH_REFUSED } from '../../common/policies/matches';
import { canManageSeasons } from '../../common/policies/seasons';
import type { Db, Tx } from '../db/client';
import {
  groups,
  groupTeams,
  matches,
  missedRefereeDuties,
  penaltyAdjustments,
  results,
  seasons,
  teams,
  users,
} from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { authorize } from '../policies/authorize';
import { presentAdjustment, presentSeasonSummary } from '../presenters/season';
import { named, recordAudit, teamLabel } from './audit';
import type { CurrentUser } from './auth';
import { eligibilityOf } from './eligibility';
import { writeLeague } from './league-write';
import { refereeDutiesNamed } from './notifications/events';
import { createFixtures, drawGroups, recordMissedDuties, syncKnockout } from './season-setup';

/**
 * Season administration (docs/PRODUCT.md#rules, #states), admins only. Every
 * write is one transaction that first locks the season row, so two admins working on the same
 * season at once are served one after the other and see each other's changes.
 */

// The answer shapes live in common/ for the web app; re-exported for the API tests.
export type { CreateGroupsAnswer, DrawCandidates, PenaltyAdjustment };

export const SEASON_NAME_TAKEN = m.server_season_name_taken;
export const SEASON_NOT_FOUND = m.server_season_not_found;

type SeasonRow = typeof seasons.$inferSelect;

async function lockSeason(tx: Tx, seasonId: number): Promise<SeasonRow> {
  const [season] = await tx.select().from(seasons).where(eq(seasons.id, seasonId)).for('update');
  if (!season) throw notFound('season_not_found', SEASON_NOT_FOUND());
  return season;
}

async function seasonExists(db: Db, seasonId: number): Promise<SeasonRow> {
  const [season] = await db.select().from(seasons).where(eq(seasons.id, seasonId));
  if (!season) throw notFound('season_not_found', SEASON_NOT_FOUND());
  return season;
}

async function groupCount(tx: Tx, seasonId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(groups).where(eq(groups.seasonId, seasonId));
  return row?.n ?? 0;
}

async function matchCount(tx: Tx, seasonId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(matches).where(eq(matches.seasonId, seasonId));
  return row?.n ?? 0;
}

/** A season's entries name it and point at it. */
const seasonEntry = (season: SeasonRow) => ({ target: named(season.name), seasonId: season.id });

const seasonValues = (season: SeasonRow) => ({
  name: season.name,
  penalty_rule: season.penaltyRule,
  auto_accept_hours: season.autoAcceptHours,
  group_stage_closed: season.groupStageClosed,
});

// Adding and deleting seasons.

export async function addSeason(
  app: FastifyInstance,
  user: CurrentUser,
  name: string,
): Promise<SeasonSummary> {
  authorize(canManageSeasons(user), 'seasons_not_allowed', MATCH_REFUSED.seasons);
  const season = await writeLeague(app, async (tx) => {
    // Seasons have no unique index on the name: one lock makes check-then-insert safe.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('league:addSeason'))`);
    const [taken] = await tx
      .select({ id: seasons.id })
      .from(seasons)
      .where(sql`lower(${seasons.name}) = lower(${name})`);
    if (taken) throw conflict('season_name_taken', SEASON_NAME_TAKEN());
    const [row] = await tx.insert(seasons).values({ name }).returning();
    if (!row) throw new Error('addSeason: insert returned nothing');
    await recordAudit(tx, user, { ...seasonEntry(row), action: 'season.add', after: seasonValues(row) });
    return row;
  });
  return presentSeasonSummary(season);
}

/** The season and everything in it: groups, matches, results, scorers, duties, adjustments. */
export async function deleteSeason(app: FastifyInstance, user: CurrentUser, seasonId: number): Promise<void> {
  authorize(canManageSeasons(user), 'seasons_not_allowed', MATCH_REFUSED.seasons);
  await writeLeague(app, async (tx) => {
    const season = await lockSeason(tx, seasonId);
    await tx.delete(seasons).where(eq(seasons.id, seasonId));
    await recordAudit(tx, user, {
      ...seasonEntry(season),
      action: 'season.delete',
      before: seasonValues(season),
    });
  });
}

// The draw.

/** Every team, split into those the draw takes (accepted, active, >= 20 members) and the rest with why. */
async function drawCandidates(db: Db | Tx): Promise<DrawCandidates> {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      accepted: teams.accepted,
      isActive: teams.isActive,
      memberIds: sql<number[]>`coalesce(array_agg(${users.id}) filter (where ${users.id} is not null), '{}')`,
    })
    .from(teams)
    .leftJoin(users, and(eq(users.memberOf, teams.id), inArray(users.role, ['PLAYER', 'CAPTAIN'])))
    .groupBy(teams.id)
    .orderBy(asc(teams.name), asc(teams.id));
  // Only members eligible this season count towards the 20 (decision 096).
  const eligibility = await eligibilityOf(
    db,
    rows.flatMap((r) => r.memberIds.map(Number)),
  );
  const out: DrawCandidates = { eligible: [], left_out: [] };
  for (const row of rows) {
    const members = row.memberIds.map(Number).filter((id) => (eligibility.get(id) ?? null) !== null).length;
    const entry = { team_id: row.id, name: row.name, members };
    const reason = drawEligibility({
      accepted: row.accepted,
      is_active: row.isActive,
      members: entry.members,
    });
    if (reason) out.left_out.push({ ...entry, reason });
    else out.eligible.push(entry);
  }
  return out;
}

export async function getDrawCandidates(
  app: FastifyInstance,
  user: CurrentUser,
  seasonId?: number,
): Promise<DrawCandidates> {
  authorize(canManageSeasons(user), 'seasons_not_allowed', MATCH_REFUSED.seasons);
  if (seasonId !== undefined) await seasonExists(app.db, seasonId);
  return drawCandidates(app.db);
}

export async function createGroups(
  app: FastifyInstance,
  user: CurrentUser,
  seasonId: number,
  random: () => number = Math.random,
): Promise<CreateGroupsAnswer> {
  authorize(canManageSeasons(user), 'seasons_not_allowed', MATCH_REFUSED.seasons);
  return writeLeague(app, async (tx) => {
    const season = await lockSeason(tx, seasonId);
    const refusal = drawGroupsRefusal({ groups: await groupCount(tx, seasonId) });
    if (refusal) throw conflict('draw_not_possible', refusal);
    // Teams are locked while drawn, so none is deleted or deactivated halfway.
    await tx.select({ id: teams.id }).from(teams).orderBy(asc(teams.id)).for('share');
    const candidates = await drawCandidates(tx);
    const problem = drawProblem(candidates.eligible.length);
    if (problem) throw conflict('draw_not_possible', problem);
    const drawn = await drawGroups(
      tx,
      seasonId,
      candidates.eligible.map((team) => team.team_id),
      random,
    );
    const names = new Map(candidates.eligible.map((team) => [team.team_id, team.name]));
    await recordAudit(tx, user, {
      ...seasonEntry(season),
      action: 'season.groups',
      teamIds: drawn.flatMap((g) => g.teamIds),
      after: Object.fromEntries(drawn.map((g) => [g.name, g.teamIds.map((id) => names.get(id)).join(', ')])),
    });
    return {
      groups: drawn.map((g) => ({ id: g.id, name: g.name, team_ids: g.teamIds })),
      left_out: candidates.left_out,
    };
  });
}

export async function createMatches(
  app: FastifyInstance,
  user: CurrentUser,
  seasonId: number,
  random: () => number = Math.random,
): Promise<{ group_matches: number; group_weeks: number }> {
  authorize(canManageSeasons(user), 'seasons_not_allowed', MATCH_REFUSED.seasons);
  return writeLeague(app, async (tx) => {
    const season = await lockSeason(tx, seasonId);
    const refusal = createMatchesRefusal({
      groups: await groupCount(tx, seasonId),
      matches: await matchCount(tx, seasonId),
    });
    if (refusal) throw conflict('matches_not_creatable', refusal);
    const { groupMatches, groupWeeks } = await createFixtures(tx, seasonId, random);
    const created = await tx.select({ id: matches.id }).from(matches).where(eq(matches.seasonId, seasonId));
    await refereeDutiesNamed(
      tx,
      created.map((m) => m.id),
    );
    await recordAudit(tx, user, {
      ...seasonEntry(season),
      action: 'season.matches',
      after: { group_matches: groupMatches, group_weeks: groupWeeks },
    });
    return { group_matches: groupMatches, group_weeks: groupWeeks };
  });
}

// Tables.

/** Missed duties rebuilt from the final results; the knockout filled in again. */
export async function regenerateTables(app: FastifyInstance, user: CurrentUser, seasonId: number) {
  authorize(canManageSeasons(user), 'seasons_not_allowed', MATCH_REFUSED.seasons);
  await writeLeague(app, async (tx) => {
    const season = await lockSeason(tx, seasonId);
    // The match rows are locked too: no result turns final while the duties are rebuilt.
    await tx.select({ id: matches.id }).from(matches).where(eq(matches.seasonId, seasonId)).for('update');
    await tx.delete(missedRefereeDuties).where(eq(missedRefereeDuties.seasonId, seasonId));
    const finals = await tx
      .select({ matchId: results.matchId, unplayed: results.unplayed, forfeit: results.forfeit })
      .from(results)
      .innerJoin(matches, eq(matches.id, results.matchId))
      .where(and(eq(matches.seasonId, seasonId), eq(results.isFinal, true)))
      .orderBy(asc(results.matchId));
    for (const final of finals) await recordMissedDuties(tx, final.matchId, final);
    await syncKnockout(tx, seasonId, app.clock.now());
    const [duties] = await tx
      .select({ n: count() })
      .from(missedRefereeDuties)
      .where(eq(missedRefereeDuties.seasonId, seasonId));
    await recordAudit(tx, user, {
      ...seasonEntry(season),
      action: 'season.regenerate',
      after: { final_results: finals.length, missed_duties: duties?.n ?? 0 },
    });
  });
}

/**
 * Ends the group stage: every group match without a final result becomes a final 0:0, marked
 * unplayed (no missed duties for it); pending suggestions of those matches go.
 */
export async function closeGroupStage(app: FastifyInstance, user: CurrentUser, seasonId: number) {
  authorize(canManageSeasons(user), 'seasons_not_allowed', MATCH_REFUSED.seasons);
  const closed = await writeLeague(app, async (tx) => {
    const season = await lockSeason(tx, seasonId);
    const groupMatches = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.seasonId, seasonId), isNotNull(matches.groupId)))
      .orderBy(asc(matches.id))
      .for('update');
    const refusal = closeGroupStageRefusal({
      group_stage_closed: season.groupStageClosed,
      group_matches: groupMatches.length,
    });
    if (refusal) throw conflict('group_stage_not_closable', refusal);
    const ids = groupMatches.map((m) => m.id);
    const finals = await tx
      .select({ matchId: results.matchId })
      .from(results)
      .where(and(inArray(results.matchId, ids), eq(results.isFinal, true)));
    const decided = new Set(finals.map((r) => r.matchId));
    const open = ids.filter((id) => !decided.has(id));
    if (open.length) {
      await tx.delete(results).where(and(inArray(results.matchId, open), eq(results.isFinal, false)));
      await tx.insert(results).values(
        open.map((matchId) => ({
          matchId,
          scoreHome: 0,
          scoreGuest: 0,
          isFinal: true,
          submittedBy: null,
          unplayed: true,
        })),
      );
    }
    await tx.update(seasons).set({ groupStageClosed: true }).where(eq(seasons.id, seasonId));
    await syncKnockout(tx, seasonId, app.clock.now());
    await recordAudit(tx, user, {
      ...seasonEntry(season),
      action: 'season.close_group_stage',
      before: { group_stage_closed: false },
      after: { group_stage_closed: true, unplayed_matches: open.length },
    });
    return open.length;
  });
  return { unplayed: closed };
}

// Penalties.

export async function setPenaltyRule(
  app: FastifyInstance,
  user: CurrentUser,
  seasonId: number,
  rule: PenaltyRule,
): Promise<SeasonSummary> {
  authorize(canManageSeasons(user), 'seasons_not_allowed', MATCH_REFUSED.seasons);
  const season = await writeLeague(app, async (tx) => {
    const before = await lockSeason(tx, seasonId);
    const [row] = await tx
      .update(seasons)
      .set({ penaltyRule: rule })
      .where(eq(seasons.id, seasonId))
      .returning();
    if (!row) throw notFound('season_not_found', SEASON_NOT_FOUND());
    // Group places follow the penalised table until the quarter-finals start.
    await syncKnockout(tx, seasonId, app.clock.now());
    await recordAudit(tx, user, {
      ...seasonEntry(row),
      action: 'season.penalty_rule',
      before: { penalty_rule: before.penaltyRule },
      after: { penalty_rule: row.penaltyRule },
    });
    return row;
  });
  return presentSeasonSummary(season);
}

/** The season's deadline for auto-accepting results (docs/PRODUCT.md#deadlines); 0 = never. */
export async function setAutoAcceptHours(
  app: FastifyInstance,
  user: CurrentUser,
  seasonId: number,
  hours: number,
): Promise<SeasonSummary> {
  authorize(canManageSeasons(user), 'seasons_not_allowed', MATCH_REFUSED.seasons);
  const season = await writeLeague(app, async (tx) => {
    const before = await lockSeason(tx, seasonId);
    const [row] = await tx
      .update(seasons)
      .set({ autoAcceptHours: hours })
      .where(eq(seasons.id, seasonId))
      .returning();
    if (!row) throw notFound('season_not_found', SEASON_NOT_FOUND());
    await recordAudit(tx, user, {
      ...seasonEntry(row),
      action: 'season.auto_accept_hours',
      before: { auto_accept_hours: before.autoAcceptHours },
      after: { auto_accept_hours: row.autoAcceptHours },
    });
    return row;
  });
  return presentSeasonSummary(season);
}

const adjustmentColumns = {
  id: penaltyAdjustments.id,
  seasonId: penaltyAdjustments.seasonId,
  teamId: penaltyAdjustments.teamId,
  teamName: teams.name,
  duties: penaltyAdjustments.duties,
  reason: penaltyAdjustments.reason,
  createdBy: penaltyAdjustments.createdBy,
  createdByName: users.name,
  createdAt: penaltyAdjustments.createdAt,
};

async function adjustments(db: Db | Tx, where: SQL): Promise<PenaltyAdjustment[]> {
  const rows = await db
    .select(adjustmentColumns)
    .from(penaltyAdjustments)
    .innerJoin(teams, eq(teams.id, penaltyAdjustments.teamId))
    .leftJoin(users, eq(users.id, penaltyAdjustments.createdBy))
    .where(where)
    .orderBy(asc(penaltyAdjustments.id));
  return rows.map(presentAdjustment);
}

export async function getPenaltyAdjustments(
  app: FastifyInstance,
  user: CurrentUser,
  seasonId: number,
): Promise<PenaltyAdjustment[]> {
  authorize(canManageSeasons(user), 'seasons_not_allowed', MATCH_REFUSED.seasons);
  await seasonExists(app.db, seasonId);
  return adjustments(app.db, eq(penaltyAdjustments.seasonId, seasonId));
}

export async function addPenaltyAdjustment(
  app: FastifyInstance,
  user: CurrentUser,
  input: { season_id: number; team_id: number; duties: number; reason: string },
): Promise<PenaltyAdjustment> {
  authorize(canManageSeasons(user), 'seasons_not_allowed', MATCH_REFUSED.seasons);
  return writeLeague(app, async (tx) => {
    const season = await lockSeason(tx, input.season_id);
    const [team] = await tx
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.id, input.team_id));
    if (!team) throw notFound('team_not_found', m.server_team_not_found());
    const [inSeason] = await tx
      .select({ teamId: groupTeams.teamId })
      .from(groupTeams)
      .innerJoin(groups, eq(groups.id, groupTeams.groupId))
      .where(and(eq(groups.seasonId, input.season_id), eq(groupTeams.teamId, input.team_id)))
      .limit(1);
    if (!inSeason) throw conflict('team_not_in_season', m.server_team_not_in_season());
    const [row] = await tx
      .insert(penaltyAdjustments)
      .values({
        seasonId: input.season_id,
        teamId: input.team_id,
        duties: input.duties,
        reason: input.reason,
        createdBy: user.id,
      })
      .returning({ id: penaltyAdjustments.id });
    if (!row) throw new Error('addPenaltyAdjustment: insert returned nothing');
    await syncKnockout(tx, input.season_id, app.clock.now());
    const [answer] = await adjustments(tx, eq(penaltyAdjustments.id, row.id));
    if (!answer) throw new Error('addPenaltyAdjustment: row vanished');
    await recordAudit(tx, user, {
      action: 'penalty.add',
      target: { kind: 'penalty', team: team.name, season: season.name, season_id: season.id },
      teamIds: [team.id],
      seasonId: season.id,
      after: { id: row.id, duties: input.duties, reason: input.reason },
    });
    return answer;
  });
}

export async function removePenaltyAdjustment(
  app: FastifyInstance,
  user: CurrentUser,
  adjustmentId: number,
): Promise<void> {
  authorize(canManageSeasons(user), 'seasons_not_allowed', MATCH_REFUSED.seasons);
  await writeLeague(app, async (tx) => {
    const [row] = await tx
      .delete(penaltyAdjustments)
      .where(eq(penaltyAdjustments.id, adjustmentId))
      .returning();
    if (!row) throw notFound('penalty_not_found', m.server_penalty_not_found());
    await syncKnockout(tx, row.seasonId, app.clock.now());
    const [season] = await tx.select().from(seasons).where(eq(seasons.id, row.seasonId));
    await recordAudit(tx, user, {
      action: 'penalty.remove',
      target: {
        kind: 'penalty',
        team: await teamLabel(tx, row.teamId),
        season: season?.name ?? null,
        season_id: row.seasonId,
      },
      teamIds: [row.teamId],
      seasonId: row.seasonId,
      before: { id: row.id, duties: row.duties, reason: row.reason },
    });
  });
}
