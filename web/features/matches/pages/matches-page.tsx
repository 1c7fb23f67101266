import { Anchor, Group } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { m } from '../../../../common/i18n/messages';
import { CsvButton } from '../../../components/ui/csv-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { SeasonSelect, useShownSeason } from '../../../components/ui/season-select';
import { useLiveScores } from '../../../lib/live-scores';
import { paths } from '../../../lib/paths';
import { usePitches } from '../../../lib/queries/get-pitches';
import { useSeasons } from '../../../lib/queries/get-seasons';
import { useLogError } from '../../../lib/use-log-error';
import { TeamFilter, TeamFilterStyle, useTeamFilter } from '../components/team-filter';
import { WeekMatches } from '../components/week-matches';
import { fixtureRows } from '../fixture-rows';

export function MatchesPage() {
  const { seasons, shown, season, selectSeason, teams, seasonsPending } = useShownSeason();
  const pitches = usePitches();
  const filter = useTeamFilter();
  const live = useLiveScores(season?.matches);
  // Earlier meetings need every season: read once a row is opened, not on the first visit.
  const [historyWanted, setHistoryWanted] = useState(false);
  const history = useSeasons({ enabled: historyWanted });
  useLogError(history.error, 'earlier seasons');
  const allMatches = useMemo(() => history.data?.flatMap((s) => s.matches) ?? null, [history.data]);
  const seasonNames = useMemo(() => new Map(seasons.map((s) => [s.id, s.name])), [seasons]);
  const openRow = useCallback(() => setHistoryWanted(true), []);
  // The teams of the shown season, for the filter.
  const seasonTeams = useMemo(() => {
    const ids = new Set(season?.matches.flatMap((m) => [m.home_id, m.guest_id]) ?? []);
    return [...teams.values()].filter((team) => ids.has(team.id));
  }, [season, teams]);

  return (
    <Page title={m.common_title_matches()}>
      {seasonsPending ? (
        <PageLoader label={m.public_matches_loading()} />
      ) : !season ? (
        <EmptyState>{m.public_season_unavailable()}</EmptyState>
      ) : (
        <>
          <Anchor href={paths.calendar.league} size="sm" display="inline-block" mb="sm">
            {m.public_matches_calendar()}
          </Anchor>
          <Group gap="md" align="flex-end" wrap="wrap">
            <SeasonSelect seasons={seasons} value={shown ?? season} onChange={selectSeason} />
            <TeamFilter teams={seasonTeams} value={filter.teamId} onChange={filter.choose} />
          </Group>
          <TeamFilterStyle teamId={filter.teamId} />
          {/* Keyed by season so the week tabs reopen on that season's current week. */}
          <WeekMatches
            key={season.id}
            matches={season.matches}
            teams={teams}
            pitches={pitches.data ?? []}
            allMatches={allMatches}
            onOpen={openRow}
            seasonNames={seasonNames}
            live={live}
          />
          <CsvButton
            label={m.public_csv_fixtures()}
            title={m.public_csv_fixtures_title({ season: season.name })}
            rows={() => fixtureRows(season.matches, teams, pitches.data ?? [])}
          />
        </>
      )}
    </Page>
  );
}
