import type { Team, TeamMember } from '../../../../common/api/types';
import { compareNames } from '../../../../common/league/name-order';

/**
 * The team's players including its captain (docs/PRODUCT.md#group-matches-and-referees), sorted by name: those who may
 * referee or score for it. Join requests (role USER) are not members yet.
 */
export function matchPlayers(team: Team | undefined): Pick<TeamMember, 'id' | 'name'>[] {
  if (!team) return [];
  const players = (team.players ?? []).filter(
    (player) => player.role === 'PLAYER' || player.role === 'CAPTAIN',
  );
  const { captain } = team;
  if (captain && !players.some((player) => player.id === captain.id))
    players.push({ ...captain, role: 'CAPTAIN' });
  return players.sort((a, b) => compareNames(a.name, b.name));
}
