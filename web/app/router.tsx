import { matchRoutes, type RouteObject } from 'react-router';
import { m } from '../../common/i18n/messages';
import { PageLoader } from '../components/ui/page-loader';
import type { PageSkeleton } from '../components/ui/skeletons';
import { paths } from '../lib/paths';
import { RootLayout, type RouteHandle } from './layout/root-layout';
import { RouteErrorPage } from './route-error-page';

// Message functions, not texts: a handle is made once, and shown in the page's language.
const title = (text: () => string, description?: () => string): RouteHandle => ({
  title: text,
  ...(description ? { description } : {}),
});
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

// Every page is its own lazy chunk, so a visitor downloads only the pages they open.
const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/home/pages/home-page')).HomePage }),
  },
  {
    path: paths.teams,
    handle: title(m.common_title_teams, m.common_meta_teams),
    lazy: async () => ({ Component: (await import('../features/teams/pages/teams-page')).TeamsPage }),
  },
  {
    path: paths.teamPage,
    handle: title(m.common_title_team),
    lazy: async () => ({ Component: (await import('../features/teams/pages/team-page')).TeamPage }),
  },
  {
    path: paths.table,
    handle: title(m.common_title_table, m.common_meta_table),
    lazy: async () => ({ Component: (await import('../features/table/pages/table-page')).TablePage }),
  },
  {
    path: paths.matches,
    handle: title(m.common_title_matches, m.common_meta_matches),
    lazy: async () => ({ Component: (await import('../features/matches/pages/matches-page')).MatchesPage }),
  },
  {
    path: paths.topScorer,
    handle: title(m.common_title_top_scorers, m.common_meta_top_scorers),
    lazy: async () => ({
      Component: (await import('../features/top-scorers/pages/top-scorers-page')).TopScorersPage,
    }),
  },
  {
    path: paths.rules,
    handle: title(m.common_title_rules, m.common_meta_rules),
    lazy: async () => ({ Component: (await import('../features/rules/pages/rules-page')).RulesPage }),
  },
  {
    path: paths.aboutUs,
    handle: title(m.common_title_meet_the_team, m.common_meta_meet_the_team),
    lazy: async () => ({
      Component: (await import('../features/board/pages/meet-the-team-page')).MeetTheTeamPage,
    }),
  },
  {
    path: paths.privacy,
    handle: title(m.common_title_privacy),
    lazy: async () => ({ Component: (await import('../features/legal/pages/privacy-page')).PrivacyPage }),
  },
  {
    path: paths.imprint,
    handle: title(m.common_title_imprint),
    lazy: async () => ({ Component: (await import('../features/legal/pages/imprint-page')).ImprintPage }),
  },
  {
    path: paths.terms,
    handle: title(m.common_title_terms),
    lazy: async () => ({ Component: (await import('../features/legal/pages/terms-page')).TermsPage }),
  },
];

const accountRoutes: RouteObject[] = [
  {
    path: paths.login,
    handle: title(m.common_title_login),
    lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
  },
  {
    path: paths.signup,
    handle: title(m.common_title_signup),
    lazy: async () => ({ Component: (await import('../features/auth/pages/signup-page')).SignupPage }),
  },
  {
    path: paths.passwordReset,
    handle: title(m.common_title_password_reset),
    lazy: async () => ({
      Component: (await import('../features/auth/pages/password-reset-page')).PasswordResetPage,
    }),
  },
  {
    path: paths.requestNewPassword,
    handle: title(m.common_title_request_new_password),
    lazy: async () => ({
      Component: (await import('../features/auth/pages/request-new-password-page')).RequestNewPasswordPage,
    }),
  },
  {
    path: paths.resendVerification,
    handle: title(m.common_title_resend_verification),
    lazy: async () => ({
      Component: (await import('../features/auth/pages/resend-verification-page')).ResendVerificationPage,
    }),
  },
];

const welcomeRoute = async () => ({
  Component: (await import('../features/account/pages/welcome-page')).WelcomePage,
});

const dashboardRoute: RouteObject = {
  path: paths.dashboard.root,
  handle: title(m.common_title_dashboard),
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
      path: paths.dashboard.profile,
      handle: dashboardPage(m.common_title_profile, m.common_title_profile, 'sm'),
      lazy: async () => ({
        Component: (await import('../features/account/pages/profile-page')).ProfilePage,
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
      path: paths.dashboard.failedMails,
      handle: dashboardPage(m.common_title_failed_mails, m.common_title_failed_mails),
      lazy: async () => ({
        Component: (await import('../features/failed-mails/pages/failed-mails-page')).FailedMailsPage,
      }),
    },
    { path: '*', handle: dashboardPage(undefined, m.common_title_welcome, 'sm'), lazy: welcomeRoute },
  ],
};

/** Any path no page has (the dashboard's own catch-all sends its unknown paths to Welcome). */
export const notFoundRoute: RouteObject = {
  path: '*',
  handle: title(m.common_title_not_found),
  Component: RouteErrorPage,
};

/** One route tree for the browser router and the server's prerender (web/entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    // Failures of the shell itself land here, without header and footer.
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Page failures and the first chunk download keep the header and footer on screen.
        ErrorBoundary: RouteErrorPage,
        HydrateFallback: PageLoader,
        children: [...publicRoutes, ...accountRoutes, dashboardRoute, notFoundRoute],
      },
    ],
  },
];

/** Whether a page of the app answers the path, not the 'Page not found' screen (the server's 404). */
export function hasPage(pathname: string): boolean {
  const match = matchRoutes(routes, pathname)?.at(-1);
  // A team page's id is a number: /teams/extra is no page.
  if (match?.route.path === paths.teamPage) return /^\d+$/.test(match.params.teamId ?? '');
  return match?.route !== notFoundRoute;
}
