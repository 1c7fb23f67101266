import type { Match } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import type { User } from '../../../lib/queries/get-user-by-token';

/**
 * The banner docs/PRODUCT.md#roles shows a player on a match to referee: personal when the player is
 * the chosen referee of a slot, else for the team; null when the player has no part in refereeing it.
 */
export function refereeBanner(user: User, teamId: number | null, match: Match): string | null {
  if (user.role !== 'PLAYER') return null;
  if (match.referee_id === user.id) return m.dashboard_referee_banner_first();
  if (match.referee_id_2 === user.id) return m.dashboard_referee_banner_second();
  const teamReferees =
    teamId !== null && (match.referee_team_id === teamId || match.referee_team_id_2 === teamId);
  return teamReferees ? m.dashboard_referee_duty_team() : null;
}
