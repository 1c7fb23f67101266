import { Card, Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo } from 'react';
import type { Match, Result, Season, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { LiveMark } from '../../../components/ui/live-mark';
import { dateValue, formatDate } from '../../../lib/dates';
import { type LiveMatchScore, shownLive } from '../../../lib/live';
import { useLiveScores } from '../../../lib/live-scores';
import { finalResult, scoreText } from '../../../lib/match-results';
import classes from './recent-results.module.css';

const CARD_WIDTH = 150;

interface Played {
  match: Match;
  result?: Result;
  live?: LiveMatchScore;
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

/** The strip's cards: matches being played (or awaiting confirmation) first, then final results. */
export function RecentResults({
  seasons,
  teams,
}: {
  seasons: readonly Season[];
  teams: ReadonlyMap<number, Team>;
}) {
  const { ref, width } = useElementSize();
  const matches = useMemo(() => seasons.flatMap((season) => season.matches), [seasons]);
  const live = useLiveScores(matches);
  const finals = useMemo(() => recentResults(seasons), [seasons]);
  const playing = matches.flatMap((match): Played[] => {
    const now = shownLive(match, live);
    return now ? [{ match, live: now }] : [];
  });
  // Being played first, then awaiting confirmation, then final results.
  const played = [
    ...playing.filter((p) => p.live?.status !== 'finished'),
    ...playing.filter((p) => p.live?.status === 'finished'),
    ...finals,
  ];
  // One card per 150 px of the strip, at least one; useElementSize re-measures on resize.
  const count = Math.max(1, Math.floor(width / CARD_WIDTH));
  const teamName = (id: number | null) => (id === null ? '?' : (teams.get(id)?.name_short ?? '?'));

  if (played.length === 0) return <Text c="dimmed">{m.public_home_no_results()}</Text>;

  return (
    <ul ref={ref} className={classes.strip} aria-label={m.public_home_recent_list()}>
      {played.slice(0, count).map(({ match, result, live: now }) => (
        <li key={match.id} className={classes.item}>
          <Card withBorder padding="sm" radius="md" className={classes.card}>
            <Group justify="space-between" wrap="nowrap" gap={4}>
              <Text fw={700} size="sm" title={teams.get(match.home_id ?? -1)?.name}>
                {teamName(match.home_id)}
              </Text>
              <Text fw={700} size="sm" component="div">
                {now ? <LiveMark live={now} /> : scoreText(result)}
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
