import { m } from '../i18n/messages';
import type { LeagueMatch } from '../league/match';
import {
  captainKickOffRefusal,
  captainRefereeRefusal,
  hasKickedOff,
  scorersOpenToCaptains,
} from '../league/match-day';
import { captainMoveRefusal } from '../league/match-moves';
import { LIMITS } from '../limits';
import { type Actor, isAdmin, type RoleHolder } from './teams';

/**
 * Season and match-day permissions (docs/PRODUCT.md#roles), decided in
 * one place like policies/teams.ts: pure functions over the caller (role and team) and the match
 * (the server's locked row, common/league/match.ts; or the web's, from the API's answer). The services refuse with 403 and the matching
 * sentence from MATCH_REFUSED, or with 409 where a rule of the match day holds captains back (the
 * kick-off, decisions 015 and 020); bad payloads (400) stay in the services.
 */

export type { Actor };

/** What the match-day permissions ask about a match: its teams, its referee teams and a final result. */
export type MatchFacts = Pick<
  LeagueMatch,
  'homeId' | 'guestId' | 'refereeTeamId' | 'refereeTeamId2' | 'hasFinal'
>;

export interface ResultFacts {
  /** The team the submitter belongs to now, or null (an admin, or the submitter left or is gone). */
  submitterTeamId: number | null;
  forfeit: boolean;
}

export type RefereeSlot = 1 | 2;

/** A captain of an accepted team: the main captain or a co-captain (role CAPTAIN). */
const captainTeam = (user: Actor): number | null =>
  user.role === 'CAPTAIN' && user.memberOf !== null ? user.memberOf : null;

/** Captain (main or co-) of the home or the guest team. */
export const isCaptainInMatch = (user: Actor, match: MatchFacts): boolean => {
  const team = captainTeam(user);
  return team !== null && (team === match.homeId || team === match.guestId);
};

/**
 * An admin works on every match of a season (Dashboard > Matches opens on all of them and offers
 * the "Needs a decision" filter); others on those their team plays or referees, with the season's
 * other matches one tap away to look at.
 */
export const seesEveryMatch = (user: RoleHolder): boolean => isAdmin(user);

/** An admin always (even when final); a captain of either team only while no result is final. */
export const canSetMatchDate = (user: Actor, match: MatchFacts): boolean =>
  isAdmin(user) || (!match.hasFinal && isCaptainInMatch(user, match));

/** The sentence for a refused date: a captain of the match learns that its result is final. */
export const matchDateRefused = (user: Actor, match: MatchFacts): string =>
  match.hasFinal && isCaptainInMatch(user, match) ? MATCH_REFUSED.matchDateFinal : MATCH_REFUSED.matchDate;

/** An admin sets any kick-off, past ones too (forfeits, matches played without a date). */
export const setsAnyKickOff = (user: RoleHolder): boolean => isAdmin(user);

/**
 * Why the user may not move the kick-off from `current` to `next` ('tbd' is null), or null when
 * they may: a captain only to a time ahead and only before the kick-off (decision 020), and only
 * while the match has no date: a dated match moves by consent (decision 035). Asked after
 * canSetMatchDate; the server answers 409.
 */
export const kickOffRefusal = (
  user: Actor,
  current: Date | string | null,
  next: Date | null,
  now: Date,
): string | null =>
  setsAnyKickOff(user) ? null : (captainKickOffRefusal(current, next, now) ?? captainMoveRefusal(current));

/** Whether the user may set the date of this match now: canSetMatchDate and a kick-off still movable. */
export const canSetMatchDateNow = (
  user: Actor,
  match: MatchFacts,
  current: Date | string | null,
  now: Date,
): boolean => canSetMatchDate(user, match) && kickOffRefusal(user, current, null, now) === null;

/** The referee team covering a slot. */
export const refereeTeamOf = (match: MatchFacts, slot: RefereeSlot): number | null =>
  slot === 1 ? match.refereeTeamId : match.refereeTeamId2;

/** The slots whose referee the caller picks: all for an admin, their team's slot for a captain. */
export function refereeSlotsFor(user: Actor, match: MatchFacts): RefereeSlot[] {
  if (isAdmin(user)) return [1, 2];
  const team = captainTeam(user);
  if (team === null || match.hasFinal) return [];
  return ([1, 2] as const).filter((slot) => refereeTeamOf(match, slot) === team);
}

export const canAssignReferee = (user: Actor, match: MatchFacts, slot: RefereeSlot): boolean =>
  refereeSlotsFor(user, match).includes(slot);

/**
 * Why the user may not name a referee now (409), or null: captains until the kick-off; an admin
 * corrects a slot at any time (the audit log keeps who did).
 */
export const refereeNamingRefusal = (user: Actor, kickOff: Date | string | null, now: Date): string | null =>
  isAdmin(user) ? null : captainRefereeRefusal(kickOff, now);

/** The sentence for a refused referee: the slot's own captain learns that the result is final. */
export const refereeRefused = (user: Actor, match: MatchFacts, slot: RefereeSlot): string =>
  match.hasFinal && refereeSlotsFor(user, { ...match, hasFinal: false }).includes(slot)
    ? MATCH_REFUSED.refereeFinal
    : MATCH_REFUSED.referee;

/**
 * Results not yet final, with their submitter and scorers, are for those who act on them
 * (docs/PRODUCT.md#results-and-scorers): the captains of the two teams, the captains of the
 * referee teams, the match's appointed referees (who confirm the result: decision 093) and admins.
 * Everybody else, visitors included, sees final results only.
 */
export const canSeePendingResults = (
  user: Actor,
  match: MatchFacts & Partial<Pick<LeagueMatch, 'refereeId' | 'refereeId2'>>,
): boolean => {
  if (isAdmin(user)) return true;
  if (match.refereeId === user.id || match.refereeId2 === user.id) return true;
  const team = captainTeam(user);
  return (
    team !== null && [match.homeId, match.guestId, match.refereeTeamId, match.refereeTeamId2].includes(team)
  );
};

/**
 * Whether the user acts on some match at all: an admin on every one, a captain on their team's.
 * Asked before the matches are known, to decide whether to read what only those may see.
 */
const actsOnSomeMatch = (user: RoleHolder): boolean => isAdmin(user) || user.role === 'CAPTAIN';

/** Whether the user may see some match's pending results at all (asked before the matches). */
export const seesAnyPendingResults = actsOnSomeMatch;

/** Captains of the two teams, or an admin. */
export const canSuggestResult = (user: Actor, match: MatchFacts): boolean =>
  isAdmin(user) || isCaptainInMatch(user, match);

/**
 * Whether results of a match with kick-off `date` may be entered and accepted now: captains from
 * the kick-off on (before it, a result would book missed duties the referee teams could not yet
 * do), an admin at any time (decision 015). The server answers 409 otherwise.
 */
export const resultsOpenFor = (user: Actor, date: Date | string | null, now: Date): boolean =>
  isAdmin(user) || hasKickedOff(date, now);

/** The team a result is submitted for: the captain's team, none for an admin (either side accepts). */
export const submittingTeam = (user: Actor): number | null => (isAdmin(user) ? null : user.memberOf);

/** Only an admin enters a 0:3 forfeit. */
export const canEnterForfeit = (user: RoleHolder): boolean => isAdmin(user);

/** Only an admin enters a result that is final at once, without the other side's accept. */
export const canEnterFinalResult = (user: RoleHolder): boolean => isAdmin(user);

/**
 * The other side accepts: a captain of the team that did not submit the result (either team's
 * captain when an admin entered it), or an admin. A forfeit is accepted by an admin only.
 */
export function canAcceptResult(user: Actor, match: MatchFacts, result: ResultFacts): boolean {
  if (isAdmin(user)) return true;
  if (result.forfeit || !isCaptainInMatch(user, match)) return false;
  return captainTeam(user) !== result.submitterTeamId;
}

/** Scorers of a team: a captain of that team (which must play in the match) or an admin. */
export const canEditScorers = (user: Actor, match: MatchFacts, teamId: number): boolean =>
  isAdmin(user) || (captainTeam(user) === teamId && (teamId === match.homeId || teamId === match.guestId));

/**
 * Whether the user may still change a result's scorers: an admin always, captains within
 * LIMITS.scorerEditDays of the kick-off (scorersOpenToCaptains). Asked after canEditScorers.
 */
export const scorersOpenFor = (
  user: Actor,
  date: Date | string | null,
  resultEntered: Date | string,
  now: Date,
): boolean => isAdmin(user) || scorersOpenToCaptains(date, resultEntered, now);

// Moving a match by consent (decision 035).

/** The side a proposal came from: the other side answers it. */
export interface ProposalSide {
  teamId: number | null;
}

/** A captain of either team proposes; an admin sets the date directly instead. */
export const canProposeMatchDate = (user: Actor, match: MatchFacts): boolean =>
  !isAdmin(user) && isCaptainInMatch(user, match);

/** Who sees a match's open proposal: the captains of the two teams and admins. */
export const canSeeMatchDateProposal = (user: Actor, match: MatchFacts): boolean =>
  isAdmin(user) || isCaptainInMatch(user, match);

/** Whether the user may see some match's proposal at all (asked before the matches are shown). */
export const seesAnyMatchDateProposal = actsOnSomeMatch;

/** A captain of the other team accepts or declines; an admin decides any proposal. */
export const canAnswerMatchDateProposal = (user: Actor, match: MatchFacts, proposal: ProposalSide): boolean =>
  isAdmin(user) || (isCaptainInMatch(user, match) && captainTeam(user) !== proposal.teamId);

/** The proposing side takes its proposal back: a captain of that team (the proposer or a fellow captain). */
export const canWithdrawMatchDateProposal = (
  user: Actor,
  match: MatchFacts,
  proposal: ProposalSide,
): boolean => isCaptainInMatch(user, match) && captainTeam(user) === proposal.teamId;

/** The sentences a refused caller sees (403); getters, so each read speaks the request's language (decision 031). */
export const MATCH_REFUSED = {
  get seasons() {
    return m.server_refused_seasons();
  },
  get pendingResults() {
    return m.server_refused_pending_results();
  },
  get matchDate() {
    return m.server_refused_match_date();
  },
  get matchDateFinal() {
    return m.server_refused_match_date_final();
  },
  get referee() {
    return m.server_refused_referee();
  },
  get refereeFinal() {
    return m.server_refused_referee_final();
  },
  get suggestResult() {
    return m.server_refused_suggest_result();
  },
  get forfeit() {
    return m.server_refused_forfeit();
  },
  get finalResult() {
    return m.server_refused_final_result();
  },
  get acceptResult() {
    return m.server_refused_accept_result();
  },
  get acceptForfeit() {
    return m.server_refused_accept_forfeit();
  },
  get scorers() {
    return m.server_refused_scorers();
  },
  get proposeDate() {
    return m.server_refused_propose_date();
  },
  get answerProposal() {
    return m.server_refused_answer_proposal();
  },
  get withdrawProposal() {
    return m.server_refused_withdraw_proposal();
  },
  get scorersClosed() {
    return m.server_refused_scorers_closed({ days: LIMITS.scorerEditDays });
  },
} as const;
