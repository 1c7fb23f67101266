import { Anchor } from '@mantine/core';
import type { Match, Pitch, Team } from '../../../common/api/types';
import { m } from '../../../common/i18n/messages';
import { pitchOfMatch } from '../../../common/league/pitches';
import classes from './match-place.module.css';

/**
 * Where a match is played and who referees it, on the face of a match row (issue 46): the pitch
 * with its map link (the league's default pitch when the match has none) and the referee teams.
 */
export function MatchPlace({
  match,
  teams,
  pitches,
  className,
}: {
  match: Match;
  teams: ReadonlyMap<number, Team>;
  pitches: readonly Pitch[];
  className?: string;
}) {
  const pitch = pitchOfMatch(match.pitch_id, pitches);
  const referees = [match.referee_team_id, match.referee_team_id_2]
    .map((id) => (id === null ? undefined : teams.get(id)?.name))
    .filter((name) => name !== undefined);
  return (
    <p className={className ? `${classes.place} ${className}` : classes.place}>
      {pitch && (
        <span className={classes.part}>
          {m.public_match_place_pitch()}{' '}
          <Anchor href={pitch.map_url} target="_blank" rel="noopener noreferrer" inherit>
            {pitch.name}
          </Anchor>
        </span>
      )}
      <span className={classes.part}>
        {m.public_match_place_referees()}{' '}
        {/* Team names are German; the placeholder speaks the page's language. */}
        {referees.length > 0 ? <span lang="de">{referees.join(', ')}</span> : m.public_matches_no_referees()}
      </span>
    </p>
  );
}
