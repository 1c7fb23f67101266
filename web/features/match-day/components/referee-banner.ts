import type { Match } from '../../../../common/api/types';
import type { User } from '../../../lib/queries/get-user-by-token';

/**
 * The banner docs/PRODUCT.md#roles shows a player on a match to referee: personal when the player is
 * the chosen referee of a slot, else for the team; null when the player has no part in refereeing it.
 */
export function refereeBanner(user: User, teamId: number | null, match: Match): string | null {
  if (user.role !== 'PLAYER') return null;
  if (match.referee_id === user.id) return 'You are the referee of this match.';
  if (match.referee_id_2 === user.id) return 'You are the second referee of this match.';
  const teamReferees =
    teamId !== null && (match.referee_team_id === teamId || match.referee_team_id_2 === teamId);
  return teamReferees ? 'Your team referees this match' : null;
}
