import { m } from '../i18n/messages';
import type { LiveMatchFacts } from '../league/live';
import { type Actor, isAdmin } from './actor';
import { isCaptainInMatch } from './matches';

/**
 * Who records a match's live events (docs/PRODUCT.md#live-match-day, decision 084): a referee
 * appointed to the match (either slot, as for confirming a no-show), a captain of either team, or
 * an admin (who may enter results too). The window is a rule of common/league/live.ts (409).
 */
export const canRecordLiveEvent = (user: Actor, match: LiveMatchFacts): boolean =>
  isAdmin(user) ||
  isCaptainInMatch(user, match) ||
  user.id === match.refereeId ||
  user.id === match.refereeId2;

/** The sentence a refused caller sees (403); a getter, so each read speaks the request's language. */
export const LIVE_REFUSED = {
  get record() {
    return m.server_refused_live_event();
  },
} as const;
