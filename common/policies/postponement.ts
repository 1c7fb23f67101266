import { m } from '../i18n/messages';
import { isAdmin, type RoleHolder } from './actor';

/**
 * Only the league postpones a whole match day (a pitch closed, a storm): captains move their own
 * match by consent instead (docs/PRODUCT.md#moving-a-match).
 */
export const canPostponeMatches = (user: RoleHolder): boolean => isAdmin(user);

export const POSTPONE_REFUSED = m.server_refused_postpone;
