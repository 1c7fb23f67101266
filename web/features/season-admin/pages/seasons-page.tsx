import { SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { Season } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { penaltyRuleText } from '../../../../common/league/penalties';
import {
  closeGroupStageRefusal,
  createMatchesRefusal,
  drawGroupsRefusal,
  type SeasonProgress,
  seasonProgress,
} from '../../../../common/league/season-steps';
import { LIMITS } from '../../../../common/limits';
import { canManageSeasons } from '../../../../common/policies/seasons';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { newestFirst } from '../../../components/ui/season-select';
import { Can } from '../../../lib/can';
import { groupName } from '../../../lib/match-results';
import { paths } from '../../../lib/paths';
import { useSeasons } from '../../../lib/queries/get-seasons';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { useLogError } from '../../../lib/use-log-error';
import { closeGroupStage } from '../api/close-group-stage';
import { createGroups } from '../api/create-groups';
import { createMatches } from '../api/create-matches';
import { deleteSeason } from '../api/delete-season';
import { regenerateTables } from '../api/regenerate-tables';
import { AddSeasonForm } from '../components/add-season-form';
import { AutoAcceptPanel } from '../components/auto-accept-panel';
import { DrawCandidates } from '../components/draw-candidates';
import { PenaltiesPanel } from '../components/penalties-panel';
import { PitchesPanel } from '../components/pitches-panel';
import { SeasonActionForm } from '../components/season-action-form';
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

const hasGroups = (season: Season) => season.groups.length > 0;
/** The seasons a step would not refuse. */
const openFor = (refusal: (progress: SeasonProgress) => string | null) => (season: Season) =>
  refusal(seasonProgress(season)) === null;

/** The season steps of docs/PRODUCT.md#screens: add, draw, create matches, close, regenerate, delete. */
function SeasonSteps({ seasons }: { seasons: Season[] }) {
  // A pending state per form, so only the form whose call runs shows a spinner.
  const groupsAction = useAction(LEAGUE_VIEWS);
  const matchesAction = useAction(LEAGUE_VIEWS);
  const deleteAction = useAction(LEAGUE_VIEWS);
  const regenerateAction = useAction(LEAGUE_VIEWS);
  const closeAction = useAction(LEAGUE_VIEWS);
  const seasonName = (id: number) => seasons.find((season) => season.id === id)?.name;

  return (
    // Cards keep their own height rather than stretching to the tallest of their row.
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
      <AddSeasonForm />
      <SeasonActionForm
        title={m.dashboard_seasons_groups_title()}
        description={m.dashboard_seasons_groups_intro({ min: LIMITS.minTeamSize })}
        seasons={seasons.filter(openFor(drawGroupsRefusal))}
        emptyText={m.dashboard_seasons_groups_empty()}
        actionLabel={m.dashboard_seasons_groups_title()}
        pending={groupsAction.pending}
        onRun={(id) =>
          groupsAction.run(() => createGroups(id), {
            success: m.dashboard_seasons_groups_done(),
            subject: seasonName(id),
            failure: m.dashboard_seasons_groups_failed(),
          })
        }
        details={<DrawCandidates />}
      />
      <SeasonActionForm
        title={m.dashboard_seasons_matches_title()}
        description={m.dashboard_seasons_matches_intro()}
        seasons={seasons.filter(openFor(createMatchesRefusal))}
        emptyText={m.dashboard_seasons_matches_empty()}
        actionLabel={m.dashboard_seasons_matches_title()}
        pending={matchesAction.pending}
        onRun={(id) =>
          matchesAction.run(() => createMatches(id), {
            success: m.dashboard_seasons_matches_done(),
            subject: seasonName(id),
            failure: m.dashboard_seasons_matches_failed(),
          })
        }
      />
      <SeasonActionForm
        title={m.dashboard_seasons_close_title()}
        description={m.dashboard_seasons_close_intro()}
        seasons={seasons.filter(openFor(closeGroupStageRefusal))}
        emptyText={m.dashboard_seasons_close_empty()}
        actionLabel={m.dashboard_seasons_close_title()}
        confirm={{
          title: m.dashboard_seasons_close_title(),
          message: (season) => m.dashboard_seasons_close_question({ season: season.name }),
        }}
        pending={closeAction.pending}
        onRun={(id) =>
          closeAction.run(() => closeGroupStage(id), {
            success: m.dashboard_seasons_close_done(),
            subject: seasonName(id),
            failure: m.dashboard_seasons_close_failed(),
          })
        }
      />
      <SeasonActionForm
        title={m.dashboard_seasons_regenerate_title()}
        description={m.dashboard_seasons_regenerate_intro()}
        seasons={seasons.filter(hasGroups)}
        emptyText={m.dashboard_seasons_regenerate_empty()}
        actionLabel={m.dashboard_seasons_regenerate_title()}
        confirm={{
          title: m.dashboard_seasons_regenerate_title(),
          message: (season) => m.dashboard_seasons_regenerate_question({ season: season.name }),
        }}
        pending={regenerateAction.pending}
        onRun={(id) =>
          regenerateAction.run(() => regenerateTables(id), {
            success: m.dashboard_seasons_regenerate_done(),
            subject: seasonName(id),
            failure: m.dashboard_seasons_regenerate_failed(),
          })
        }
      />
      <SeasonActionForm
        title={m.dashboard_seasons_delete_title()}
        description={m.dashboard_seasons_delete_intro()}
        seasons={seasons}
        emptyText={m.dashboard_seasons_none()}
        actionLabel={m.dashboard_seasons_delete_title()}
        confirm={{
          title: m.dashboard_seasons_delete_title(),
          message: (season) => m.dashboard_seasons_delete_question({ season: season.name }),
          danger: true,
        }}
        pending={deleteAction.pending}
        onRun={(id) =>
          deleteAction.run(() => deleteSeason(id), {
            success: m.dashboard_seasons_deleted(),
            subject: seasonName(id),
            failure: m.dashboard_seasons_delete_failed(),
          })
        }
      />
    </SimpleGrid>
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
  ['pitches', m.dashboard_seasons_tab_pitches],
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
          <Tabs.Panel value="pitches" pt="lg">
            <PitchesPanel />
          </Tabs.Panel>
        </Tabs>
      )}
    </Page>
  );
}
