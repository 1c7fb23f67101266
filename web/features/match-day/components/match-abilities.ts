import type { Match, Result } from '../../../../common/api/types';
import { hasKickedOff, scorersOpenToCaptains } from '../../../../common/league/match-day';
import { hasScorers } from '../../../../common/league/scorers';
import type { User } from '../../../lib/queries/get-user-by-token';

export type RefereeSlot = 1 | 2;

/** What docs/PRODUCT.md#roles lets the viewer do with one match; mirrors server/policies/matches.ts. */
export interface MatchAbilities {
  /** Captains of the two teams and admins also see pending results (others only match information). */
  seesPending: boolean;
  editDate: boolean;
  /** A captain sets kick-offs that lie ahead only; an admin any date (decision 020). */
  dateAheadOnly: boolean;
  refereeSlots: RefereeSlot[];
  suggestResult: boolean;
  /** A captain of the two teams whose result has to wait for the kick-off (decision 015). */
  waitsForKickoff: boolean;
  accept: (result: Result) => boolean;
  /** The teams whose scorers of this result the viewer enters. */
  scorerTeams: (result: Result) => number[];
}

/** A captain of an accepted team, main or co-captain; a pending captain's team plays in no season. */
function captainTeam(user: User): number | null {
  return user.role === 'CAPTAIN' ? user.member_of : null;
}

export function matchAbilities(user: User, match: Match, now = new Date()): MatchAbilities {
  const admin = user.role === 'ADMIN';
  // Captains enter and accept results from the kick-off on; an admin at any time.
  const resultsOpen = admin || hasKickedOff(match.date, now);
  const captainOf = captainTeam(user);
  const plays = captainOf !== null && (captainOf === match.home_id || captainOf === match.guest_id);
  const hasFinal = match.results.some((result) => result.is_final);
  const teamsKnown = match.home_id !== null && match.guest_id !== null;
  const slotTeams: Record<RefereeSlot, number | null> = {
    1: match.referee_team_id,
    2: match.referee_team_id_2,
  };
  const slots = ([1, 2] as const).filter((slot) => slotTeams[slot] !== null);

  return {
    seesPending: admin || plays,
    // A captain's kick-off stays put once it has passed (decision 020).
    editDate: admin || (plays && !hasFinal && !hasKickedOff(match.date, now)),
    dateAheadOnly: !admin,
    refereeSlots: admin ? slots : hasFinal ? [] : slots.filter((slot) => slotTeams[slot] === captainOf),
    suggestResult:
      (admin || plays) &&
      resultsOpen &&
      teamsKnown &&
      !hasFinal &&
      !match.results.some((result) => result.submitted_by === user.id),
    waitsForKickoff: plays && !admin && teamsKnown && !hasFinal && !resultsOpen,
    accept: (result) =>
      !result.is_final &&
      (admin || (plays && resultsOpen && !result.forfeit && result.submitted_team_id !== captainOf)),
    scorerTeams: (result) => {
      if (!hasScorers(result)) return [];
      if (admin) return [match.home_id, match.guest_id].filter((id) => id !== null);
      return plays && captainOf !== null && scorersOpenToCaptains(match.date, result.created_at, now)
        ? [captainOf]
        : [];
    },
  };
}

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
