import type { Role, Team, TeamMember } from '../../common/api/types';
import type { teams } from '../db/schema';

export function crestUrl(teamId: number): string {
  return `/crests/${teamId}.svg`;
}

interface MemberRow {
  id: number;
  name: string;
  role: Role;
  mail: string;
  phone: string | null;
}

/** A roster entry; phone and mail only for those who may see contact data. */
export const presentMember = (user: MemberRow, withContacts: boolean): TeamMember =>
  withContacts
    ? { id: user.id, name: user.name, role: user.role, phone: user.phone, mail: user.mail }
    : { id: user.id, name: user.name, role: user.role };

/** The Team shape of docs/PRODUCT.md#data; the captain's phone only with `withContacts`. */
export function presentTeam(
  team: typeof teams.$inferSelect,
  players: TeamMember[],
  playerCount: number,
  captain: { id: number; name: string; phone: string | null } | undefined,
  withContacts: boolean,
): Team {
  return {
    team_id: team.id,
    id: team.id,
    name: team.name,
    name_short: team.nameShort,
    logo_url: team.logoUrl ?? crestUrl(team.id),
    accepted: team.accepted,
    is_active: team.isActive,
    created_at: team.createdAt.toISOString(),
    captain: captain
      ? { id: captain.id, name: captain.name, ...(withContacts ? { phone: captain.phone } : {}) }
      : null,
    players,
    player_count: playerCount,
  };
}
