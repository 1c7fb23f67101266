/** League table of one group (docs/PRODUCT.md#points-and-standings). */

import { STANDING_CRITERIA } from '../api/enums';
import type { GroupTeam } from '../api/types';
import { FAIR_PLAY_NEUTRAL } from './fair-play';
import { compareNames } from './name-order';

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

// The rule book's criteria live with the API enums, since answers name them.
export { STANDING_CRITERIA };
export type StandingCriterion = (typeof STANDING_CRITERIA)[number];

/** Team id -> points in the mini-table of the teams it is level with on the primary criteria. */
export type HeadToHead = ReadonlyMap<number, number>;

/**
 * Team id -> fair-play average, for a season that breaks ties by fair play (decision 094); null
 * (or absent) for one that does not. A team nobody rated yet stands at the neutral 3.
 */
export type FairPlayAverages = ReadonlyMap<number, number> | null;
const fairPlayOf = (fairPlay: FairPlayAverages, id: number) => fairPlay?.get(id) ?? FAIR_PLAY_NEUTRAL;

// One comparison per criterion; higher wins, except goals conceded (fewer wins).
const STEPS: Record<
  StandingCriterion,
  (a: StandingRow, b: StandingRow, h2h: HeadToHead, fairPlay: FairPlayAverages) => number
> = {
  points: (a, b) => b.points - a.points,
  goal_difference: (a, b) => b.goal_difference - a.goal_difference,
  goals_scored: (a, b) => b.goals_scored - a.goals_scored,
  goals_conceded: (a, b) => a.goals_conceded - b.goals_conceded,
  head_to_head: (a, b, h2h) => (h2h.get(b.id) ?? 0) - (h2h.get(a.id) ?? 0),
  fair_play: (a, b, _h2h, fairPlay) =>
    fairPlay ? fairPlayOf(fairPlay, b.id) - fairPlayOf(fairPlay, a.id) : 0,
  // The id is the last resort so that the order is total even for equal names, which keeps the
  // output independent of the input order.
  name: (a, b) => compareNames(a.name, b.name) || a.id - b.id,
};
const PRIMARY: readonly StandingCriterion[] = STANDING_CRITERIA.slice(0, 4);

/**
 * The first criterion that separates a and b, and which way (order < 0: a stands above b). Both the
 * table's order (compareStandings) and its explanation (explain.ts) come from this one function,
 * so they cannot disagree.
 */
export function decidingCriterion(
  a: StandingRow,
  b: StandingRow,
  headToHead: HeadToHead = new Map(),
  criteria: readonly StandingCriterion[] = STANDING_CRITERIA,
  fairPlay: FairPlayAverages = null,
): { criterion: StandingCriterion; order: number } | null {
  for (const criterion of criteria) {
    const order = STEPS[criterion](a, b, headToHead, fairPlay);
    if (order !== 0) return { criterion, order };
  }
  return null;
}

/** Compares the four rule-book criteria only: points, goal difference, goals scored, fewest conceded. */
export function comparePrimary(a: StandingRow, b: StandingRow): number {
  return decidingCriterion(a, b, undefined, PRIMARY)?.order ?? 0;
}

/**
 * Full table order. headToHead holds each team's points in the mini-table of the teams it is
 * tied with on the primary criteria (missing = 0).
 */
export function compareStandings(
  a: StandingRow,
  b: StandingRow,
  headToHead: HeadToHead = new Map(),
  fairPlay: FairPlayAverages = null,
): number {
  return decidingCriterion(a, b, headToHead, STANDING_CRITERIA, fairPlay)?.order ?? 0;
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

/** A sorted table with what ordered it: the head-to-head points and the matches that counted. */
export interface RankedGroup {
  rows: StandingRow[];
  headToHead: Map<number, number>;
  counted: StandingMatch[];
}

/**
 * Builds the sorted table. Matches naming a team outside `teams` (or a team against itself) are
 * ignored, so a stale result cannot create phantom rows.
 */
export function rankGroup<M extends StandingMatch>(
  teams: readonly StandingTeam[],
  matches: readonly M[],
  penaltyPoints: Readonly<Record<number, number>> = {},
  fairPlay: FairPlayAverages = null,
): RankedGroup & { counted: M[] } {
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

  const counted: M[] = [];
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
  const headToHead = sortRows(list, counted, fairPlay);
  return { rows: list, headToHead, counted };
}

/**
 * Sorts finished rows in place, numbers their positions and answers the head-to-head points used.
 * Head-to-head only applies among teams level on all primary criteria, so those are grouped first.
 */
export function sortRows(
  list: StandingRow[],
  matches: readonly StandingMatch[],
  fairPlay: FairPlayAverages = null,
): Map<number, number> {
  list.sort(comparePrimary);
  const headToHead = new Map<number, number>();
  for (let start = 0; start < list.length; ) {
    let end = start + 1;
    while (end < list.length && comparePrimary(list[start] as StandingRow, list[end] as StandingRow) === 0) {
      end++;
    }
    if (end - start > 1) {
      const tied = new Set(list.slice(start, end).map((r) => r.id));
      for (const [id, pts] of headToHeadPoints(tied, matches)) headToHead.set(id, pts);
    }
    start = end;
  }

  list.sort((a, b) => compareStandings(a, b, headToHead, fairPlay));
  list.forEach((r, i) => {
    r.position = i + 1;
  });
  return headToHead;
}

/** The sorted table of one group. */
export function computeStandings(
  teams: readonly StandingTeam[],
  matches: readonly StandingMatch[],
  penaltyPoints: Readonly<Record<number, number>> = {},
  fairPlay: FairPlayAverages = null,
): StandingRow[] {
  return rankGroup(teams, matches, penaltyPoints, fairPlay).rows;
}

function record(row: StandingRow, scored: number, conceded: number): void {
  row.matches++;
  row.goals_scored += scored;
  row.goals_conceded += conceded;
  if (scored > conceded) row.wins++;
  else if (scored === conceded) row.draws++;
  else row.losses++;
}
