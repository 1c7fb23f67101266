import { Table, Tabs, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Match, Team } from '../../../../common/api/types';
import { LEAGUE_TIME_ZONE_NAME } from '../../../../common/league/kick-off';
import { EmptyState } from '../../../components/ui/empty-state';
import { dateValue, formatShortDate, formatTime } from '../../../lib/dates';
import { finalResult, scoreText } from '../../../lib/match-results';
import classes from './week-matches.module.css';

interface WeekMatchesProps {
  matches: readonly Match[];
  teams: ReadonlyMap<number, Team>;
}

function groupByWeek(matches: readonly Match[]): [number, Match[]][] {
  const weeks = new Map<number, Match[]>();
  for (const match of matches) {
    if (!match.match_stage.startsWith('GROUP')) continue;
    weeks.set(match.week, [...(weeks.get(match.week) ?? []), match]);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([week, list]) => [week, list.sort((a, b) => dateValue(a.date) - dateValue(b.date) || a.id - b.id)]);
}

/** Group-stage matches of one season, one tab per week; opens on the first week still to be played. */
export function WeekMatches({ matches, teams }: WeekMatchesProps) {
  const weeks = useMemo(() => groupByWeek(matches), [matches]);
  if (weeks.length === 0) return <EmptyState>No matches found for this season.</EmptyState>;

  const open = weeks.find(([, list]) => list.some((match) => !finalResult(match))) ?? weeks[weeks.length - 1];
  const teamName = (id: number | null) => (id === null ? 'TBD' : (teams.get(id)?.name ?? 'TBD'));

  return (
    // Only the open week is rendered: less to hydrate on a phone.
    <Tabs defaultValue={String(open?.[0])} keepMounted={false}>
      <Tabs.List className={classes.weekList} aria-label="Weeks">
        {weeks.map(([week]) => (
          <Tabs.Tab key={week} value={String(week)} className={classes.weekTab}>
            Week {week}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {weeks.map(([week, list]) => (
        <Tabs.Panel key={week} value={String(week)} pt="md">
          <Table striped className={classes.table} horizontalSpacing="xs" fz={{ base: 'sm', sm: 'md' }}>
            <Table.Caption className={classes.caption}>Matches of week {week}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Home</Table.Th>
                <Table.Th scope="col" ta="center">
                  Score
                </Table.Th>
                <Table.Th scope="col">Guest</Table.Th>
                <Table.Th scope="col">Kick-off</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((match) => (
                <Table.Tr key={match.id}>
                  <Table.Td className={classes.team} lang="de">
                    {teamName(match.home_id)}
                  </Table.Td>
                  <Table.Td ta="center" className={classes.score}>
                    {scoreText(finalResult(match))}
                  </Table.Td>
                  <Table.Td className={classes.team} lang="de">
                    {teamName(match.guest_id)}
                  </Table.Td>
                  <Table.Td className={classes.kickOff}>
                    {formatShortDate(match.date)}
                    {match.date !== 'tbd' && <span className={classes.time}>{formatTime(match.date)}</span>}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed" mt="xs">
            Kick-off times are {LEAGUE_TIME_ZONE_NAME}.
          </Text>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
