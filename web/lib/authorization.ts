import type { MatchDateProposal } from '../../common/api/match-moves';
import type { Match, Result, Role, Team, TeamMember } from '../../common/api/types';
import { type LiveMatchFacts, liveWindowRefusal } from '../../common/league/live';
import { moveRefusal } from '../../common/league/match-moves';
import { hasScorers } from '../../common/league/scorers';
import { canSeeAllContacts, matchCaptainsShown } from '../../common/policies/contacts';
import { canRecordLiveEvent } from '../../common/policies/live';
import {
  canAcceptResult,
  canAnswerMatchDateProposal,
  canEditScorers,
  canProposeMatchDate,
  canSeeMatchDateProposal,
  canSeePendingResults,
  canSetMatchDateNow,
  canSuggestResult,
  canWithdrawMatchDateProposal,
  isCaptainInMatch,
  type MatchFacts,
  type RefereeSlot,
  refereeNamingRefusal,
  refereeSlotsFor,
  refereeTeamOf,
  resultsOpenFor,
  scorersOpenFor,
  setsAnyKickOff,
} from '../../common/policies/matches';
import { canSetMatchPitch } from '../../common/policies/pitches';
import {
  type Actor,
  canChangeTeamStatus,
  canDeleteTeam,
  canDownloadRoster,
  canEditTeam,
  canHandOverCaptaincy,
  canManageRoster,
  canPromote,
  canRemoveMember,
  captaincyRefusal,
  isMainCaptain,
  leaveRefusal,
  type RoleHolder,
  type TeamFacts,
} from '../../common/policies/teams';
import type { User } from './queries/get-user-by-token';

/**
 * The web's side of the permissions (decision 024): it builds the Actor the policies decide on
 * from the signed-in user and asks common/policies/ which actions a screen offers. Nothing here
 * decides a permission; the server asks the same functions again on every call.
 */

export type { Actor, RefereeSlot };

/** The Actor from the user as getUserByToken answered (the server reads the same three columns). */
export const actorOf = (user: Pick<User, 'id' | 'role' | 'member_of'>): Actor => ({
  id: user.id,
  role: user.role,
  memberOf: user.member_of,
});

export const teamFactsOf = (team: Team): TeamFacts => ({
  id: team.id,
  captainId: team.captain?.id ?? null,
  accepted: team.accepted,
});

export const matchFactsOf = (match: Match): MatchFacts => ({
  homeId: match.home_id,
  guestId: match.guest_id,
  refereeTeamId: match.referee_team_id,
  refereeTeamId2: match.referee_team_id_2,
  hasFinal: match.results.some((result) => result.is_final),
});

/** The facts the live rules ask about (common/league/live.ts): the match's teams, referees, kick-off, final result. */
export const liveFactsOf = (match: Match): LiveMatchFacts => ({
  homeId: match.home_id,
  guestId: match.guest_id,
  refereeId: match.referee_id,
  refereeId2: match.referee_id_2,
  refereeTeamId: match.referee_team_id,
  refereeTeamId2: match.referee_team_id_2,
  date: match.date === 'tbd' ? null : new Date(match.date),
  hasFinal: match.results.some((result) => result.is_final),
});

/** Whether the user records the match's live events (decision 084), and whether now is within its window. */
export function liveRecording(user: User, match: Match, now = new Date()) {
  const facts = liveFactsOf(match);
  return { allowed: canRecordLiveEvent(actorOf(user), facts), refusal: liveWindowRefusal(facts, now) };
}

/** Asks one policy about the signed-in user: `can(user, canSeeTeamRequests)`. */
export const can = (user: User | null | undefined, policy: (actor: Actor) => boolean): boolean =>
  user != null && policy(actorOf(user));

/** Asks a policy about the role alone, as the session knows it ('' when signed out). */
export const roleCan = (role: Role | '', policy: (user: RoleHolder) => boolean): boolean =>
  role !== '' && policy({ role });

/** What the viewer may do with a team; the team card shows these actions only. */
export interface TeamAbilities {
  /** Member ids and every contact (admins). */
  showIds: boolean;
  /** Accept or reject join requests, remove players. */
  manageRoster: boolean;
  /** Promote players to co-captain and degrade co-captains: main captain or admin. */
  promote: boolean;
  /** Remove this member (a co-captain only by whoever could degrade them). */
  remove: (member: TeamMember) => boolean;
  edit: boolean;
  /** accepted and is_active (admins). */
  editStatus: boolean;
  delete: boolean;
  leave: boolean;
  /** Make this member main captain: a co-captain by the main captain's hand, any member by an admin's. */
  handOver: (member: TeamMember) => boolean;
  /** Why the viewer, the main captain of an accepted team, cannot leave yet; else null. */
  mainCaptainStays: string | null;
  /** The roster as a CSV file: captains and admins. */
  downloadRoster: boolean;
}

export function teamAbilities(user: User, team: Team): TeamAbilities {
  const actor = actorOf(user);
  const facts = teamFactsOf(team);
  return {
    showIds: canSeeAllContacts(actor),
    manageRoster: canManageRoster(actor, facts),
    promote: canPromote(actor, facts),
    remove: (member) =>
      canRemoveMember(actor, facts, { id: member.id, role: member.role, memberOf: team.id }),
    edit: canEditTeam(actor, facts),
    editStatus: canChangeTeamStatus(actor),
    delete: canDeleteTeam(actor, facts),
    leave: leaveRefusal(actor, facts) === null,
    handOver: (member) =>
      canHandOverCaptaincy(actor, facts) &&
      captaincyRefusal(actor, facts, { id: member.id, role: member.role, memberOf: team.id }) === null,
    mainCaptainStays: isMainCaptain(actor, facts) && team.accepted ? leaveRefusal(actor, facts) : null,
    downloadRoster: canDownloadRoster(actor, facts),
  };
}

/** What the viewer may do with one match (docs/PRODUCT.md#roles); the match card offers these only. */
export interface MatchAbilities {
  /** Captains of the two teams and of the referee teams and admins see pending results; others final ones only. */
  seesPending: boolean;
  editDate: boolean;
  /** A captain sets kick-offs that lie ahead only; an admin any date (decision 020). */
  dateAheadOnly: boolean;
  /** Where the match is played: whoever may set its date, while the result is open (docs/PRODUCT.md#pitches). */
  editPitch: boolean;
  refereeSlots: RefereeSlot[];
  /** A referee team's captain whose slot is still empty at the kick-off: naming has closed (an admin may still correct it). */
  refereeNamingClosed: boolean;
  suggestResult: boolean;
  /** A captain of the two teams whose result has to wait for the kick-off (decision 015). */
  waitsForKickoff: boolean;
  accept: (result: Result) => boolean;
  /** The teams whose scorers of this result the viewer enters. */
  scorerTeams: (result: Result) => number[];
  /** The teams whose captain the card names with a phone: the opponent's, or both for an admin. */
  captainsShown: number[];
  /** An open proposal to move the match is shown (decision 035). */
  seesDateProposal: boolean;
  /** Propose a new kick-off: a captain of the two teams, the match dated and not kicked off. */
  proposeDate: boolean;
  answerDateProposal: (proposal: MatchDateProposal) => boolean;
  withdrawDateProposal: (proposal: MatchDateProposal) => boolean;
}

export function matchAbilities(user: User, match: Match, now = new Date()): MatchAbilities {
  const actor = actorOf(user);
  const facts = matchFactsOf(match);
  const resultsOpen = resultsOpenFor(actor, match.date, now);
  const plays = isCaptainInMatch(actor, facts);
  const teamsKnown = match.home_id !== null && match.guest_id !== null;
  // The rest is the state of the match: the server answers 409 there, the card offers nothing.
  const open = teamsKnown && !facts.hasFinal;
  const sides = [match.home_id, match.guest_id].filter((id) => id !== null);
  const ownSlots = refereeSlotsFor(actor, facts).filter((slot) => refereeTeamOf(facts, slot) !== null);
  const namingOpen = refereeNamingRefusal(actor, match.date, now) === null;

  return {
    seesPending: canSeePendingResults(actor, {
      ...facts,
      refereeId: match.referee_id,
      refereeId2: match.referee_id_2,
    }),
    editDate: canSetMatchDateNow(actor, facts, match.date, now),
    dateAheadOnly: !setsAnyKickOff(actor),
    editPitch: canSetMatchPitch(actor, facts),
    refereeSlots: namingOpen ? ownSlots : [],
    refereeNamingClosed:
      !namingOpen && ownSlots.some((slot) => (slot === 1 ? match.referee_id : match.referee_id_2) === null),
    suggestResult:
      canSuggestResult(actor, facts) &&
      resultsOpen &&
      open &&
      !match.results.some((result) => result.submitted_by === user.id),
    waitsForKickoff: plays && open && !resultsOpen,
    accept: (result) =>
      !result.is_final &&
      resultsOpen &&
      canAcceptResult(actor, facts, { submitterTeamId: result.submitted_team_id, forfeit: result.forfeit }),
    scorerTeams: (result) => {
      if (!hasScorers(result)) return [];
      if (!scorersOpenFor(actor, match.date, result.created_at, now)) return [];
      return sides.filter((team) => canEditScorers(actor, facts, team));
    },
    captainsShown: matchCaptainsShown(actor, facts),
    seesDateProposal: canSeeMatchDateProposal(actor, facts),
    proposeDate:
      canProposeMatchDate(actor, facts) &&
      moveRefusal({ date: match.date, hasFinal: facts.hasFinal }, now) === null,
    answerDateProposal: (proposal) => canAnswerMatchDateProposal(actor, facts, { teamId: proposal.team_id }),
    withdrawDateProposal: (proposal) =>
      canWithdrawMatchDateProposal(actor, facts, { teamId: proposal.team_id }),
  };
}
