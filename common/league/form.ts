/** A team's recent form and its points week by week (docs/PRODUCT.md#team-pages). */

import type { Match, Result } from '../api/types';
import { POINTS_DRAW, POINTS_WIN } from './standings';

export type Outcome = 'W' | 'D' | 'L';

/** The parts of a match these rules read (a Match of the API has them all). */
export type PlayedMatch = Pick<
  Match,
  'id' | 'season_id' | 'week' | 'date' | 'match_stage' | 'home_id' | 'guest_id'
> & {
  results: readonly Pick<
    Result,
    'is_final' | 'score_home' | 'score_guest' | 'shootout_winner_id' | 'forfeit' | 'unplayed'
  >[];
};

export type FinalScore = PlayedMatch['results'][number];

export function finalScore(match: PlayedMatch): FinalScore | undefined {
  return match.results.find((result) => result.is_final);
}

const instant = (date: string) => (date === 'tbd' ? Number.POSITIVE_INFINITY : new Date(date).getTime() || 0);

/** Oldest first: season, week, kick-off (undated last in its week), id. */
export function chronological(a: PlayedMatch, b: PlayedMatch): number {
  return a.season_id - b.season_id || a.week - b.week || instant(a.date) - instant(b.date) || a.id - b.id;
}

export const isGroupMatch = (match: Pick<PlayedMatch, 'match_stage'>) =>
  match.match_stage.startsWith('GROUP');

export interface TeamResult<M extends PlayedMatch = PlayedMatch> {
  match: M;
  opponent_id: number;
  goals_for: number;
  goals_against: number;
  /** By the score, as the table counts it: a knockout match level after 90 minutes is a draw here. */
  outcome: Outcome;
}

/** The team's matches with a final result, oldest first. */
export function teamResults<M extends PlayedMatch>(matches: readonly M[], teamId: number): TeamResult<M>[] {
  const out: TeamResult<M>[] = [];
  for (const match of [...matches].sort(chronological)) {
    const final = finalScore(match);
    if (!final || match.home_id === null || match.guest_id === null) continue;
    const home = match.home_id === teamId;
    if (!home && match.guest_id !== teamId) continue;
    const goalsFor = home ? final.score_home : final.score_guest;
    const goalsAgainst = home ? final.score_guest : final.score_home;
    out.push({
      match,
      opponent_id: home ? match.guest_id : match.home_id,
      goals_for: goalsFor,
      goals_against: goalsAgainst,
      outcome: goalsFor > goalsAgainst ? 'W' : goalsFor < goalsAgainst ? 'L' : 'D',
    });
  }
  return out;
}

export const FORM_LENGTH = 5;

/** The last results (at most five), oldest first, as the form guide shows them. */
export function formGuide(matches: readonly PlayedMatch[], teamId: number, count = FORM_LENGTH): Outcome[] {
  return teamResults(matches, teamId)
    .slice(-count)
    .map((result) => result.outcome);
}

export const outcomePoints = (outcome: Outcome) =>
  outcome === 'W' ? POINTS_WIN : outcome === 'D' ? POINTS_DRAW : 0;

export interface WeekPoints {
  week: number;
  /** Points from results after this week (penalty points are not booked by week). */
  points: number;
  /** The team's result of the week; null in a week it had no final result (no match, or none yet). */
  outcome: Outcome | null;
}

/**
 * Group-stage points after each week, from the first group week to the last with a final result of
 * the team: what the points chart draws.
 */
export function pointsByWeek(matches: readonly PlayedMatch[], teamId: number): WeekPoints[] {
  const group = matches.filter(isGroupMatch);
  const results = teamResults(group, teamId);
  const last = results.at(-1)?.match.week;
  if (last === undefined) return [];
  const weeks = [...new Set(group.map((m) => m.week))].filter((w) => w <= last).sort((a, b) => a - b);
  let points = 0;
  return weeks.map((week) => {
    const inWeek = results.filter((r) => r.match.week === week);
    for (const r of inWeek) points += outcomePoints(r.outcome);
    return { week, points, outcome: inWeek.at(-1)?.outcome ?? null };
  });
}
