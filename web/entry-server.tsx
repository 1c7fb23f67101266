import { AsyncLocalStorage } from 'node:async_hooks';
import type { DehydratedState, FetchQueryOptions, Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Team } from '../common/api/types';
import type { Locale } from '../common/i18n/locale';
import { m, setLocale } from '../common/i18n/messages';
import type { ViewportHint } from '../common/session-pages';
import { AppErrorBoundary } from './app/app-error-boundary';
import { firstScreenQueries } from './app/first-screen-queries';
import { documentDescription, documentTitle, type RouteHandle } from './app/layout/root-layout';
import {
  PAGE_MODULES,
  PRERENDERED_PAGES,
  type PrerenderedData,
  prerenderedDatasets,
  teamOfPath,
} from './app/prerender';
import { createQueryClient, Providers } from './app/providers';
import { hasPage, routes } from './app/router';
import { sessionFollowUpQueries } from './app/session-follow-ups';
import { type ServerTransport, setServerTransport } from './lib/api-client';
import type { Session } from './lib/session';
import { sessionAnswers } from './lib/session-answers';

export { hasPage, PAGE_MODULES, PRERENDERED_PAGES, prerenderedDatasets };

export interface PrerenderedPage {
  html: string;
  title: string;
  description: string;
}

const handler = createStaticHandler(routes);

// Each session render's reads go through its own transport, though renders interleave.
const transports = new AsyncLocalStorage<ServerTransport>();
setServerTransport(() => transports.getStore());

/** The app as the browser's first render shows it, to HTML in `locale`, synchronously. */
function renderApp(
  router: ReturnType<typeof createStaticRouter>,
  context: Parameters<typeof StaticRouterProvider>[0]['context'],
  queryClient: QueryClient,
  locale: Locale,
  session: Session | null,
  viewport: ViewportHint | null,
): string {
  // Renders of both languages may interleave at awaits; from here to the return all is
  // synchronous, so this render's texts are all in its own language.
  setLocale(locale, { reload: false });
  return renderToString(
    <StrictMode>
      <AppErrorBoundary>
        <Providers queryClient={queryClient} initialSession={session} viewport={viewport}>
          {/* hydrate={false}: no inline script (CSP); the pages use no loaders, so there is no data to pass. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

function titleAndDescription(context: { matches: { route: { handle?: unknown } }[] }, team?: Team) {
  const routeHandle = context.matches.findLast(
    (match) => (match.route.handle as RouteHandle | undefined)?.title,
  )?.route.handle as RouteHandle | undefined;
  // A team's page is titled with the team's name, as TeamPage sets it in the browser (usePageTitle).
  const handle: RouteHandle | undefined = team
    ? { title: () => team.name, description: () => m.common_meta_team({ team: team.name }) }
    : routeHandle;
  return { title: documentTitle(handle), description: documentDescription(handle) };
}

/**
 * Renders a visitor page to HTML in `locale` with the public answers it reads, as the browser's
 * first render would (no session yet, the language of <html lang>), so hydration matches. Null
 * when the URL is no prerendered page (or the page of a team visitors do not see).
 */
export async function render(
  url: URL,
  data: PrerenderedData,
  locale: Locale,
): Promise<PrerenderedPage | null> {
  if (!prerenderedDatasets(url.pathname)) return null;
  // A team page only for a team visitors see: made-up ids get no page kept on the server.
  const teamId = teamOfPath(url.pathname);
  if (teamId !== null && !(data.teams as Team[] | undefined)?.some((team) => team.id === teamId)) return null;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderApp(router, context, createQueryClient(data), locale, null, null);
  const team = teamId === null ? undefined : (data.teams as Team[]).find((t) => t.id === teamId);
  return { html, ...titleAndDescription(context, team) };
}

export interface SessionPage extends PrerenderedPage {
  /** The answers the page was rendered with, the session token in their keys marked. */
  answers: DehydratedState;
  /** How many renders it took to find everything the page reads (at most MAX_RENDERS). */
  renders: number;
}

/**
 * The title and description of a dashboard page in `locale`, known before its data (decision 050):
 * the server sends the page's head with them while it renders the page for the session. Null when
 * the URL is no page.
 */
export async function sessionPageHead(
  url: URL,
  locale: Locale,
): Promise<{ title: string; description: string } | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  // The texts are in the current language: set it in the same synchronous step.
  setLocale(locale, { reload: false });
  return titleAndDescription(context);
}

/** A query the page reads now (not one waiting with `enabled: false`). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Renders until the page asks for nothing new: a page may ask on (a season's results once it knows the season). */
const MAX_RENDERS = 4;

/**
 * Renders a dashboard page with a session's answers (decision 041), as the browser's first
 * render with those answers in its query cache will: each render shows which queries the page
 * reads; they are asked through `transport` (the server's own API with the session's token) and
 * the page rendered again with them, laid out for `viewport` (the browser's last layout). Null when the server refused the session or a read failed:
 * the page then goes out as its frame, and the browser asks itself.
 */
export async function renderForSession(
  url: URL,
  data: PrerenderedData,
  locale: Locale,
  transport: ServerTransport,
  viewport: ViewportHint | null,
): Promise<SessionPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient(data);
  const inPage = new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryHash),
  );
  // A failed read is not asked again after a pause: the page goes out as its frame at once.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const session = { access_token: transport.token };
  const askAll = (queries: FetchQueryOptions<unknown>[]) =>
    transports.run(transport, () => Promise.all(queries.map((query) => queryClient.fetchQuery(query))));
  // What the page shows first is known: asked before the first render, not found by one.
  await askAll(firstScreenQueries(url.pathname, transport.token));
  // And what those answers say the first render will ask: one render fewer to find it.
  await askAll(sessionFollowUpQueries(url.pathname, transport.token, queryClient));
  for (let renders = 1; ; renders++) {
    const html = renderApp(router, context, queryClient, locale, session, viewport);
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && isEnabled(query));
    if (asked.length === 0) {
      return {
        html,
        answers: sessionAnswers(queryClient, transport.token, inPage),
        renders,
        ...titleAndDescription(context),
      };
    }
    if (renders === MAX_RENDERS) return null;
    await transports.run(transport, () => Promise.all(asked.map((query) => query.fetch())));
  }
}
