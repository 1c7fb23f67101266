import { useId as useReactId } from 'react';

/**
 * Stands in for @mantine/hooks' useId in the builds (vite.config.ts, decision 051). Mantine's sets a
 * random id in a layout effect after every mount, so each input, tab list and modal on a page the
 * server rendered re-renders synchronously right after hydration, together with all the page's
 * effects in one long task. React's own id is the same on the server and in the browser, and
 * unique: nothing needs replacing.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
