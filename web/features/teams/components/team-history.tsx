import { Table } from '@mantine/core';
import { m } from '../../../../common/i18n/messages';
import type { RoundReached, SeasonRecord } from '../../../../common/league/history';
import { EmptyState } from '../../../components/ui/empty-state';
import { groupName } from '../../../lib/match-results';

const ROUND: Record<RoundReached, () => string> = {
  QF: m.public_team_round_qf,
  SF: m.public_team_round_sf,
  F: m.public_team_round_f,
};

/** The podium's places, as the history names them and the team's facts list its honours. */
export const PLACE = {
  1: m.public_podium_champion,
  2: m.public_podium_runner_up,
  3: m.public_podium_third,
} as const;

/** The team's place in each season it played: its group, then how far it went in the knockout. */
export function History({ records }: { records: readonly SeasonRecord[] }) {
  if (records.length === 0) return <EmptyState>{m.public_team_no_seasons()}</EmptyState>;
  return (
    <Table striped horizontalSpacing="xs" fz={{ base: 'sm', sm: 'md' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{m.public_team_season()}</Table.Th>
          <Table.Th scope="col">{m.public_team_group()}</Table.Th>
          <Table.Th scope="col">{m.public_team_knockout()}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((r) => (
          <Table.Tr key={r.season_id}>
            <Table.Th scope="row" fw={500}>
              {r.season_name}
            </Table.Th>
            <Table.Td>
              {m.public_team_group_position({
                group: groupName(r.group_name),
                position: r.position,
                size: r.group_size,
              })}
            </Table.Td>
            <Table.Td>
              {r.place ? (
                <strong>{PLACE[r.place]()}</strong>
              ) : r.round ? (
                ROUND[r.round]()
              ) : r.knockout_drawn ? (
                m.public_team_not_qualified()
              ) : (
                m.public_team_group_stage_in_play()
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
