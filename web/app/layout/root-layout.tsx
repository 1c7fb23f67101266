import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import type { PageSkeleton } from '../../components/ui/skeletons';
import { isDashboardPath } from './nav-items';
import classes from './root-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const siteName = 'Munich University League';

export interface RouteHandle {
  title?: string;
  /**
   * A dashboard page's <h1>, width and placeholder: the frame shows them while the session loads
   * (a page without a placeholder shows a loader).
   */
  heading?: { text: string; size?: 'sm' | 'lg'; skeleton?: PageSkeleton };
}

/** The document title of a route; the server's prerender writes the same one into the HTML. */
export function documentTitle(handle: RouteHandle | undefined): string {
  return handle?.title ? `${handle.title} · ${siteName}` : siteName;
}

function useDocumentTitle(): void {
  const matches = useMatches();
  const handle = matches.findLast((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const title = documentTitle(handle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Marks the page interactive (hydrated or rendered), for the browser tests to wait on. */
function useReadyMark(): void {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
}

export function RootLayout() {
  const { pathname } = useLocation();
  const inDashboard = isDashboardPath(pathname);
  useDocumentTitle();
  useReadyMark();

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <SiteHeader inDashboard={inDashboard} />
      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter inDashboard={inDashboard} />
    </div>
  );
}
