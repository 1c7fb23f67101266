import { Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import type { Season } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { penaltyRuleText } from '../../../../common/league/penalties';
import { stageInPlay } from '../../../../common/league/stage-in-play';
import { CsvButton } from '../../../components/ui/csv-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { SeasonSelect, useShownSeason } from '../../../components/ui/season-select';
import { StandingsTable } from '../../../components/ui/standings-table';
import { groupName } from '../../../lib/match-results';
import { FairPlayTable } from '../components/fair-play-table';
import { KnockoutBracket } from '../components/knockout-bracket';
import { LiveTableSwitch, type TableView, useLiveTable } from '../components/live-table';
import { Podium } from '../components/podium';

/** Every group's standings as one file: a group column, then the table's columns. */
function standingsRows(season: Season) {
  return [
    [
      m.public_csv_group(),
      m.public_csv_position(),
      m.public_csv_team(),
      m.public_csv_matches(),
      m.public_csv_wins(),
      m.public_csv_draws(),
      m.public_csv_losses(),
      m.public_csv_goals_for(),
      m.public_csv_goals_against(),
      m.public_csv_goal_difference(),
      m.public_csv_penalty_points(),
      m.public_csv_points(),
    ],
    ...season.groups.flatMap((group) =>
      group.teams.map((t) => [
        groupName(group.name),
        t.position,
        t.name,
        t.matches,
        t.wins,
        t.draws,
        t.losses,
        t.goals_scored,
        t.goals_conceded,
        t.goal_difference,
        t.penalty_points,
        t.points,
      ]),
    ),
  ];
}

export function TablePage() {
  const { seasons, shown, season, selectSeason, teams, seasonsPending } = useShownSeason();
  const liveTable = useLiveTable(season);
  const [view, setView] = useState<TableView>('live');
  // The stage tapped, for the season it was tapped under: a tap while a picked season loads
  // (the previous one still showing) holds once it arrives.
  const [tapped, setTapped] = useState<{ seasonId: number; stage: string } | null>(null);
  const groups = liveTable && view === 'live' ? liveTable.groups : (season?.groups ?? []);

  if (seasonsPending) {
    return (
      <Page title={m.common_title_table()}>
        <PageLoader label={m.public_table_loading()} />
      </Page>
    );
  }
  if (!season) {
    return (
      <Page title={m.common_title_table()}>
        <EmptyState>{m.public_season_unavailable()}</EmptyState>
      </Page>
    );
  }

  const shownId = (shown ?? season).id;
  return (
    <Page title={m.common_title_table()}>
      <SeasonSelect seasons={seasons} value={shown ?? season} onChange={selectSeason} />
      <Podium matches={season.matches} teams={teams} />
      {/* Opens on the stage in play, again for each season chosen. Only the open stage is
          rendered: less to hydrate on a phone. */}
      <Tabs
        value={tapped && tapped.seasonId === shownId ? tapped.stage : stageInPlay(season.matches)}
        onChange={(stage) => stage && setTapped({ seasonId: shownId, stage })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="groups">{m.public_table_group_stage()}</Tabs.Tab>
          <Tabs.Tab value="knockout">{m.public_table_knockout_stage()}</Tabs.Tab>
          <Tabs.Tab value="fair-play">{m.public_table_fair_play()}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="groups">
          {liveTable && <LiveTableSwitch table={liveTable} teams={teams} view={view} onChange={setView} />}
          {groups.length === 0 ? (
            <EmptyState>{m.public_table_no_groups()}</EmptyState>
          ) : (
            <Stack gap="xl">
              {groups.map((group) => (
                <StandingsTable key={group.id} group={group} matches={season.matches} />
              ))}
              <Text size="sm">* {penaltyRuleText(season.penalty_rule)}</Text>
              <div>
                <CsvButton
                  label={m.public_csv_table()}
                  title={m.public_csv_table_title({ season: season.name })}
                  rows={() => standingsRows(season)}
                />
              </div>
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="knockout">
          <KnockoutBracket matches={season.matches} teams={teams} />
        </Tabs.Panel>
        <Tabs.Panel value="fair-play">
          <FairPlayTable seasonId={season.id} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
