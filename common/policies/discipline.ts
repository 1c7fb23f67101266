/**
 * Who records, disputes and decides cards, sets a season's discipline rules, sees suspensions and
 * changes a ban (docs/PRODUCT.md#discipline, decision 087): pure functions the server enforces
 * (403 with DISCIPLINE_REFUSED's sentence) and the screens ask before they offer a button.
 */

import { PLAYING_ROLES } from '../api/enums';
import { m } from '../i18n/messages';
import { type Actor, isAdmin } from './actor';
import type { ForfeitFacts } from './forfeits';
import { canSeePendingResults, isCaptainInMatch } from './matches';

/** A referee appointed to the match, in either slot. */
export const isRefereeOf = (user: Actor, match: ForfeitFacts): boolean =>
  user.id === match.refereeId || user.id === match.refereeId2;

/**
 * A captain (main or co-) of either team, for either side's players; an appointed referee; an
 * admin. Captains and referees while the result is not final; an admin always.
 */
export const canAddCards = (user: Actor, match: ForfeitFacts): boolean =>
  isAdmin(user) || isCaptainInMatch(user, match) || isRefereeOf(user, match);

/**
 * The cards of a result not final yet, and the notes of disputes, are for those who act on the
 * match: as its pending results (captains of the two teams and of the referee teams, admins), and
 * its appointed referees. Everybody else, visitors included, sees the final result's cards.
 */
export const canSeePendingCards = (user: Actor | null, match: ForfeitFacts): boolean =>
  user !== null && (canSeePendingResults(user, match) || isRefereeOf(user, match));

/** Who recorded a card: the captain's team (null: a referee or an admin) and the person. */
export interface CardFacts {
  recordedBy: number | null;
  recordedTeamId: number | null;
}

/**
 * The other side disputes a card: a captain of the team that did not record it (either team's,
 * when a referee or an admin recorded it), or an appointed referee who did not record it. Admins
 * decide a dispute rather than raise one.
 */
export function canDisputeCard(user: Actor, match: ForfeitFacts, card: CardFacts): boolean {
  if (isAdmin(user) || user.id === card.recordedBy) return false;
  if (isRefereeOf(user, match)) return true;
  return isCaptainInMatch(user, match) && user.memberOf !== card.recordedTeamId;
}

/** An admin keeps or removes a disputed card, sets a season's rules and changes a ban. */
export const canDecideCard = (user: Actor): boolean => isAdmin(user);
export const canSetDisciplineRules = (user: Actor): boolean => isAdmin(user);
export const canAdjustSuspension = (user: Actor): boolean => isAdmin(user);

/** The team whose suspensions the caller sees: an admin all (null), a member their team's. */
export function suspensionsScope(user: Actor): { all: true } | { team: number } | null {
  if (isAdmin(user)) return { all: true };
  const playing = (PLAYING_ROLES as readonly string[]).includes(user.role);
  return playing && user.memberOf !== null ? { team: user.memberOf } : null;
}

/** The sentences a refused caller sees (403); getters, so each read speaks the request's language. */
export const DISCIPLINE_REFUSED = {
  get addCards() {
    return m.server_refused_add_cards();
  },
  get dispute() {
    return m.server_refused_dispute_card();
  },
  get decide() {
    return m.server_refused_decide_card();
  },
  get rules() {
    return m.server_refused_discipline_rules();
  },
  get suspensions() {
    return m.server_refused_suspensions();
  },
  get adjust() {
    return m.server_refused_adjust_suspension();
  },
} as const;
