/** Referee team slots for group and knockout matches (docs/PRODUCT.md#group-matches-and-referees). */

import { shuffle } from './shuffle';

export interface RefereeMatch {
  key: number;
  /** 0 = Group 1, 1 = Group 2; the referees come from the other group. */
  stage_group: 0 | 1;
}

export type RefereePair = [number, number | null];
export type KnockoutRefereePair = [number | null, number | null];

/**
 * Gives every group match two referee teams from the other group. Each refereeing group hands out
 * its duties by walking round its teams in a cycle, so duty counts within that group differ by at
 * most one, and two consecutive picks are different teams whenever the group has two or more.
 * With a single team in the other group the second slot stays null; with none the match gets no
 * entry. `random` only shuffles where the cycle starts and its order, so that the same teams are
 * not always first; without it the given order is used. Matches are served in the given order
 * (pass them by week so that duties are spread over the season).
 */
export function assignReferees(
  matches: readonly RefereeMatch[],
  groupTeams: [readonly number[], readonly number[]],
  random?: () => number,
): Map<number, RefereePair> {
  const cycles = groupTeams.map((teams) => {
    const unique = [...new Set(teams)];
    return random ? shuffle(unique, random) : unique;
  });
  const next = [0, 0];
  const result = new Map<number, RefereePair>();

  for (const match of matches) {
    const from = match.stage_group === 0 ? 1 : 0;
    const cycle = cycles[from] as number[];
    if (cycle.length === 0) continue;
    const take = () => {
      const i = next[from] as number;
      next[from] = (i + 1) % cycle.length;
      return cycle[i] as number;
    };
    const first = take();
    result.set(match.key, [first, cycle.length > 1 ? take() : null]);
  }
  return result;
}

/**
 * Referee teams for the matches of one knockout round: only teams not playing in that round,
 * least used first (counting priorDuties, e.g. earlier knockout rounds), ties by lower id. Each
 * pick counts at once, so duties spread within the round too. The two slots of a match are always
 * different teams; a slot is null when no eligible team is left for it.
 */
export function knockoutReferees(
  playing: readonly number[],
  candidates: readonly number[],
  matchCount: number,
  priorDuties: Readonly<Record<number, number>> = {},
): KnockoutRefereePair[] {
  const busy = new Set(playing);
  const eligible = [...new Set(candidates)].filter((id) => !busy.has(id));

  const duties = new Map(eligible.map((id) => [id, priorDuties[id] ?? 0]));
  const pick = (exclude: number | null): number | null => {
    let best: number | null = null;
    for (const id of eligible) {
      if (id === exclude) continue;
      const d = duties.get(id) ?? 0;
      const bd = best === null ? 0 : (duties.get(best) ?? 0);
      if (best === null || d < bd || (d === bd && id < best)) best = id;
    }
    if (best !== null) duties.set(best, (duties.get(best) ?? 0) + 1);
    return best;
  };

  const pairs: KnockoutRefereePair[] = [];
  for (let i = 0; i < matchCount; i++) {
    const first = pick(null);
    pairs.push([first, first === null ? null : pick(first)]);
  }
  return pairs;
}
