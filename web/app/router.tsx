import { matchRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import type { PageSkeleton } from '../components/ui/skeletons';
import { paths } from '../lib/paths';
import { RootLayout, type RouteHandle } from './layout/root-layout';
import { RouteErrorPage } from './route-error-page';

const title = (text: string): RouteHandle => ({ title: text });
/** A dashboard page: its document title, and the <h1> (text and width) the page itself renders. */
const dashboardPage = (
  text: string | undefined,
  heading: string,
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
    handle: title('Teams'),
    lazy: async () => ({ Component: (await import('../features/teams/pages/teams-page')).TeamsPage }),
  },
  {
    path: paths.teamPage,
    handle: title('Team'),
    lazy: async () => ({ Component: (await import('../features/teams/pages/team-page')).TeamPage }),
  },
  {
    path: paths.table,
    handle: title('Table'),
    lazy: async () => ({ Component: (await import('../features/table/pages/table-page')).TablePage }),
  },
  {
    path: paths.matches,
    handle: title('Matches'),
    lazy: async () => ({ Component: (await import('../features/matches/pages/matches-page')).MatchesPage }),
  },
  {
    path: paths.topScorer,
    handle: title('Top Scorers'),
    lazy: async () => ({
      Component: (await import('../features/top-scorers/pages/top-scorers-page')).TopScorersPage,
    }),
  },
  {
    path: paths.rules,
    handle: title('Rules'),
    lazy: async () => ({ Component: (await import('../features/rules/pages/rules-page')).RulesPage }),
  },
  {
    path: paths.aboutUs,
    handle: title('Meet the Team'),
    lazy: async () => ({
      Component: (await import('../features/board/pages/meet-the-team-page')).MeetTheTeamPage,
    }),
  },
  {
    path: paths.privacy,
    handle: title('Datenschutzerklärung'),
    lazy: async () => ({ Component: (await import('../features/legal/pages/privacy-page')).PrivacyPage }),
  },
  {
    path: paths.imprint,
    handle: title('Impressum'),
    lazy: async () => ({ Component: (await import('../features/legal/pages/imprint-page')).ImprintPage }),
  },
  {
    path: paths.terms,
    handle: title('Nutzungsbedingungen'),
    lazy: async () => ({ Component: (await import('../features/legal/pages/terms-page')).TermsPage }),
  },
];

const accountRoutes: RouteObject[] = [
  {
    path: paths.login,
    handle: title('Login'),
    lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
  },
  {
    path: paths.signup,
    handle: title('Sign Up'),
    lazy: async () => ({ Component: (await import('../features/auth/pages/signup-page')).SignupPage }),
  },
  {
    path: paths.passwordReset,
    handle: title('Reset Password'),
    lazy: async () => ({
      Component: (await import('../features/auth/pages/password-reset-page')).PasswordResetPage,
    }),
  },
  {
    path: paths.requestNewPassword,
    handle: title('Request New Password'),
    lazy: async () => ({
      Component: (await import('../features/auth/pages/request-new-password-page')).RequestNewPasswordPage,
    }),
  },
  {
    path: paths.resendVerification,
    handle: title('Resend Verification'),
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
  handle: title('Dashboard'),
  lazy: async () => ({ Component: (await import('./layout/dashboard-layout')).DashboardLayout }),
  children: [
    { index: true, handle: dashboardPage(undefined, 'Welcome', 'sm'), lazy: welcomeRoute },
    {
      path: paths.dashboard.myTeam,
      handle: dashboardPage('My Team', 'My Team', undefined, 'my-team'),
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
      handle: dashboardPage('My Matches', 'Matches', undefined, 'matches'),
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
      handle: dashboardPage('Refereeing', 'Refereeing', undefined, 'refereeing'),
      lazy: async () => ({
        Component: (await import('../features/match-day/pages/refereeing-page')).RefereeingPage,
      }),
    },
    {
      path: paths.dashboard.profile,
      handle: dashboardPage('Profile', 'Profile', 'sm'),
      lazy: async () => ({
        Component: (await import('../features/account/pages/profile-page')).ProfilePage,
      }),
    },
    {
      path: paths.dashboard.settings,
      handle: dashboardPage('Settings', 'Settings', 'sm'),
      lazy: async () => ({
        Component: (await import('../features/account/pages/settings-page')).SettingsPage,
      }),
    },
    {
      path: paths.dashboard.seasons,
      handle: dashboardPage('Seasons', 'Seasons'),
      lazy: async () => ({
        Component: (await import('../features/season-admin/pages/seasons-page')).SeasonsPage,
      }),
    },
    {
      path: paths.dashboard.board,
      handle: dashboardPage('Board', 'Board', 'sm'),
      lazy: async () => ({
        Component: (await import('../features/board/pages/board-admin-page')).BoardAdminPage,
      }),
    },
    {
      path: paths.dashboard.auditLog,
      handle: dashboardPage('Audit log', 'Audit log'),
      lazy: async () => ({
        Component: (await import('../features/audit/pages/audit-log-page')).AuditLogPage,
      }),
    },
    { path: '*', handle: dashboardPage(undefined, 'Welcome', 'sm'), lazy: welcomeRoute },
  ],
};

/** Any path no page has (the dashboard's own catch-all sends its unknown paths to Welcome). */
export const notFoundRoute: RouteObject = {
  path: '*',
  handle: title('Page not found'),
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
