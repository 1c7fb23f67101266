/** The time as time-driven work sees it: the system's, or one a test moves by hand. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The system's clock `hours` ahead (TEST_CLOCK_SHIFT_HOURS): a browser test's league days later. */
export function shiftedClock(hours: number): Clock {
  return hours === 0 ? systemClock : { now: () => new Date(Date.now() + hours * 3_600_000) };
}

/** A clock that stands still until told to move (tests). */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(hours: number): void {
    this.current += hours * 3_600_000;
  }

  set(to: Date): void {
    this.current = to.getTime();
  }
}
