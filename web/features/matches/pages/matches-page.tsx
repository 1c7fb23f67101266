import { useMemo } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { SeasonSelect, useSeasonSelection } from '../../../components/ui/season-select';
import { useSeasons } from '../../../lib/queries/get-seasons';
import { useTeams } from '../../../lib/queries/get-teams';
import { useLogError } from '../../../lib/use-log-error';
import { WeekMatches } from '../components/week-matches';

export function MatchesPage() {
  const seasonsQuery = useSeasons();
  const teamsQuery = useTeams();
  useLogError(seasonsQuery.error, 'seasons');
  useLogError(teamsQuery.error, 'teams');
  const { seasons, season, selectSeason } = useSeasonSelection(seasonsQuery.data);
  const teams = useMemo(
    () => new Map((teamsQuery.data ?? []).map((team) => [team.id, team])),
    [teamsQuery.data],
  );

  return (
    <Page title="Matches">
      {seasonsQuery.isPending ? (
        <PageLoader label="Loading matches" />
      ) : !season ? (
        <EmptyState>Season data not available</EmptyState>
      ) : (
        <>
          <SeasonSelect seasons={seasons} value={season} onChange={selectSeason} />
          {/* Keyed by season so the week tabs reopen on that season's current week. */}
          <WeekMatches key={season.id} matches={season.matches} teams={teams} />
        </>
      )}
    </Page>
  );
}
