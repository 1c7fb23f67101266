/**
 * Who may give up a match, claim a no-show and confirm one (docs/PRODUCT.md#forfeits-and-unplayed-matches,
 * decision 082): pure functions the server enforces (403 with FORFEIT_REFUSED's sentence) and the
 * match card asks before it offers a button. The deadlines (409) are rules of common/league/forfeits.ts.
 */

import { m } from '../i18n/messages';
import type { LeagueMatch } from '../league/match';
import { type Actor, isAdmin } from './actor';
import { isCaptainInMatch, type MatchFacts } from './matches';

/** A match as these permissions ask about it: its teams, its appointed referees and a final result. */
export type ForfeitFacts = MatchFacts & Pick<LeagueMatch, 'refereeId' | 'refereeId2'>;

/**
 * A captain of one of the two teams gives up the match for their team while no result is final.
 * Not an admin: an admin enters a forfeit for either side with the result form (addResult).
 */
export const canDeclareForfeit = (user: Actor, match: MatchFacts): boolean =>
  !isAdmin(user) && !match.hasFinal && isCaptainInMatch(user, match);

/** A captain of one of the two teams claims the other did not come, while no result is final. */
export const canClaimNoShow = (user: Actor, match: MatchFacts): boolean =>
  !isAdmin(user) && !match.hasFinal && isCaptainInMatch(user, match);

/** A referee appointed to the match (either slot) or an admin confirms a claim. */
export const canConfirmNoShow = (user: Actor, match: ForfeitFacts): boolean =>
  isAdmin(user) || user.id === match.refereeId || user.id === match.refereeId2;

/** The sentences a refused caller sees (403); getters, so each read speaks the request's language. */
export const FORFEIT_REFUSED = {
  get declare() {
    return m.server_refused_declare_forfeit();
  },
  get claim() {
    return m.server_refused_claim_no_show();
  },
  get confirm() {
    return m.server_refused_confirm_no_show();
  },
} as const;
