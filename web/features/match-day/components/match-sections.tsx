import { SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Group, Match, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { byKickOff, openingWeek } from '../../../../common/league/upcoming';
import { seesEveryMatch } from '../../../../common/policies/matches';
import { useLeagueToday } from '../../../lib/league-today';
import { groupName } from '../../../lib/match-results';
import { useHashId, useHashTarget } from '../../../lib/use-hash-target';
import { MatchCard, type Viewer } from './match-card';
import classes from './match-sections.module.css';

interface Section {
  /** Keys the section; the title is shown in the page's language. */
  key: string;
  title: string;
  matches: Match[];
}

/** A group's stage code: its name without spaces, uppercased ('Group 1' -> 'GROUP1'). */
export function groupStage(group: Group): string {
  return group.name.replace(/\s+/g, '').toUpperCase();
}

// Order matters: 'SEMIFINAL1' and 'QUARTERFINAL1' must not be caught by 'FINAL'.
const knockoutSections = [
  ['QUARTERFINAL', m.dashboard_match_quarterfinal],
  ['SEMIFINAL', m.dashboard_match_semifinal],
  ['PLACE3', m.dashboard_match_place3],
  ['FINAL', m.dashboard_match_final],
] as const;

function sections(groups: readonly Group[], matches: readonly Match[]): Section[] {
  const groupSections = groups.map((group) => ({
    key: group.name,
    title: groupName(group.name),
    matches: matches.filter((match) => match.match_stage === groupStage(group)),
  }));
  const knockout = knockoutSections.map(([prefix, title]) => ({
    key: prefix,
    title: title(),
    matches: matches.filter((match) => match.match_stage.startsWith(prefix)),
  }));
  return [...groupSections, ...knockout].filter((section) => section.matches.length > 0);
}

/** Weeks ascending; within a week by kick-off, undated last (docs/PRODUCT.md#dates). */
function byWeek(matches: readonly Match[]): [number, Match[]][] {
  const weeks = new Map<number, Match[]>();
  for (const match of matches) weeks.set(match.week, [...(weeks.get(match.week) ?? []), match]);
  return [...weeks].sort(([a], [b]) => a - b).map(([week, list]) => [week, list.sort(byKickOff)]);
}

interface MatchSectionsProps {
  groups: readonly Group[];
  matches: readonly Match[];
  teams: ReadonlyMap<number, Team>;
  viewer: Viewer;
}

/** The week the URL names (?week=), kept with the other search parameters (the view). */
export function useWeekParam(): [number | null, (week: string) => void] {
  const [params, setParams] = useSearchParams();
  const week = Number(params.get('week'));
  const setWeek = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('week', value);
        return next;
      },
      // A tab is not a page: no history entry per tap, and the page stays where it is.
      { replace: true, preventScrollReset: true },
    );
  return [Number.isInteger(week) && week > 0 ? week : null, setWeek];
}

/**
 * The week the list opens at: that of the match a deep link names (choosing a tab drops the
 * fragment, so it decides only until then), else the week the URL names, else the next match
 * day's (common/league/upcoming.ts openingWeek; `today`: web/lib/league-today.ts).
 */
export function openWeek(
  matches: readonly Match[],
  askedWeek: number | null,
  targetId: number | null,
  today: Date,
) {
  const targetWeek = matches.find((match) => match.id === targetId)?.week;
  const asked = matches.some((match) => match.week === askedWeek) ? askedWeek : null;
  return targetWeek ?? asked ?? openingWeek(matches, today) ?? matches[0]?.week;
}

/**
 * Matches one tab per week, each week by group and knockout round. Opens at the week the URL names
 * (?week=), or at the week of the match a deep link names (#match-<id>), which it then scrolls to,
 * or else at the next match day's week. An admin's cards keep their forms behind "Edit match" (every card
 * has them all), except the one a deep link names.
 */
export function MatchSections({ groups, matches, teams, viewer }: MatchSectionsProps) {
  const weeks = useMemo(() => byWeek(matches), [matches]);
  const targetId = useHashId('match-');
  const [askedWeek, setWeek] = useWeekParam();
  const today = useLeagueToday();
  const week = String(openWeek(matches, askedWeek, targetId, today));
  useHashTarget(true);
  const compact = seesEveryMatch(viewer.user);
  // On a phone the tabs scroll sideways: bring the open week's tab into view (not the page).
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = tabList.current;
    const tab = list?.querySelector<HTMLElement>(`[id$="-tab-${week}"]`);
    if (!list || !tab) return;
    const [listBox, tabBox] = [list.getBoundingClientRect(), tab.getBoundingClientRect()];
    list.scrollLeft += tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2;
  }, [week]);

  return (
    // Only the open week is rendered: a season's cards at once are slow on a phone.
    <Tabs value={week} onChange={(value) => value && setWeek(value)} keepMounted={false}>
      <Tabs.List ref={tabList} className={classes.weekList} aria-label={m.dashboard_match_weeks()}>
        {weeks.map(([number]) => (
          <Tabs.Tab key={number} value={String(number)} className={classes.weekTab}>
            {m.dashboard_match_week({ week: number })}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {weeks.map(([number, list]) => (
        <Tabs.Panel key={number} value={String(number)} pt="md">
          <Stack gap="lg">
            {sections(groups, list).map((section) => (
              <section
                key={section.key}
                aria-label={m.dashboard_match_section({ section: section.title, week: number })}
              >
                <Title order={2} size="h3" mb="sm">
                  {section.title}
                </Title>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                  {section.matches.map((match) => (
                    <MatchCard
                      key={match.id}
                      match={match}
                      teams={teams}
                      viewer={viewer}
                      forms={compact && match.id !== targetId ? 'none' : 'all'}
                    />
                  ))}
                </SimpleGrid>
              </section>
            ))}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
