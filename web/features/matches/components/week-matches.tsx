import { Anchor, Tabs, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import type { Match, Pitch, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { earlierMeetings } from '../../../../common/league/head-to-head';
import { pitchOfMatch } from '../../../../common/league/pitches';
import { openingWeek } from '../../../../common/league/upcoming';
import { EmptyState } from '../../../components/ui/empty-state';
import { EarlierMeetings } from '../../../components/ui/head-to-head';
import { TeamLink } from '../../../components/ui/team-link';
import { TeamName } from '../../../components/ui/team-name';
import { dateValue, formatDate, formatShortDate, formatTime } from '../../../lib/dates';
import { useLeagueToday } from '../../../lib/league-today';
import { finalResult, scoreText } from '../../../lib/match-results';
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

/** The score, with who won on penalties and whether it was forfeited or not played. */
function resultText(final: NonNullable<ReturnType<typeof finalResult>>, winner: string | null): string {
  let text = scoreText(final);
  if (winner) text = m.public_matches_won_on_penalties({ score: text, team: winner });
  if (final.forfeit) text = m.public_matches_forfeit({ score: text });
  if (final.unplayed) text = m.public_matches_not_played({ score: text });
  return text;
}

const playing = (match: Match) => [match.home_id, match.guest_id].filter((id) => id !== null);

/** What a tapped row shows: kick-off, pitch with its map link, referee teams, result. */
function MatchDetails({
  match,
  teams,
  pitch,
  allMatches,
  seasonNames,
}: {
  match: Match;
  teams: ReadonlyMap<number, Team>;
  pitch?: Pitch;
  allMatches: readonly Match[] | null;
  seasonNames: ReadonlyMap<number, string>;
}) {
  const sides = playing(match).filter((id) => teams.has(id));
  const final = finalResult(match);
  const teamName = (id: number | null) => (id === null ? null : (teams.get(id)?.name ?? null));
  const referees = [match.referee_team_id, match.referee_team_id_2].map(teamName).filter((n) => n !== null);
  const winner = final?.shootout_winner_id ? teamName(final.shootout_winner_id) : null;
  return (
    <dl className={classes.details}>
      <dt>{m.public_matches_kick_off()}</dt>
      <dd>
        {match.date === 'tbd'
          ? m.public_tbd()
          : m.public_matches_kick_off_at({
              date: formatDate(match.date),
              time: formatTime(match.date),
              zone: m.public_time_zone(),
            })}
      </dd>
      <dt>{m.public_matches_pitch()}</dt>
      <dd>
        {pitch ? (
          <>
            <Anchor
              href={pitch.map_url}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.mapLink}
            >
              {pitch.name}
            </Anchor>
            <span className={classes.address}>{pitch.address}</span>
          </>
        ) : (
          m.public_tbd()
        )}
      </dd>
      <dt>{m.public_matches_referees()}</dt>
      {/* Team names are German; the placeholder speaks the page's language. */}
      {referees.length > 0 ? (
        <dd lang="de">{referees.join(', ')}</dd>
      ) : (
        <dd>{m.public_matches_no_referees()}</dd>
      )}
      <dt>{m.public_matches_result()}</dt>
      <dd>{final ? resultText(final, winner) : m.public_matches_no_result()}</dd>
      {sides.length > 0 && (
        <>
          <dt>{m.public_matches_team_pages()}</dt>
          <dd className={classes.teamLinks}>
            {sides.map((id) => (
              <TeamLink key={id} teamId={id}>
                {teams.get(id)?.name}
              </TeamLink>
            ))}
          </dd>
        </>
      )}
      {match.home_id !== null && match.guest_id !== null && (
        <>
          <dt>{m.public_matches_earlier_meetings()}</dt>
          <dd>
            {allMatches ? (
              <EarlierMeetings
                meetings={earlierMeetings(allMatches, match)}
                teamId={match.home_id}
                teams={teams}
                seasonNames={seasonNames}
              />
            ) : (
              m.public_meetings_loading()
            )}
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * Group-stage matches of one season, one tab per week; opens on the next match day's week (the
 * first kick-off from today on, common/league/upcoming.ts), today as the server rendered the page.
 * Every row opens (a native disclosure, so it works before the app has loaded) on the match's
 * details. The team filter hides rows by CSS (common/team-filter.ts), so the prerendered page and
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

  const teamName = (id: number | null) => {
    const team = id === null ? undefined : teams.get(id);
    if (!team) return m.public_tbd();
    return <TeamName team={team} />;
  };

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
                    </summary>
                    <MatchDetails
                      match={match}
                      teams={teams}
                      pitch={pitchOfMatch(match.pitch_id, pitches)}
                      allMatches={allMatches}
                      seasonNames={seasonNames}
                    />
                  </details>
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
