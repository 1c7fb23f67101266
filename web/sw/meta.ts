import { CACHES } from './routes';

const META_KEY = '/sw-meta';

/** What the worker remembers between its starts: the pages' language and this browser's last write. */
export interface Meta {
  lang: string | null;
  lastWriteAt: number;
}
let meta: Promise<Meta> | null = null;

export function loadMeta(): Promise<Meta> {
  meta ??= caches
    .open(CACHES.meta)
    .then((cache) => cache.match(META_KEY))
    .then((response) => response?.json() as Promise<Partial<Meta>> | undefined)
    .then((stored) => ({ lang: stored?.lang ?? null, lastWriteAt: stored?.lastWriteAt ?? 0 }))
    .catch(() => ({ lang: null, lastWriteAt: 0 }));
  return meta;
}

export async function saveMeta(change: Partial<Meta>): Promise<void> {
  const next = { ...(await loadMeta()), ...change };
  meta = Promise.resolve(next);
  const cache = await caches.open(CACHES.meta);
  await cache.put(
    META_KEY,
    new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }),
  );
}
