/** Table rows for the tests of the outlook and its sentences (not part of the rules). */
import type { StandingRow } from './standings';

/** A table row with only what the outlook reads: points, and stats for a fixed tie. */
export const standingRow = (id: number, name: string, points: number, goalDifference = 0): StandingRow => ({
  id,
  name,
  name_short: '',
  matches: 0,
  wins: 0,
  draws: 0,
  losses: 0,
  goals_scored: Math.max(0, goalDifference),
  goals_conceded: Math.max(0, -goalDifference),
  goal_difference: goalDifference,
  penalty_points: 0,
  points,
  position: 0,
});
