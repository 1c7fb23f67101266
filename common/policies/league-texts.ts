import { m } from '../i18n/messages';
import { isAdmin, type RoleHolder } from './actor';

/**
 * The league's details and texts (imprint, privacy policy, terms, home page, rules introduction)
 * are the admin's to edit and restore (docs/PRODUCT.md#league-texts); everybody reads them.
 */
export const canEditLeagueTexts = (user: RoleHolder): boolean => isAdmin(user);

export const LEAGUE_TEXTS_REFUSED = m.server_refused_league_texts;
