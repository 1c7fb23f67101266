/** Top scorer list (docs/PRODUCT.md#results-and-scorers: ties share a rank, 1, 1, 3). */

import type { Season } from '../api/types';

import { compareNames } from './name-order';
import { hasScorers } from './scorers';

export interface ScorerGoals {
  user_id: number;
  name: string;
  team_id: number;
  goals: number;
}

export interface RankedScorer extends ScorerGoals {
  rank: number;
}

/** Whose scorers count: final results of played matches (a forfeit or unplayed match has none). */
export const countsForTopScorers = (result: {
  is_final: boolean;
  forfeit: boolean;
  unplayed: boolean;
}): boolean => result.is_final && hasScorers(result);

/**
 * Sums goals per player and team (a player who changed teams is listed once per team), drops
 * players without goals and ranks the rest in competition style.
 */
export function topScorers(entries: readonly ScorerGoals[]): RankedScorer[] {
  const byKey = new Map<string, ScorerGoals>();
  for (const e of entries) {
    const key = `${e.user_id}:${e.team_id}`;
    const seen = byKey.get(key);
    if (seen) seen.goals += e.goals;
    else byKey.set(key, { user_id: e.user_id, name: e.name, team_id: e.team_id, goals: e.goals });
  }

  // Ids close the order so the list does not depend on the input order.
  const list = [...byKey.values()]
    .filter((s) => s.goals > 0)
    .sort(
      (a, b) =>
        b.goals - a.goals || compareNames(a.name, b.name) || a.user_id - b.user_id || a.team_id - b.team_id,
    );

  const ranked: RankedScorer[] = [];
  list.forEach((s, i) => {
    const prev = ranked[i - 1];
    // Equal goals share the rank of the first of them; the next rank skips (1, 1, 3).
    const rank = prev && prev.goals === s.goals ? prev.rank : i + 1;
    ranked.push({ ...s, rank });
  });
  return ranked;
}

/**
 * A season's top scorers from its public answer (final results only): the list gettopscorer
 * answers for it, so a page showing one season needs no answer of every season's scorers.
 */
export function seasonTopScorers(season: Pick<Season, 'matches'>): RankedScorer[] {
  return topScorers(
    season.matches
      .flatMap((match) => match.results.filter(countsForTopScorers))
      .flatMap((result) => result.scorer)
      .map((s) => ({ user_id: s.user_id, name: s.name, team_id: s.team_id, goals: s.goal_count })),
  );
}
