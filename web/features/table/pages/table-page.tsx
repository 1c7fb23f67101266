import { Stack, Tabs, Text } from '@mantine/core';
import { penaltyRuleText } from '../../../../common/league/penalties';
import { stageInPlay } from '../../../../common/league/stage-in-play';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { SeasonSelect, useSeasonsAndTeams } from '../../../components/ui/season-select';
import { StandingsTable } from '../../../components/ui/standings-table';
import { KnockoutBracket } from '../components/knockout-bracket';

export function TablePage() {
  const { seasons, season, selectSeason, teams, seasonsPending } = useSeasonsAndTeams();

  if (seasonsPending) {
    return (
      <Page title="Table">
        <PageLoader label="Loading the table" />
      </Page>
    );
  }
  if (!season) {
    return (
      <Page title="Table">
        <EmptyState>Season data not available</EmptyState>
      </Page>
    );
  }

  return (
    <Page title="Table">
      <SeasonSelect seasons={seasons} value={season} onChange={selectSeason} />
      {/* Opens on the stage in play, again for each season chosen. Only the open stage is
          rendered: less to hydrate on a phone. */}
      <Tabs key={season.id} defaultValue={stageInPlay(season.matches)} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="groups">Group Stage</Tabs.Tab>
          <Tabs.Tab value="knockout">Knockout Stage</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="groups">
          {season.groups.length === 0 ? (
            <EmptyState>No groups for this season yet.</EmptyState>
          ) : (
            <Stack gap="xl">
              {season.groups.map((group) => (
                <StandingsTable key={group.id} group={group} />
              ))}
              <Text size="sm">* {penaltyRuleText(season.penalty_rule)}</Text>
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="knockout">
          <KnockoutBracket matches={season.matches} teams={teams} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
