import { Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { Season } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { penaltyRuleText } from '../../../../common/league/penalties';
import { canManageSeasons } from '../../../../common/policies/seasons';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { newestFirst } from '../../../components/ui/season-select';
import { Can } from '../../../lib/can';
import { groupName } from '../../../lib/match-results';
import { paths } from '../../../lib/paths';
import { useSeasons } from '../../../lib/queries/get-seasons';
import { useLogError } from '../../../lib/use-log-error';
import { AutoAcceptPanel } from '../components/auto-accept-panel';
import { DisciplinePanel } from '../components/discipline-panel';
import { FairPlayPanel } from '../components/fair-play-panel';
import { PenaltiesPanel } from '../components/penalties-panel';
import { PitchesPanel } from '../components/pitches-panel';
import { PostponePanel } from '../components/postpone-panel';
import { SeasonSteps } from '../components/season-steps';
import classes from './seasons-page.module.css';

function played(season: Season): number {
  return season.matches.filter((match) => match.results.some((result) => result.is_final)).length;
}

function SeasonsTable({ seasons }: { seasons: Season[] }) {
  return (
    // Scrolls sideways on a phone when names are long (German ones are): focusable, so keys scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: axe's scrollable-region-focusable asks for it
    <section className={classes.scroll} aria-label={m.dashboard_seasons_table_caption()} tabIndex={0}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>{m.dashboard_seasons_table_caption()}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{m.dashboard_seasons_season()}</Table.Th>
            <Table.Th scope="col">{m.dashboard_seasons_col_groups()}</Table.Th>
            <Table.Th scope="col">{m.dashboard_seasons_col_played()}</Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              {m.dashboard_seasons_penalty_rule()}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {seasons.map((season) => (
            <Table.Tr key={season.id}>
              <Table.Th scope="row" fw={500}>
                <span className={classes.name}>{season.name}</span>
                {/* Phones have no room for the rule column: the rule goes under the name. */}
                <Text size="xs" fw={400} c="dimmed" mt={4} hiddenFrom="sm">
                  {penaltyRuleText(season.penalty_rule)}
                </Text>
              </Table.Th>
              <Table.Td>
                {season.groups.length === 0
                  ? m.dashboard_seasons_no_groups()
                  : season.groups.map((group) => (
                      <div key={group.id} className={classes.group}>
                        {m.dashboard_seasons_group_teams({
                          group: groupName(group.name),
                          count: group.teams.length,
                        })}
                      </div>
                    ))}
              </Table.Td>
              <Table.Td>
                {played(season)} / {season.matches.length}
              </Table.Td>
              <Table.Td visibleFrom="sm">{penaltyRuleText(season.penalty_rule)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

export function SeasonsPage() {
  // The menu offers Seasons to admins only; a typed-in URL lands on the dashboard's home instead.
  return (
    <Can policy={canManageSeasons} fallback={<Navigate to={paths.dashboard.myTeam} replace />}>
      <SeasonsOverview />
    </Can>
  );
}

/** The page's tabs, each with its fragment (/dashboard/seasons#pitches): one screen's work at a time. */
const TABS = [
  ['seasons', m.dashboard_seasons_tab_seasons],
  ['penalties', m.dashboard_seasons_tab_penalties],
  ['deadline', m.dashboard_seasons_tab_deadline],
  ['discipline', m.dashboard_seasons_tab_discipline],
  ['pitches', m.dashboard_seasons_tab_pitches],
  ['postpone', m.dashboard_postpone_title],
] as const;
type Tab = (typeof TABS)[number][0];

function SeasonsOverview() {
  const seasonsQuery = useSeasons();
  useLogError(seasonsQuery.error, 'seasons');
  const seasons = newestFirst(seasonsQuery.data ?? []);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const tab: Tab = TABS.find(([value]) => `#${value}` === hash)?.[0] ?? 'seasons';

  return (
    <Page title={m.common_title_seasons()}>
      {seasonsQuery.isPending ? (
        <PageLoader label={m.dashboard_seasons_loading()} />
      ) : (
        <Tabs
          value={tab}
          onChange={(value) =>
            value &&
            navigate({ hash: value === 'seasons' ? '' : value }, { replace: true, preventScrollReset: true })
          }
          keepMounted={false}
        >
          <Tabs.List className={classes.tabs} aria-label={m.dashboard_seasons_tabs_label()}>
            {TABS.map(([value, label]) => (
              <Tabs.Tab key={value} value={value} className={classes.tab}>
                {label()}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="seasons" pt="lg">
            <Stack gap="xl">
              <Text>{m.dashboard_seasons_overview()}</Text>
              {seasons.length ? (
                <SeasonsTable seasons={seasons} />
              ) : (
                <EmptyState>{m.dashboard_seasons_none()}</EmptyState>
              )}
              <section aria-labelledby="manage-seasons-heading">
                <Title order={2} size="h3" id="manage-seasons-heading" mb="md">
                  {m.dashboard_seasons_manage()}
                </Title>
                <SeasonSteps seasons={seasons} />
              </section>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="penalties" pt="lg">
            <PenaltiesPanel seasons={seasons} />
          </Tabs.Panel>
          <Tabs.Panel value="deadline" pt="lg">
            <AutoAcceptPanel seasons={seasons} />
          </Tabs.Panel>
          <Tabs.Panel value="discipline" pt="lg">
            <Stack gap="lg">
              <DisciplinePanel seasons={seasons} />
              <FairPlayPanel seasons={seasons} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="pitches" pt="lg">
            <PitchesPanel />
          </Tabs.Panel>
          <Tabs.Panel value="postpone" pt="lg">
            <PostponePanel seasons={seasons} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Page>
  );
}
