/**
 * The service worker (decision 046), built to dist/web/sw.js by scripts/pwa-build.mjs with the
 * build's precache list and version. Which request takes which way is decided in routes.ts, what
 * the worker remembers between its starts is kept by meta.ts.
 * A new version waits until the page's Update button posts SKIP_WAITING: it never takes over an
 * open page by itself.
 */
import { loadMeta, saveMeta } from './meta';
import { pageLanguage } from './page-language';
import { listenForPushes } from './push';
import {
  CACHES,
  FETCHED_AT_HEADER,
  isDataCache,
  mayServeStale,
  offlineHtml,
  pageKey,
  READ_UPDATED,
  readKey,
  SKIP_WAITING,
  type Strategy,
  strategyFor,
  VISITOR_TEAMS,
} from './routes';
import type { FetchEvent, WorkerScope } from './worker-types';

declare const __PRECACHE__: string[];
declare const __SW_VERSION__: string;

const worker = self as unknown as WorkerScope;
const SHELL = CACHES.shell(__SW_VERSION__);
// Named once: the build inlines the list wherever the global is read.
const PRECACHE: readonly string[] = __PRECACHE__;
const PRECACHED = new Set(PRECACHE);
const INDEX = '/index.html';

/** A copy to keep, stamped with the time it was fetched (the page's offline notice shows it). */
function stamped(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(FETCHED_AT_HEADER, String(Date.now()));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const fetchedAt = (response: Response) => Number(response.headers.get(FETCHED_AT_HEADER)) || 0;

/** Whether an answer may be kept: same origin, a 200, and not marked private by the server. */
const keepable = (response: Response) =>
  response.ok &&
  response.type === 'basic' &&
  !/no-store|private/.test(response.headers.get('cache-control') ?? '');

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL).then((cache) =>
      // Hashed assets may come from the HTTP cache; index.html and the named files are asked again.
      cache.addAll(
        PRECACHE.map(
          (path) => new Request(path, { cache: path.startsWith('/assets/') ? 'default' : 'no-cache' }),
        ),
      ),
    ),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      // Earlier builds' shells go; the pages and reads stay (the next read refreshes them).
      await Promise.all(
        names
          .filter((name) => name.startsWith('league-') && name !== SHELL && !isDataCache(name))
          .map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === SKIP_WAITING) event.waitUntil(worker.skipWaiting());
});

listenForPushes(worker);

async function fromShell(path: string): Promise<Response | undefined> {
  return (await caches.open(SHELL)).match(path, { ignoreSearch: true });
}

/** Hashed assets and the build's named files: from the precache, else the network. */
async function shell(request: Request): Promise<Response> {
  return (await fromShell(new URL(request.url).pathname)) ?? fetch(request);
}

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html');

/** Remembers the language of a page the network gave, visitor or dashboard page (page-language.ts). */
function noteLanguage(event: FetchEvent, response: Response): void {
  if (!response.ok || !isHtml(response)) return;
  event.waitUntil(
    pageLanguage(response).then(async (lang) => {
      if (lang && lang !== (await loadMeta()).lang) await saveMeta({ lang });
    }),
  );
}

/** The app's page as built, marked as offline, in the language of the last page read. */
async function offlineShell(): Promise<Response> {
  const index = await fromShell(INDEX);
  if (!index) return Response.error();
  return offlinePage(index, null);
}

async function offlinePage(cached: Response, dataAt: number | null): Promise<Response> {
  const { lang } = await loadMeta();
  const headers = new Headers(cached.headers);
  for (const name of ['content-encoding', 'content-length', 'etag', FETCHED_AT_HEADER]) headers.delete(name);
  return new Response(offlineHtml(await cached.text(), dataAt ?? 0, lang), { status: 200, headers });
}

/** A visitor page: network first (kept for later), offline its kept copy, else the shell. */
async function page(event: FetchEvent): Promise<Response> {
  const key = pageKey(event.request.url);
  try {
    const response = await fetch(event.request);
    if (keepable(response) && isHtml(response)) {
      const copy = stamped(response.clone());
      event.waitUntil(caches.open(CACHES.pages).then((cache) => cache.put(key, copy)));
    }
    noteLanguage(event, response);
    return response;
  } catch {
    const cached = await (await caches.open(CACHES.pages)).match(key, { ignoreVary: true });
    return cached ? offlinePage(cached, fetchedAt(cached)) : offlineShell();
  }
}

/**
 * A dashboard page: never kept (the server may render it with the user's data); offline the
 * neutral shell, which shows what the session kept on the device (web/lib/kept-answers.ts).
 */
async function dashboard(event: FetchEvent): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(event.request);
  } catch {
    return offlineShell();
  }
  // Not kept, but its language is: the shell served offline speaks the one last read.
  noteLanguage(event, response);
  return response;
}

/** A public read: the kept answer at once while the network refreshes it; network first after a write. */
async function read(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const { lang, lastWriteAt } = await loadMeta();
  const url = request.method === 'GET' ? request.url : new URL(VISITOR_TEAMS, request.url).href;
  const key = readKey(url, lang ?? 'en');
  const cache = await caches.open(CACHES.reads);
  const cached = await cache.match(key, { ignoreVary: true });
  const fresh = fetch(request).then(async (response) => {
    if (keepable(response)) await cache.put(key, stamped(response.clone()));
    return response;
  });
  if (cached && mayServeStale(fetchedAt(cached), lastWriteAt)) {
    event.waitUntil(
      fresh.then(
        async (response) => {
          // A changed answer: the pages ask again and get it from the cache.
          const changed = response.headers.get('etag') !== cached.headers.get('etag');
          if (!keepable(response) || !changed || !new URL(url).pathname.startsWith('/api/')) return;
          for (const client of await worker.clients.matchAll({ type: 'window' })) {
            client.postMessage({ type: READ_UPDATED, url });
          }
        },
        () => undefined,
      ),
    );
    return cached;
  }
  try {
    return await fresh;
  } catch (error) {
    if (cached) return cached;
    throw error;
  }
}

/** A write: to the network; public reads kept before it are asked for afresh. */
async function write(request: Request): Promise<Response> {
  const response = await fetch(request);
  await saveMeta({ lastWriteAt: Date.now() });
  return response;
}

const handlers: Record<Exclude<Strategy, 'network'>, (event: FetchEvent) => Promise<Response>> = {
  shell: (event) => shell(event.request),
  read,
  page,
  dashboard,
  write: (event) => write(event.request),
};

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(
    {
      method: request.method,
      url: request.url,
      mode: request.mode,
      authorized: request.headers.has('authorization'),
    },
    worker.location.origin,
    PRECACHED,
  );
  if (strategy !== 'network') event.respondWith(handlers[strategy](event));
});
