import type { Db, Tx } from './client';

/**
 * PostgreSQL aborts one of two colliding transactions with these codes and asks the client to
 * run it again: serialization_failure and deadlock_detected. Nothing of the aborted try is kept.
 */
const RETRYABLE = new Set(['40001', '40P01']);

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  /** Upper bound of the first pause in ms; it doubles with every retry, jittered in [0, bound). */
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** Whether the error, or one it wraps (drizzle wraps the driver's error as `cause`), is retryable. */
export function isRetryable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction, again from the start when PostgreSQL aborts it as a
 * serialization failure or deadlock. `work` must touch nothing outside the transaction, since
 * it may run more than once. Most writes already queue on row locks (select ... for update);
 * this covers what locking in a fixed order cannot rule out.
 */
export async function transaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 10;
  const sleep = options.sleep ?? pause;
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      // Jitter spreads the retries of the colliding callers, so they do not collide again.
      await sleep(Math.floor(random() * baseDelayMs * 2 ** (attempt - 1)));
    }
  }
}
