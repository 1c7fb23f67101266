import type { Match, Team } from '../../../common/api/types';
import { m } from '../../../common/i18n/messages';
import { chronological, finalScore } from '../../../common/league/form';
import { formatDate, formatTime } from '../../lib/dates';
import { stageName } from '../../lib/match-results';

/** The season's fixtures for the CSV file: kick-off on the league's clock, the result as numbers. */
export function fixtureRows(matches: readonly Match[], teams: ReadonlyMap<number, Team>) {
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
      ];
    }),
  ];
}
