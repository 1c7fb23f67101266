import { createContext, useContext, useEffect } from 'react';

/**
 * A page's own title, when its data names it (a team's page is the team's name): a route's handle
 * is made once and knows no data. Set by the page with usePageTitle, null for the route's.
 */
export const PageTitle = createContext<(title: string | null) => void>(() => {});

/**
 * The document title is `title` while the page shows, the route's title again when it leaves. The
 * server's prerender writes the same one (entry-server.tsx).
 */
export function usePageTitle(title: string | null): void {
  const setTitle = useContext(PageTitle);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
