/** Group-stage fixtures: single round robin by the circle method (docs/PRODUCT.md#group-matches-and-referees). */

export interface Fixture {
  week: number;
  home_id: number;
  guest_id: number;
}

/**
 * Circle method. An odd number k of teams sits on a polygon; in round r the team at position r
 * has no polygon partner and the others pair up mirrored around it (r+d against r-d). With an odd
 * team count that team has a bye; with an even count it meets the extra fixed team instead.
 *
 * Home side: r+d is at home when d is odd, r-d when d is even. For a team at position t this
 * means "home exactly when (t - r) mod k is odd"; that offset falls by one each round, so every
 * team alternates home and away, with (k-1)/2 home games among the polygon teams. The fixed team
 * alternates too (away in even rounds), which leaves every other team one break at most
 * (n-2 breaks in total, the minimum) and every team within one home game of its away count.
 *
 * Deterministic for a given order of teamIds; the caller shuffles for the random draw.
 */
export function roundRobin(teamIds: readonly number[]): Fixture[] {
  if (new Set(teamIds).size !== teamIds.length) throw new Error('roundRobin: team ids must be distinct');
  if (teamIds.length < 2) return [];

  const even = teamIds.length % 2 === 0;
  const fixed = even ? (teamIds[teamIds.length - 1] as number) : null;
  const polygon = even ? teamIds.slice(0, -1) : [...teamIds];
  const k = polygon.length;
  const at = (i: number) => polygon[((i % k) + k) % k] as number;
  const fixtures: Fixture[] = [];

  for (let r = 0; r < k; r++) {
    const week = r + 1;
    if (fixed !== null) {
      fixtures.push(
        r % 2 === 0 ? { week, home_id: at(r), guest_id: fixed } : { week, home_id: fixed, guest_id: at(r) },
      );
    }
    for (let d = 1; d <= (k - 1) / 2; d++) {
      fixtures.push(
        d % 2 === 1
          ? { week, home_id: at(r + d), guest_id: at(r - d) }
          : { week, home_id: at(r - d), guest_id: at(r + d) },
      );
    }
  }
  return fixtures;
}

/** Number of weeks roundRobin produces for n teams: n-1 when even, n when odd (one bye each). */
export function roundRobinWeeks(teamCount: number): number {
  if (teamCount < 2) return 0;
  return teamCount % 2 === 0 ? teamCount - 1 : teamCount;
}
