import type { ErrorCode } from '../../../../common/api/error-codes';
import type { AddLiveEventAnswer, AddLiveEventRequest, LiveEvents } from '../../../../common/api/live';
import type { LiveKind } from '../../../../common/league/live';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/**
 * The live screen's queue of taps (decision 086): every tap is stored on the device first, with
 * the phone's own id (`event_id`), and sent in order, one at a time, whenever the network answers.
 * A tap offline waits; a resend of one id is not counted twice (the server answers the stored
 * event). A refusal (out of order, window closed) drops that tap with the API's sentence.
 */

export interface QueuedEvent {
  event_id: string;
  match_id: number;
  /** Whose tap it is: only their session sends it (another account on the phone leaves it waiting). */
  user_id: number;
  kind: LiveKind;
  team_id?: number;
  player_id?: number;
  minute?: number;
  shootout_winner_id?: number;
  /** For the screen while it waits, never sent: the scorer's name and when it was tapped (ISO). */
  player_name: string | null;
  at: string;
}

export interface LiveRefusal {
  event_id: string;
  match_id: number;
  sentence: string;
}

export interface QueueState {
  events: readonly QueuedEvent[];
  /** Per match, the server's ids of the events this phone recorded: what an undo takes back. */
  mine: Readonly<Record<number, readonly number[]>>;
  /** Taps the server refused, with its sentence, until the recorder closes them (not kept). */
  refusals: readonly LiveRefusal[];
}

export const LIVE_QUEUE_KEY = 'live-queue';

/**
 * Failures that say nothing about the tap: the session (sent again after the next login), the
 * budget, the database or the server out of reach. The tap stays first in line.
 */
const TRY_AGAIN: ReadonlySet<ErrorCode | undefined> = new Set<ErrorCode | undefined>([
  undefined,
  'session_expired',
  'rate_limited',
  'internal',
  'database_unavailable',
]);

function load(): QueueState {
  try {
    const stored = JSON.parse(localStorage.getItem(LIVE_QUEUE_KEY) ?? 'null') as Partial<QueueState> | null;
    return { events: stored?.events ?? [], mine: stored?.mine ?? {}, refusals: [] };
  } catch {
    return { events: [], mine: {}, refusals: [] };
  }
}

let state: QueueState | null = null;
const listeners = new Set<() => void>();

export function queueState(): QueueState {
  state ??= load();
  return state;
}

function update(change: (current: QueueState) => QueueState): void {
  state = change(queueState());
  const { events, mine } = state;
  try {
    localStorage.setItem(LIVE_QUEUE_KEY, JSON.stringify({ events, mine }));
  } catch {
    // A full or blocked storage keeps the queue for this page's life: the taps still go out.
  }
  for (const listener of listeners) listener();
}

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A version 4 UUID from getRandomValues, which (unlike randomUUID) plain http pages have too. */
export function newEventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const [version = 0, variant = 0] = [bytes[6], bytes[8]];
  bytes[6] = (version & 0x0f) | 0x40;
  bytes[8] = (variant & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function enqueue(event: Omit<QueuedEvent, 'event_id' | 'at'>): QueuedEvent {
  const queued = { ...event, event_id: newEventId(), at: new Date().toISOString() };
  update((current) => ({ ...current, events: [...current.events, queued] }));
  return queued;
}

export function dismissRefusal(eventId: string): void {
  update((current) => ({
    ...current,
    refusals: current.refusals.filter((refusal) => refusal.event_id !== eventId),
  }));
}

function requestOf(event: QueuedEvent): Omit<AddLiveEventRequest, 'access_token'> {
  const { event_id, match_id, kind, team_id, player_id, minute, shootout_winner_id } = event;
  return { event_id, match_id, kind, team_id, player_id, minute, shootout_winner_id };
}

let draining: Promise<void> | null = null;
let askedAgain = false;

async function sendWaiting(userId: number, onLive: (live: LiveEvents) => Promise<void>): Promise<void> {
  for (;;) {
    const next = queueState().events.find((event) => event.user_id === userId);
    if (!next) return;
    const answer = await apiRequest<AddLiveEventAnswer>(paths.api.addLiveEvent, {
      body: requestOf(next),
    }).catch(() => null);
    if (!answer || (!answer.status && TRY_AGAIN.has(answer.code))) return;
    // The match as it stands first, then the tap off the queue: no screen between counts it twice or not at all.
    if (answer.status) await onLive(answer.data.live);
    update((current) => {
      const events = current.events.filter((event) => event.event_id !== next.event_id);
      if (!answer.status) {
        const refusal = { event_id: next.event_id, match_id: next.match_id, sentence: answer.error };
        return { ...current, events, refusals: [...current.refusals, refusal] };
      }
      const mine = [...(current.mine[next.match_id] ?? []), answer.data.event.id];
      return { ...current, events, mine: { ...current.mine, [next.match_id]: mine } };
    });
  }
}

/**
 * Sends `userId`'s waiting taps in order until none is left or the network fails (then they wait
 * for the next call). `onLive` hears each answer's match as it stands. One run at a time: a call
 * during a run is answered by another run right after it, so a tap made as a run ends still goes.
 */
export function drainQueue(userId: number, onLive: (live: LiveEvents) => Promise<void>): Promise<void> {
  if (draining) {
    askedAgain = true;
    return draining;
  }
  askedAgain = false;
  draining = sendWaiting(userId, onLive).finally(() => {
    draining = null;
    if (askedAgain) void drainQueue(userId, onLive);
  });
  return draining;
}

/** Forgets the queue held in memory (tests: each starts from what localStorage holds). */
export function resetQueueForTests(): void {
  state = null;
  draining = null;
  askedAgain = false;
}
