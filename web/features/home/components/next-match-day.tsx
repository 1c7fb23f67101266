import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Match, Pitch, Season, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { pitchOfMatch } from '../../../../common/league/pitches';
import { dateValue, formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import classes from './next-match-day.module.css';

/**
 * The matches without any result (none suggested yet) of the newest season's first week that has
 * such matches: decided by the data alone (no clock), so the prerendered page and the app agree.
 */
function nextMatchDay(seasons: readonly Season[]): { week: number; matches: Match[] } | null {
  const season = [...seasons].sort((a, b) => b.id - a.id)[0];
  const open = (season?.matches ?? []).filter(
    (match) => match.match_stage.startsWith('GROUP') && match.results.length === 0,
  );
  const week = Math.min(...open.map((match) => match.week));
  if (!Number.isFinite(week)) return null;
  const matches = open
    .filter((match) => match.week === week)
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
  if (!next) return <Text c="dimmed">{m.public_home_no_matches_to_come()}</Text>;
  const name = (id: number | null) => (id === null ? undefined : teams.get(id)?.name) ?? m.common_date_tbd();

  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {m.public_home_week_note({ week: next.week, zone: m.public_time_zone() })}
      </Text>
      <ul className={classes.list} aria-label={m.public_home_week_matches({ week: next.week })}>
        {next.matches.map((match) => {
          const pitch = pitchOfMatch(match.pitch_id, pitches);
          return (
            <li key={match.id} className={classes.item}>
              <span className={classes.when}>
                {match.date === 'tbd' ? m.common_date_tbd() : formatDateTime(match.date)}
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
        {m.public_home_all_matches()}
      </Anchor>
    </>
  );
}
