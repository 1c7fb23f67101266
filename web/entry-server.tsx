import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Team } from '../common/api/types';
import { AppErrorBoundary } from './app/app-error-boundary';
import { documentTitle, type RouteHandle } from './app/layout/root-layout';
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
}

const handler = createStaticHandler(routes);

/**
 * Renders a visitor page to HTML with the public answers it reads, as the browser's first render
 * would (no session yet), so hydration matches. Null when the URL is no prerendered page (or the
 * page of a team visitors do not see).
 */
export async function render(url: URL, data: PrerenderedData): Promise<PrerenderedPage | null> {
  if (!prerenderedDatasets(url.pathname)) return null;
  // A team page only for a team visitors see: made-up ids get no page kept on the server.
  const teamId = teamOfPath(url.pathname);
  if (teamId !== null && !(data.teams as Team[] | undefined)?.some((team) => team.id === teamId)) return null;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
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
  const handle = context.matches.findLast((match) => (match.route.handle as RouteHandle | undefined)?.title)
    ?.route.handle as RouteHandle | undefined;
  return { html, title: documentTitle(handle) };
}
