import { LIVE_MINUTE_MAX, type LiveEvents } from '../../../../common/api/live';
import {
  type LiveEventFacts,
  type LiveKind,
  type LiveSides,
  type LiveStatus,
  liveState,
  undoTarget,
} from '../../../../common/league/live';
import type { QueuedEvent } from '../api/live-queue';

/**
 * What the live screen shows: the server's events with the phone's waiting taps after them, folded
 * by the league's own rules (common/league/live.ts), so the score is right before the taps are sent.
 */

/** An event as the screen lists it; `waiting` while it is in the queue. */
export interface ShownEvent {
  key: string;
  kind: Exclude<LiveKind, 'undo'>;
  team_id: number | null;
  player_name: string | null;
  minute: number | null;
  at: string;
  home: number;
  guest: number;
  waiting: boolean;
}

export interface ShownLive {
  status: LiveStatus;
  home: number;
  guest: number;
  /** Oldest first. */
  events: ShownEvent[];
}

type Fact = LiveEventFacts & { shown: Omit<ShownEvent, 'home' | 'guest' | 'kind'> };

// The screen's recorder and everyone else, as recordedBy: undo takes back the recorder's own.
const ME = 1;

export function shownLive(
  live: LiveEvents | undefined,
  waiting: readonly QueuedEvent[],
  mine: readonly number[],
  sides: LiveSides,
): ShownLive {
  const facts: Fact[] = (live?.events ?? []).map((event) => ({
    id: event.id,
    kind: event.kind,
    teamId: event.team_id,
    recordedBy: mine.includes(event.id) ? ME : null,
    undoesId: null,
    shown: { ...event, key: String(event.id), waiting: false },
  }));
  waiting.forEach((event, index) => {
    const id = -(index + 1);
    const undoesId = event.kind === 'undo' ? undoTarget(facts, ME) : null;
    const shown = {
      key: event.event_id,
      team_id: event.team_id ?? null,
      player_name: event.player_name,
      minute: event.minute ?? null,
      at: event.at,
      waiting: true,
    };
    facts.push({ id, kind: event.kind, teamId: event.team_id ?? null, recordedBy: ME, undoesId, shown });
  });
  const state = liveState(facts, sides);
  return {
    status: state.status,
    ...state.score,
    // Undos never count as events of their own (effectiveEvents): the filter only tells the types.
    events: state.events.flatMap(({ event, score }) =>
      event.kind === 'undo' ? [] : [{ ...event.shown, kind: event.kind, ...score }],
    ),
  };
}

const MINUTE = 60_000;
const clampMinute = (minute: number) => Math.min(LIVE_MINUTE_MAX, Math.max(0, minute));
const elapsed = (from: string, to: number) => Math.floor((to - new Date(from).getTime()) / MINUTE);

/**
 * The minute of the game at `now`, counted from the tapped kick-off of the half (else the match's
 * kick-off time): the second half goes on from the minute half time was tapped at; null before.
 */
export function currentMinute(
  events: readonly ShownEvent[],
  matchDate: string | null,
  now: Date,
): number | null {
  const kickOffs = events.filter((event) => event.kind === 'kickoff');
  const halfTime = events.find((event) => event.kind === 'halftime');
  const second = halfTime ? kickOffs.find((event) => event.at > halfTime.at) : undefined;
  const first = kickOffs[0]?.at ?? matchDate;
  if (!first) return null;
  if (second && halfTime) {
    const firstHalf = halfTime.minute ?? elapsed(first, new Date(halfTime.at).getTime());
    return clampMinute(firstHalf + elapsed(second.at, now.getTime()) + 1);
  }
  if (halfTime) return clampMinute(halfTime.minute ?? elapsed(first, new Date(halfTime.at).getTime()));
  // A kick-off tapped a moment after the screen's clock last moved is the first minute, not before it.
  if (!kickOffs[0] && now.getTime() < new Date(first).getTime()) return null;
  return clampMinute(Math.max(1, elapsed(first, now.getTime()) + 1));
}
