import { type ReactNode, useDeferredValue, useMemo } from 'react';
import type { Season, Team } from '../../../../common/api/types';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { SeasonSelect, useSeasonSelection } from '../../../components/ui/season-select';
import { useSeasons } from '../../../lib/queries/get-seasons';
import { useTeams } from '../../../lib/queries/get-teams';
import { useLogError } from '../../../lib/use-log-error';
import { type User, useCurrentUser } from '../api/get-user-by-token';

export interface SeasonContext {
  season: Season;
  teams: ReadonlyMap<number, Team>;
  user: User;
  /** The user's team, when the user is a member (a pending join request is not). */
  teamId: number | null;
}

const hasGroups = (season: Season) => season.groups.length > 0;

/** The frame of the season-based dashboard pages: data loading, the season selector, then the page. */
export function SeasonFrame({
  title,
  children,
}: {
  title: string;
  children: (context: SeasonContext) => ReactNode;
}) {
  const seasonsQuery = useSeasons();
  const teamsQuery = useTeams();
  const userQuery = useCurrentUser();
  useLogError(seasonsQuery.error, 'seasons');
  useLogError(teamsQuery.error, 'teams');
  useLogError(userQuery.error, 'the current user');
  const { seasons, season, selectSeason } = useSeasonSelection(seasonsQuery.data, hasGroups);
  const teams = useMemo(
    () => new Map((teamsQuery.data ?? []).map((team) => [team.id, team])),
    [teamsQuery.data],
  );

  // Answers arrive one by one (seasons, user, teams) and again after every write. The season's
  // cards and tables render from a deferred copy of them, which React renders in slices of a few
  // ms: a phone's main thread is never blocked long, whichever answer comes last.
  const pending = seasonsQuery.isPending || userQuery.isPending;
  const user = userQuery.data;
  const view = useDeferredValue(
    useMemo(() => ({ pending, season, teams, user }), [pending, season, teams, user]),
  );
  const seasonContent = useMemo(() => {
    if (view.pending || !view.season || !view.user) return null;
    const teamId = view.user.role !== 'USER' && view.user.member_of ? view.user.member_of : null;
    return children({ season: view.season, teams: view.teams, user: view.user, teamId });
  }, [view, children]);

  let content: ReactNode;
  if (view.pending) content = <PageLoader label="Loading matches" />;
  else if (!season || !seasonContent) content = <EmptyState>Season data not available</EmptyState>;
  else {
    content = (
      <>
        <SeasonSelect seasons={seasons} value={season} onChange={selectSeason} />
        {seasonContent}
      </>
    );
  }
  return <Page title={title}>{content}</Page>;
}
