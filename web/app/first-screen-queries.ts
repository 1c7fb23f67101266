import type { FetchQueryOptions } from '@tanstack/react-query';
import { getTodos } from '../features/todos/api/get-todos';
import { getMyTeam } from '../lib/queries/get-my-team';
import { getTeams } from '../lib/queries/get-teams';
import { getCurrentUser } from '../lib/queries/get-user-by-token';
import { myTeamQueryKey, teamsQueryKey, todosQueryKey, userQueryKey } from '../lib/query-keys';
import { DASHBOARD_PAGE_QUERIES } from './prerender';

/**
 * The session's reads a dashboard page shows first (DASHBOARD_PAGE_QUERIES; the to-do count of the
 * menu on every other dashboard page), keyed as the page's hooks key them. The browser asks for them
 * at start, with the page's chunks (decision 032); the server before its first render of a page for
 * a session (decision 041), which then needs one render fewer to find what the page reads.
 */
export function firstScreenQueries(pathname: string, token: string): FetchQueryOptions<unknown>[] {
  return (DASHBOARD_PAGE_QUERIES[pathname] ?? ['todos']).map((name) => firstScreenQuery(name, token));
}

/** One of the first-screen reads, keyed as the page's hooks key it. */
export function firstScreenQuery(
  name: 'todos' | 'user' | 'myTeam' | 'teams',
  token: string,
): FetchQueryOptions<unknown> {
  switch (name) {
    case 'todos':
      return { queryKey: [...todosQueryKey, token], queryFn: getTodos };
    case 'user':
      return { queryKey: [...userQueryKey, token], queryFn: getCurrentUser };
    case 'myTeam':
      return { queryKey: [...myTeamQueryKey, token], queryFn: getMyTeam };
    case 'teams':
      return { queryKey: [...teamsQueryKey, token], queryFn: getTeams };
  }
}
