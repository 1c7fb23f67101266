import { Tabs, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import type { Match, Pitch, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { openingWeek } from '../../../../common/league/upcoming';
import { EmptyState } from '../../../components/ui/empty-state';
import { dateValue } from '../../../lib/dates';
import { useLeagueToday } from '../../../lib/league-today';
import type { LiveMatchScore } from '../../../lib/live';
import { playing } from './match-details';
import { MatchTable } from './match-table';
import classes from './week-matches.module.css';

interface WeekMatchesProps {
  matches: readonly Match[];
  /**
   * Every season's matches, for the earlier meetings of two teams; null until a row is opened
   * (`onOpen`) and they have loaded (decision 045: a first visit loads the shown season only).
   */
  allMatches: readonly Match[] | null;
  onOpen: () => void;
  seasonNames: ReadonlyMap<number, string>;
  teams: ReadonlyMap<number, Team>;
  pitches: readonly Pitch[];
  /** Live scores by match id (web/lib/live.ts). */
  live?: ReadonlyMap<number, LiveMatchScore>;
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

/**
 * Group-stage matches of one season, one tab per week; opens on the next match day's week (the
 * first kick-off from today on, common/league/upcoming.ts), today as the server rendered the page.
 * Each week is a table with the columns Home, Score, Guest and Date; the Date cell also names the
 * kick-off time, the pitch, the referee teams, why the league postponed the match, and a native
 * disclosure (it works before the app has loaded) with the match's details. The team filter hides
 * rows by CSS (common/team-filter.ts), so the prerendered page and the app show the same rows and
 * nothing moves when the app takes over.
 */
export function WeekMatches({
  matches,
  teams,
  pitches,
  allMatches,
  onOpen,
  seasonNames,
  live,
}: WeekMatchesProps) {
  const weeks = useMemo(() => groupByWeek(matches), [matches]);
  const seasonTeams = useMemo(() => [...new Set(matches.flatMap(playing))], [matches]);
  const today = useLeagueToday();
  const open = useMemo(
    () =>
      openingWeek(
        weeks.flatMap(([, list]) => list),
        today,
      ),
    [weeks, today],
  );
  // On a phone the tabs scroll sideways and a later week opens out of sight: bring its tab into
  // view (the list only, not the page).
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = tabList.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab || open === undefined) return;
    const [listBox, tabBox] = [list.getBoundingClientRect(), tab.getBoundingClientRect()];
    list.scrollLeft += tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2;
  }, [open]);
  if (weeks.length === 0) return <EmptyState>{m.public_matches_empty()}</EmptyState>;

  return (
    // Only the open week is rendered: less to hydrate on a phone.
    <Tabs defaultValue={String(open)} keepMounted={false}>
      <Tabs.List ref={tabList} className={classes.weekList} aria-label={m.public_matches_weeks()}>
        {weeks.map(([week]) => (
          <Tabs.Tab key={week} value={String(week)} className={classes.weekTab}>
            {m.public_matches_week({ week })}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {weeks.map(([week, list]) => {
        const inWeek = new Set(list.flatMap(playing));
        return (
          <Tabs.Panel key={week} value={String(week)} pt="md">
            <MatchTable
              week={week}
              matches={list}
              teams={teams}
              pitches={pitches}
              allMatches={allMatches}
              onOpen={onOpen}
              seasonNames={seasonNames}
              live={live}
            />
            <Text
              className={classes.noMatch}
              data-empty-for={seasonTeams.filter((id) => !inWeek.has(id)).join(' ')}
              c="dimmed"
              py="md"
              ta="center"
            >
              {m.public_matches_no_match_of_team({ week })}
            </Text>
            <Text size="xs" c="dimmed" mt="xs">
              {m.public_matches_kick_off_zone({ zone: m.public_time_zone() })}
            </Text>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
