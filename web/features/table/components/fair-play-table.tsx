import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FairPlayTableAnswer } from '../../../../common/api/fair-play';
import { getLocale, m } from '../../../../common/i18n/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { TeamLink } from '../../../components/ui/team-link';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** Read fresh, not from the public cache: ratings are released by the clock (decision 094). */
const useFairPlayTable = (seasonId: number) =>
  useQuery({
    queryKey: ['fairPlay', 'table', seasonId],
    queryFn: () =>
      apiData<FairPlayTableAnswer>(paths.api.getFairPlayTable, { body: { season_id: seasonId } }),
  });

const average = (value: number | null) =>
  value === null
    ? '–'
    : value.toLocaleString(getLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The season's fair-play table (docs/PRODUCT.md#fair-play): each team's average of the released
 * ratings, best first; teams nobody rated yet last, with a dash.
 */
export function FairPlayTable({ seasonId }: { seasonId: number }) {
  const table = useFairPlayTable(seasonId);
  if (table.isPending) return <ListSkeleton label={m.public_table_fair_play()} />;
  const rows = table.data?.rows ?? [];
  if (!rows.length) return <EmptyState>{m.public_fair_play_no_teams()}</EmptyState>;
  return (
    <Stack gap="sm">
      <Text size="sm">{m.public_fair_play_intro()}</Text>
      <Table striped highlightOnHover aria-label={m.public_table_fair_play()}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{m.public_fair_play_team()}</Table.Th>
            <Table.Th ta="right">{m.public_fair_play_average()}</Table.Th>
            <Table.Th ta="right">{m.public_fair_play_ratings()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.team_id}>
              <Table.Td>{row.position}</Table.Td>
              <Table.Td>
                <TeamLink teamId={row.team_id}>{row.name}</TeamLink>
              </Table.Td>
              <Table.Td ta="right">{average(row.average)}</Table.Td>
              <Table.Td ta="right">{row.ratings}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {table.data?.tiebreak && <Text size="sm">{m.public_fair_play_tiebreak()}</Text>}
    </Stack>
  );
}
