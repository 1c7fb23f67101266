import type { Role } from '../../../common/api/types';
import { isAdmin } from '../../../common/policies/actor';
import { canManageBoard } from '../../../common/policies/board';
import { canManageSeasons } from '../../../common/policies/seasons';
import { paths } from '../../lib/paths';

export interface NavItem {
  label: string;
  to: string;
  /** The entry shows the number of the user's to-dos (docs/PRODUCT.md#to-do). */
  todoCount?: true;
}

export const publicNavItems: NavItem[] = [
  { label: 'Teams', to: paths.teams },
  { label: 'Scorer', to: paths.topScorer },
  { label: 'Matches', to: paths.matches },
  { label: 'Table', to: paths.table },
  { label: 'Rules', to: paths.rules },
];

export const dashboardNavEntry: NavItem = { label: 'Dashboard', to: paths.dashboard.menuEntry };

export const loginNavEntry: NavItem = { label: 'Login', to: paths.login };

export function dashboardNavItems(role: Role | ''): NavItem[] {
  const items: NavItem[] = [
    { label: 'My Team', to: paths.dashboard.myTeam, todoCount: true },
    { label: 'Profile', to: paths.dashboard.profile },
    { label: 'Matches', to: paths.dashboard.matches },
    { label: 'Refereeing', to: paths.dashboard.refereeing },
    { label: 'Settings', to: paths.dashboard.settings },
  ];
  // The session's role only: the menu must not load the other policies on every page.
  if (role !== '' && canManageSeasons({ role }))
    items.push({ label: 'Seasons', to: paths.dashboard.seasons });
  if (role !== '' && canManageBoard({ role })) items.push({ label: 'Board', to: paths.dashboard.board });
  // Captains reach their team's entries from My Team; the menu entry is the admins' (all teams).
  if (role !== '' && isAdmin({ role })) items.push({ label: 'Audit log', to: paths.dashboard.auditLog });
  return items;
}

/** The dashboard entry matching the path; my-team when none does (e.g. /dashboard itself). */
export function activeDashboardItem(items: NavItem[], pathname: string): NavItem | undefined {
  return items.find((item) => pathname.startsWith(item.to)) ?? items[0];
}

export function isDashboardPath(pathname: string): boolean {
  return pathname === paths.dashboard.root || pathname.startsWith(paths.dashboard.menuEntry);
}
