import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Match, Pitch, Season, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { pitchOfMatch } from '../../../../common/league/pitches';
import { nextMatchDay } from '../../../../common/league/upcoming';
import { formatDateTime } from '../../../lib/dates';
import { useLeagueToday } from '../../../lib/league-today';
import { paths } from '../../../lib/paths';
import classes from './next-match-day.module.css';

/**
 * The newest season's next match day (common/league/upcoming.ts): its matches from today on, today
 * as the server's clock has it when it rendered the page, so the prerendered page and the app agree.
 */
function newestSeasonsNext(seasons: readonly Season[], today: Date) {
  const season = [...seasons].sort((a, b) => b.id - a.id)[0];
  return nextMatchDay(season?.matches ?? [], today);
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
  const today = useLeagueToday();
  const next = useMemo(() => newestSeasonsNext(seasons, today), [seasons, today]);
  if (!next) return <Text c="dimmed">{m.public_home_no_matches_to_come()}</Text>;
  // A knockout match names where its teams come from until they are known ('Winner QF1').
  const name = (match: Match, side: 'home' | 'guest') => {
    const id = side === 'home' ? match.home_id : match.guest_id;
    const source = side === 'home' ? match.home_source : match.guest_source;
    return (id === null ? undefined : teams.get(id)?.name) ?? source ?? m.public_tbd();
  };

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
                {name(match, 'home')} – {name(match, 'guest')}
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
