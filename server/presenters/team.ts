import type { Role, Team, TeamMember } from '../../common/api/types';
import type { teams } from '../db/schema';

/** `key` (crestKey): the real crest of a team awaiting acceptance, for its members and admins (decision 037). */
export function crestUrl(teamId: number, key?: string): string {
  return key ? `/crests/${teamId}.svg?key=${key}` : `/crests/${teamId}.svg`;
}

interface MemberRow {
  id: number;
  name: string;
  role: Role;
  mail: string;
  phone: string | null;
}

/**
 * A roster entry; phone and mail only for those who may see contact data; `eligible` (decision 096)
 * for members when the viewer sees contacts. Built whole: spreading a made entry to add `eligible`
 * is V8's slow path and cost getMyTeam about a third of its throughput.
 */
export const presentMember = (user: MemberRow, withContacts: boolean, eligible?: boolean): TeamMember =>
  !withContacts
    ? { id: user.id, name: user.name, role: user.role }
    : eligible === undefined
      ? { id: user.id, name: user.name, role: user.role, phone: user.phone, mail: user.mail }
      : { id: user.id, name: user.name, role: user.role, phone: user.phone, mail: user.mail, eligible };

/**
 * The Team shape of docs/PRODUCT.md#data; the captain's phone only with `withContacts`; no
 * `players` at all where the viewer may not see the roster (visitors, decision 053). `crestKey`
 * goes into the crest address of a team awaiting acceptance (given to its members and admins only).
 */
export function presentTeam(
  team: typeof teams.$inferSelect,
  players: TeamMember[] | undefined,
  playerCount: number,
  captain: { id: number; name: string; phone: string | null } | undefined,
  withContacts: boolean,
  crestKey?: string,
): Team {
  return {
    team_id: team.id,
    id: team.id,
    name: team.name,
    name_short: team.nameShort,
    logo_url: team.logoUrl ?? crestUrl(team.id, team.accepted ? undefined : crestKey),
    accepted: team.accepted,
    is_active: team.isActive,
    created_at: team.createdAt.toISOString(),
    captain: captain
      ? { id: captain.id, name: captain.name, ...(withContacts ? { phone: captain.phone } : {}) }
      : null,
    ...(players ? { players } : {}),
    player_count: playerCount,
  };
}
