import { Table, Text } from '@mantine/core';
import { Navigate } from 'react-router';
import type { Season } from '../../../../common/api/types';
import { penaltyRuleText } from '../../../../common/league/penalties';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { newestFirst } from '../../../components/ui/season-select';
import { paths } from '../../../lib/paths';
import { useSeasons } from '../../../lib/queries/get-seasons';
import { useSession } from '../../../lib/session';
import { useLogError } from '../../../lib/use-log-error';
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
                {season.name}
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

export function SeasonsPage() {
  const { role } = useSession();
  const seasonsQuery = useSeasons();
  useLogError(seasonsQuery.error, 'seasons');

  // The menu offers Seasons to admins only; a typed-in URL lands on the dashboard's home instead.
  if (role !== 'ADMIN') return <Navigate to={paths.dashboard.myTeam} replace />;

  return (
    <Page title="Seasons">
      <Text mb="lg">
        An overview of every season: its groups, how far it has been played and its penalty rule.
      </Text>
      {seasonsQuery.isPending ? (
        <PageLoader label="Loading seasons" />
      ) : seasonsQuery.data?.length ? (
        <SeasonsTable seasons={newestFirst(seasonsQuery.data)} />
      ) : (
        <EmptyState>No seasons yet.</EmptyState>
      )}
    </Page>
  );
}
