import { Alert, Box, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Group, Match, Season, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { isGroupMatch } from '../../../../common/league/form';
import { liveGroupTable } from '../../../../common/league/live-table';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { type LiveMatchScore, shownLive } from '../../../lib/live';
import { useLiveScores } from '../../../lib/live-scores';

export type TableView = 'live' | 'official';

export interface LiveTable {
  /** The group matches being played or awaiting confirmation, with their live scores. */
  playing: { match: Match; score: LiveMatchScore }[];
  /** Each group as it would stand if those matches ended now; no explanations (they explain the official table). */
  groups: Group[];
}

/**
 * The season's groups as they would stand if the live matches ended now (common/league/live-table.ts),
 * or null while no group match is live. A match awaiting confirmation after its final whistle counts
 * at its suggested score until its result is final.
 */
export function useLiveTable(season: Season | undefined): LiveTable | null {
  const live = useLiveScores(season?.matches);
  return useMemo(() => {
    if (!season) return null;
    const playing = season.matches.flatMap((match) => {
      const score = isGroupMatch(match) ? shownLive(match, live) : undefined;
      return score ? [{ match, score }] : [];
    });
    if (playing.length === 0) return null;
    const scores = new Map(playing.map(({ match, score }) => [match.id, score]));
    const groups = season.groups.map((group) => ({
      ...group,
      teams: liveGroupTable(group, season.matches, scores),
      explanations: [],
    }));
    return { playing, groups };
  }, [season, live]);
}

/**
 * Above the groups while a group match is live: which table is shown, the live one (what a visitor
 * following the match evening expects, decision 088) or the official one, one tap apart, and the
 * matches the live one counts.
 */
export function LiveTableSwitch({
  table,
  teams,
  view,
  onChange,
}: {
  table: LiveTable;
  teams: ReadonlyMap<number, Team>;
  view: TableView;
  onChange: (view: TableView) => void;
}) {
  const name = (id: number | null) => (id === null ? undefined : teams.get(id)?.name) ?? m.public_tbd();
  const matches = table.playing
    .map(
      ({ match, score }) => `${name(match.home_id)} ${score.home} : ${score.guest} ${name(match.guest_id)}`,
    )
    .join(', ');
  return (
    <Alert color="league.7" variant="light" p="sm" mb="lg" data-live-table={view}>
      {/* Two equal segments, each label on one line at every width. */}
      <Box maw={360}>
        <SegmentedChoice
          label={m.public_live_table_switch()}
          data={[
            { value: 'live', label: m.public_live_table_live() },
            { value: 'official', label: m.public_live_table_official() },
          ]}
          value={view}
          onChange={onChange}
          fullWidth
        />
      </Box>
      <Text size="sm" mt="xs" role="status">
        {view === 'live'
          ? m.public_live_table_notice({ matches })
          : m.public_live_table_official_notice({ matches })}
      </Text>
    </Alert>
  );
}
