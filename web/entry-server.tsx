import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Team } from '../common/api/types';
import type { Locale } from '../common/i18n/locale';
import { m, setLocale } from '../common/i18n/messages';
import { AppErrorBoundary } from './app/app-error-boundary';
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

export { hasPage, PAGE_MODULES, PRERENDERED_PAGES, prerenderedDatasets };

export interface PrerenderedPage {
  html: string;
  title: string;
  description: string;
}

const handler = createStaticHandler(routes);

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
  // Renders of both languages may interleave at the await above; from here to the return all is
  // synchronous, so this render's texts are all in its own language.
  setLocale(locale, { reload: false });
  const html = renderToString(
    <StrictMode>
      <AppErrorBoundary>
        <Providers queryClient={createQueryClient(data)}>
          {/* hydrate={false}: no inline script (CSP); the pages use no loaders, so there is no data to pass. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>,
  );
  const routeHandle = context.matches.findLast(
    (match) => (match.route.handle as RouteHandle | undefined)?.title,
  )?.route.handle as RouteHandle | undefined;
  // A team's page is titled with the team's name, as TeamPage sets it in the browser (usePageTitle).
  const team = teamId === null ? undefined : (data.teams as Team[]).find((t) => t.id === teamId);
  const handle: RouteHandle | undefined = team
    ? { title: () => team.name, description: () => m.common_meta_team({ team: team.name }) }
    : routeHandle;
  return { html, title: documentTitle(handle), description: documentDescription(handle) };
}
