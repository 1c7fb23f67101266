/**
 * Why each team stands where it does (docs/PRODUCT.md#why-a-team-stands-there). Built from the same
 * ranking (rankGroup) and the same comparison (decidingCriterion) that order the table, so the
 * explanation cannot claim an order the table does not show.
 */

import type { PenaltyRule } from './penalties';
import { type PenaltyDetail, penaltyReasons } from './penalties';
import {
  comparePrimary,
  decidingCriterion,
  POINTS_WIN,
  rankGroup,
  type StandingCriterion,
  type StandingMatch,
  type StandingRow,
  type StandingTeam,
} from './standings';

export interface ExplainMatch extends StandingMatch {
  week: number;
}

export interface NeighbourComparison {
  team_id: number;
  /** Whether the explained team stands above this neighbour. */
  ahead: boolean;
  criterion: StandingCriterion;
  sentence: string;
}

export interface TeamExplanation {
  team_id: number;
  /** "3 × 4 wins + 1 draw − 2 penalty points = 11 points" */
  points: string;
  /** Each missed duty and admin adjustment, then how the rule turns them into points. */
  penalties: string[];
  /** Every other team level on points, in table order. */
  neighbours: NeighbourComparison[];
  /** The head-to-head mini-table when three or more teams are level on the four primary criteria. */
  mini_table: string | null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function pointsSentence(row: StandingRow): string {
  const parts = [`${POINTS_WIN} × ${plural(row.wins, 'win', 'wins')}`, plural(row.draws, 'draw', 'draws')];
  const penalty =
    row.penalty_points > 0 ? ` − ${plural(row.penalty_points, 'penalty point', 'penalty points')}` : '';
  return `${parts.join(' + ')}${penalty} = ${plural(row.points, 'point', 'points')}`;
}

/** What a pair is level on before the deciding criterion, as the sentence's opening. */
const LEVEL_ON: Record<StandingCriterion, string> = {
  points: '',
  goal_difference: '',
  goals_scored: 'Level on points and goal difference',
  goals_conceded: 'Level on points, goal difference and goals',
  head_to_head: 'Level on points, goal difference and goals',
  name: 'Level on points, goal difference, goals and head-to-head',
};

function meetingsText(own: number, other: number, matches: readonly ExplainMatch[]): string {
  const meetings = matches
    .filter((m) => (m.home_id === own && m.guest_id === other) || (m.home_id === other && m.guest_id === own))
    .sort((x, y) => x.week - y.week)
    .map((m) => {
      const [mine, theirs] =
        m.home_id === own ? [m.score_home, m.score_guest] : [m.score_guest, m.score_home];
      return `${mine}:${theirs} in week ${m.week}`;
    });
  return listNames(meetings);
}

interface Context {
  headToHead: ReadonlyMap<number, number>;
  counted: readonly ExplainMatch[];
  /** Team id -> the teams level with it on the four primary criteria (itself included). */
  primaryTie: ReadonlyMap<number, readonly StandingRow[]>;
}

function neighbourSentence(
  a: StandingRow,
  b: StandingRow,
  criterion: StandingCriterion,
  ahead: boolean,
  ctx: Context,
) {
  const side = ahead ? 'ahead' : 'behind';
  switch (criterion) {
    case 'points':
      return `${ahead ? 'Ahead of' : 'Behind'} ${b.name} on points: ${a.points} against ${b.points}`;
    case 'goal_difference':
      return `${ahead ? 'Ahead of' : 'Behind'} ${b.name} on goal difference: ${signed(a.goal_difference)} against ${signed(b.goal_difference)}`;
    case 'goals_scored':
      return `${LEVEL_ON.goals_scored} with ${b.name}: ${side} on goals scored, ${a.goals_scored} against ${b.goals_scored}`;
    case 'goals_conceded':
      return `${LEVEL_ON.goals_conceded} with ${b.name}: ${side} on fewer goals conceded, ${a.goals_conceded} against ${b.goals_conceded}`;
    case 'head_to_head': {
      const tied = ctx.primaryTie.get(a.id) ?? [];
      if (tied.length === 2) {
        return `${LEVEL_ON.head_to_head} with ${b.name}: ${side} on head-to-head, ${meetingsText(a.id, b.id, ctx.counted)}`;
      }
      const own = ctx.headToHead.get(a.id) ?? 0;
      const other = ctx.headToHead.get(b.id) ?? 0;
      return `${LEVEL_ON.head_to_head} with ${b.name}: ${side} on head-to-head among the ${tied.length} level teams, ${plural(own, 'point', 'points')} against ${other}`;
    }
    case 'name':
      return `${LEVEL_ON.name} with ${b.name}: ${side} by name (alphabetical order)`;
  }
}

function miniTable(tied: readonly StandingRow[], headToHead: ReadonlyMap<number, number>): string {
  const entries = tied.map((r, i) => {
    const pts = headToHead.get(r.id) ?? 0;
    return i === 0 ? `${r.name} ${plural(pts, 'point', 'points')}` : `${r.name} ${pts}`;
  });
  return `Head-to-head among ${listNames(tied.map((r) => r.name))}: ${entries.join(', ')}`;
}

/**
 * The table (as computeStandings builds it) with an explanation per row. penaltyDetails gives,
 * per team id, the missed duties and admin adjustments behind its penalty points.
 */
export function explainStandings(
  teams: readonly StandingTeam[],
  matches: readonly ExplainMatch[],
  penaltyPoints: Readonly<Record<number, number>> = {},
  penaltyRule: PenaltyRule = 'credits',
  penaltyDetails: Readonly<Record<number, PenaltyDetail>> = {},
): { rows: StandingRow[]; explanations: TeamExplanation[]; counted: ExplainMatch[] } {
  const { rows, headToHead, counted } = rankGroup(teams, matches, penaltyPoints);
  const primaryTie = new Map<number, StandingRow[]>();
  for (const row of rows) {
    primaryTie.set(
      row.id,
      rows.filter((r) => comparePrimary(row, r) === 0),
    );
  }
  const ctx: Context = { headToHead, counted, primaryTie };

  const explanations = rows.map((row): TeamExplanation => {
    const neighbours: NeighbourComparison[] = [];
    for (const other of rows) {
      if (other === row || other.points !== row.points) continue;
      const decided = decidingCriterion(row, other, headToHead);
      // rankGroup gives every pair a decision (the name step ends in the id), so this never skips.
      if (!decided) continue;
      const ahead = decided.order < 0;
      neighbours.push({
        team_id: other.id,
        ahead,
        criterion: decided.criterion,
        sentence: neighbourSentence(row, other, decided.criterion, ahead, ctx),
      });
    }
    const tied = primaryTie.get(row.id) ?? [];
    return {
      team_id: row.id,
      points: pointsSentence(row),
      penalties: penaltyReasons(penaltyRule, penaltyDetails[row.id] ?? { missed: [], adjustments: [] }),
      neighbours,
      mini_table: tied.length >= 3 ? miniTable(tied, headToHead) : null,
    };
  });
  return { rows, explanations, counted };
}
