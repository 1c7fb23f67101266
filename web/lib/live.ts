import type { LiveEvents } from '../../common/api/live';
import type { Match } from '../../common/api/types';
import { HOUR } from '../../common/durations';
import { LIVE_STATUSES, LIVE_WINDOW_HOURS, type LiveStatus } from '../../common/league/live';
import { apiRequest } from './api-client';

/**
 * Live scores on the public pages (docs/PRODUCT.md#live-match-day, decision 088): one EventSource
 * per page on the server's stream, opened only while a match the page shows is or may be live,
 * and a map match id -> live score that the pages read (useLiveScores, live-scores.ts).
 */

/** The server's stream of score changes (text/event-stream; events `score`, replay by Last-Event-ID). */
export const LIVE_STREAM_URL = '/api/live';
/** A stream the server refused or closed for good is tried again after this long. */
export const LIVE_RETRY_MS = 15_000;
/** The longest wait for the next kick-off: a timer this long is checked again rather than trusted. */
const LONGEST_WAIT_MS = HOUR;

/** A match's score as the stream sends it (`event: score`) and getLiveEvents answers it. */
export interface LiveMatchScore {
  match_id: number;
  home: number;
  guest: number;
  /** The minute of the last event that named one; null: none named. */
  minute: number | null;
  status: LiveStatus;
}

export type LiveMatch = Pick<Match, 'id' | 'date' | 'results'>;

/** No live score: the server's render, hydration and a store that has heard nothing share this one map. */
export const NO_SCORES: ReadonlyMap<number, LiveMatchScore> = new Map();

const WINDOW_MS = LIVE_WINDOW_HOURS * HOUR;
const kickOffOf = (match: LiveMatch) => (match.date === 'tbd' ? null : new Date(match.date).getTime());
const hasFinal = (match: LiveMatch) => match.results.some((result) => result.is_final);

/**
 * A match that is or may be live: dated, kicked off at most LIVE_WINDOW_HOURS ago (events are
 * recorded in that window, decision 084), no final result yet.
 */
export function mayBeLive(match: LiveMatch, now: number): boolean {
  const kickOff = kickOffOf(match);
  return kickOff !== null && !hasFinal(match) && kickOff <= now && now <= kickOff + WINDOW_MS;
}

/** The next instant after `now` at which a match starts or stops being one that may be live; null: none. */
export function nextLiveChange(matches: readonly LiveMatch[], now: number): number | null {
  let next: number | null = null;
  for (const match of matches) {
    const kickOff = kickOffOf(match);
    if (kickOff === null || hasFinal(match)) continue;
    for (const at of [kickOff, kickOff + WINDOW_MS + 1])
      if (at > now && (next === null || at < next)) next = at;
  }
  return next;
}

/** What a page shows of a match's live score: while it has no final result and has started. */
export function shownLive(
  match: Pick<Match, 'id' | 'results'>,
  live: ReadonlyMap<number, LiveMatchScore>,
): LiveMatchScore | undefined {
  const score = live.get(match.id);
  if (!score || score.status === 'not_started' || match.results.some((result) => result.is_final)) return;
  return score;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A `score` event's data, or null for one that does not fit the contract (ignored rather than shown). */
export function parseScore(data: string): LiveMatchScore | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { match_id, home, guest, minute, status } = value as Record<string, unknown>;
  if (!isCount(match_id) || !isCount(home) || !isCount(guest)) return null;
  if (minute !== null && minute !== undefined && !isCount(minute)) return null;
  if (!LIVE_STATUSES.includes(status as LiveStatus)) return null;
  return { match_id, home, guest, minute: minute ?? null, status: status as LiveStatus };
}

/** getLiveEvents' answer as a score: the minute of its last event that named one. */
export function scoreOfEvents(answer: LiveEvents): LiveMatchScore {
  const minute = answer.events.findLast((event) => event.minute !== null)?.minute ?? null;
  return { match_id: answer.match_id, home: answer.home, guest: answer.guest, minute, status: answer.status };
}

export interface LiveDeps {
  openStream: (url: string) => EventSource;
  fetchLive: (matchId: number) => Promise<LiveMatchScore | null>;
  now: () => number;
  /** Whether the page is in sight: a hidden page (a phone in the pocket) keeps no stream open. */
  visible: () => boolean;
}

async function fetchLive(matchId: number): Promise<LiveMatchScore | null> {
  const answer = await apiRequest<LiveEvents>('/api/getLiveEvents', {
    body: { match_id: matchId },
    withSession: false,
  }).catch(() => null);
  return answer?.status ? scoreOfEvents(answer.data) : null;
}

const browserDeps: LiveDeps = {
  openStream: (url) => new EventSource(url),
  fetchLive,
  now: () => Date.now(),
  visible: () => document.visibilityState !== 'hidden',
};

/**
 * The page's live scores. Components watch the matches they show; the store opens one stream
 * while any of them may be live and the page is in sight, and on each (re)connect reads those
 * matches' scores once, so what shows first is right and nothing missed while away stays missed.
 */
export class LiveScores {
  private scores = NO_SCORES;
  private readonly watched = new Map<symbol, readonly LiveMatch[]>();
  private readonly listeners = new Set<() => void>();
  /** Per match, how many stream events came: a read started before one must not undo it. */
  private readonly streamed = new Map<number, number>();
  private source: EventSource | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retrying = false;

  constructor(private readonly deps: LiveDeps = browserDeps) {}

  readonly snapshot = (): ReadonlyMap<number, LiveMatchScore> => this.scores;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Watches these matches until the answered function is called. */
  watch(matches: readonly LiveMatch[]): () => void {
    const key = Symbol('live watcher');
    this.watched.set(key, matches);
    this.reconcile();
    // A page opened while the stream runs (the app's navigation keeps it): its new matches are read now.
    if (this.source && this.source.readyState === this.source.OPEN)
      void this.read(matches.filter((match) => !this.scores.has(match.id)));
    return () => {
      this.watched.delete(key);
      // Later: a component that watches again in the same render keeps the stream open.
      queueMicrotask(this.reconcile);
    };
  }

  /** Opens or closes the stream for what is watched now, and sets a timer for the next change. */
  readonly reconcile = (): void => {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const now = this.deps.now();
    const matches = [...this.watched.values()].flat();
    const wanted = matches.some((match) => mayBeLive(match, now)) && this.deps.visible();
    if (!wanted) this.close();
    else if (!this.source && !this.retrying) this.open();
    const next = nextLiveChange(matches, now);
    if (next !== null) this.timer = setTimeout(this.reconcile, Math.min(next - now, LONGEST_WAIT_MS));
  };

  private open(): void {
    const source = this.deps.openStream(LIVE_STREAM_URL);
    this.source = source;
    source.addEventListener('open', () => this.read([...this.watched.values()].flat()));
    source.addEventListener('score', (event) => {
      const score = parseScore((event as MessageEvent<string>).data);
      if (!score) return;
      this.streamed.set(score.match_id, (this.streamed.get(score.match_id) ?? 0) + 1);
      this.set([score]);
    });
    source.addEventListener('error', () => {
      // EventSource reconnects by itself (with Last-Event-ID) unless the server refused the stream.
      if (source.readyState !== source.CLOSED) return;
      this.close();
      this.retrying = true;
      setTimeout(() => {
        this.retrying = false;
        this.reconcile();
      }, LIVE_RETRY_MS);
    });
  }

  private close(): void {
    this.source?.close();
    this.source = null;
  }

  /** Reads the score of each of these matches that may be live, unless the stream told one since. */
  private async read(matches: readonly LiveMatch[]): Promise<void> {
    const now = this.deps.now();
    const ids = new Set(matches.filter((match) => mayBeLive(match, now)).map((match) => match.id));
    const read = await Promise.all(
      [...ids].map(async (id) => {
        const before = this.streamed.get(id) ?? 0;
        const score = await this.deps.fetchLive(id);
        return score && (this.streamed.get(id) ?? 0) === before ? [score] : [];
      }),
    );
    this.set(read.flat());
  }

  private set(changes: readonly LiveMatchScore[]): void {
    if (changes.length === 0) return;
    const next = new Map(this.scores);
    for (const score of changes) next.set(score.match_id, score);
    this.scores = next;
    for (const listener of this.listeners) listener();
  }
}

let pageScores: LiveScores | null = null;

/** The page's one store, made on first use in the browser; it follows the page's visibility. */
export function liveScores(): LiveScores {
  if (!pageScores) {
    const store = new LiveScores();
    document.addEventListener('visibilitychange', store.reconcile);
    pageScores = store;
  }
  return pageScores;
}
