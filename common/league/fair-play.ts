/**
 * Fair play (docs/PRODUCT.md#fair-play, decision 094): each side's captain rates the other team and
 * the appointed referees, 1 to 5, once per match. The ratings of a match are blind: released when
 * both sides rated or 48 hours after the match's first result, whichever comes first; a side that
 * has not rated by then counts as the neutral 3 for everything it would have rated.
 */

import { compareNames } from './name-order';

export const FAIR_PLAY_SCORE_MIN = 1;
export const FAIR_PLAY_SCORE_MAX = 5;
export const FAIR_PLAY_NEUTRAL = 3;
const HOUR = 3_600_000;
/** Ratings are released this long after the match's first result at the latest. */
export const FAIR_PLAY_RELEASE_MS = 48 * HOUR;
/** A side that has not rated is reminded this long after the first result: a day before release. */
export const FAIR_PLAY_REMINDER_MS = 24 * HOUR;

/** One stored rating: by a side (`raterTeamId`) of a team or of a referee. */
export interface FairPlayRating {
  raterTeamId: number;
  teamId: number | null;
  refereeId: number | null;
  score: number;
}

/** A match as the ratings see it: its two sides, its appointed referees and when rating opened. */
export interface FairPlayMatch {
  homeId: number;
  guestId: number;
  refereeIds: readonly number[];
  /** The match's first result (suggested or final, not a forfeit): the 48 hours start there. */
  openedAt: Date;
  ratings: readonly FairPlayRating[];
}

/** When the match's ratings are released at the latest. */
export const releaseAt = (openedAt: Date): Date => new Date(openedAt.getTime() + FAIR_PLAY_RELEASE_MS);

export const hasRated = (match: Pick<FairPlayMatch, 'ratings'>, teamId: number): boolean =>
  match.ratings.some((r) => r.raterTeamId === teamId);

/** Released: both sides rated, or 48 hours passed since the first result. */
export const isReleased = (match: FairPlayMatch, now: Date): boolean =>
  (hasRated(match, match.homeId) && hasRated(match, match.guestId)) ||
  now.getTime() >= releaseAt(match.openedAt).getTime();

/** A counted rating: a stored one, or the neutral 3 standing in for a side that did not rate. */
export interface CountedRating extends FairPlayRating {
  neutral: boolean;
}

/**
 * What a match's ratings count once released (none before): the stored ones, and for a side
 * that did not rate a neutral 3 for the other team and for each appointed referee.
 */
export function countedRatings(match: FairPlayMatch, now: Date): CountedRating[] {
  if (!isReleased(match, now)) return [];
  const counted: CountedRating[] = match.ratings.map((r) => ({ ...r, neutral: false }));
  for (const [side, other] of [
    [match.homeId, match.guestId],
    [match.guestId, match.homeId],
  ] as const) {
    if (hasRated(match, side)) continue;
    const neutral = { raterTeamId: side, score: FAIR_PLAY_NEUTRAL, neutral: true };
    counted.push({ ...neutral, teamId: other, refereeId: null });
    for (const refereeId of match.refereeIds) counted.push({ ...neutral, teamId: null, refereeId });
  }
  return counted;
}

export interface FairPlayTeam {
  id: number;
  name: string;
}

export interface FairPlayRow {
  team_id: number;
  name: string;
  /** The average of the team's counted ratings, rounded to two decimals; null: none yet. */
  average: number | null;
  ratings: number;
  position: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Team id -> the sum and number of its ratings. */
function sumsOf(ratings: readonly Pick<FairPlayRating, 'teamId' | 'score'>[]) {
  const sums = new Map<number, { sum: number; count: number }>();
  for (const r of ratings) {
    if (r.teamId === null) continue;
    const entry = sums.get(r.teamId) ?? { sum: 0, count: 0 };
    entry.sum += r.score;
    entry.count++;
    sums.set(r.teamId, entry);
  }
  return sums;
}

/** Team id -> its exact fair-play average, for the standings' tie-break (teams nobody rated: none). */
export const fairPlayAverages = (
  ratings: readonly Pick<FairPlayRating, 'teamId' | 'score'>[],
): Map<number, number> => new Map([...sumsOf(ratings)].map(([id, { sum, count }]) => [id, sum / count]));

/**
 * Each team's average of the counted (released) ratings of it: highest first, level teams by
 * name, teams nobody rated yet last (by name). Ratings of teams outside `teams` are ignored.
 */
export function fairPlayTable(
  teams: readonly FairPlayTeam[],
  ratings: readonly Pick<FairPlayRating, 'teamId' | 'score'>[],
): FairPlayRow[] {
  const sums = sumsOf(ratings);
  const rows = teams.map((t) => {
    const entry = sums.get(t.id);
    return { team: t, exact: entry ? entry.sum / entry.count : null, count: entry?.count ?? 0 };
  });
  rows.sort(
    (a, b) =>
      (b.exact ?? Number.NEGATIVE_INFINITY) - (a.exact ?? Number.NEGATIVE_INFINITY) ||
      compareNames(a.team.name, b.team.name) ||
      a.team.id - b.team.id,
  );
  return rows.map(({ team, exact, count }, i) => ({
    team_id: team.id,
    name: team.name,
    average: exact === null ? null : round2(exact),
    ratings: count,
    position: i + 1,
  }));
}
