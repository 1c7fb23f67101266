import type { Match } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { forfeitScore } from '../../../../common/league/forfeits';

/**
 * What an admin's final result says happened (decision 082): played, a forfeit of either side
 * (0:3 against it), or not played (0:0). Only 'played' takes scores from the form.
 */
export type Outcome = 'played' | 'forfeit_home' | 'forfeit_guest' | 'unplayed';

/** The outcome select's options, the forfeits naming the team that could not play. */
export const outcomeOptions = (homeName: string, guestName: string) => [
  { value: 'played', label: m.dashboard_result_outcome_played() },
  { value: 'forfeit_home', label: m.dashboard_result_outcome_forfeit({ team: homeName }) },
  { value: 'forfeit_guest', label: m.dashboard_result_outcome_forfeit({ team: guestName }) },
  { value: 'unplayed', label: m.dashboard_result_outcome_unplayed() },
];

/** The addResult fields of an outcome other than 'played': its fixed score and its mark. */
export function outcomeEntry(outcome: Exclude<Outcome, 'played'>, match: Match) {
  if (outcome === 'unplayed') return { home_score: 0, guest_score: 0, unplayed: true };
  const sides = { homeId: match.home_id, guestId: match.guest_id };
  const loser = outcome === 'forfeit_home' ? match.home_id : match.guest_id;
  return { ...forfeitScore(sides, loser as number), forfeit: true };
}
