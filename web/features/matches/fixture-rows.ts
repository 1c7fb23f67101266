import type { Match, Team } from '../../../common/api/types';
import { chronological, finalScore } from '../../../common/league/form';
import { formatDate, formatTime } from '../../lib/dates';
import { stageName } from '../../lib/match-results';

/** The season's fixtures for the CSV file: kick-off on the league's clock, the result as numbers. */
export function fixtureRows(matches: readonly Match[], teams: ReadonlyMap<number, Team>) {
  const name = (id: number | null, source: string | null) =>
    (id === null ? null : teams.get(id)?.name) ?? source ?? 'TBD';
  return [
    ['Week', 'Stage', 'Date', 'Kick-off', 'Home', 'Guest', 'Home goals', 'Guest goals', 'Note'],
    ...[...matches].sort(chronological).map((m) => {
      const final = finalScore(m);
      const winner = final?.shootout_winner_id ? teams.get(final.shootout_winner_id)?.name : undefined;
      const note = final?.forfeit
        ? 'forfeit'
        : final?.unplayed
          ? 'not played'
          : winner
            ? `${winner} won on penalties`
            : '';
      return [
        m.week,
        stageName(m.match_stage),
        formatDate(m.date),
        formatTime(m.date),
        name(m.home_id, m.home_source),
        name(m.guest_id, m.guest_source),
        final ? final.score_home : null,
        final ? final.score_guest : null,
        note,
      ];
    }),
  ];
}
