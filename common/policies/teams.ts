import { MEMBER_ROLES } from '../api/enums';
import { m } from '../i18n/messages';
import { type Actor, isAdmin, type RoleHolder } from './actor';

export type { Actor, RoleHolder };
export { isAdmin };

/**
 * Every team permission, decided in one place (docs/PRODUCT.md#roles, decision 024). Pure functions
 * over the caller (role and team), the team and the target user: no I/O, so the server decides
 * with them on the rows as it locked them (refusing with 403 and the matching sentence from
 * REFUSED; state conflicts, 409, stay in the services), and the web asks the same functions
 * (web/lib/authorization.ts) which actions to show.
 */

export interface TeamFacts {
  id: number;
  captainId: number | null;
  accepted: boolean;
}

export type MemberFacts = Actor;

/** A member of the team (player or captain), not someone who only asked to join. */
export const isMemberOf = (user: Actor, team: TeamFacts): boolean =>
  user.memberOf === team.id && MEMBER_ROLES.includes(user.role);

/** The team's main captain (team.captain_id), whether the team is accepted yet or not. */
export const isMainCaptain = (user: Actor, team: TeamFacts): boolean =>
  team.captainId !== null && user.id === team.captainId && user.memberOf === team.id;

/** Main captain or co-captain of an accepted team (role CAPTAIN). */
export const isCaptainOf = (user: Actor, team: TeamFacts): boolean =>
  user.role === 'CAPTAIN' && user.memberOf === team.id;

/** A join request is member_of = team with role USER (docs/PRODUCT.md#roles). */
export const hasPendingRequest = (user: MemberFacts, team?: TeamFacts): boolean =>
  user.role === 'USER' && user.memberOf !== null && (team === undefined || user.memberOf === team.id);

/** The team the user is a member of (player or captain, pending or not), or null. */
export const ownTeam = (user: Actor): number | null =>
  user.memberOf !== null && MEMBER_ROLES.includes(user.role) ? user.memberOf : null;

/** Neither in a team nor waiting for an answer to a join request. */
export const isFreeAgent = (user: Actor): boolean => user.role === 'USER' && user.memberOf === null;

/** Admins run the league; they do not play in it. Everybody else may register or join a team. */
export const canJoinOrCreateTeam = (user: RoleHolder): boolean => !isAdmin(user);

export const canSeeTeamRequests = (user: RoleHolder): boolean => isAdmin(user);

export const canChangeSettings = (user: RoleHolder): boolean => isAdmin(user);

export const canAcceptTeam = (user: RoleHolder): boolean => isAdmin(user);

/** Accept or reject join requests, remove players: any captain of the team, or an admin. */
export const canManageRoster = (user: Actor, team: TeamFacts): boolean =>
  isAdmin(user) || isCaptainOf(user, team);

/**
 * Download the roster as a file (contacts included, as far as the roster shows them): its captains
 * and admins, who keep the team's list anyway (docs/PRODUCT.md#csv-downloads).
 */
export const canDownloadRoster = (user: Actor, team: TeamFacts): boolean => canManageRoster(user, team);

/** Whether the user manages some roster at all (checked before looking at the target). */
export const managesAnyRoster = (user: Actor): boolean =>
  isAdmin(user) || (user.role === 'CAPTAIN' && user.memberOf !== null);

/**
 * Whether the user learns what becomes of a roster call aimed at any user (404 for nobody, 409 for
 * someone in no team): admins. A captain gets one answer for everybody outside the own team, so
 * roster calls cannot probe other teams.
 */
export const learnsAboutAnyUser = (user: RoleHolder): boolean => isAdmin(user);

/** Promote players to co-captain and back: only the main captain, or an admin. */
export const canPromote = (user: Actor, team: TeamFacts): boolean =>
  isAdmin(user) || (user.role === 'CAPTAIN' && isMainCaptain(user, team));

/** Whether the user promotes in some team at all (checked before looking at the target). */
export const promotesInAnyTeam = (user: RoleHolder): boolean => isAdmin(user) || user.role === 'CAPTAIN';

/** Name another member main captain: the main captain of the team, or an admin (docs/PRODUCT.md#teams). */
export const canHandOverCaptaincy = (user: Actor, team: TeamFacts): boolean =>
  isAdmin(user) || (user.role === 'CAPTAIN' && isMainCaptain(user, team));

/** Whether the user hands over captaincies at all (checked before looking at the team). */
export const handsOverInAnyTeam = (user: RoleHolder): boolean => isAdmin(user) || user.role === 'CAPTAIN';

/**
 * Why `target` cannot become the team's main captain by this caller's hand, or null when they can
 * (a state conflict, asked after canHandOverCaptaincy): the main captain hands over to a
 * co-captain, an admin appoints any member; co-captains exist only in accepted teams.
 */
export function captaincyRefusal(user: Actor, team: TeamFacts, target: MemberFacts): string | null {
  if (!isMemberOf(target, team)) return m.server_captaincy_not_member();
  if (!team.accepted) return m.server_captaincy_not_accepted();
  if (isMainCaptain(target, team)) return m.server_captaincy_already_main();
  if (!isAdmin(user) && target.role !== 'CAPTAIN') {
    return m.server_captaincy_co_captain_only();
  }
  return null;
}

/** A co-captain can only be removed by whoever could demote them. */
export const canRemoveMember = (user: Actor, team: TeamFacts, target: MemberFacts): boolean =>
  canManageRoster(user, team) && (target.role !== 'CAPTAIN' || canPromote(user, team));

/** Name and short name: captains of the team and admins. */
export const canEditTeam = (user: Actor, team: TeamFacts): boolean =>
  isAdmin(user) || isCaptainOf(user, team);

/** accepted and is_active are the admin's. */
export const canChangeTeamStatus = (user: RoleHolder): boolean => isAdmin(user);

/** An admin, or the pending captain who registered a team that is not accepted yet. */
export const canDeleteTeam = (user: Actor, team: TeamFacts): boolean =>
  isAdmin(user) || (!team.accepted && user.role === 'CAPTAIN_PENDING' && isMainCaptain(user, team));

/**
 * Leaving is the member's own business, so there is no permission to check, only the state:
 * returns why the user cannot leave, or null when they can.
 */
export function leaveRefusal(user: Actor, team: TeamFacts | null): string | null {
  if (!team || !isMemberOf(user, team)) {
    return hasPendingRequest(user) ? m.server_leave_pending_request() : m.server_leave_no_team();
  }
  // The main captain hands the team on first (canHandOverCaptaincy); a pending captain, who has
  // no co-captain to hand it to, may delete their own team.
  if (isMainCaptain(user, team)) {
    return team.accepted ? m.server_leave_main_captain_stays() : m.server_leave_main_captain_delete();
  }
  return null;
}

/** The sentences a refused caller sees (403); getters, so each read speaks the request's language (decision 031). */
export const REFUSED = {
  get joinAsAdmin() {
    return m.server_refused_join_as_admin();
  },
  get teamRequests() {
    return m.server_refused_team_requests();
  },
  get settings() {
    return m.server_refused_settings();
  },
  get acceptTeam() {
    return m.server_refused_accept_team();
  },
  get manageRoster() {
    return m.server_refused_manage_roster();
  },
  get promote() {
    return m.server_refused_promote();
  },
  get handOver() {
    return m.server_refused_hand_over();
  },
  get removeCoCaptain() {
    return m.server_refused_remove_co_captain();
  },
  get editTeam() {
    return m.server_refused_edit_team();
  },
  get teamStatus() {
    return m.server_refused_team_status();
  },
  get deleteTeam() {
    return m.server_refused_delete_team();
  },
  get registrationClosed() {
    return m.server_refused_registration_closed();
  },
} as const;
