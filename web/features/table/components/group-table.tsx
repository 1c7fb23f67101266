import { Table, Title } from '@mantine/core';
import type { Group } from '../../../../common/api/types';
import classes from './group-table.module.css';

/** W, D, L, GF and GA only from 768 px; on phones the five core columns fit without scrolling. */
const desktopOnly = 'sm';

export function GroupTable({ group }: { group: Group }) {
  const headingId = `group-${group.id}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {group.name}
      </Title>
      <Table
        striped
        highlightOnHover
        className={classes.table}
        aria-labelledby={headingId}
        horizontalSpacing="xs"
        fz={{ base: 'sm', sm: 'md' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <abbr title="Position">Pos</abbr>
            </Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col" ta="right">
              <abbr title="Matches played">MP</abbr>
            </Table.Th>
            <Table.Th scope="col" ta="right" visibleFrom={desktopOnly}>
              <abbr title="Wins">W</abbr>
            </Table.Th>
            <Table.Th scope="col" ta="right" visibleFrom={desktopOnly}>
              <abbr title="Draws">D</abbr>
            </Table.Th>
            <Table.Th scope="col" ta="right" visibleFrom={desktopOnly}>
              <abbr title="Losses">L</abbr>
            </Table.Th>
            <Table.Th scope="col" ta="right" visibleFrom={desktopOnly}>
              <abbr title="Goals for">GF</abbr>
            </Table.Th>
            <Table.Th scope="col" ta="right" visibleFrom={desktopOnly}>
              <abbr title="Goals against">GA</abbr>
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
            <Table.Tr key={team.id}>
              <Table.Td>{team.position}</Table.Td>
              <Table.Th scope="row" fw={500} className={classes.name}>
                {team.name}
                {team.penalty_points > 0 && (
                  <span title="Points deducted for missed refereeing duties">*</span>
                )}
              </Table.Th>
              <Table.Td ta="right">{team.matches}</Table.Td>
              <Table.Td ta="right" visibleFrom={desktopOnly}>
                {team.wins}
              </Table.Td>
              <Table.Td ta="right" visibleFrom={desktopOnly}>
                {team.draws}
              </Table.Td>
              <Table.Td ta="right" visibleFrom={desktopOnly}>
                {team.losses}
              </Table.Td>
              <Table.Td ta="right" visibleFrom={desktopOnly}>
                {team.goals_scored}
              </Table.Td>
              <Table.Td ta="right" visibleFrom={desktopOnly}>
                {team.goals_conceded}
              </Table.Td>
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
