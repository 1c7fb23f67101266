import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strategyFor } from '../sw/routes';
import {
  LIVE_RETRY_MS,
  LIVE_STREAM_URL,
  type LiveDeps,
  type LiveMatchScore,
  LiveScores,
  mayBeLive,
  nextLiveChange,
  parseScore,
  shownLive,
} from './live';
import { FakeStream } from './live-test-stream';
import { HOUR, NOW, testMatch, testResult } from './test-fixtures';

const score = (match_id: number, home: number, guest: number, extra: Partial<LiveMatchScore> = {}) => ({
  match_id,
  home,
  guest,
  minute: null,
  status: 'first_half' as const,
  ...extra,
});

/** A match kicked off `ago` ms before NOW (negative: still to come). */
const kickedOff = (id: number, ago: number, results = [] as ReturnType<typeof testResult>[]) => ({
  ...testMatch(results, new Date(NOW.getTime() - ago).toISOString()),
  id,
});

let streams: FakeStream[];
let now: number;
let visible: boolean;
let fetchLive: ReturnType<typeof vi.fn<LiveDeps['fetchLive']>>;

function store() {
  return new LiveScores({
    openStream: (url) => {
      const stream = new FakeStream(url);
      streams.push(stream);
      return stream as unknown as EventSource;
    },
    fetchLive,
    now: () => now,
    visible: () => visible,
  });
}
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  streams = [];
  now = NOW.getTime();
  visible = true;
  fetchLive = vi.fn<LiveDeps['fetchLive']>(async (id) => score(id, 1, 0, { minute: 12 }));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('which matches may be live', () => {
  it('is a dated match from its kick-off until three hours after, without a final result', () => {
    const at = NOW.getTime();
    expect(mayBeLive(kickedOff(1, 0), at)).toBe(true);
    expect(mayBeLive(kickedOff(1, 3 * HOUR), at)).toBe(true);
    expect(mayBeLive(kickedOff(1, 3 * HOUR + 1), at)).toBe(false);
    expect(mayBeLive(kickedOff(1, -1), at)).toBe(false);
    expect(mayBeLive(kickedOff(1, HOUR, [testResult(1, 0, { is_final: true })]), at)).toBe(false);
    expect(mayBeLive(kickedOff(1, HOUR, [testResult(1, 0)]), at)).toBe(true);
    expect(mayBeLive({ ...kickedOff(1, 0), date: 'tbd' }, at)).toBe(false);
  });

  it('changes next at the nearest kick-off or end of a window', () => {
    const at = NOW.getTime();
    expect(nextLiveChange([kickedOff(1, -2 * HOUR), kickedOff(2, 2 * HOUR)], at)).toBe(at + HOUR + 1);
    expect(nextLiveChange([kickedOff(1, -HOUR / 2), kickedOff(2, 2 * HOUR)], at)).toBe(at + HOUR / 2);
    expect(nextLiveChange([kickedOff(1, 4 * HOUR)], at)).toBeNull();
  });

  it('shows a live score once the match started and until its result is final', () => {
    const live = new Map([
      [1, score(1, 2, 1)],
      [2, score(2, 0, 0, { status: 'not_started' })],
    ]);
    expect(shownLive(kickedOff(1, HOUR), live)).toEqual(score(1, 2, 1));
    expect(shownLive(kickedOff(2, HOUR), live)).toBeUndefined();
    expect(shownLive(kickedOff(1, HOUR, [testResult(2, 1, { is_final: true })]), live)).toBeUndefined();
  });

  it('reads a score event as the contract says and ignores others', () => {
    expect(parseScore('{"match_id":4,"home":1,"guest":2,"minute":null,"status":"halftime"}')).toEqual(
      score(4, 1, 2, { status: 'halftime' }),
    );
    expect(parseScore('{"match_id":4,"home":1,"guest":2,"minute":-1,"status":"halftime"}')).toBeNull();
    expect(parseScore('{"match_id":4,"home":1,"guest":2,"status":"extra_time"}')).toBeNull();
    expect(parseScore('not json')).toBeNull();
  });
});

describe('the page store of live scores', () => {
  it('opens no stream while no match shown may be live', async () => {
    const scores = store();
    const stop = scores.watch([
      kickedOff(1, 4 * HOUR),
      kickedOff(2, -HOUR),
      { ...kickedOff(3, 0), date: 'tbd' },
    ]);
    await flush();
    expect(streams).toHaveLength(0);
    stop();
  });

  it('opens one stream for all watchers, reads the shown matches on connecting, then follows score events', async () => {
    const scores = store();
    const seen = vi.fn();
    scores.subscribe(seen);
    const stopA = scores.watch([kickedOff(1, HOUR)]);
    const stopB = scores.watch([kickedOff(1, HOUR), kickedOff(2, HOUR / 2)]);
    expect(streams.map((s) => s.url)).toEqual([LIVE_STREAM_URL]);
    const [stream] = streams as [FakeStream];
    stream.open();
    await flush();
    expect(fetchLive.mock.calls.map(([id]) => id).sort()).toEqual([1, 2]);
    expect(scores.snapshot().get(1)).toEqual(score(1, 1, 0, { minute: 12 }));

    stream.score(score(1, 2, 0, { minute: 30 }));
    expect(scores.snapshot().get(1)).toEqual(score(1, 2, 0, { minute: 30 }));
    expect(seen).toHaveBeenCalled();
    stream.dispatchEvent(new MessageEvent('score', { data: '{"broken":true}' }));
    expect(scores.snapshot().get(1)?.home).toBe(2);

    stopA();
    await flush();
    expect(stream.readyState).toBe(stream.OPEN);
    stopB();
    await flush();
    expect(stream.readyState).toBe(stream.CLOSED);
  });

  it('reads again on each reconnect, and a read never undoes an event the stream sent meanwhile', async () => {
    const scores = store();
    scores.watch([kickedOff(1, HOUR)]);
    const [stream] = streams as [FakeStream];
    stream.open();
    await flush();
    let answer: (value: LiveMatchScore) => void = () => {};
    fetchLive.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    stream.fail(stream.CONNECTING);
    expect(streams).toHaveLength(1);
    stream.open();
    stream.score(score(1, 3, 0, { status: 'second_half' }));
    answer(score(1, 2, 0));
    await flush();
    expect(fetchLive).toHaveBeenCalledTimes(2);
    expect(scores.snapshot().get(1)).toEqual(score(1, 3, 0, { status: 'second_half' }));
  });

  it('opens a new stream a while after the server refused one', async () => {
    const scores = store();
    scores.watch([kickedOff(1, HOUR)]);
    const [first] = streams as [FakeStream];
    first.fail(first.CLOSED);
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS - 1);
    expect(streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams).toHaveLength(2);
  });

  it('opens the stream at kick-off and closes it when the last window ends', async () => {
    const scores = store();
    scores.watch([kickedOff(1, -HOUR)]);
    expect(streams).toHaveLength(0);
    now += HOUR;
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(streams).toHaveLength(1);
    now += 3 * HOUR + 1;
    await vi.advanceTimersByTimeAsync(3 * HOUR + 1);
    expect(streams[0]?.readyState).toBe(2);
  });

  it('keeps no stream while the page is hidden, and reads afresh when it is back', async () => {
    const scores = store();
    scores.watch([kickedOff(1, HOUR)]);
    visible = false;
    scores.reconcile();
    expect(streams[0]?.readyState).toBe(2);
    visible = true;
    scores.reconcile();
    expect(streams).toHaveLength(2);
    streams[1]?.open();
    await flush();
    expect(fetchLive).toHaveBeenCalledTimes(1);
  });
});

describe('the offline app and the stream', () => {
  it('leaves the stream to the network, never to a cache', () => {
    const request = {
      method: 'GET',
      url: `https://league.test${LIVE_STREAM_URL}`,
      mode: 'cors',
      authorized: false,
    };
    expect(strategyFor(request, 'https://league.test', new Set())).toBe('network');
  });
});
