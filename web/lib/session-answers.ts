import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hashKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { SESSION_TOKEN_MARK } from '../../common/session-pages';

/**
 * The answers a dashboard page was rendered with on the server (decision 041), as TanStack
 * Query's dehydrated state with the session token in the query keys replaced by a mark: the
 * token never travels in the HTML, and the browser puts its stored one back.
 */
function withKeys(state: DehydratedState, key: (queryKey: QueryKey) => QueryKey): DehydratedState {
  return {
    mutations: [],
    queries: state.queries.map((query) => {
      const queryKey = key(query.queryKey);
      return { ...query, queryKey, queryHash: hashKey(queryKey) };
    }),
  };
}

/**
 * The successful answers of `client`, the token marked, less those whose query hash is in
 * `inPage`: the page's public answers, which its HTML holds already (web/app/prerender.ts).
 */
export function sessionAnswers(
  client: QueryClient,
  token: string,
  inPage: ReadonlySet<string> = new Set(),
): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && !inPage.has(query.queryHash),
  });
  return withKeys(state, (key) => key.map((part) => (part === token ? SESSION_TOKEN_MARK : part)));
}

/** The embedded answers keyed by the browser's stored `token` again. */
export function answersForToken(state: DehydratedState, token: string): DehydratedState {
  return withKeys(state, (key) => key.map((part) => (part === SESSION_TOKEN_MARK ? token : part)));
}
