/**
 * Live match day (docs/PRODUCT.md#live-match-day, decision 084): the events an appointed referee,
 * a captain of either team or an admin taps on the pitch, and what follows from them: the score,
 * the status, what an undo takes back, who may record and when. Pure: the server decides with
 * these and the web will show the same.
 */

import { HOUR } from '../durations';
import type { LeagueMatch } from './match';

export const LIVE_KINDS = ['kickoff', 'goal', 'own_goal', 'halftime', 'fulltime', 'undo'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

export const LIVE_STATUSES = ['not_started', 'first_half', 'halftime', 'second_half', 'finished'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** Events are recorded from the kick-off until this long after it. */
export const LIVE_WINDOW_HOURS = 3;

/**
 * An event as stored. `teamId` of a goal or an own goal is the team credited with it; `undoesId`
 * of an undo is the event it took back (undoTarget, fixed when recorded).
 */
export interface LiveEventFacts {
  id: number;
  kind: LiveKind;
  teamId: number | null;
  recordedBy: number | null;
  undoesId: number | null;
}

export interface LiveScore {
  home: number;
  guest: number;
}

/** The events that count: neither an undo nor an event an undo took back, in their order. */
export function effectiveEvents<E extends LiveEventFacts>(events: readonly E[]): E[] {
  const undone = new Set(events.filter((e) => e.kind === 'undo').map((e) => e.undoesId));
  return events.filter((e) => e.kind !== 'undo' && !undone.has(e.id));
}

/** What an undo by `recorderId` takes back: their last event that still counts, or null. */
export function undoTarget(events: readonly LiveEventFacts[], recorderId: number): number | null {
  const mine = effectiveEvents(events).filter((e) => e.recordedBy === recorderId);
  return mine.at(-1)?.id ?? null;
}

/**
 * The status after an event. Total, so that any sequence an undo leaves has a status: a goal
 * before the kick-off was tapped starts the first half, one during the break the second.
 */
export function statusAfter(status: LiveStatus, kind: LiveKind): LiveStatus {
  if (status === 'finished' || kind === 'undo') return status;
  switch (kind) {
    case 'fulltime':
      return 'finished';
    case 'halftime':
      return status === 'second_half' ? status : 'halftime';
    default:
      if (status === 'not_started') return 'first_half';
      if (status === 'halftime') return 'second_half';
      return status;
  }
}

const isGoal = (kind: LiveKind) => kind === 'goal' || kind === 'own_goal';

/** The score after a goal or an own goal credited to `teamId` (another team's event changes nothing). */
function scoreAfter(score: LiveScore, event: LiveEventFacts, match: LiveSides): LiveScore {
  if (!isGoal(event.kind)) return score;
  if (event.teamId === match.homeId) return { ...score, home: score.home + 1 };
  if (event.teamId === match.guestId) return { ...score, guest: score.guest + 1 };
  return score;
}

export type LiveSides = Pick<LeagueMatch, 'homeId' | 'guestId'>;

/** Each event that counts with the score and status right after it, and where the match stands. */
export function liveState<E extends LiveEventFacts>(
  events: readonly E[],
  match: LiveSides,
): { status: LiveStatus; score: LiveScore; events: { event: E; score: LiveScore }[] } {
  let status: LiveStatus = 'not_started';
  let score: LiveScore = { home: 0, guest: 0 };
  const shown: { event: E; score: LiveScore }[] = [];
  for (const event of effectiveEvents(events)) {
    status = statusAfter(status, event.kind);
    score = scoreAfter(score, event, match);
    shown.push({ event, score });
  }
  return { status, score, events: shown };
}

/** Why an event of `kind` by `recorderId` does not fit the match as it stands (409), or null. */
export type LiveOrderRefusal = 'live_match_finished' | 'live_nothing_to_undo' | 'live_event_out_of_order';

export function liveOrderRefusal(
  events: readonly LiveEventFacts[],
  match: LiveSides,
  kind: LiveKind,
  recorderId: number,
): LiveOrderRefusal | null {
  const { status } = liveState(events, match);
  if (kind === 'undo') {
    const target = undoTarget(events, recorderId);
    if (target === null) return status === 'finished' ? 'live_match_finished' : 'live_nothing_to_undo';
    // After the final whistle only the whistle itself is taken back.
    if (status === 'finished' && effectiveEvents(events).at(-1)?.id !== target) return 'live_match_finished';
    return null;
  }
  if (status === 'finished') return 'live_match_finished';
  if (kind === 'kickoff' && status !== 'not_started' && status !== 'halftime')
    return 'live_event_out_of_order';
  if (kind === 'halftime' && status !== 'first_half') return 'live_event_out_of_order';
  // A final whistle with nothing before it would suggest a 0:0 from one stray tap.
  if (kind === 'fulltime' && status === 'not_started') return 'live_event_out_of_order';
  return null;
}

/** A match as the live rules ask about it: its teams, its appointed referees, its date and a final result. */
export type LiveMatchFacts = Pick<
  LeagueMatch,
  'homeId' | 'guestId' | 'refereeId' | 'refereeId2' | 'refereeTeamId' | 'refereeTeamId2' | 'date' | 'hasFinal'
>;

/** Why events may not be recorded now (409), or null: from the kick-off until LIVE_WINDOW_HOURS after it. */
export type LiveWindowRefusal =
  | 'live_match_undated'
  | 'result_already_final'
  | 'live_before_kick_off'
  | 'live_window_closed';

export function liveWindowRefusal(
  match: Pick<LiveMatchFacts, 'date' | 'hasFinal'>,
  now: Date,
): LiveWindowRefusal | null {
  if (match.hasFinal) return 'result_already_final';
  if (match.date === null) return 'live_match_undated';
  const kickOff = new Date(match.date).getTime();
  if (now.getTime() < kickOff) return 'live_before_kick_off';
  if (now.getTime() > kickOff + LIVE_WINDOW_HOURS * HOUR) return 'live_window_closed';
  return null;
}

/**
 * Whose final whistle suggests the result, as a result's submitting team (docs/PRODUCT.md#live-match-day):
 * a captain's for their team; an appointed referee's for the referee team of their slot, so that
 * either captain accepts it and a different suggestion of a team disputes it; an admin's for no team.
 */
export function liveSuggestingTeam(
  user: { id: number; role: string; memberOf: number | null },
  match: LiveMatchFacts,
): number | null {
  if (
    user.role === 'CAPTAIN' &&
    user.memberOf !== null &&
    [match.homeId, match.guestId].includes(user.memberOf)
  )
    return user.memberOf;
  if (user.id === match.refereeId) return match.refereeTeamId;
  if (user.id === match.refereeId2) return match.refereeTeamId2;
  return null;
}

/**
 * The goals of a final whistle's suggestion as scorers: per team, each named player's goals.
 * Own goals and goals of no named player count in the score but credit nobody.
 */
export function liveScorers(
  events: readonly (LiveEventFacts & { playerId: number | null })[],
): { teamId: number; playerId: number; goals: number }[] {
  const tally = new Map<string, { teamId: number; playerId: number; goals: number }>();
  for (const e of effectiveEvents(events)) {
    if (e.kind !== 'goal' || e.teamId === null || e.playerId === null) continue;
    const key = `${e.teamId}:${e.playerId}`;
    const entry = tally.get(key) ?? { teamId: e.teamId, playerId: e.playerId, goals: 0 };
    entry.goals += 1;
    tally.set(key, entry);
  }
  return [...tally.values()];
}
