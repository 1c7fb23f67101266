import { z } from 'zod';
import { AUDIT_ACTIONS } from './audit';
import { LANGUAGES, OUTLOOK_KINDS, PENALTY_RULES, ROLES, STANDING_CRITERIA } from './enums';
import { ERROR_CODES } from './error-codes';

/**
 * The data of every API answer (docs/PRODUCT.md#data), defined once: the answer types of server and
 * web are inferred from these, the OpenAPI document at /api/docs describes each route's 200 answer
 * with them, and the API tests check every real answer against them (server/test/test-app.ts).
 * Objects are strict, so a field the description does not know fails those tests.
 */

const id = z.number().int();
const isoTime = z.string().describe('ISO 8601 timestamp (UTC)');
const role = z.enum(ROLES);

/** Every success is `{ status: true, data }`; every failure `{ status: false, error, code }` (decision 060). */
export const envelope = <S extends z.ZodType>(data: S) => z.strictObject({ status: z.literal(true), data });
export const failureAnswer = z.strictObject({
  status: z.literal(false),
  error: z.string().describe('A sentence for people, in the request language'),
  code: z.enum(ERROR_CODES).describe('What happened, for programs: stable, never translated'),
});

/** An answer without data. */
export const noData = z.null();

export const scorerEntryAnswer = z.strictObject({
  id,
  user_id: id,
  team_id: id,
  goal_count: z.number().int(),
  name: z.string(),
});

export const resultAnswer = z.strictObject({
  id,
  score_home: z.number().int(),
  score_guest: z.number().int(),
  is_final: z.boolean(),
  auto_accepted: z
    .boolean()
    .describe(
      "Final because the other side let the season's deadline pass (auto_accept_hours), not by an accept",
    ),
  submitted_by: id.nullable(),
  submitted_by_user: z.string().nullable(),
  submitted_team_id: id
    .nullable()
    .describe('The team that suggested it (null: an admin); the other team may accept it'),
  shootout_winner_id: id.nullable().describe('Team that won the penalty shoot-out of a level knockout match'),
  forfeit: z.boolean(),
  forfeit_team_id: id
    .nullable()
    .describe(
      'The team that lost the forfeit 0:3 (it could not play, or did not come); null for other results',
    ),
  unplayed: z.boolean(),
  created_at: isoTime.describe(
    "When it was entered: for a match without a date, the captains' scorer window runs from it",
  ),
  scorer: z.array(scorerEntryAnswer),
});

/** A match's results that are not final yet, for those who may see them (getPendingResults). */
export const pendingResultsAnswer = z.strictObject({
  match_id: id,
  results: z.array(resultAnswer),
});

export const matchAnswer = z.strictObject({
  id,
  season_id: id,
  week: z.number().int(),
  match_stage: z.string().describe('GROUP1, GROUP2, QUARTERFINAL1..4, SEMIFINAL1..2, PLACE3, FINAL'),
  date: z.string().describe("ISO timestamp (UTC), or 'tbd' until set"),
  home_id: id.nullable(),
  guest_id: id.nullable(),
  home_source: z
    .string()
    .nullable()
    .describe(
      "Where a knockout team comes from while unknown, e.g. 'Winner QF1', in the request's language ('Sieger VF1')",
    ),
  guest_source: z.string().nullable(),
  referee_team_id: id.nullable(),
  referee_id: id.nullable(),
  referee_team_id_2: id.nullable(),
  referee_id_2: id.nullable(),
  results: z.array(resultAnswer),
  pitch_id: id.nullable().describe('Where it is played (getPitches); null: the default pitch'),
  postponed: z
    .strictObject({
      reason: z.string().describe("The league's reason, as the admin wrote it"),
      at: z.string().describe('When it was postponed (ISO, UTC)'),
    })
    .nullable()
    .describe(
      'Set while a match postponed by the league (postponeMatches) waits for a new date; null otherwise',
    ),
});

export const groupTeamAnswer = z.strictObject({
  id,
  name: z.string(),
  name_short: z.string(),
  matches: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  goals_scored: z.number().int(),
  goals_conceded: z.number().int(),
  goal_difference: z.number().int(),
  penalty_points: z.number().int().describe("Points deducted under the season's penalty rule"),
  points: z.number().int().describe('3W + D - penalty_points'),
  position: z.number().int(),
});

/**
 * Why a team stands where it does, and what it still needs (docs/PRODUCT.md#why-a-team-stands-there),
 * its sentences in the request's language (decision 042).
 */
export const standingExplanationAnswer = z.strictObject({
  team_id: id,
  points: z
    .string()
    .describe("How its points add up, e.g. '3 × 4 wins + 1 draw − 2 penalty points = 11 points'"),
  penalties: z
    .array(z.string())
    .describe('Each missed referee duty and admin adjustment, then how the penalty rule counts them'),
  forfeits: z
    .array(z.string())
    .describe(
      "Each match the team lost 0:3 because it could not play: 'Lost 0:3 to Physik FC in week 3: could not play'",
    ),
  neighbours: z
    .array(
      z.strictObject({
        team_id: id,
        ahead: z.boolean().describe('Whether this team stands above that one'),
        criterion: z.enum(STANDING_CRITERIA).describe('The first criterion that separates the two'),
        sentence: z.string(),
      }),
    )
    .describe('Every other team level on points, in table order'),
  mini_table: z
    .string()
    .nullable()
    .describe('The head-to-head mini-table when three or more teams are level on the primary criteria'),
  status: z
    .strictObject({ kind: z.enum(OUTLOOK_KINDS), sentence: z.string() })
    .nullable()
    .describe(
      "During the group stage: 'Through', 'Out' or what the team still needs ('Sicher weiter', 'Ausgeschieden', ... in German); null when nothing is proven or the group stage is over",
    ),
});

export const groupAnswer = z.strictObject({
  id,
  name: z.string(),
  season_id: id,
  teams: z.array(groupTeamAnswer).describe('Sorted by standing (position 1 first)'),
  explanations: z
    .array(standingExplanationAnswer)
    .describe(
      "One per team, in table order; its sentences in the request's language (lang cookie, else Accept-Language)",
    ),
});

const autoAcceptHours = z
  .number()
  .int()
  .describe(
    'Hours after which a suggestion the other side has not answered becomes final by itself; 0 = never',
  );

export const seasonAnswer = z.strictObject({
  id,
  name: z.string(),
  penalty_rule: z.enum(PENALTY_RULES),
  auto_accept_hours: autoAcceptHours,
  group_stage_closed: z.boolean(),
  match_window_end: isoTime.describe(
    "The latest kick-off a captain may set or propose: the end of the season's match window (league setting in months after its first kick-off, or after its creation while no match is dated)",
  ),
  groups: z.array(groupAnswer),
  matches: z.array(matchAnswer),
});

/** A season as its administration answers it (no groups or matches). */
export const seasonSummaryAnswer = z.strictObject({
  id,
  name: z.string(),
  penalty_rule: z.enum(PENALTY_RULES),
  auto_accept_hours: autoAcceptHours,
  group_stage_closed: z.boolean(),
  created_at: isoTime,
});

export const teamMemberAnswer = z.strictObject({
  id,
  name: z.string(),
  phone: z
    .string()
    .nullable()
    .optional()
    .describe('Only for those allowed to see contact data (own team, admins); null: none on file'),
  mail: z.string().optional(),
  role,
  eligible: z
    .boolean()
    .optional()
    .describe("May play this season (decision 096): on the own team's roster (getMyTeam) and for admins"),
});

export const teamAnswer = z.strictObject({
  team_id: id,
  id,
  name: z.string(),
  name_short: z.string(),
  logo_url: z.string(),
  accepted: z.boolean(),
  is_active: z.boolean(),
  created_at: isoTime,
  captain: z.strictObject({ id, name: z.string(), phone: z.string().nullable().optional() }).nullable(),
  players: z
    .array(teamMemberAnswer)
    .optional()
    .describe(
      'The roster: for members of a team and admins; absent for visitors and users in no team, who see the captain and player_count (decision 053)',
    ),
  player_count: z.number().int(),
});

/** A team as visitors see it (getAcceptedTeams): never a roster (decision 053). */
export const publicTeamAnswer = teamAnswer.omit({ players: true });

/** The caller's team (getMyTeam), with whether the caller's join request is still pending. */
export const myTeamAnswer = teamAnswer
  .extend({
    request_pending: z.boolean(),
    request_sent_at: isoTime
      .nullable()
      .describe(
        'When the pending join request was sent; null without one or when it was sent before this was kept',
      ),
  })
  .nullable();

export const topScorerAnswer = z.strictObject({
  rank: z.number().int(),
  user_id: id,
  name: z.string(),
  goals: z.number().int(),
  team_id: id,
});

export const topScorerSeasonAnswer = z.strictObject({ season_id: id, top_scorers: z.array(topScorerAnswer) });

export const boardMemberAnswer = z.strictObject({
  name: z.string(),
  role: z.string(),
  mail: z.string(),
  img_url: z.string(),
});

/** A board member as the admin edits it: the public fields and its id. */
export const boardMemberAdminAnswer = boardMemberAnswer.extend({ id });

export const penaltyDeductionsAnswer = z
  .record(z.string(), z.number().int())
  .describe('team id -> points deducted');

export const leagueSettingsAnswer = z.strictObject({
  registration_open: z.boolean().describe('Whether users may register new teams'),
});

export const createTeamAnswer = z.strictObject({
  team: teamAnswer,
  access_token: z.string().describe('A fresh session token carrying the new role'),
});

export const drawTeamAnswer = z.strictObject({
  team_id: id,
  name: z.string(),
  members: z.number().int().describe('Players and captains'),
});
export const leftOutTeamAnswer = drawTeamAnswer.extend({ reason: z.string() });

export const drawCandidatesAnswer = z.strictObject({
  eligible: z.array(drawTeamAnswer),
  left_out: z.array(leftOutTeamAnswer),
});

export const createGroupsAnswer = z.strictObject({
  groups: z.array(z.strictObject({ id, name: z.string(), team_ids: z.array(id) })),
  left_out: z.array(leftOutTeamAnswer),
});

export const createMatchesAnswer = z.strictObject({
  group_matches: z.number().int(),
  group_weeks: z.number().int(),
});

export const closeGroupStageAnswer = z.strictObject({
  unplayed: z.number().int().describe('Group matches closed as unplayed 0:0'),
});

export const penaltyAdjustmentAnswer = z.strictObject({
  id,
  season_id: id,
  team_id: id,
  team_name: z.string(),
  duties: z.number().int().describe('Missed referee duties added (negative: forgiven)'),
  reason: z.string(),
  created_by: id.nullable(),
  created_by_name: z.string().nullable(),
  created_at: isoTime,
});

/** The user as the API shows it to its owner. */
export const accountUserAnswer = z.strictObject({
  id,
  name: z.string(),
  mail: z.string(),
  phone: z.string().nullable(),
  role,
  member_of: id.nullable().describe('Team id; with role USER a pending join request'),
  language: z
    .enum(LANGUAGES)
    .nullable()
    .describe("The user's language for the site, mails and feeds; null until chosen (the browser's then)"),
});

export const loginAnswer = z.strictObject({
  session: z.strictObject({ access_token: z.string(), user: accountUserAnswer }),
});

export const verifyAnswer = z.strictObject({ status: z.boolean() });

export const matchDateAnswer = z.strictObject({
  match_id: id,
  date: z.string().describe("ISO timestamp or 'tbd'"),
});

export const refereeAnswer = z.strictObject({
  match_id: id,
  slot: z.union([z.literal(1), z.literal(2)]),
  referee_id: id,
});

export const pitchAnswer = z.strictObject({
  id,
  name: z.string(),
  address: z.string(),
  map_url: z.string().describe('An http(s) link to the pitch on a map'),
  is_default: z.boolean().describe('Where matches without a pitch of their own are played; exactly one is'),
});

export const matchPitchAnswer = z.strictObject({
  match_id: id,
  pitch_id: id.nullable().describe('null: the default pitch'),
});

export const logoAnswer = z.strictObject({
  logo_url: z.string().describe('Where the scaled logo is served'),
});

/** One entry of the audit log (docs/PRODUCT.md#audit-log). */
export const auditEntryAnswer = z.strictObject({
  id,
  at: isoTime,
  actor_id: id.nullable().describe('Who made the change; null: the league itself (a deadline)'),
  actor_name: z.string().nullable().describe("The actor's name when the change was made"),
  action: z
    .enum(AUDIT_ACTIONS)
    .describe('What happened: a stable id, never translated (the filter takes the same ids)'),
  target_label: z
    .string()
    .describe("What the entry is about, in the request's language, with the names as they were then"),
  team_ids: z.array(id).describe('Every team the entry concerns'),
  match_id: id.nullable(),
  season_id: id.nullable(),
  target_user_id: id.nullable().describe('The user the change was about, if any'),
  before: z.record(z.string(), z.unknown()).nullable().describe('The changed values before (null: created)'),
  after: z.record(z.string(), z.unknown()).nullable().describe('The changed values after (null: deleted)'),
});

export const auditLogAnswer = z.strictObject({
  entries: z.array(auditEntryAnswer).describe('Newest first, at most AUDIT_PAGE_SIZE (50)'),
  next_before_id: id
    .nullable()
    .describe('Pass as before_id for the next older page; null when there is none'),
});
