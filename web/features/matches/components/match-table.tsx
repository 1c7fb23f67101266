// biome-ignore-all lint/a11y/noRedundantRoles: a phone lays each row out as a grid, and some browsers (WebKit) drop a table's semantics for a table element whose display changed; the explicit roles keep them.
import { useState } from 'react';
import type { Match, Pitch, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { pitchOfMatch } from '../../../../common/league/pitches';
import { ChevronIcon } from '../../../components/ui/icons';
import { LiveMark } from '../../../components/ui/live-mark';
import { MatchPlace } from '../../../components/ui/match-place';
import { formatShortDate, formatTime } from '../../../lib/dates';
import { type LiveMatchScore, shownLive } from '../../../lib/live';
import { finalResult, outcomeNote, scoreText } from '../../../lib/match-results';
import { MatchDetails, playing } from './match-details';
import classes from './week-matches.module.css';

interface MatchTableProps {
  week: number;
  matches: readonly Match[];
  teams: ReadonlyMap<number, Team>;
  pitches: readonly Pitch[];
  allMatches: readonly Match[] | null;
  onOpen: () => void;
  seasonNames: ReadonlyMap<number, string>;
  live?: ReadonlyMap<number, LiveMatchScore>;
}

/**
 * One week's matches as a table with the columns Home, Score, Guest and Date. The Date cell also
 * holds the kick-off time, the pitch, the referee teams, why the league postponed the match (until
 * it has a new date), and a native disclosure with the match's details, which works before the
 * app has loaded. A live match's Score cell shows its live score marked LIVE (web/lib/live.ts). Rows
 * carry the teams for the team filter (common/team-filter.ts).
 */
export function MatchTable({
  week,
  matches,
  teams,
  pitches,
  allMatches,
  onOpen,
  seasonNames,
  live = new Map(),
}: MatchTableProps) {
  // Full names: on a phone a row wraps, the Date cell under the teams (week-matches.module.css).
  const teamName = (id: number | null) => (id === null ? undefined : teams.get(id)?.name) ?? m.public_tbd();
  const known = (id: number) => teams.get(id)?.name ?? null;
  // The matches whose details were opened: their cards are read then, not for every row at once.
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  return (
    <table role="table" className={classes.table} aria-label={m.public_matches_week_list({ week })}>
      {/* On a phone the header is hidden from sight only: screen readers still name each cell's column. */}
      <thead role="rowgroup" className={classes.head}>
        <tr role="row">
          <th role="columnheader" scope="col">
            {m.public_matches_column_home()}
          </th>
          <th role="columnheader" scope="col" className={classes.score}>
            {m.public_matches_column_score()}
          </th>
          <th role="columnheader" scope="col" className={classes.guest}>
            {m.public_matches_column_guest()}
          </th>
          <th role="columnheader" scope="col">
            {m.public_matches_column_date()}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {matches.map((match) => {
          const final = finalResult(match);
          const note = outcomeNote(final, known);
          const now = shownLive(match, live);
          return (
            <tr role="row" key={match.id} className={classes.row} data-teams={playing(match).join(' ')}>
              <td role="cell" className={classes.team} lang="de">
                {teamName(match.home_id)}
              </td>
              <td role="cell" className={classes.score}>
                {now ? <LiveMark live={now} /> : scoreText(final)}
              </td>
              <td role="cell" className={`${classes.team} ${classes.guest}`} lang="de">
                {teamName(match.guest_id)}
              </td>
              <td role="cell" className={classes.when}>
                <span className={classes.kickOff}>
                  {formatShortDate(match.date)}
                  {match.date !== 'tbd' && <span className={classes.time}>{formatTime(match.date)}</span>}
                </span>
                {/* Beside the date, across the row on a phone: "0 : 3" alone does not say who could not play. */}
                {note && <span className={classes.outcome}>{note}</span>}
                {match.postponed && (
                  <span className={classes.postponed}>
                    {m.public_matches_postponed({ reason: match.postponed.reason })}
                  </span>
                )}
                <MatchPlace match={match} teams={teams} pitches={pitches} className={classes.place} />
                <details
                  className={classes.match}
                  onToggle={(event) => {
                    if (!event.currentTarget.open) return;
                    onOpen();
                    setOpened((before) => new Set(before).add(match.id));
                  }}
                >
                  <summary className={classes.summary}>
                    {m.public_matches_more()}
                    <ChevronIcon className={classes.chevron} />
                  </summary>
                  <MatchDetails
                    match={match}
                    teams={teams}
                    pitch={pitchOfMatch(match.pitch_id, pitches)}
                    allMatches={allMatches}
                    seasonNames={seasonNames}
                    opened={opened.has(match.id)}
                  />
                </details>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
