import { Tabs, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import type { Match, Pitch, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { pitchOfMatch } from '../../../../common/league/pitches';
import { openingWeek } from '../../../../common/league/upcoming';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChevronIcon } from '../../../components/ui/icons';
import { MatchPlace } from '../../../components/ui/match-place';
import { dateValue, formatShortDate, formatTime } from '../../../lib/dates';
import { useLeagueToday } from '../../../lib/league-today';
import { finalResult, scoreText } from '../../../lib/match-results';
import { MatchDetails, playing } from './match-details';
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
 * Each row shows the pitch and the referee teams, and opens (a native disclosure, so it works
 * before the app has loaded, with a chevron that says so) on the match's details. The team filter hides rows by CSS (common/team-filter.ts), so the prerendered page and
 * the app show the same rows and nothing moves when the app takes over.
 */
export function WeekMatches({ matches, teams, pitches, allMatches, onOpen, seasonNames }: WeekMatchesProps) {
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

  // Full names: on a phone the two teams stand one above the other (week-matches.module.css).
  const teamName = (id: number | null) => (id === null ? undefined : teams.get(id)?.name) ?? m.public_tbd();

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
            <ul className={classes.list} aria-label={m.public_matches_week_list({ week })}>
              {list.map((match) => (
                <li key={match.id} className={classes.row} data-teams={playing(match).join(' ')}>
                  <details
                    className={classes.match}
                    onToggle={(event) => {
                      if (event.currentTarget.open) onOpen();
                    }}
                  >
                    <summary className={classes.summary}>
                      <span className={classes.kickOff}>
                        <span>{formatShortDate(match.date)}</span>
                        {match.date !== 'tbd' && (
                          <span className={classes.time}>{formatTime(match.date)}</span>
                        )}
                      </span>
                      <span className={classes.team} lang="de">
                        {teamName(match.home_id)}
                      </span>
                      <span className={classes.score}>{scoreText(finalResult(match))}</span>
                      <span className={`${classes.team} ${classes.guest}`} lang="de">
                        {teamName(match.guest_id)}
                      </span>
                      <ChevronIcon className={classes.chevron} />
                    </summary>
                    <MatchDetails
                      match={match}
                      teams={teams}
                      pitch={pitchOfMatch(match.pitch_id, pitches)}
                      allMatches={allMatches}
                      seasonNames={seasonNames}
                    />
                  </details>
                  {/* An opened row shows pitch and referees in its details (the stylesheet hides this). */}
                  <MatchPlace match={match} teams={teams} pitches={pitches} className={classes.place} />
                </li>
              ))}
            </ul>
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
