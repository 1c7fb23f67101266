import { useMediaQuery } from '@mantine/hooks';
import { createContext, type ReactNode, use } from 'react';
import { dashboardCookie, PHONE_QUERY, VIEWPORT_COOKIE, type ViewportHint } from '../../common/session-pages';

/**
 * The layout a page was rendered in on the server (decision 041), null when it was not: its
 * first render in the browser must match, and the screen's own answer follows in an effect.
 */
const ViewportHintContext = createContext<ViewportHint | null>(null);

export function ViewportHintProvider({ hint, children }: { hint: ViewportHint | null; children: ReactNode }) {
  return <ViewportHintContext value={hint}>{children}</ViewportHintContext>;
}

/**
 * Whether the screen is a phone's. Without a server render it is read on the first render, so a
 * phone never flashes the wide layout; after one, it starts as the server rendered it.
 */
export function usePhoneLayout(): boolean {
  const hint = use(ViewportHintContext);
  return useMediaQuery(PHONE_QUERY, hint === 'phone', { getInitialValueInEffect: hint !== null });
}

/** Tells the server, for the next dashboard page it renders, which layout this screen shows. */
export function rememberViewport(): void {
  const query = window.matchMedia(PHONE_QUERY);
  const write = () => {
    const hint: ViewportHint = query.matches ? 'phone' : 'wide';
    const secure = location.protocol === 'https:';
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads; no Cookie Store API in Safari.
    document.cookie = dashboardCookie(VIEWPORT_COOKIE, hint, 31_536_000, secure);
  };
  write();
  query.addEventListener('change', write);
}
