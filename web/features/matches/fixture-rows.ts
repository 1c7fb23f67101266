import type { Match, Pitch, Team } from '../../../common/api/types';
import { m } from '../../../common/i18n/messages';
import { chronological, finalScore } from '../../../common/league/form';
import { pitchOfMatch } from '../../../common/league/pitches';
import { formatDate, formatTime } from '../../lib/dates';
import { stageName } from '../../lib/match-results';

/**
 * The season's fixtures for the CSV file: kick-off on the league's clock, the result as numbers,
 * then where and who referees, as the rows of /matches show them: the match's pitch (the league's
 * default when it names none) and its referee teams. toCsv (common/csv.ts) keeps every cell safe.
 */
export function fixtureRows(
  matches: readonly Match[],
  teams: ReadonlyMap<number, Team>,
  pitches: readonly Pitch[],
) {
  const name = (id: number | null, source: string | null) =>
    (id === null ? null : teams.get(id)?.name) ?? source ?? m.public_tbd();
  return [
    [
      m.public_csv_week(),
      m.public_csv_stage(),
      m.public_csv_date(),
      m.public_csv_kick_off(),
      m.public_csv_home(),
      m.public_csv_guest(),
      m.public_csv_home_goals(),
      m.public_csv_guest_goals(),
      m.public_csv_note(),
      m.public_csv_pitch(),
      m.public_csv_referee_teams(),
    ],
    ...[...matches].sort(chronological).map((match) => {
      const final = finalScore(match);
      const winner = final?.shootout_winner_id ? teams.get(final.shootout_winner_id)?.name : undefined;
      const note = final?.forfeit
        ? m.public_csv_forfeit()
        : final?.unplayed
          ? m.public_csv_not_played()
          : winner
            ? m.public_csv_shootout({ team: winner })
            : '';
      return [
        match.week,
        stageName(match.match_stage),
        formatDate(match.date),
        formatTime(match.date),
        name(match.home_id, match.home_source),
        name(match.guest_id, match.guest_source),
        final ? final.score_home : null,
        final ? final.score_guest : null,
        note,
        pitchOfMatch(match.pitch_id, pitches)?.name ?? null,
        [match.referee_team_id, match.referee_team_id_2]
          .flatMap((id) => (id === null ? [] : [teams.get(id)?.name ?? m.public_tbd()]))
          .join(', ') || null,
      ];
    }),
  ];
}
