import pino, { type Logger } from 'pino';

/*
 * Everything the server and its commands report is one JSON line per event on stdout (pino), at
 * the level LOG_LEVEL names: the app's own logger (server/app.ts) for requests and background work,
 * and createLogger for what runs before the app exists or without it (start-up, npm run migrate,
 * backup, restore, create-admin). Read it as it is, or through `npx pino-pretty` (decision 063).
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * LOG_LEVEL as given, else info: for a logger needed before the configuration is read, or when
 * reading it failed (whose error then names the wrong LOG_LEVEL itself).
 */
export function levelFromEnv(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const given = env.LOG_LEVEL;
  return LOG_LEVELS.find((level) => level === given) ?? 'info';
}

/**
 * A logger writing what the app's does (same level names, same line shape). Synchronous on stdout:
 * a command's last line is written before it calls process.exit.
 */
export function createLogger(level: LogLevel, destination?: { write(line: string): void }): Logger {
  return pino({ level }, destination ?? pino.destination({ dest: 1, sync: true }));
}
