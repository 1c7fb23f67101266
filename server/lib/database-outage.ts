import type { LogFn, Logger } from 'pino';

/**
 * The database gone for a while (PostgreSQL stopped, restarted, its network down; the embedded
 * database closed) is one event, not a failure per request: answers say so with 503
 * `database_unavailable` (server/plugins/error-handling.ts), and the log says it once at error level
 * with its cause, every later failure at debug, and once more when the database answers again
 * (decision 076).
 */

/** node-postgres's and Node's socket errors: the server is not there or the connection broke. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server going away: class 08 (connection exception) and
 * 57P01 admin_shutdown (pg_ctl stop), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up).
 */
const isShutdownState = (code: string) => code.startsWith('08') || /^57P0[123]$/.test(code);

/** Messages of node-postgres (pg, pg-pool) and PGlite that carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^PGlite is closed$/,
];

/** Whether an error, or one it was caused by, says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const e = pending.pop();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || isShutdownState(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    pending.push(cause);
    // Node reports a refused "localhost" (::1 and 127.0.0.1) as an AggregateError of both.
    if (e instanceof AggregateError) pending.push(...e.errors);
  }
  return false;
}

/** How often a database that failed is asked again, to say when it is back. */
const PROBE_MS = 1_000;

/**
 * Follows one outage at a time: its start, the failures in it, its end. `probe` asks the database
 * (`select 1`); `log` is the app's logger, read when needed (it exists after this object).
 */
export class DatabaseOutage {
  private since: number | null = null;
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;
  private probing = false;

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly log: () => { info(fields: object, message: string): void },
    private readonly probeMs = PROBE_MS,
  ) {}

  /** Whether an outage is going on. */
  get down(): boolean {
    return this.since !== null;
  }

  /** Counts a failure; true for the first of an outage (the one worth an error line). */
  failed(): boolean {
    this.failures++;
    if (this.since !== null) return false;
    this.since = Date.now();
    this.failures = 1;
    this.timer = setInterval(() => void this.ask(), this.probeMs);
    // The probe alone must not keep a stopping process alive.
    this.timer.unref();
    return true;
  }

  private async ask(): Promise<void> {
    if (this.probing || this.since === null) return;
    this.probing = true;
    try {
      await this.probe();
    } catch {
      return;
    } finally {
      this.probing = false;
    }
    const seconds = Math.round((Date.now() - this.since) / 1000);
    this.log().info(
      { database: 'reachable', outageSeconds: seconds, failures: this.failures },
      `database reachable again after ${seconds} s`,
    );
    this.stop();
  }

  /** Ends the probing (the app closes, or the database is back). */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.since = null;
    this.failures = 0;
  }

  /**
   * A pino `logMethod` hook: a line above debug whose `err` says the database is unreachable is
   * written at error level for the first failure of an outage (its message prefixed with "database
   * unreachable: ", its cause in `err`), at debug for every later one (with the count so far).
   */
  logMethodHook(): (this: Logger, args: Parameters<LogFn>, method: LogFn, level: number) => void {
    const outage = this;
    return function (this: Logger, args, method, level) {
      const [fields, ...rest] = args as unknown[];
      const DEBUG = 20;
      if (
        level <= DEBUG ||
        !fields ||
        typeof fields !== 'object' ||
        'database' in fields ||
        !isDatabaseUnavailable((fields as { err?: unknown }).err)
      ) {
        return method.apply(this, args);
      }
      const [message, ...more] = rest;
      const text = typeof message === 'string' ? message : 'failed';
      if (outage.failed()) {
        return this.error({ ...fields, database: 'unreachable' }, `database unreachable: ${text}`, ...more);
      }
      this.debug({ ...fields, database: 'unreachable', failures: outage.failures }, text, ...more);
    };
  }
}
