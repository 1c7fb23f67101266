import { isAdmin, type RoleHolder } from './actor';

/**
 * Seasons, groups, fixtures, penalty rules and adjustments are the admin's. A module of its own,
 * so the site's menu asks it without loading the other policies on every page.
 */
export const canManageSeasons = (user: RoleHolder): boolean => isAdmin(user);
