import { Badge, Card, Group, Table, Text, Title } from '@mantine/core';
import type { Team } from '../../../../common/api/types';
import classes from './team-card.module.css';

const roleLabels: Record<string, string> = {
  CAPTAIN: 'Captain',
  CAPTAIN_PENDING: 'Captain (pending)',
  PLAYER: 'Player',
  USER: 'Join request',
  ADMIN: 'Admin',
};

export function TeamCard({ team, showIds }: { team: Team; showIds: boolean }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Group wrap="nowrap" mb="md">
        <img
          className={classes.crest}
          src={team.logo_url}
          alt={`${team.name} crest`}
          width={64}
          height={64}
        />
        <div>
          <Title order={2} size="h3">
            {team.name}
          </Title>
          <Text c="dimmed">{team.name_short}</Text>
        </div>
        {!team.accepted && <Badge color="orange.9">Awaiting approval</Badge>}
      </Group>
      <div className={classes.scroll}>
        <Table striped>
          <Table.Caption>Roster of {team.name}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {showIds && <Table.Th scope="col">ID</Table.Th>}
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Phone</Table.Th>
              <Table.Th scope="col">Mail</Table.Th>
              <Table.Th scope="col">Role</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {team.players.map((player) => (
              <Table.Tr key={player.id}>
                {showIds && <Table.Td>{player.id}</Table.Td>}
                <Table.Th scope="row" fw={500}>
                  {player.name}
                </Table.Th>
                <Table.Td>{player.phone ? <a href={`tel:${player.phone}`}>{player.phone}</a> : '-'}</Table.Td>
                <Table.Td>{player.mail ? <a href={`mailto:${player.mail}`}>{player.mail}</a> : '-'}</Table.Td>
                <Table.Td>{roleLabels[player.role] ?? player.role}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Card>
  );
}
