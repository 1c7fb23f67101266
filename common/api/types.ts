import type { z } from 'zod';
import type {
  accountUserAnswer,
  auditEntryAnswer,
  auditLogAnswer,
  boardMemberAdminAnswer,
  boardMemberAnswer,
  closeGroupStageAnswer,
  createGroupsAnswer,
  createMatchesAnswer,
  createTeamAnswer,
  drawCandidatesAnswer,
  drawTeamAnswer,
  groupAnswer,
  groupTeamAnswer,
  leagueSettingsAnswer,
  leftOutTeamAnswer,
  loginAnswer,
  logoAnswer,
  matchAnswer,
  matchDateAnswer,
  matchPitchAnswer,
  myTeamAnswer,
  noData,
  penaltyAdjustmentAnswer,
  penaltyDeductionsAnswer,
  pendingResultsAnswer,
  pitchAnswer,
  refereeAnswer,
  resultAnswer,
  scorerEntryAnswer,
  seasonAnswer,
  seasonSummaryAnswer,
  standingExplanationAnswer,
  teamAnswer,
  teamMemberAnswer,
  topScorerAnswer,
  topScorerSeasonAnswer,
  verifyAnswer,
} from './answers';
import type { ErrorCode } from './error-codes';

/** Types of the API answers (docs/PRODUCT.md#data), inferred from their schemas in answers.ts (shared by server and web). */

export { PENALTY_RULES, type PenaltyRule, ROLES, type Role } from './enums';

export type ApiSuccess<T> = { status: true; data: T };
/** code: absent only when the answer was not the API's (a proxy's 502 page), see web/lib/api-client.ts. */
export type ApiFailure = { status: false; error: string; code?: ErrorCode };
export type ApiAnswer<T> = ApiSuccess<T> | ApiFailure;

export type ScorerEntry = z.infer<typeof scorerEntryAnswer>;
export type Result = z.infer<typeof resultAnswer>;
export type Match = z.infer<typeof matchAnswer>;
export type PendingResults = z.infer<typeof pendingResultsAnswer>;
export type GroupTeam = z.infer<typeof groupTeamAnswer>;
export type Group = z.infer<typeof groupAnswer>;
export type StandingExplanation = z.infer<typeof standingExplanationAnswer>;
export type Season = z.infer<typeof seasonAnswer>;
export type SeasonSummary = z.infer<typeof seasonSummaryAnswer>;
export type TeamMember = z.infer<typeof teamMemberAnswer>;
export type Team = z.infer<typeof teamAnswer>;
export type MyTeam = z.infer<typeof myTeamAnswer>;
export type TopScorer = z.infer<typeof topScorerAnswer>;
export type TopScorerSeason = z.infer<typeof topScorerSeasonAnswer>;
export type BoardMember = z.infer<typeof boardMemberAnswer>;
/** team id -> points deducted */
export type PenaltyDeductions = z.infer<typeof penaltyDeductionsAnswer>;
/** League settings (GET /api/getSettings). */
export type LeagueSettings = z.infer<typeof leagueSettingsAnswer>;
/** POST /api/createTeam: the new team and a fresh session token carrying the new role. */
export type CreateTeamAnswer = z.infer<typeof createTeamAnswer>;
/** A team as the group draw sees it (POST /api/getDrawCandidates). */
export type DrawTeam = z.infer<typeof drawTeamAnswer>;
export type LeftOutTeam = z.infer<typeof leftOutTeamAnswer>;
/** The teams a draw would take and those it leaves out, with why. */
export type DrawCandidates = z.infer<typeof drawCandidatesAnswer>;
export type CreateGroupsAnswer = z.infer<typeof createGroupsAnswer>;
/** An admin's correction of a team's missed referee duties in a season (may be negative). */
export type PenaltyAdjustment = z.infer<typeof penaltyAdjustmentAnswer>;
/** The user as the API shows it to its owner. */
export type AccountUser = z.infer<typeof accountUserAnswer>;
export type LoginAnswer = z.infer<typeof loginAnswer>;
export type VerifyAnswer = z.infer<typeof verifyAnswer>;
/** The data of an answer that carries none (its envelope's `data` is null). */
export type NoData = z.infer<typeof noData>;
export type MatchDateAnswer = z.infer<typeof matchDateAnswer>;
export type RefereeAnswer = z.infer<typeof refereeAnswer>;
/** A place matches are played at (docs/PRODUCT.md#pitches). */
export type Pitch = z.infer<typeof pitchAnswer>;
export type MatchPitchAnswer = z.infer<typeof matchPitchAnswer>;
/** A board member with its id, for the admin's Board page. */
export type BoardMemberAdmin = z.infer<typeof boardMemberAdminAnswer>;
export type LogoAnswer = z.infer<typeof logoAnswer>;
export type CreateMatchesAnswer = z.infer<typeof createMatchesAnswer>;
export type CloseGroupStageAnswer = z.infer<typeof closeGroupStageAnswer>;
/** One entry of the audit log, and a page of them (POST /api/getAuditLog). */
export type AuditEntry = z.infer<typeof auditEntryAnswer>;
export type AuditLogPage = z.infer<typeof auditLogAnswer>;
