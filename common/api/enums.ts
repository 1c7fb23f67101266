/** The API's closed sets of values, shared by the request and answer schemas. */

export const ROLES = ['USER', 'PLAYER', 'CAPTAIN_PENDING', 'CAPTAIN', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Members of a team: on its roster, with its contact data (a USER there has only asked to join). */
export const MEMBER_ROLES: readonly Role[] = ['PLAYER', 'CAPTAIN_PENDING', 'CAPTAIN'];

/** Members who play for an accepted team: they may referee and score (a pending captain's team plays no match). */
export const PLAYING_ROLES = ['PLAYER', 'CAPTAIN'] as const satisfies readonly Role[];

/**
 * Every answer to a signed-in caller names the caller's role and team (the team id, or 'none') as
 * the server read them for it: the web refreshes its views when they change (decision 033).
 */
export const USER_ROLE_HEADER = 'x-user-role';
export const USER_TEAM_HEADER = 'x-user-team';

/** The site's languages (docs/decisions/031-german-and-english.md); common/i18n checks they match the catalogues. */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export const PENALTY_RULES = ['credits', 'threshold'] as const;
export type PenaltyRule = (typeof PENALTY_RULES)[number];

/** The table's criteria in the order they decide (docs/PRODUCT.md#points-and-standings). */
export const STANDING_CRITERIA = [
  'points',
  'goal_difference',
  'goals_scored',
  'goals_conceded',
  'head_to_head',
  // Only in a season that breaks ties by fair play (decision 094); the name stands for the draw of lots.
  'fair_play',
  'name',
] as const;

/** What a team's group-stage status says (docs/PRODUCT.md#what-a-team-still-needs). */
export const OUTLOOK_KINDS = ['through', 'out', 'open'] as const;
