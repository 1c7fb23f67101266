/**
 * Which strategy the service worker (web/sw/sw.ts) takes for a request, and the names it keeps
 * things under: pure, so the decisions are unit-tested (routes.test.ts) and the page's logout can
 * name the caches it clears (decision 046).
 */

/**
 * - shell: a precached file of the build (hashed assets, index.html, icons): cache first.
 * - read: a public read: stale-while-revalidate (network first after a write from this browser).
 * - page: a visitor page's navigation: network first, offline its cached copy or the shell.
 * - dashboard: a dashboard navigation: network only (never cached), offline the neutral shell.
 * - write: a call that may change the league: to the network, noting that public reads are older.
 * - network: not the worker's business (other origins, signed-in calls, the API reference).
 */
export type Strategy = 'shell' | 'read' | 'page' | 'dashboard' | 'write' | 'network';

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
  /** Whether the request carries an Authorization header: a signed-in call is never cached. */
  authorized: boolean;
}

/** The public GET reads of the API (server/routes/public.ts, pitches.ts, teams.ts), answered alike to every visitor. */
export const PUBLIC_READS: ReadonlySet<string> = new Set([
  '/api/getSeasons',
  '/api/getSeasonList',
  '/api/getSeason',
  '/api/getGroups',
  '/api/getAcceptedTeams',
  '/api/gettopscorer',
  '/api/getBoardMembers',
  '/api/getLeagueDetails',
  '/api/getLeagueText',
  '/api/getPitches',
  '/api/getSettings',
]);

/** A visitor's team list is a POST without a session (optional auth): cached under this GET key. */
export const VISITOR_TEAMS = '/api/getTeams';

/** Pages served by the server outside the app: never the worker's. */
const SERVER_PAGES = /^\/(api|calendar|mail|dev)(\/|$)/;

export const DASHBOARD = /^\/dashboard(\/|$)/;

/** API calls that change nothing a public read shows: reads by POST (a body carries the session), sessions. */
const NO_LEAGUE_WRITE = /^\/api\/(get|verify$|login$|logout$)/i;

export function strategyFor(request: RequestFacts, origin: string, precached: ReadonlySet<string>): Strategy {
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (request.method !== 'GET') {
    if (request.method === 'POST' && path === VISITOR_TEAMS && !request.authorized) return 'read';
    return path.startsWith('/api/') && !NO_LEAGUE_WRITE.test(path) ? 'write' : 'network';
  }
  if (request.authorized) return 'network';
  if (request.mode === 'navigate') {
    if (SERVER_PAGES.test(path)) return 'network';
    return DASHBOARD.test(path) ? 'dashboard' : 'page';
  }
  if (precached.has(path)) return 'shell';
  if (PUBLIC_READS.has(path)) return 'read';
  // Crests and board photos; a crest with its key is shown to a team's members only (decision 037).
  if (/^\/(crests|images)\//.test(path) && !url.searchParams.has('key')) return 'read';
  return 'network';
}

/**
 * The cache key of a public read: its URL in the language the pages are read in (answers with
 * explanations differ per language, decision 042, and the language lives in a cookie the worker
 * cannot read).
 */
export function readKey(url: string, lang: string): string {
  const key = new URL(url);
  key.searchParams.set('sw-lang', lang);
  return key.href;
}

/** The cache key of a visitor page: its path (a query string only filters what the page shows). */
export function pageKey(url: string): string {
  const key = new URL(url);
  return `${key.origin}${key.pathname}`;
}

/** Response header with the time (ms) a cached copy was fetched; the page reads it (web/lib/pwa.ts). */
export const FETCHED_AT_HEADER = 'x-sw-fetched-at';
/** The meta element the worker adds to a page it serves from its cache: content is the time of its data. */
export const OFFLINE_META = 'offline-as-of';

/**
 * A cached page served without a network: it says so (and since when) in a meta element, and the
 * shell takes the language of the last page read.
 */
export function offlineHtml(html: string, fetchedAt: number, lang: string | null): string {
  let page = html.replace(
    /<head>/,
    `<head><meta name="${OFFLINE_META}" content="${Math.floor(fetchedAt)}" />`,
  );
  if (lang && /^[a-z]{2}$/.test(lang)) page = page.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`);
  return page;
}

/** Cache names; the shell's carries the build's version, so an update brings its own. */
export const CACHES = {
  shell: (version: string) => `league-shell-${version}`,
  pages: 'league-pages',
  reads: 'league-reads',
  meta: 'league-meta',
} as const;

/** Caches holding answers or pages read on this device (cleared at logout); the shell holds only the build. */
export function isDataCache(name: string): boolean {
  return name === CACHES.pages || name === CACHES.reads || name === CACHES.meta;
}

/** What the page posts to a waiting worker to take over (the Update button). */
export const SKIP_WAITING = 'SKIP_WAITING';
/** What the worker posts to its pages when a read's revalidation brought a different answer. */
export const READ_UPDATED = 'sw-read-updated';

/**
 * Whether a cached read may be served before the network answers: only if it was fetched after
 * the last write this browser made (a write through the worker; e.g. a result entered), so
 * nobody sees an answer older than their own change.
 */
export function mayServeStale(fetchedAt: number, lastWriteAt: number): boolean {
  return fetchedAt > lastWriteAt;
}
