/**
 * Why each team stands where it does (docs/PRODUCT.md#why-a-team-stands-there). Built from the same
 * ranking (rankGroup) and the same comparison (decidingCriterion) that order the table, so the
 * explanation cannot claim an order the table does not show.
 */

import { countPhrase } from '../i18n/count-phrase';
import { getLocale, m } from '../i18n/messages';
import { FAIR_PLAY_NEUTRAL } from './fair-play';
import type { PenaltyRule } from './penalties';
import { type PenaltyDetail, penaltyPointsText, penaltyReasons } from './penalties';
import {
  comparePrimary,
  decidingCriterion,
  type FairPlayAverages,
  POINTS_WIN,
  rankGroup,
  type StandingCriterion,
  type StandingMatch,
  type StandingRow,
  type StandingTeam,
} from './standings';

export interface ExplainMatch extends StandingMatch {
  week: number;
  /** The team that lost the match 0:3 by forfeit, if it was one (docs/PRODUCT.md#forfeits-and-unplayed-matches). */
  forfeit_team_id?: number | null;
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
  /** Each match the team lost 0:3 because it could not play, in week order. */
  forfeits: string[];
  /** Every other team level on points, in table order. */
  neighbours: NeighbourComparison[];
  /** The head-to-head mini-table when three or more teams are level on the four primary criteria. */
  mini_table: string | null;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const wins = countPhrase((inputs) => m.server_explain_wins(inputs));
const draws = countPhrase((inputs) => m.server_explain_draws(inputs));
const points = countPhrase((inputs) => m.server_explain_points(inputs));

/** "A", "A and B", "A, B and C" ("A, B und C" in German). */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return m.server_explain_list({
    rest: names.slice(0, -1).join(', '),
    last: names[names.length - 1] as string,
  });
}

export function pointsSentence(row: StandingRow): string {
  const parts = {
    factor: POINTS_WIN,
    wins: wins(row.wins),
    draws: draws(row.draws),
    points: points(row.points),
  };
  return row.penalty_points > 0
    ? m.server_explain_points_sum_penalty({
        ...parts,
        penalty: penaltyPointsText(row.penalty_points),
      })
    : m.server_explain_points_sum(parts);
}

function meetingsText(own: number, other: number, matches: readonly ExplainMatch[]): string {
  const meetings = matches
    .filter((x) => (x.home_id === own && x.guest_id === other) || (x.home_id === other && x.guest_id === own))
    .sort((x, y) => x.week - y.week)
    .map((x) => {
      const [mine, theirs] =
        x.home_id === own ? [x.score_home, x.score_guest] : [x.score_guest, x.score_home];
      return m.server_explain_meeting({ own: mine, other: theirs, week: x.week });
    });
  return listNames(meetings);
}

/** What separates a team from one level with it on points. */
interface Pair {
  other: StandingRow;
  criterion: StandingCriterion;
  /** Whether the team stands above `other`. */
  ahead: boolean;
}

/**
 * Everything the explanations are said from, in no language: the ranking and, per team, what
 * separates it from each team level on points. Sentences are said from it per language
 * (describeStandings), so a table explained in two languages is ranked once.
 */
export interface StandingFacts {
  rows: StandingRow[];
  counted: ExplainMatch[];
  headToHead: ReadonlyMap<number, number>;
  /** Team id -> the teams level with it on the four primary criteria (itself included). */
  primaryTie: ReadonlyMap<number, readonly StandingRow[]>;
  /** Team id -> every other team level with it on points, in table order. */
  pairs: ReadonlyMap<number, readonly Pair[]>;
  /** The fair-play averages of a season that breaks ties by them (decision 094), else null. */
  fairPlay: FairPlayAverages;
}

/** A fair-play average as the explanation says it: up to two decimals, in the reader's language. */
const fairPlayText = (facts: StandingFacts, id: number) =>
  (facts.fairPlay?.get(id) ?? FAIR_PLAY_NEUTRAL).toLocaleString(getLocale(), { maximumFractionDigits: 2 });

function neighbourSentence(a: StandingRow, { other: b, criterion, ahead }: Pair, facts: StandingFacts) {
  const team = b.name;
  switch (criterion) {
    case 'points': {
      const values = { team, own: a.points, other: b.points };
      return ahead ? m.server_explain_points_ahead(values) : m.server_explain_points_behind(values);
    }
    case 'goal_difference': {
      const values = { team, own: signed(a.goal_difference), other: signed(b.goal_difference) };
      return ahead
        ? m.server_explain_goal_difference_ahead(values)
        : m.server_explain_goal_difference_behind(values);
    }
    case 'goals_scored': {
      const values = { team, own: a.goals_scored, other: b.goals_scored };
      return ahead
        ? m.server_explain_goals_scored_ahead(values)
        : m.server_explain_goals_scored_behind(values);
    }
    case 'goals_conceded': {
      const values = { team, own: a.goals_conceded, other: b.goals_conceded };
      return ahead
        ? m.server_explain_goals_conceded_ahead(values)
        : m.server_explain_goals_conceded_behind(values);
    }
    case 'head_to_head': {
      const tied = facts.primaryTie.get(a.id) ?? [];
      if (tied.length === 2) {
        const values = { team, meetings: meetingsText(a.id, b.id, facts.counted) };
        return ahead
          ? m.server_explain_head_to_head_ahead(values)
          : m.server_explain_head_to_head_behind(values);
      }
      const values = {
        team,
        level: tied.length,
        own: facts.headToHead.get(a.id) ?? 0,
        other: facts.headToHead.get(b.id) ?? 0,
      };
      return ahead
        ? m.server_explain_head_to_head_among_ahead(values)
        : m.server_explain_head_to_head_among_behind(values);
    }
    case 'fair_play': {
      const values = { team, own: fairPlayText(facts, a.id), other: fairPlayText(facts, b.id) };
      return ahead ? m.server_explain_fair_play_ahead(values) : m.server_explain_fair_play_behind(values);
    }
    case 'name':
      return ahead ? m.server_explain_name_ahead({ team }) : m.server_explain_name_behind({ team });
  }
}

/** "Lost 0:3 to Physik FC in week 3: could not play", for each forfeit the team lost. */
function forfeitSentences(row: StandingRow, facts: StandingFacts): string[] {
  const names = new Map(facts.rows.map((r) => [r.id, r.name]));
  return facts.counted
    .filter((x) => x.forfeit_team_id === row.id)
    .sort((x, y) => x.week - y.week)
    .map((x) =>
      m.server_explain_forfeit_lost({
        team: names.get(x.home_id === row.id ? x.guest_id : x.home_id) ?? '',
        week: x.week,
      }),
    );
}

function miniTable(tied: readonly StandingRow[], headToHead: ReadonlyMap<number, number>): string {
  const entries = tied.map((r, i) => {
    const points = headToHead.get(r.id) ?? 0;
    return i === 0 ? m.server_explain_mini_table_first({ team: r.name, points }) : `${r.name} ${points}`;
  });
  return m.server_explain_mini_table({
    teams: listNames(tied.map((r) => r.name)),
    entries: entries.join(', '),
  });
}

/** The table (as computeStandings builds it) and what separates each team from those level on points. */
export function standingFacts(
  teams: readonly StandingTeam[],
  matches: readonly ExplainMatch[],
  penaltyPoints: Readonly<Record<number, number>> = {},
  fairPlay: FairPlayAverages = null,
): StandingFacts {
  const { rows, headToHead, counted } = rankGroup(teams, matches, penaltyPoints, fairPlay);
  const primaryTie = new Map<number, StandingRow[]>();
  const pairs = new Map<number, Pair[]>();
  for (const row of rows) {
    primaryTie.set(
      row.id,
      rows.filter((r) => comparePrimary(row, r) === 0),
    );
    const level: Pair[] = [];
    for (const other of rows) {
      if (other === row || other.points !== row.points) continue;
      const decided = decidingCriterion(row, other, headToHead, undefined, fairPlay);
      // rankGroup gives every pair a decision (the name step ends in the id), so this never skips.
      if (!decided) continue;
      level.push({ other, criterion: decided.criterion, ahead: decided.order < 0 });
    }
    pairs.set(row.id, level);
  }
  return { rows, counted, headToHead, primaryTie, pairs, fairPlay };
}

/**
 * The explanation of each row, in table order, in the current language (getLocale(): on the
 * server the request's, or the one runInLocale names). penaltyDetails gives, per team id, the
 * missed duties and admin adjustments behind its penalty points.
 */
export function describeStandings(
  facts: StandingFacts,
  penaltyRule: PenaltyRule = 'credits',
  penaltyDetails: Readonly<Record<number, PenaltyDetail>> = {},
): TeamExplanation[] {
  return facts.rows.map((row): TeamExplanation => {
    const tied = facts.primaryTie.get(row.id) ?? [];
    return {
      team_id: row.id,
      points: pointsSentence(row),
      penalties: penaltyReasons(penaltyRule, penaltyDetails[row.id] ?? { missed: [], adjustments: [] }),
      forfeits: forfeitSentences(row, facts),
      neighbours: (facts.pairs.get(row.id) ?? []).map((pair) => ({
        team_id: pair.other.id,
        ahead: pair.ahead,
        criterion: pair.criterion,
        sentence: neighbourSentence(row, pair, facts),
      })),
      mini_table: tied.length >= 3 ? miniTable(tied, facts.headToHead) : null,
    };
  });
}

/**
 * The table (as computeStandings builds it) with an explanation per row in the current language
 * (standingFacts, then describeStandings).
 */
export function explainStandings(
  teams: readonly StandingTeam[],
  matches: readonly ExplainMatch[],
  penaltyPoints: Readonly<Record<number, number>> = {},
  penaltyRule: PenaltyRule = 'credits',
  penaltyDetails: Readonly<Record<number, PenaltyDetail>> = {},
  fairPlay: FairPlayAverages = null,
): { rows: StandingRow[]; explanations: TeamExplanation[]; counted: ExplainMatch[] } {
  const facts = standingFacts(teams, matches, penaltyPoints, fairPlay);
  return {
    rows: facts.rows,
    explanations: describeStandings(facts, penaltyRule, penaltyDetails),
    counted: facts.counted,
  };
}
