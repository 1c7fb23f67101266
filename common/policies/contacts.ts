import { type Actor, isAdmin, isMemberOf, ownTeam, type RoleHolder, type TeamFacts } from './teams';

/**
 * Who sees whose phone numbers and e-mail addresses (docs/PRODUCT.md#roles), decided in one place for
 * the answers the server builds and the cards the web shows.
 */

/** Every team's contacts and member ids: admins. */
export const canSeeAllContacts = (user: RoleHolder | null): boolean => user !== null && isAdmin(user);

/** Phone numbers and e-mail addresses of a team: its own members and admins. */
export const canSeeContacts = (user: Actor | null, team: TeamFacts): boolean =>
  user !== null && (isAdmin(user) || isMemberOf(user, team));

/**
 * The team whose opponents' captains' phones the user sees (whoever plays a match may call the
 * opposing captain): the user's own team, or null for visitors, admins (who see every contact)
 * and users who only asked to join.
 */
export const opponentPhonesTeam = (user: Actor | null): number | null =>
  user === null || isAdmin(user) ? null : ownTeam(user);

/** The sides of a match (home and guest team ids) whose captain a viewer may call about it. */
export interface MatchSides {
  homeId: number | null;
  guestId: number | null;
}

/** The captains a match card names: both for an admin, the opponent's for a member of one side. */
export function matchCaptainsShown(user: Actor, match: MatchSides): number[] {
  const sides = [match.homeId, match.guestId].filter((id) => id !== null);
  if (isAdmin(user)) return sides;
  const team = ownTeam(user);
  return team !== null && sides.includes(team) ? sides.filter((id) => id !== team) : [];
}
