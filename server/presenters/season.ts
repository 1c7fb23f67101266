import type { DisciplineRulesAnswer } from '../../common/api/discipline';
import type { PenaltyAdjustment, PenaltyRule, SeasonSummary } from '../../common/api/types';
import type { DisciplineRules } from '../../common/league/suspensions';
import type { seasons } from '../db/schema';

/** A season as its administration answers it (the public answer adds groups and matches). */
export const presentSeasonSummary = (season: typeof seasons.$inferSelect): SeasonSummary => ({
  id: season.id,
  name: season.name,
  penalty_rule: season.penaltyRule as PenaltyRule,
  auto_accept_hours: season.autoAcceptHours,
  group_stage_closed: season.groupStageClosed,
  created_at: season.createdAt.toISOString(),
});

/** A season's discipline rules (getDisciplineRules): the admin's numbers, or the defaults. */
export const presentDisciplineRules = (seasonId: number, rules: DisciplineRules): DisciplineRulesAnswer => ({
  season_id: seasonId,
  yellow_limit: rules.yellowLimit,
  yellow_ban: rules.yellowBan,
  yellow_red_ban: rules.yellowRedBan,
  red_ban: rules.redBan,
});

export interface AdjustmentRow {
  id: number;
  seasonId: number;
  teamId: number;
  teamName: string;
  duties: number;
  reason: string;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: Date;
}

export const presentAdjustment = (row: AdjustmentRow): PenaltyAdjustment => ({
  id: row.id,
  season_id: row.seasonId,
  team_id: row.teamId,
  team_name: row.teamName,
  duties: row.duties,
  reason: row.reason,
  created_by: row.createdBy,
  created_by_name: row.createdByName,
  created_at: row.createdAt.toISOString(),
});
