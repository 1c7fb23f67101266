import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Match, Pitch, Season, Team } from '../../../../common/api/types';
import { LEAGUE_TIME_ZONE_NAME } from '../../../../common/league/kick-off';
import { pitchOfMatch } from '../../../../common/league/pitches';
import { dateValue, formatDate, formatTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import classes from './next-match-day.module.css';

/**
 * The matches without any result (none suggested yet) of the newest season's first week that has
 * such matches: decided by the data alone (no clock), so the prerendered page and the app agree.
 */
function nextMatchDay(seasons: readonly Season[]): { week: number; matches: Match[] } | null {
  const season = [...seasons].sort((a, b) => b.id - a.id)[0];
  const open = (season?.matches ?? []).filter(
    (m) => m.match_stage.startsWith('GROUP') && m.results.length === 0,
  );
  const week = Math.min(...open.map((m) => m.week));
  if (!Number.isFinite(week)) return null;
  const matches = open
    .filter((m) => m.week === week)
    .sort((a, b) => dateValue(a.date) - dateValue(b.date) || a.id - b.id);
  return { week, matches };
}

export function NextMatchDay({
  seasons,
  teams,
  pitches,
}: {
  seasons: readonly Season[];
  teams: ReadonlyMap<number, Team>;
  pitches: readonly Pitch[];
}) {
  const next = useMemo(() => nextMatchDay(seasons), [seasons]);
  if (!next) return <Text c="dimmed">No matches to come.</Text>;
  const name = (id: number | null) => (id === null ? 'TBD' : (teams.get(id)?.name ?? 'TBD'));

  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        Week {next.week}; kick-off times are {LEAGUE_TIME_ZONE_NAME}.
      </Text>
      <ul className={classes.list} aria-label={`Matches of week ${next.week}`}>
        {next.matches.map((match) => {
          const pitch = pitchOfMatch(match.pitch_id, pitches);
          return (
            <li key={match.id} className={classes.item}>
              <span className={classes.when}>
                {match.date === 'tbd' ? 'TBD' : `${formatDate(match.date)} ${formatTime(match.date)}`}
              </span>
              <span className={classes.pairing} lang="de">
                {name(match.home_id)} – {name(match.guest_id)}
              </span>
              {pitch && <span className={classes.pitch}>{pitch.name}</span>}
            </li>
          );
        })}
      </ul>
      <Anchor component={Link} to={paths.matches} size="sm" className={classes.all}>
        All matches, pitches and referees
      </Anchor>
    </>
  );
}
