import { Card, Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo } from 'react';
import type { Match, Result, Season, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { dateValue, formatDate } from '../../../lib/dates';
import { finalResult, scoreText } from '../../../lib/match-results';
import classes from './recent-results.module.css';

const CARD_WIDTH = 150;

interface Played {
  match: Match;
  result: Result;
}

/** Final results, newest season (by id) first, then newest date first. */
function recentResults(seasons: readonly Season[]): Played[] {
  return [...seasons]
    .sort((a, b) => b.id - a.id)
    .flatMap((season) =>
      season.matches
        .flatMap((match) => {
          const result = finalResult(match);
          return result ? [{ match, result }] : [];
        })
        .sort((a, b) => dateValue(b.match.date) - dateValue(a.match.date)),
    );
}

export function RecentResults({
  seasons,
  teams,
}: {
  seasons: readonly Season[];
  teams: ReadonlyMap<number, Team>;
}) {
  const { ref, width } = useElementSize();
  const played = useMemo(() => recentResults(seasons), [seasons]);
  // One card per 150 px of the strip, at least one; useElementSize re-measures on resize.
  const count = Math.max(1, Math.floor(width / CARD_WIDTH));
  const teamName = (id: number | null) => (id === null ? '?' : (teams.get(id)?.name_short ?? '?'));

  if (played.length === 0) return <Text c="dimmed">{m.public_home_no_results()}</Text>;

  return (
    <ul ref={ref} className={classes.strip} aria-label={m.public_home_recent_list()}>
      {played.slice(0, count).map(({ match, result }) => (
        <li key={match.id} className={classes.item}>
          <Card withBorder padding="sm" radius="md" className={classes.card}>
            <Group justify="space-between" wrap="nowrap" gap={4}>
              <Text fw={700} size="sm" title={teams.get(match.home_id ?? -1)?.name}>
                {teamName(match.home_id)}
              </Text>
              <Text fw={700} size="sm">
                {scoreText(result)}
              </Text>
              <Text fw={700} size="sm" title={teams.get(match.guest_id ?? -1)?.name}>
                {teamName(match.guest_id)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" ta="center" mt={4}>
              {formatDate(match.date)}
            </Text>
          </Card>
        </li>
      ))}
    </ul>
  );
}
