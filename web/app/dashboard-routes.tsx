import type { RouteObject } from 'react-router';
import { m } from '../../common/i18n/messages';
import type { PageSkeleton } from '../components/ui/skeletons';
import { paths } from '../lib/paths';
import type { RouteHandle } from './layout/root-layout';

/** A dashboard page: its document title, and the <h1> (text and width) the page itself renders. */
const dashboardPage = (
  text: (() => string) | undefined,
  heading: () => string,
  size?: 'sm',
  skeleton?: PageSkeleton,
): RouteHandle => ({
  ...(text ? { title: text } : {}),
  heading: { text: heading, ...(size ? { size } : {}), ...(skeleton ? { skeleton } : {}) },
});

const welcomeRoute = async () => ({
  Component: (await import('../features/account/pages/welcome-page')).WelcomePage,
});

/** The dashboard and its pages (the frame's menu and heading come from each page's handle). */
export const dashboardRoute: RouteObject = {
  path: paths.dashboard.root,
  handle: { title: m.common_title_dashboard } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./layout/dashboard-layout')).DashboardLayout }),
  children: [
    { index: true, handle: dashboardPage(undefined, m.common_title_welcome, 'sm'), lazy: welcomeRoute },
    {
      path: paths.dashboard.myTeam,
      handle: dashboardPage(m.common_title_my_team, m.common_title_my_team, undefined, 'my-team'),
      lazy: async () => {
        const [{ MyTeamPage }, { TodoList }] = await Promise.all([
          import('../features/my-team/pages/my-team-page'),
          import('../features/todos/components/todo-list'),
        ]);
        return { element: <MyTeamPage lead={<TodoList />} /> };
      },
    },
    {
      path: paths.dashboard.matches,
      handle: dashboardPage(m.common_title_my_matches, m.common_title_matches_heading, undefined, 'matches'),
      lazy: async () => {
        const [{ DashboardMatchesPage }, { TodoList }] = await Promise.all([
          import('../features/match-day/pages/matches-page'),
          import('../features/todos/components/todo-list'),
        ]);
        return { element: <DashboardMatchesPage lead={<TodoList />} /> };
      },
    },
    {
      path: paths.dashboard.refereeing,
      handle: dashboardPage(m.common_title_refereeing, m.common_title_refereeing, undefined, 'refereeing'),
      lazy: async () => ({
        Component: (await import('../features/match-day/pages/refereeing-page')).RefereeingPage,
      }),
    },
    {
      path: paths.dashboard.availability,
      handle: dashboardPage(m.dashboard_availability_question, m.dashboard_availability_question, 'sm'),
      lazy: async () => ({
        Component: (await import('../features/match-day/pages/availability-page')).AvailabilityPage,
      }),
    },
    {
      path: paths.dashboard.fairPlay,
      handle: dashboardPage(m.dashboard_fair_play_title, m.dashboard_fair_play_title, 'sm'),
      lazy: async () => ({
        Component: (await import('../features/fair-play/pages/fair-play-page')).FairPlayPage,
      }),
    },
    {
      path: paths.dashboard.live,
      handle: dashboardPage(m.dashboard_live_title, m.dashboard_live_title, 'sm'),
      lazy: async () => ({ Component: (await import('../features/live/pages/live-page')).LivePage }),
    },
    {
      path: paths.dashboard.profile,
      handle: dashboardPage(m.common_title_profile, m.common_title_profile, 'sm'),
      lazy: async () => ({
        Component: (await import('../features/account/pages/profile-page')).ProfilePage,
      }),
    },
    {
      path: paths.dashboard.notifications,
      handle: dashboardPage(m.common_nav_notifications, m.common_nav_notifications, 'sm'),
      lazy: async () => ({
        Component: (await import('../features/notifications/pages/notifications-page')).NotificationsPage,
      }),
    },
    {
      path: paths.dashboard.settings,
      handle: dashboardPage(m.common_title_settings, m.common_title_settings, 'sm'),
      lazy: async () => ({
        Component: (await import('../features/account/pages/settings-page')).SettingsPage,
      }),
    },
    {
      path: paths.dashboard.seasons,
      handle: dashboardPage(m.common_title_seasons, m.common_title_seasons),
      lazy: async () => ({
        Component: (await import('../features/season-admin/pages/seasons-page')).SeasonsPage,
      }),
    },
    {
      path: paths.dashboard.board,
      handle: dashboardPage(m.common_title_board, m.common_title_board, 'sm'),
      lazy: async () => ({
        Component: (await import('../features/board/pages/board-admin-page')).BoardAdminPage,
      }),
    },
    {
      path: paths.dashboard.auditLog,
      handle: dashboardPage(m.common_title_audit_log, m.common_title_audit_log),
      lazy: async () => ({
        Component: (await import('../features/audit/pages/audit-log-page')).AuditLogPage,
      }),
    },
    {
      path: paths.dashboard.texts,
      handle: dashboardPage(m.common_title_texts, m.common_title_texts),
      lazy: async () => ({
        Component: (await import('../features/league-texts/pages/league-texts-page')).LeagueTextsPage,
      }),
    },
    {
      path: paths.dashboard.freeAgents,
      handle: dashboardPage(m.common_title_free_agents, m.common_title_free_agents),
      lazy: async () => ({
        Component: (await import('../features/free-agents/pages/free-agents-page')).FreeAgentsPage,
      }),
    },
    {
      path: paths.dashboard.failedMails,
      handle: dashboardPage(m.common_title_failed_mails, m.common_title_failed_mails),
      lazy: async () => ({
        Component: (await import('../features/failed-mails/pages/failed-mails-page')).FailedMailsPage,
      }),
    },
    { path: '*', handle: dashboardPage(undefined, m.common_title_welcome, 'sm'), lazy: welcomeRoute },
  ],
};
