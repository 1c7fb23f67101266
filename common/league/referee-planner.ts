import { wallClockDate } from './kick-off';
import { compareNames } from './name-order';

/**
 * The fair referee planner (docs/PRODUCT.md#referee-planner, decision 099): a referee team's
 * members for one slot of a match, those who can referee first, each group by who has refereed
 * least this season, then by name. Pure: the server loads the season's facts, this decides.
 */

/**
 * Why a member cannot referee the match, the first that applies in this order: not eligible this
 * season (decision 096: assignReferee refuses them), they said no to a match that day, a ban falls
 * on that day, they play that day (their team, or as a guest), or they already referee the match in
 * the other slot.
 */
export const REFEREE_EXCLUSIONS = ['not_eligible', 'said_no', 'suspended', 'playing', 'other_slot'] as const;
export type RefereeExclusion = (typeof REFEREE_EXCLUSIONS)[number];

export interface PlannerMatch {
  id: number;
  date: Date | null;
  homeId: number | null;
  guestId: number | null;
  refereeId: number | null;
  refereeId2: number | null;
}

export interface PlannerFacts {
  /** The match to referee and the slot being filled. */
  match: PlannerMatch;
  slot: 1 | 2;
  /** The referee team and its members now (players and captains). */
  teamId: number;
  members: readonly { id: number; name: string }[];
  /** The season's matches (the match itself may be among them: it is not counted). */
  seasonMatches: readonly PlannerMatch[];
  /** Every answer to a match of the season: a `no` to a match that day excludes. */
  answers: readonly { matchId: number; userId: number; status: 'yes' | 'no' | 'maybe' }[];
  /** Accepted one-match invitations (guests) of the season's matches. */
  guests: readonly { matchId: number; userId: number }[];
  /** Members a ban falls on that day (their team's match that day is one of its matches). */
  suspended: ReadonlySet<number>;
  /** Members not eligible this season (decision 096). */
  ineligible: ReadonlySet<number>;
}

export interface RefereeCandidate {
  user_id: number;
  name: string;
  duties_this_season: number;
  reason_if_excluded: RefereeExclusion | null;
}

/** The calendar day of a kick-off on the league's wall clock, 'YYYY-MM-DD'. */
export const leagueDay = (date: Date): string => wallClockDate(date).toISOString().slice(0, 10);

/** How many of the season's matches, this one aside, each member was appointed to referee. */
export function dutiesThisSeason(
  matches: readonly PlannerMatch[],
  memberIds: readonly number[],
  exceptMatchId: number | null = null,
): Map<number, number> {
  const duties = new Map(memberIds.map((id) => [id, 0]));
  for (const match of matches) {
    if (match.id === exceptMatchId) continue;
    for (const id of new Set([match.refereeId, match.refereeId2])) {
      if (id !== null && duties.has(id)) duties.set(id, (duties.get(id) ?? 0) + 1);
    }
  }
  return duties;
}

export function planReferees(facts: PlannerFacts): RefereeCandidate[] {
  const { match, members } = facts;
  const day = match.date ? leagueDay(match.date) : null;
  const sameDay = new Set(
    facts.seasonMatches
      .filter((other) => day !== null && other.date !== null && leagueDay(other.date) === day)
      .map((other) => other.id),
  );
  const teamPlays = facts.seasonMatches.some(
    (other) => sameDay.has(other.id) && (other.homeId === facts.teamId || other.guestId === facts.teamId),
  );
  const saidNo = new Set(
    facts.answers.filter((a) => a.status === 'no' && sameDay.has(a.matchId)).map((a) => a.userId),
  );
  const guests = new Set(facts.guests.filter((g) => sameDay.has(g.matchId)).map((g) => g.userId));
  const otherSlot = facts.slot === 1 ? match.refereeId2 : match.refereeId;
  const duties = dutiesThisSeason(
    facts.seasonMatches,
    members.map((member) => member.id),
    match.id,
  );

  const reason = (id: number): RefereeExclusion | null => {
    if (facts.ineligible.has(id)) return 'not_eligible';
    if (saidNo.has(id)) return 'said_no';
    if (facts.suspended.has(id)) return 'suspended';
    if (teamPlays || guests.has(id)) return 'playing';
    if (otherSlot === id) return 'other_slot';
    return null;
  };
  const candidates = members.map((member) => ({
    user_id: member.id,
    name: member.name,
    duties_this_season: duties.get(member.id) ?? 0,
    reason_if_excluded: reason(member.id),
  }));
  return candidates.sort(
    (a, b) =>
      Number(a.reason_if_excluded !== null) - Number(b.reason_if_excluded !== null) ||
      a.duties_this_season - b.duties_this_season ||
      compareNames(a.name, b.name) ||
      a.user_id - b.user_id,
  );
}
