import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { MyTeam, Season, SeasonSummary } from '../../common/api/types';
import { suspensionsScope } from '../../common/policies/discipline';
import { seesAnyMatchDateProposal } from '../../common/policies/matches';
import { hasPendingRequest, isFreeAgent } from '../../common/policies/teams';
import { newestFirst } from '../components/ui/season-select';
import { dateProposalsQuery } from '../features/match-day/api/date-proposals';
import { notificationsQuery } from '../features/notifications/hooks/use-notifications';
import { actorOf, can } from '../lib/authorization';
import { paths } from '../lib/paths';
import { playerCardsQuery, suspensionsQuery } from '../lib/queries/get-discipline';
import { pendingResultsQuery } from '../lib/queries/get-pending-results';
import type { User } from '../lib/queries/get-user-by-token';
import { myTeamQueryKey, seasonListQueryKey, seasonQueryKey, userQueryKey } from '../lib/query-keys';
import { firstScreenQuery } from './first-screen-queries';

/**
 * What a dashboard page's first render asks beyond its first-screen answers (firstScreenQueries),
 * decided from those answers by the same rules and read options as the page's own hooks: the server
 * asks them before its first render of the page for a session (decision 041) instead of finding
 * them by a render, and each render of a page cost 8-23 ms on this machine. Only reads the page
 * surely asks: one it does not is a wasted read, and one the server refuses sends the page as its
 * frame. Not for the browser, which asks as it renders.
 */
export function sessionFollowUpQueries(
  pathname: string,
  token: string,
  queryClient: QueryClient,
): FetchQueryOptions<unknown>[] {
  const user = queryClient.getQueryData<User>([...userQueryKey, token]);
  if (!user) return [];
  const actor = actorOf(user);
  const newest = newestFirst(queryClient.getQueryData<SeasonSummary[]>(seasonListQueryKey) ?? [])[0];
  // The bell and the menu's to-do count are on every dashboard page.
  const queries: { queryKey: readonly unknown[]; queryFn?: unknown; enabled?: unknown }[] = [
    notificationsQuery(token),
    firstScreenQuery('todos', token),
  ];
  if (pathname === paths.dashboard.myTeam) {
    // As OwnTeamPanel and TeamSuspensions: a member's team, its bans and cards in the newest season.
    const team = queryClient.getQueryData<MyTeam>([...myTeamQueryKey, token]);
    const scope = suspensionsScope(actor);
    if (team && !isFreeAgent(actor) && !hasPendingRequest(actor) && scope && 'team' in scope) {
      queries.push(suspensionsQuery(token, newest?.id), playerCardsQuery(token, newest?.id));
    }
  }
  if (pathname === paths.dashboard.matches || pathname === paths.dashboard.refereeing) {
    // As SeasonFrame: the newest season when it has groups (else it looks further, and so does the page).
    const season = newest && queryClient.getQueryData<Season>(seasonQueryKey(newest.id));
    if (season && season.groups.length > 0) queries.push(pendingResultsQuery(token, season, user));
  }
  if (pathname === paths.dashboard.matches) {
    // As DashboardMatchesPage.
    queries.push(dateProposalsQuery(token, can(user, seesAnyMatchDateProposal)));
  }
  return queries.filter(
    (query) => query.enabled !== false && queryClient.getQueryData(query.queryKey) === undefined,
  ) as FetchQueryOptions<unknown>[];
}
