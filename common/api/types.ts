/** Shapes of the API answers (docs/PRODUCT.md#data), shared by server and web. */

export const ROLES = ['USER', 'PLAYER', 'CAPTAIN_PENDING', 'CAPTAIN', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const PENALTY_RULES = ['credits', 'threshold'] as const;
export type PenaltyRule = (typeof PENALTY_RULES)[number];

export type ApiSuccess<T> = { status: true; data: T };
export type ApiFailure = { status: false; error: string };
export type ApiAnswer<T> = ApiSuccess<T> | ApiFailure;

export interface ScorerEntry {
  id: number;
  user_id: number;
  team_id: number;
  goal_count: number;
  name: string;
}

export interface Result {
  id: number;
  score_home: number;
  score_guest: number;
  is_final: boolean;
  submitted_by: number | null;
  submitted_by_user: string | null;
  /** The team that suggested it (null: an admin); the other team's captains may accept it. */
  submitted_team_id: number | null;
  /** Team that won the penalty shoot-out of a level knockout match. */
  shootout_winner_id: number | null;
  forfeit: boolean;
  unplayed: boolean;
  /** When it was entered (ISO): for a match without a date, the captains' scorer window runs from it. */
  created_at: string;
  scorer: ScorerEntry[];
}

export interface Match {
  id: number;
  season_id: number;
  week: number;
  /** GROUP1, GROUP2, QUARTERFINAL1..4, SEMIFINAL1..2, PLACE3, FINAL */
  match_stage: string;
  /** ISO timestamp (UTC), or 'tbd' until set. */
  date: string;
  home_id: number | null;
  guest_id: number | null;
  /** Where a knockout team comes from while unknown, e.g. 'Winner QF1' or '1st Group 1'. */
  home_source: string | null;
  guest_source: string | null;
  referee_team_id: number | null;
  referee_id: number | null;
  referee_team_id_2: number | null;
  referee_id_2: number | null;
  results: Result[];
}

export interface GroupTeam {
  id: number;
  name: string;
  name_short: string;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  goals_scored: number;
  goals_conceded: number;
  goal_difference: number;
  /** Points deducted under the season's penalty rule. */
  penalty_points: number;
  /** 3W + D - penalty_points */
  points: number;
  position: number;
}

export interface Group {
  id: number;
  name: string;
  season_id: number;
  /** Sorted by standing (position 1 first). */
  teams: GroupTeam[];
}

export interface Season {
  id: number;
  name: string;
  penalty_rule: PenaltyRule;
  group_stage_closed: boolean;
  groups: Group[];
  matches: Match[];
}

export interface TeamMember {
  id: number;
  name: string;
  /** Only for those allowed to see contact data (own team, admins); null: none on file (an admin made without one). */
  phone?: string | null;
  mail?: string;
  role: Role;
}

export interface Team {
  team_id: number;
  id: number;
  name: string;
  name_short: string;
  logo_url: string;
  accepted: boolean;
  is_active: boolean;
  created_at: string;
  captain: { id: number; name: string; phone?: string | null } | null;
  players: TeamMember[];
  player_count: number;
}

export interface TopScorer {
  rank: number;
  user_id: number;
  name: string;
  goals: number;
  team_id: number;
}

export interface TopScorerSeason {
  season_id: number;
  top_scorers: TopScorer[];
}

export interface BoardMember {
  name: string;
  role: string;
  mail: string;
  img_url: string;
}

/** team id -> points deducted */
export type PenaltyDeductions = Record<string, number>;

/** League settings (GET /api/getSettings). */
export interface LeagueSettings {
  /** Whether users may register new teams (open on a new installation). */
  registration_open: boolean;
}

/** POST /api/createTeam: the new team and a fresh session token carrying the new role. */
export interface CreateTeamAnswer {
  team: Team;
  access_token: string;
}

/** A team as the group draw sees it (POST /api/getDrawCandidates). */
export interface DrawTeam {
  team_id: number;
  name: string;
  /** Players and captains. */
  members: number;
}
export interface LeftOutTeam extends DrawTeam {
  reason: string;
}
/** The teams a draw would take and those it leaves out, with why. */
export interface DrawCandidates {
  eligible: DrawTeam[];
  left_out: LeftOutTeam[];
}

/** An admin's correction of a team's missed referee duties in a season (may be negative). */
export interface PenaltyAdjustment {
  id: number;
  season_id: number;
  team_id: number;
  team_name: string;
  duties: number;
  reason: string;
  created_by: number | null;
  created_by_name: string | null;
  created_at: string;
}
