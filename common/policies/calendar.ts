import type { EventKind } from '../league/calendar';
import type { LeagueMatch } from '../league/match';
import type { Actor } from './actor';
import { ownTeam } from './teams';

/**
 * What a user's personal calendar feed holds (docs/PRODUCT.md#calendar-feeds): the own team's
 * matches, the team's referee duties, and the user's own referee appointments (whatever team they
 * are in). Someone who only asked to join a team has no team yet.
 */

/** What the feed asks about a match: who plays it, which teams referee it and who is appointed. */
export type FeedMatchFacts = Pick<
  LeagueMatch,
  'homeId' | 'guestId' | 'refereeTeamId' | 'refereeTeamId2' | 'refereeId' | 'refereeId2'
>;

/** The events the match gives the user's personal feed: none, its match, its referee duty or both. */
export function personalFeedKinds(user: Actor, match: FeedMatchFacts): EventKind[] {
  const team = ownTeam(user);
  const plays = team !== null && (match.homeId === team || match.guestId === team);
  const teamReferees = team !== null && (match.refereeTeamId === team || match.refereeTeamId2 === team);
  const appointed = match.refereeId === user.id || match.refereeId2 === user.id;
  const kinds: EventKind[] = [];
  if (plays) kinds.push('match');
  if (teamReferees || appointed) kinds.push('referee');
  return kinds;
}
