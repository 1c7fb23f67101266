import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/app-error-boundary';
import { documentTitle, type RouteHandle } from './app/layout/root-layout';
import { PAGE_MODULES, PRERENDERED_PAGES, type PrerenderedData } from './app/prerender';
import { createQueryClient, Providers } from './app/providers';
import { hasPage, routes } from './app/router';

export { hasPage, PAGE_MODULES, PRERENDERED_PAGES };

export interface PrerenderedPage {
  html: string;
  title: string;
}

const handler = createStaticHandler(routes);

/**
 * Renders a visitor page to HTML with the public answers it reads, as the browser's first render
 * would (no session yet), so hydration matches. Null when the URL is no prerendered page.
 */
export async function render(url: URL, data: PrerenderedData): Promise<PrerenderedPage | null> {
  if (!(url.pathname in PRERENDERED_PAGES)) return null;
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
