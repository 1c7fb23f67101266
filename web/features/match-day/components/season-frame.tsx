import { type ReactNode, useDeferredValue, useMemo } from 'react';
import type { Season, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { seesEveryMatch } from '../../../../common/policies/matches';
import { ownTeam } from '../../../../common/policies/teams';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { SeasonSelect, useShownSeason } from '../../../components/ui/season-select';
import { SeasonPageSkeleton } from '../../../components/ui/skeletons';
import { actorOf } from '../../../lib/authorization';
import { usePendingResults, withPendingResults } from '../../../lib/queries/get-pending-results';
import { type User, useCurrentUser } from '../../../lib/queries/get-user-by-token';
import { useLogError } from '../../../lib/use-log-error';

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
  lead,
  withoutTeam,
  children,
}: {
  title: string;
  /** Shown under the heading from the start, whatever the season data (the To do list). */
  lead?: ReactNode;
  /** Shown instead of the page to a user without a team (admins excepted), with or without seasons. */
  withoutTeam?: string;
  children: (context: SeasonContext) => ReactNode;
}) {
  const {
    seasons,
    shown,
    season: publicSeason,
    selectSeason,
    teams,
    seasonsPending,
  } = useShownSeason(hasGroups);
  const userQuery = useCurrentUser();
  useLogError(userQuery.error, 'the current user');
  const user = userQuery.data;
  // The public season has final results only; captains, appointed referees and admins add the pending ones.
  const pending = usePendingResults(publicSeason, user);
  useLogError(pending.error, 'the pending results');
  const season = useMemo(
    () => publicSeason && withPendingResults(publicSeason, pending.data),
    [publicSeason, pending.data],
  );

  // The season's cards and tables render as a deferred update, which React splits into short
  // slices: a phone's main thread is never blocked long when the data arrives.
  const ready = useDeferredValue(!seasonsPending && !userQuery.isPending && !pending.isLoading);

  const actor = user ? actorOf(user) : null;
  const teamId = actor ? ownTeam(actor) : null;
  let content: ReactNode;
  if (!ready) content = <SeasonPageSkeleton label={m.dashboard_match_loading()} />;
  else if (withoutTeam && actor && !seesEveryMatch(actor) && teamId === null) {
    content = <EmptyState>{withoutTeam}</EmptyState>;
  } else if (!season || !user) content = <EmptyState>{m.dashboard_match_season_unavailable()}</EmptyState>;
  else {
    content = (
      <>
        <SeasonSelect seasons={seasons} value={shown ?? season} onChange={selectSeason} />
        {children({ season, teams, user, teamId })}
      </>
    );
  }
  return (
    <Page title={title}>
      {lead}
      {content}
    </Page>
  );
}
