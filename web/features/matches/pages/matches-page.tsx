import { Anchor } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { SeasonSelect, useSeasonsAndTeams } from '../../../components/ui/season-select';
import { paths } from '../../../lib/paths';
import { WeekMatches } from '../components/week-matches';

export function MatchesPage() {
  const { seasons, season, selectSeason, teams, seasonsPending } = useSeasonsAndTeams();

  return (
    <Page title="Matches">
      {seasonsPending ? (
        <PageLoader label="Loading matches" />
      ) : !season ? (
        <EmptyState>Season data not available</EmptyState>
      ) : (
        <>
          <Anchor href={paths.calendar.league} size="sm" display="inline-block" mb="sm">
            The current season in your calendar (.ics)
          </Anchor>
          <SeasonSelect seasons={seasons} value={season} onChange={selectSeason} />
          {/* Keyed by season so the week tabs reopen on that season's current week. */}
          <WeekMatches key={season.id} matches={season.matches} teams={teams} />
        </>
      )}
    </Page>
  );
}
