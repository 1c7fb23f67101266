/**
 * The table as it would stand if the live matches ended now (docs/PRODUCT.md#live-match-day,
 * decision 088): the league's own ranking (rankGroup, as the official table), with each group
 * match that has no final result yet counted at its live score. Pure: the web's /table shows it.
 */

import type { Group, Match } from '../api/types';
import { finalScore, isGroupMatch, type PlayedMatch } from './form';
import type { LiveScore } from './live';
import { rankGroup, type StandingMatch, type StandingRow } from './standings';

export type LiveTableMatch = PlayedMatch & Pick<Match, 'id'>;

/**
 * The group's matches that count in its live table: each final result, and the live score of a
 * match without one. Matches of other groups or stages are left out (rankGroup drops them too).
 */
export function liveTableMatches(
  group: Pick<Group, 'teams'>,
  matches: readonly LiveTableMatch[],
  live: ReadonlyMap<number, LiveScore>,
): StandingMatch[] {
  const members = new Set(group.teams.map((team) => team.id));
  return matches.flatMap((match) => {
    const { home_id, guest_id } = match;
    if (!isGroupMatch(match) || home_id === null || guest_id === null) return [];
    if (!members.has(home_id) || !members.has(guest_id)) return [];
    const final = finalScore(match);
    const score = final ? { home: final.score_home, guest: final.score_guest } : live.get(match.id);
    return score ? [{ home_id, guest_id, score_home: score.home, score_guest: score.guest }] : [];
  });
}

/**
 * The group's table if the live matches ended now: its teams with their penalty points as the
 * official table has them, ranked by the official rules. No live score: the official table.
 */
export function liveGroupTable(
  group: Pick<Group, 'teams'>,
  matches: readonly LiveTableMatch[],
  live: ReadonlyMap<number, LiveScore>,
): StandingRow[] {
  const penalties = Object.fromEntries(group.teams.map((team) => [team.id, team.penalty_points]));
  const teams = group.teams.map(({ id, name, name_short }) => ({ id, name, name_short }));
  return rankGroup(teams, liveTableMatches(group, matches, live), penalties).rows;
}
