import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/mantine-components.css';
import './app/global.css';
import { type DehydratedState, hydrate as hydrateAnswers } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { SESSION_ANSWERS_ID, type SessionAnswersBlock } from '../common/session-pages';
import { AppErrorBoundary } from './app/app-error-boundary';
import { firstScreenQueries } from './app/first-screen-queries';
import { PRERENDER_DATA_ID, type PrerenderedData } from './app/prerender';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import { configureApiSession } from './lib/api-client';
import { restoreAnswers } from './lib/kept-answers';
import { startLocale } from './lib/language';
import { paths } from './lib/paths';
import { offlinePageTime, startPwa } from './lib/pwa';
import { getSeasonList } from './lib/queries/get-season';
import { seasonListQueryKey } from './lib/query-keys';
import { readStoredSession, type Session } from './lib/session';
import { answersForToken } from './lib/session-answers';
import { rememberViewport } from './lib/viewport-hint';

// Before anything renders a text: the language the server rendered the page in (<html lang>).
startLocale();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const embedded = document.getElementById(PRERENDER_DATA_ID);
const prerendered: PrerenderedData | null = embedded ? JSON.parse(embedded.textContent ?? '{}') : null;
const queryClient = createQueryClient(prerendered ?? {}, offlinePageTime());
// The service worker (production builds, after load), the offline notice and the update prompt (decision 046).
startPwa(queryClient);
// Most pages need the season list: without a prerendered page, start the request while the route's chunk loads.
if (!prerendered) void queryClient.prefetchQuery({ queryKey: seasonListQueryKey, queryFn: getSeasonList });
const stored = readStoredSession();
// A dashboard page the server rendered with this browser's session (decision 041): its answers
// go into the query cache under the stored token, and the app starts signed in, as the HTML shows.
const sessionBlock = document.getElementById(SESSION_ANSWERS_ID);
// A link to a place on the page (#match-12) may open another view or week than the server, which
// never sees the hash, rendered: the app then renders the page itself from the same answers.
const renderedSession: Session | null = sessionBlock && stored ? stored : null;
const renderAfresh = sessionBlock !== null && (renderedSession === null || window.location.hash !== '');
const rendered: SessionAnswersBlock<DehydratedState> | null =
  sessionBlock && renderedSession ? JSON.parse(sessionBlock.textContent ?? '{}') : null;
if (rendered && renderedSession) {
  hydrateAnswers(queryClient, answersForToken(rendered.answers, renderedSession.access_token));
  configureApiSession(renderedSession.access_token, null);
}
rememberViewport();
// On a dashboard page with a stored session, the page paints from the answers this session kept on
// the device (if any), and its answers are asked for now, in parallel with its chunks, rather than
// once those have loaded and rendered (decision 032). The session provider takes the session over
// (with its 401 handling) when it mounts; the server checks the token either way.
if (stored && !renderedSession && window.location.pathname.startsWith(paths.dashboard.root)) {
  const token = stored.access_token;
  restoreAnswers(queryClient, token);
  configureApiSession(token, null);
  for (const query of firstScreenQueries(window.location.pathname, token))
    void queryClient.prefetchQuery(query);
}

/** Hydration must render what the server rendered, so the page's lazy chunks load first. */
async function resolveLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement) {
  // A page rendered for a session this browser no longer holds (logged out in another tab) is not
  // this browser's to show: gone at once. One whose hash may ask for another view stays on screen
  // until the app's own render replaces it.
  if (sessionBlock && !renderedSession) container.replaceChildren();
  const hydrate = !renderAfresh && prerendered !== null && container.hasChildNodes();
  if (hydrate) await resolveLazyRoutes();
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <Providers
          queryClient={queryClient}
          initialSession={renderedSession}
          viewport={rendered?.viewport ?? null}
        >
          <RouterProvider router={createBrowserRouter(routes)} />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>
  );
  // A transition hydrates in slices of a few milliseconds (default hydration is one blocking task):
  // a phone's main thread stays free for input while the page becomes interactive.
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// Evaluating the scripts is one long task on a phone; starting the app in a task of its own splits
// it in two (Lighthouse mobile TBT on /table 177 -> 102 ms, median of 3).
setTimeout(() => void start(root), 0);
