/** The group draw (docs/PRODUCT.md#draw). */

import { m } from '../i18n/messages';
import { LIMITS } from '../limits';
import { shuffle } from './shuffle';

export const GROUP_NAMES = ['Group 1', 'Group 2'] as const;

/** A team as the draw sees it: its state and its players and captains. */
export interface DrawTeamFacts {
  accepted: boolean;
  is_active: boolean;
  members: number;
}

/**
 * Why the draw leaves a team out, or null when it takes it: the team is accepted, active and has
 * at least LIMITS.minTeamSize players (the captain counts).
 */
export function drawEligibility(team: DrawTeamFacts): string | null {
  if (!team.accepted) return m.server_draw_not_accepted();
  if (!team.is_active) return m.server_draw_not_active();
  if (team.members < LIMITS.minTeamSize) {
    return m.server_draw_too_few_players({ members: team.members, needed: LIMITS.minTeamSize });
  }
  return null;
}

/**
 * The warning before accepting a team the draw would leave out for its size ("8 of 20 players"),
 * or null when it has enough players and captains.
 */
export function teamSizeShortfall(members: number): string | null {
  if (members >= LIMITS.minTeamSize) return null;
  return m.server_draw_team_size({ members, needed: LIMITS.minTeamSize });
}

/**
 * Why a draw cannot be held with this many eligible teams, or null when it can: fewer than
 * LIMITS.minDrawTeams would leave quarter-final places that no group position can ever fill.
 */
export function drawProblem(eligible: number): string | null {
  if (eligible >= LIMITS.minDrawTeams) return null;
  return m.server_draw_too_few_teams({ eligible, needed: LIMITS.minDrawTeams, players: LIMITS.minTeamSize });
}

/**
 * The teams of each group in GROUP_NAMES order: drawn at random, dealt alternately, so the sizes
 * differ by at most one.
 */
export function splitIntoGroups(teamIds: readonly number[], random: () => number): [number[], number[]] {
  const drawn = shuffle(teamIds, random);
  return [drawn.filter((_, i) => i % 2 === 0), drawn.filter((_, i) => i % 2 === 1)];
}
