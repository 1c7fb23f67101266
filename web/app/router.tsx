import { matchRoutes, type RouteObject } from 'react-router';
import { m } from '../../common/i18n/messages';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../lib/paths';
import { dashboardRoute } from './dashboard-routes';
import { RootLayout, type RouteHandle } from './layout/root-layout';
import { RouteErrorPage } from './route-error-page';

// Message functions, not texts: a handle is made once, and shown in the page's language.
const title = (text: () => string, description?: () => string): RouteHandle => ({
  title: text,
  ...(description ? { description } : {}),
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
