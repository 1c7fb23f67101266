import { ConfigError } from '../config';
import { DatabaseUnreachableError } from '../db/client';
import { createLogger, levelFromEnv } from '../lib/logger';

/**
 * Runs a command's main and exits with its code. A wrong setting or an unreachable database is
 * said in plain words, as the server's start says them; anything else is one JSON line at `level`.
 */
export function runCommand(
  main: () => Promise<number>,
  failed: string,
  level: 'error' | 'fatal' = 'error',
): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ConfigError || error instanceof DatabaseUnreachableError)
        console.error(error.message);
      else createLogger(levelFromEnv())[level]({ err: error }, failed);
      process.exit(1);
    },
  );
}
