/**
 * Work a route does after its answer has gone, so the answer's time cannot tell which path the
 * work took (a reset request for a known address mails, for an unknown one it does nothing).
 * Failures are logged; closing the app waits for the work started so far.
 */
export class AfterAnswer {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  run(work: () => Promise<void>): void {
    // setImmediate: the answer is written before the work's first statement competes with it.
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch(this.onError)
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Resolves once every piece of work started before the call, and any it started, has finished. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
