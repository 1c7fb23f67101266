import { PLAYING_ROLES } from '../api/enums';
import { m } from '../i18n/messages';
import type { LeagueMatch } from '../league/match';
import { type Actor, isAdmin } from './actor';

/**
 * Who may answer and see who is coming (docs/PRODUCT.md#availability): the players of the two
 * teams answer for themselves; a team's squad is seen by its players and the admins, and its
 * captains (or an admin) may remind those who have not answered. The kick-off (409) is the
 * service's rule of the match day, common/league/availability.ts.
 */

export type SquadMatchFacts = Pick<LeagueMatch, 'homeId' | 'guestId'>;

/** The caller's team in this match: a player or captain of the home or guest team, else null. */
export function playingTeamIn(user: Actor, match: SquadMatchFacts): number | null {
  const team = user.memberOf;
  if (team === null || !(PLAYING_ROLES as readonly string[]).includes(user.role)) return null;
  return team === match.homeId || team === match.guestId ? team : null;
}

/** A player of one of the two teams answers for themselves; admins play for no team. */
export const canSetAvailability = (user: Actor, match: SquadMatchFacts): boolean =>
  playingTeamIn(user, match) !== null;

/** A team's squad: its own players, and the admins for either team. */
export const canSeeSquad = (user: Actor, match: SquadMatchFacts, teamId: number): boolean =>
  (teamId === match.homeId || teamId === match.guestId) &&
  (isAdmin(user) || playingTeamIn(user, match) === teamId);

/** Reminding the unanswered players of a team: its captains, or an admin. */
export const canRemindSquad = (user: Actor, match: SquadMatchFacts, teamId: number): boolean =>
  canSeeSquad(user, match, teamId) && (isAdmin(user) || user.role === 'CAPTAIN');

export const AVAILABILITY_REFUSED = {
  set: () => m.server_refused_availability(),
  squad: () => m.server_refused_squad(),
  remind: () => m.server_refused_remind_squad(),
  closed: () => m.server_availability_closed(),
};
