import { Anchor } from '@mantine/core';
import type { Match, Pitch, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { earlierMeetings } from '../../../../common/league/head-to-head';
import { EarlierMeetings } from '../../../components/ui/head-to-head';
import { TeamLink } from '../../../components/ui/team-link';
import { formatDate, formatTime } from '../../../lib/dates';
import { finalResult, scoreText } from '../../../lib/match-results';
import { FinalCards } from './final-cards';
import classes from './week-matches.module.css';

/** The teams of a match that are known (a knockout match names where its teams come from until then). */
export const playing = (match: Match) => [match.home_id, match.guest_id].filter((id) => id !== null);

/** The score, with who won on penalties and whether it was forfeited (by whom) or not played. */
function resultText(
  final: NonNullable<ReturnType<typeof finalResult>>,
  winner: string | null,
  forfeitedBy: string | null,
): string {
  let text = scoreText(final);
  if (winner) text = m.public_matches_won_on_penalties({ score: text, team: winner });
  if (final.forfeit)
    text = forfeitedBy
      ? m.public_matches_forfeit_by({ score: text, team: forfeitedBy })
      : m.public_matches_forfeit({ score: text });
  if (final.unplayed) text = m.public_matches_not_played({ score: text });
  return text;
}

/** What a tapped row shows: kick-off, pitch with its map link, referee teams, result. */
export function MatchDetails({
  match,
  teams,
  pitch,
  allMatches,
  seasonNames,
  opened,
}: {
  match: Match;
  teams: ReadonlyMap<number, Team>;
  pitch?: Pitch;
  allMatches: readonly Match[] | null;
  seasonNames: ReadonlyMap<number, string>;
  /** The details are open: only then are the result's cards read. */
  opened: boolean;
}) {
  const sides = playing(match).filter((id) => teams.has(id));
  const final = finalResult(match);
  const teamName = (id: number | null) => (id === null ? null : (teams.get(id)?.name ?? null));
  const referees = [match.referee_team_id, match.referee_team_id_2].map(teamName).filter((n) => n !== null);
  const winner = final?.shootout_winner_id ? teamName(final.shootout_winner_id) : null;
  const forfeitedBy = final?.forfeit_team_id ? teamName(final.forfeit_team_id) : null;
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
      <dd>{final ? resultText(final, winner, forfeitedBy) : m.public_matches_no_result()}</dd>
      {final && opened && <FinalCards matchId={match.id} resultId={final.id} />}
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
