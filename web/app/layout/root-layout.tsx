import { useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { m } from '../../../common/i18n/messages';
import type { PageSkeleton } from '../../components/ui/skeletons';
import { PageTitle } from '../../lib/page-title';
import { isDashboardPath } from './nav-items';
import { PwaNotices } from './pwa-notices';
import classes from './root-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Texts are message functions, called when shown: they follow the page's language. */
export interface RouteHandle {
  title?: () => string;
  /** The page's meta description; the site's own where a page has none. */
  description?: () => string;
  /**
   * A dashboard page's <h1>, width and placeholder: the frame shows them while the session loads
   * (a page without a placeholder shows a loader).
   */
  heading?: { text: () => string; size?: 'sm' | 'lg'; skeleton?: PageSkeleton };
}

/** The document title of a route; the server's prerender writes the same one into the HTML. */
export function documentTitle(handle: RouteHandle | undefined): string {
  return handle?.title ? `${handle.title()} · ${m.common_site_name()}` : m.common_site_name();
}

/** The meta description of a route, as the server's prerender writes it. */
export function documentDescription(handle: RouteHandle | undefined): string {
  return handle?.description?.() ?? m.common_site_description();
}

function useDocumentTitle(pageTitle: string | null): void {
  const matches = useMatches();
  const handle = matches.findLast((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const title = documentTitle(pageTitle === null ? handle : { title: () => pageTitle });
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
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  useDocumentTitle(pageTitle);
  useReadyMark();

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {m.common_skip_to_content()}
      </a>
      <SiteHeader inDashboard={inDashboard} />
      {/* Offline notice, update prompt, iPhone hint (decision 046): nothing on the server's render. */}
      <PwaNotices />
      <main id="main" className={classes.main} tabIndex={-1}>
        <PageTitle.Provider value={setPageTitle}>
          <Outlet />
        </PageTitle.Provider>
      </main>
      <SiteFooter inDashboard={inDashboard} />
    </div>
  );
}
