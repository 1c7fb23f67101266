import type { Role } from '../../../common/api/types';
import { m } from '../../../common/i18n/messages';
import { isAdmin } from '../../../common/policies/actor';
import { canManageBoard } from '../../../common/policies/board';
import { canEditLeagueTexts } from '../../../common/policies/league-texts';
import { canManageFailedMails } from '../../../common/policies/mail';
import { canManageSeasons } from '../../../common/policies/seasons';
import { paths } from '../../lib/paths';

export interface NavItem {
  /** A message function, called when rendering: the texts follow the page's language. */
  label: () => string;
  to: string;
  /** The entry shows the number of the user's to-dos (docs/PRODUCT.md#to-do). */
  todoCount?: true;
}

export const publicNavItems: NavItem[] = [
  { label: m.common_nav_teams, to: paths.teams },
  { label: m.common_nav_scorer, to: paths.topScorer },
  { label: m.common_nav_matches, to: paths.matches },
  { label: m.common_nav_table, to: paths.table },
  { label: m.common_nav_rules, to: paths.rules },
];

export const dashboardNavEntry: NavItem = { label: m.common_nav_dashboard, to: paths.dashboard.menuEntry };

export const loginNavEntry: NavItem = { label: m.common_nav_login, to: paths.login };

export function dashboardNavItems(role: Role | ''): NavItem[] {
  const items: NavItem[] = [
    { label: m.common_nav_my_team, to: paths.dashboard.myTeam, todoCount: true },
    { label: m.common_nav_profile, to: paths.dashboard.profile },
    { label: m.common_nav_my_matches, to: paths.dashboard.matches },
    { label: m.common_nav_refereeing, to: paths.dashboard.refereeing },
    { label: m.common_nav_free_agents, to: paths.dashboard.freeAgents },
    { label: m.common_nav_settings, to: paths.dashboard.settings },
  ];
  // The session's role only: the menu must not load the other policies on every page.
  if (role !== '' && canManageSeasons({ role }))
    items.push({ label: m.common_nav_seasons, to: paths.dashboard.seasons });
  if (role !== '' && canManageBoard({ role }))
    items.push({ label: m.common_nav_board, to: paths.dashboard.board });
  if (role !== '' && canEditLeagueTexts({ role }))
    items.push({ label: m.common_nav_texts, to: paths.dashboard.texts });
  // Captains reach their team's entries from My Team; the menu entry is the admins' (all teams).
  if (role !== '' && isAdmin({ role }))
    items.push({ label: m.common_nav_audit_log, to: paths.dashboard.auditLog });
  if (role !== '' && canManageFailedMails({ role }))
    items.push({ label: m.common_nav_failed_mails, to: paths.dashboard.failedMails });
  return items;
}

/**
 * The dashboard entry matching the path; my-team when none does (e.g. /dashboard itself), none on
 * the notification list, where the bell is the current link.
 */
export function activeDashboardItem(items: NavItem[], pathname: string): NavItem | undefined {
  if (pathname.startsWith(paths.dashboard.notifications)) return undefined;
  return items.find((item) => pathname.startsWith(item.to)) ?? items[0];
}

export function isDashboardPath(pathname: string): boolean {
  return pathname === paths.dashboard.root || pathname.startsWith(paths.dashboard.menuEntry);
}
