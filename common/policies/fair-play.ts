/**
 * Who rates fair play and who reads the referees' ratings (docs/PRODUCT.md#fair-play, decision
 * 094): pure functions the server enforces (403 with FAIR_PLAY_REFUSED's sentence) and the screens
 * ask before they offer the form.
 */

import { m } from '../i18n/messages';
import { type Actor, isAdmin } from './actor';

/**
 * The side a caller rates for: a captain (main or co-) of the home or the guest team; null for
 * everybody else, admins included (they rate no match: the ratings are the two sides' view).
 */
export function fairPlaySide(user: Actor, match: { homeId: number | null; guestId: number | null }) {
  if (user.role !== 'CAPTAIN' || user.memberOf === null) return null;
  return user.memberOf === match.homeId || user.memberOf === match.guestId ? user.memberOf : null;
}

/** The referees' averages and the season's tie-break are the admins'. */
export const canReadRefereeFairPlay = (user: Actor): boolean => isAdmin(user);
export const canSetFairPlayTiebreak = (user: Actor): boolean => isAdmin(user);

/** The sentences a refused caller sees (403); getters, so each read speaks the request's language. */
export const FAIR_PLAY_REFUSED = {
  get rate() {
    return m.server_refused_rate_fair_play();
  },
  get referees() {
    return m.server_refused_referee_fair_play();
  },
  get tiebreak() {
    return m.server_refused_fair_play_tiebreak();
  },
} as const;
