import { Table, Title } from '@mantine/core';
import type { Group } from '../../../../common/api/types';
import classes from './standings-table.module.css';

/** The dashboard's compact standings: the five columns that fit a phone. */
export function StandingsTable({ group, highlightTeamId }: { group: Group; highlightTeamId: number | null }) {
  const headingId = `standings-${group.id}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        {group.name}
      </Title>
      <Table striped aria-labelledby={headingId} horizontalSpacing="xs" fz="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <abbr title="Position">Pos</abbr>
            </Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col" ta="right">
              <abbr title="Matches played">MP</abbr>
            </Table.Th>
            <Table.Th scope="col" ta="right">
              <abbr title="Goal difference">GD</abbr>
            </Table.Th>
            <Table.Th scope="col" ta="right">
              <abbr title="Points">Pts</abbr>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.teams.map((team) => (
            <Table.Tr key={team.id} className={team.id === highlightTeamId ? classes.own : undefined}>
              <Table.Td>{team.position}</Table.Td>
              <Table.Th scope="row" fw={500} className={classes.name}>
                {team.name}
                {team.penalty_points > 0 && (
                  <span title="Points deducted for missed refereeing duties">*</span>
                )}
              </Table.Th>
              <Table.Td ta="right">{team.matches}</Table.Td>
              <Table.Td ta="right">
                {team.goal_difference > 0 ? `+${team.goal_difference}` : team.goal_difference}
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {team.points}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
