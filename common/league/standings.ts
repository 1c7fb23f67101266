/** League table of one group (docs/PRODUCT.md#points-and-standings). */

import type { GroupTeam } from '../api/types';

export interface StandingTeam {
  id: number;
  name: string;
  name_short?: string;
}

export interface StandingMatch {
  home_id: number;
  guest_id: number;
  score_home: number;
  score_guest: number;
}

/** A group table's row is exactly what the API answers for it. */
export type StandingRow = GroupTeam;

export const POINTS_WIN = 3;
export const POINTS_DRAW = 1;

const collator = new Intl.Collator('de');

/** Compares the four rule-book criteria only: points, goal difference, goals scored, fewest conceded. */
export function comparePrimary(a: StandingRow, b: StandingRow): number {
  return (
    b.points - a.points ||
    b.goal_difference - a.goal_difference ||
    b.goals_scored - a.goals_scored ||
    a.goals_conceded - b.goals_conceded
  );
}

/**
 * Full table order. headToHead holds each team's points in the mini-table of the teams it is
 * tied with on the primary criteria (missing = 0). The id is the last resort so that the order is
 * total even for equal names, which keeps the output independent of the input order.
 */
export function compareStandings(
  a: StandingRow,
  b: StandingRow,
  headToHead: ReadonlyMap<number, number> = new Map(),
): number {
  return (
    comparePrimary(a, b) ||
    (headToHead.get(b.id) ?? 0) - (headToHead.get(a.id) ?? 0) ||
    collator.compare(a.name, b.name) ||
    a.id - b.id
  );
}

function matchPoints(own: number, other: number): number {
  if (own > other) return POINTS_WIN;
  return own === other ? POINTS_DRAW : 0;
}

/** Points each team of `tied` earned in the matches among exactly these teams. */
export function headToHeadPoints(
  tied: ReadonlySet<number>,
  matches: readonly StandingMatch[],
): Map<number, number> {
  const points = new Map<number, number>();
  for (const id of tied) points.set(id, 0);
  for (const m of matches) {
    if (m.home_id === m.guest_id || !tied.has(m.home_id) || !tied.has(m.guest_id)) continue;
    points.set(m.home_id, (points.get(m.home_id) ?? 0) + matchPoints(m.score_home, m.score_guest));
    points.set(m.guest_id, (points.get(m.guest_id) ?? 0) + matchPoints(m.score_guest, m.score_home));
  }
  return points;
}

/**
 * Builds the sorted table. Matches naming a team outside `teams` (or a team against itself) are
 * ignored, so a stale result cannot create phantom rows.
 */
export function computeStandings(
  teams: readonly StandingTeam[],
  matches: readonly StandingMatch[],
  penaltyPoints: Readonly<Record<number, number>> = {},
): StandingRow[] {
  const rows = new Map<number, StandingRow>();
  for (const t of teams) {
    const penalty = penaltyPoints[t.id] ?? 0;
    rows.set(t.id, {
      id: t.id,
      name: t.name,
      name_short: t.name_short ?? '',
      matches: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      goals_scored: 0,
      goals_conceded: 0,
      goal_difference: 0,
      penalty_points: penalty,
      points: -penalty,
      position: 0,
    });
  }

  const counted: StandingMatch[] = [];
  for (const m of matches) {
    const home = rows.get(m.home_id);
    const guest = rows.get(m.guest_id);
    if (!home || !guest || home === guest) continue;
    counted.push(m);
    record(home, m.score_home, m.score_guest);
    record(guest, m.score_guest, m.score_home);
  }

  const list = [...rows.values()];
  for (const r of list) {
    r.goal_difference = r.goals_scored - r.goals_conceded;
    r.points = POINTS_WIN * r.wins + POINTS_DRAW * r.draws - r.penalty_points;
  }

  // Head-to-head only applies among teams level on all primary criteria, so group those first.
  list.sort(comparePrimary);
  const headToHead = new Map<number, number>();
  for (let start = 0; start < list.length; ) {
    let end = start + 1;
    while (end < list.length && comparePrimary(list[start] as StandingRow, list[end] as StandingRow) === 0) {
      end++;
    }
    if (end - start > 1) {
      const tied = new Set(list.slice(start, end).map((r) => r.id));
      for (const [id, pts] of headToHeadPoints(tied, counted)) headToHead.set(id, pts);
    }
    start = end;
  }

  list.sort((a, b) => compareStandings(a, b, headToHead));
  list.forEach((r, i) => {
    r.position = i + 1;
  });
  return list;
}

function record(row: StandingRow, scored: number, conceded: number): void {
  row.matches++;
  row.goals_scored += scored;
  row.goals_conceded += conceded;
  if (scored > conceded) row.wins++;
  else if (scored === conceded) row.draws++;
  else row.losses++;
}
