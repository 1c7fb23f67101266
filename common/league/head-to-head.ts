/** The two teams' earlier meetings, across seasons (docs/PRODUCT.md#team-pages). */

import { chronological, finalScore, type PlayedMatch, teamResults } from './form';

/**
 * The final results of earlier matches between the two teams of `match` (either side at home),
 * newest first. Earlier: a former season, an earlier week, or earlier the same week.
 */
export function earlierMeetings<M extends PlayedMatch>(matches: readonly M[], match: PlayedMatch): M[] {
  const { home_id: a, guest_id: b } = match;
  if (a === null || b === null) return [];
  return matches
    .filter(
      (m) =>
        m.id !== match.id &&
        ((m.home_id === a && m.guest_id === b) || (m.home_id === b && m.guest_id === a)) &&
        finalScore(m) !== undefined &&
        chronological(m, match) < 0,
    )
    .sort((x, y) => chronological(y, x));
}

/** Wins, draws and losses of `teamId` in these meetings. */
export function meetingsRecord(meetings: readonly PlayedMatch[], teamId: number) {
  const record = { wins: 0, draws: 0, losses: 0 };
  for (const r of teamResults(meetings, teamId)) {
    if (r.outcome === 'W') record.wins++;
    else if (r.outcome === 'D') record.draws++;
    else record.losses++;
  }
  return record;
}
