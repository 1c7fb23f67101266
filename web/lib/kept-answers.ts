import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { dataTime, noteDataTime } from './pwa';
import {
  myTeamQueryKey,
  pendingResultsQueryKey,
  seasonListQueryKey,
  seasonQueryKey,
  seasonsQueryKey,
  teamsQueryKey,
  todosQueryKey,
  userQueryKey,
} from './query-keys';

/**
 * The dashboard's last answers kept on the device for the session that read them (issue 24 point
 * 10, decision 032): a repeat visit paints the page from them at once and asks the server again.
 * They belong to one session token: another session (a user switch, a new login) never reads
 * them, and logout or a refused session removes them.
 */
export const KEPT_ANSWERS_KEY = 'dashboard-answers';

/**
 * The queries a dashboard page needs for its first screen: the user's own, keyed by the token, and
 * the seasons (everyone's: the whole list of getSeasons, the season list and each season read on
 * its own, decision 045).
 */
const KEPT_QUERIES: readonly (readonly unknown[])[] = [
  todosQueryKey,
  userQueryKey,
  myTeamQueryKey,
  teamsQueryKey,
  seasonsQueryKey,
  // Matches and Refereeing wait for them (the season's results not final yet): keyed by token and season.
  pendingResultsQueryKey,
];

/** Older answers are no better than a skeleton: the league has moved on. */
export const KEPT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface KeptAnswer {
  key: QueryKey;
  data: unknown;
  /** When it was fetched, if not at the entry's saved_at: an answer kept from an earlier page. */
  at?: number;
}

export interface KeptAnswers {
  token: string;
  saved_at: number;
  answers: KeptAnswer[];
}

/**
 * Whether a query is kept for `token`: one of KEPT_QUERIES, and, if keyed by a session, by this
 * one (a visitor's teams, keyed by null, hold no contact data but are no user's answer either);
 * after the token, a key may name what it asks about (the season of the pending results).
 */
export function isKept(key: QueryKey, token: string): boolean {
  const base = KEPT_QUERIES.find((kept) => kept.every((part, index) => key[index] === part));
  if (!base) return false;
  if (base === seasonsQueryKey) return isSeasonsKey(key);
  if (key.length === base.length) return false;
  return key[base.length] === token && key.slice(base.length + 1).every((part) => typeof part === 'number');
}

function isSeasonsKey(key: QueryKey): boolean {
  if (key.length === 1) return true;
  if (key.length === 2) return key[1] === seasonListQueryKey[1];
  return key.length === 3 && key[1] === seasonQueryKey(0)[1] && typeof key[2] === 'number';
}

/**
 * What to store for `token` from the queries' current answers (only answers, never errors), and
 * from `previous` (the stored entry) what this page did not read: a visitor page read between two
 * dashboard visits leaves the dashboard's answers kept, for a visit without a network (decision 046).
 */
export function answersToKeep(
  queries: readonly { key: QueryKey; data: unknown; at?: number }[],
  token: string,
  now: number,
  previous: unknown = null,
): KeptAnswers {
  const current = queries.filter((query) => query.data !== undefined && isKept(query.key, token));
  const read = new Set(current.map((answer) => JSON.stringify(answer.key)));
  const earlier = answersToRestore(previous, token, now)
    .filter((answer) => !read.has(JSON.stringify(answer.key)))
    .map((answer) => ({ ...answer, at: answer.at ?? (previous as KeptAnswers).saved_at }));
  return { token, saved_at: now, answers: [...current, ...earlier] };
}

/** When the token stops being valid (its exp claim, read unchecked: the server checks it), or null. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '=')));
    const exp = claims && typeof claims === 'object' && 'exp' in claims ? claims.exp : null;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The stored answers if they are this session's, the session has not expired (an expired one is
 * about to end: its page goes to the login form) and they are recent; otherwise none.
 */
export function answersToRestore(stored: unknown, token: string, now: number): KeptAnswer[] {
  const expiry = tokenExpiry(token);
  if (expiry === null || expiry <= now) return [];
  if (!stored || typeof stored !== 'object') return [];
  const kept = stored as Partial<KeptAnswers>;
  if (kept.token !== token || typeof kept.saved_at !== 'number' || !Array.isArray(kept.answers)) return [];
  if (now - kept.saved_at > KEPT_MAX_AGE_MS || kept.saved_at > now) return [];
  return kept.answers.filter(
    (answer): answer is KeptAnswer =>
      Array.isArray(answer?.key) &&
      answer.data !== undefined &&
      isKept(answer.key, token) &&
      (answer.at === undefined || (typeof answer.at === 'number' && now - answer.at <= KEPT_MAX_AGE_MS)),
  );
}

function readStored(): unknown {
  try {
    return JSON.parse(localStorage.getItem(KEPT_ANSWERS_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * Puts the session's kept answers into the query cache before the first render. They count as
 * fetched long ago, so every query that reads one asks the server again at once.
 */
export function restoreAnswers(client: QueryClient, token: string): void {
  const stored = readStored();
  // Without a network they stay on screen: the offline notice says when they were kept.
  const savedAt = (stored as Partial<KeptAnswers> | null)?.saved_at ?? 0;
  for (const { key, data, at } of answersToRestore(stored, token, Date.now())) {
    noteDataTime(data, at ?? savedAt);
    client.setQueryData(key, data, { updatedAt: 1 });
  }
}

/** Removes the kept answers: at logout, when the server refuses the session, before another login. */
export function forgetAnswers(): void {
  try {
    localStorage.removeItem(KEPT_ANSWERS_KEY);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

/**
 * Keeps the session's answers while it lasts: after each successful fetch (gathered, written when
 * the browser is idle). Returns the function that stops it; stopping drops a pending write.
 */
export function keepAnswers(client: QueryClient, token: string): () => void {
  let pending: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    pending = null;
    const queries = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => ({
        key: query.queryKey,
        data: query.state.data,
        // A restored answer keeps the time it was fetched, not the time it was restored.
        at: dataTime(query.state.data),
      }));
    try {
      const kept = answersToKeep(queries, token, Date.now(), readStored());
      localStorage.setItem(KEPT_ANSWERS_KEY, JSON.stringify(kept));
    } catch {
      // Full or unavailable storage: the next visit loads as a first one.
    }
  };
  // One write for the burst of answers a page load brings, off the page's busy moments.
  const schedule = () => {
    if (pending === null) pending = setTimeout(write, 1000);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isKept(event.query.queryKey, token))
      schedule();
  });
  // Answers asked for at start (web/main.tsx) may have come before the session was taken over.
  schedule();
  // Leaving the page (a reload, another site) writes what is still waiting.
  const flush = () => {
    if (pending === null) return;
    clearTimeout(pending);
    write();
  };
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    if (pending !== null) clearTimeout(pending);
    pending = null;
  };
}
