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
    <div className={classes.scroll}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>Seasons, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Season</Table.Th>
            <Table.Th scope="col">Groups</Table.Th>
            <Table.Th scope="col">Matches played</Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              Penalty rule
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
                  ? 'No groups yet'
                  : season.groups.map((group) => (
                      <div key={group.id} className={classes.group}>
                        {group.name}: {group.teams.length} teams
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
    </div>
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
        title="Create Groups"
        description={`Draws two groups at random from the accepted, active teams with at least ${LIMITS.minTeamSize} players.`}
        seasons={seasons.filter(openFor(drawGroupsRefusal))}
        emptyText="Every season already has its groups."
        actionLabel="Create Groups"
        pending={groupsAction.pending}
        onRun={(id) =>
          groupsAction.run(() => createGroups(id), {
            success: 'Groups created!',
            subject: seasonName(id),
            failure: 'Error creating groups',
          })
        }
        details={<DrawCandidates />}
      />
      <SeasonActionForm
        title="Create Matches"
        description="Creates the group matches with their referee slots and the knockout stage."
        seasons={seasons.filter(openFor(createMatchesRefusal))}
        emptyText="No season has groups without matches."
        actionLabel="Create Matches"
        pending={matchesAction.pending}
        onRun={(id) =>
          matchesAction.run(() => createMatches(id), {
            success: 'Matches created!',
            subject: seasonName(id),
            failure: 'Error creating matches',
          })
        }
      />
      <SeasonActionForm
        title="Close group stage"
        description="Ends the group stage: group matches without a final result count as 0:0 (not played) and the knockout fills in."
        seasons={seasons.filter(openFor(closeGroupStageRefusal))}
        emptyText="No season has an open group stage."
        actionLabel="Close group stage"
        confirm={{
          title: 'Close group stage',
          message: (season) =>
            `Close the group stage of ${season.name}? Open group matches become final 0:0. This cannot be undone.`,
        }}
        pending={closeAction.pending}
        onRun={(id) =>
          closeAction.run(() => closeGroupStage(id), {
            success: 'Group stage closed!',
            subject: seasonName(id),
            failure: 'Error closing the group stage',
          })
        }
      />
      <SeasonActionForm
        title="Regenerate Table"
        description="Recounts the missed referee duties from the final results and fills in the knockout again."
        seasons={seasons.filter(hasGroups)}
        emptyText="No season has groups yet."
        actionLabel="Regenerate Table"
        confirm={{
          title: 'Regenerate Table',
          message: (season) =>
            `Regenerate the table of ${season.name}? The recorded missed duties are replaced. This cannot be undone.`,
        }}
        pending={regenerateAction.pending}
        onRun={(id) =>
          regenerateAction.run(() => regenerateTables(id), {
            success: 'Table new!',
            subject: seasonName(id),
            failure: 'Error regerating table',
          })
        }
      />
      <SeasonActionForm
        title="Delete Season"
        description="Deletes the season with its groups, matches, results, scorers and penalties."
        seasons={seasons}
        emptyText="No seasons yet."
        actionLabel="Delete Season"
        confirm={{
          title: 'Delete Season',
          message: (season) =>
            `Delete ${season.name} with all its groups, matches and results? This cannot be undone.`,
          danger: true,
        }}
        pending={deleteAction.pending}
        onRun={(id) =>
          deleteAction.run(() => deleteSeason(id), {
            success: 'Season deleted!',
            subject: seasonName(id),
            failure: 'Error deleting season',
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
    <Page title="Seasons">
      {seasonsQuery.isPending ? (
        <PageLoader label="Loading seasons" />
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
              <Text>
                An overview of every season: its groups, how far it has been played and its penalty rule.
              </Text>
              {seasons.length ? <SeasonsTable seasons={seasons} /> : <EmptyState>No seasons yet.</EmptyState>}
              <section aria-labelledby="manage-seasons-heading">
                <Title order={2} size="h3" id="manage-seasons-heading" mb="md">
                  Manage seasons
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
