/**
 * Matches that are not played (docs/PRODUCT.md#forfeits-and-unplayed-matches, decision 082): a
 * team that cannot play loses 0:3, declared by its captain until FORFEIT_NOTICE_HOURS before the
 * kick-off; from then on the other team's captain claims a no-show, which a referee of the match or
 * an admin confirms. Pure: the server and the match card ask the same rules.
 */

import { HOUR } from '../durations';
import { FORFEIT_GOALS } from './results';

/** A captain says "we cannot play" at least this long before the kick-off. */
export const FORFEIT_NOTICE_HOURS = 24;

/** How many forfeits in one season put a team on the admins' to-do list (the league decides what follows). */
export const FORFEITS_TO_REVIEW = 2;

const toDate = (date: Date | string) => (typeof date === 'string' ? new Date(date) : date);

/** The last moment a forfeit may be declared: FORFEIT_NOTICE_HOURS before the kick-off. */
export const forfeitDeadline = (kickOff: Date | string): Date =>
  new Date(toDate(kickOff).getTime() - FORFEIT_NOTICE_HOURS * HOUR);

/**
 * Whether a captain may still declare a forfeit: until FORFEIT_NOTICE_HOURS before the kick-off,
 * that instant included; a match without a date may be given up at any time.
 */
export const forfeitDeclarationOpen = (kickOff: Date | string | null, now: Date): boolean =>
  kickOff === null || now.getTime() <= forfeitDeadline(kickOff).getTime();

/**
 * Whether a no-show may be claimed: once a declaration is too late, so from the forfeit deadline on
 * (just after it), for a dated match only (an undated one is given up by a declaration).
 */
export const noShowClaimOpen = (kickOff: Date | string | null, now: Date): boolean =>
  kickOff !== null && !forfeitDeclarationOpen(kickOff, now);

/** The score of a forfeit lost by `loserId`: 0:3 from the loser's side, 3:0 from the other's. */
export function forfeitScore(
  match: { homeId: number | null; guestId: number | null },
  loserId: number,
): { home_score: number; guest_score: number } {
  if (loserId !== match.homeId && loserId !== match.guestId) {
    throw new Error(`forfeitScore: team ${loserId} does not play this match`);
  }
  return loserId === match.homeId
    ? { home_score: 0, guest_score: FORFEIT_GOALS }
    : { home_score: FORFEIT_GOALS, guest_score: 0 };
}

/** The team that lost a forfeit entered as 3:0 or 0:3: the side with no goals. */
export const forfeitLoser = (
  match: { homeId: number | null; guestId: number | null },
  score: { home_score: number; guest_score: number },
): number | null => (score.home_score === 0 ? match.homeId : match.guestId);

/** The other team of the match: the one a claim accuses, or a forfeit's winner. */
export const otherTeam = (
  match: { homeId: number | null; guestId: number | null },
  teamId: number,
): number | null => (teamId === match.homeId ? match.guestId : match.homeId);

/** Team id -> how many final forfeits it lost, for the teams with at least FORFEITS_TO_REVIEW. */
export function teamsToReview(forfeits: readonly { forfeitTeamId: number | null }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { forfeitTeamId: team } of forfeits) {
    if (team !== null) counts.set(team, (counts.get(team) ?? 0) + 1);
  }
  return new Map([...counts].filter(([, count]) => count >= FORFEITS_TO_REVIEW));
}
