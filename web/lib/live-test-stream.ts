/**
 * Test helper (not part of the app): an EventSource the test drives, for the tests of the live
 * scores (web/lib/live.ts): it opens, sends `score` events and fails as told.
 */
export class FakeStream extends EventTarget {
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = this.CONNECTING;
  constructor(readonly url: string) {
    super();
  }
  open() {
    this.readyState = this.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  score(data: object) {
    this.dispatchEvent(new MessageEvent('score', { data: JSON.stringify(data) }));
  }
  /** The connection broke: the browser tries again (CONNECTING), or gave up (CLOSED). */
  fail(state: number) {
    this.readyState = state;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.readyState = this.CLOSED;
  }
}

/** Replaces the browser's EventSource with FakeStream; answers the streams opened, in order. */
export function fakeStreams(stub: (name: string, value: unknown) => void): FakeStream[] {
  const streams: FakeStream[] = [];
  stub(
    'EventSource',
    class extends FakeStream {
      constructor(url: string) {
        super(url);
        streams.push(this);
      }
    },
  );
  return streams;
}
