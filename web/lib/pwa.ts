import { onlineManager, type QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { FETCHED_AT_HEADER, isDataCache, OFFLINE_META, READ_UPDATED, SKIP_WAITING } from '../sw/routes';

/**
 * The installable app's side of the page (decision 046): registers the service worker (production
 * builds only, after the page has loaded), says when the page shows data without a network,
 * offers a waiting new version, and the iPhone's add-to-home-screen hint. The notices themselves
 * are a lazy chunk (web/app/layout/pwa-notices.tsx) loaded only when one is due.
 */
export interface PwaState {
  offline: boolean;
  update: boolean;
  installHint: boolean;
}

// What the server rendered: no notice (the page cannot know on the server).
const NOTHING: PwaState = { offline: false, update: false, installHint: false };
let state = NOTHING;
const listeners = new Set<() => void>();

/**
 * A new state object only when a value changes: the notices' store snapshot must stay the object the
 * hydration rendered with (NOTHING), else React re-renders synchronously right after hydrating.
 */
function change(next: Partial<PwaState>): void {
  const keys = Object.keys(next) as (keyof PwaState)[];
  if (keys.every((key) => next[key] === state[key])) return;
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => NOTHING,
  );
}

/**
 * When the answers shown were fetched, for those that came from a cache (the worker's, a page's
 * kept copy, the dashboard's kept answers): keyed by the answer object; others count from when
 * they arrived.
 */
const dataTimes = new WeakMap<object, number>();

export function noteDataTime(data: unknown, at: number): void {
  if (data && typeof data === 'object' && at > 0) dataTimes.set(data, at);
}

export function dataTime(data: unknown): number | undefined {
  return data && typeof data === 'object' ? dataTimes.get(data) : undefined;
}

/** The query client's structural sharing, keeping the time of the answer it takes (or none: a fresh one). */
export function shareKeepingTime(before: unknown, after: unknown): unknown {
  const shared = replaceEqualDeep(before, after);
  const at = dataTime(after);
  if (shared && typeof shared === 'object') {
    dataTimes.delete(shared);
    if (at !== undefined) dataTimes.set(shared, at);
  }
  return shared;
}

/** The time a cached answer was fetched, as the worker stamped it; null for an answer from the network. */
export function cachedAnswerTime(response: Response): number | null {
  return Number(response.headers.get(FETCHED_AT_HEADER)) || null;
}

/** The page came from the worker's cache, without a network: when its data was fetched (0: the shell, no data). */
export function offlinePageTime(): number | null {
  const meta = document.querySelector(`meta[name="${OFFLINE_META}"]`);
  return meta ? Number(meta.getAttribute('content')) || 0 : null;
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** localStorage: the iPhone's add-to-home-screen hint was closed (named on the privacy page's list of keys). */
export const INSTALL_HINT_KEY = 'install-hint-closed';

/**
 * Whether to show how to add the site to the home screen: iPhone and iPad Safari have no install
 * prompt (other browsers there say "Safari" in their user agent too, with their own token), not
 * when the site already runs from the home screen, not once the hint was closed.
 */
export function wantsInstallHint(userAgent: string, standalone: boolean, closed: boolean): boolean {
  if (standalone || closed) return false;
  return (
    /iPhone|iPad|iPod/.test(userAgent) &&
    /Safari\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)
  );
}

export function closeInstallHint(): void {
  try {
    localStorage.setItem(INSTALL_HINT_KEY, '1');
  } catch {
    // Storage unavailable: closed for this page view only.
  }
  change({ installHint: false });
}

let waiting: ServiceWorker | null = null;
let updating = false;

/** The Update button: the waiting version takes over, and the page reloads once it controls it. */
export function applyUpdate(): void {
  if (!waiting) return;
  updating = true;
  waiting.postMessage({ type: SKIP_WAITING });
}

/** At logout: the pages and answers the worker kept on this device go (the built app stays). */
export async function clearKeptPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter(isDataCache).map((name) => caches.delete(name)));
}

async function register(queryClient: QueryClient): Promise<void> {
  const { serviceWorker } = navigator;
  // A read the page got from the cache changed on the server: the views ask again (and get it).
  serviceWorker.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === READ_UPDATED) void queryClient.invalidateQueries();
  });
  serviceWorker.addEventListener('controllerchange', () => {
    if (updating) window.location.reload();
  });
  const registration = await serviceWorker.register('/sw.js');
  // A new version is offered only where an older one controls the page (the first install is silent).
  const offer = (worker: ServiceWorker | null) => {
    if (!worker || !serviceWorker.controller) return;
    waiting = worker;
    change({ update: true });
  };
  const follow = (installing: ServiceWorker | null) =>
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  offer(registration.waiting);
  // The browser may have found the new version already (it looks on every navigation).
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  // A phone keeps the app open for days: look for a new version whenever it comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}

export function startPwa(queryClient: QueryClient): void {
  // A page the worker served from its cache was not reachable, whatever navigator.onLine says.
  change({ offline: isOffline() || offlinePageTime() !== null });
  // The query client assumes a network until the browser says otherwise: a page opened offline
  // keeps the answers it has (kept or cached) and asks again once online, instead of failing.
  onlineManager.setOnline(!isOffline());
  const update = () => change({ offline: isOffline() });
  window.addEventListener('offline', update);
  window.addEventListener('online', update);
  let closed = false;
  try {
    closed = localStorage.getItem(INSTALL_HINT_KEY) !== null;
  } catch {
    closed = true;
  }
  const standalone =
    (navigator as { standalone?: boolean }).standalone === true ||
    window.matchMedia('(display-mode: standalone)').matches;
  if (wantsInstallHint(navigator.userAgent, standalone, closed)) change({ installHint: true });
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded: the worker and its precache never compete with the first paint.
  const later = () => setTimeout(() => void register(queryClient).catch(() => undefined), 1000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
