// `npm start`: builds only when dist/ is missing or older than its sources (scripts/build-stamp.mjs),
// then runs the compiled server in this very process. package.json starts this script with `exec`,
// so it is the process npm signals: SIGTERM or SIGINT reach the server's own handlers, which
// close the server and release the embedded database; nothing is left behind as an orphan.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { buildIsCurrent, REPO_ROOT } from './build-stamp.mjs';

// The server's own lines are JSON at LOG_LEVEL (decision 063): this script's two are the same.
// A LOG_LEVEL that is no level is left to the server, whose configuration check names it.
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const log = pino({ level: LEVELS.includes(process.env.LOG_LEVEL) ? process.env.LOG_LEVEL : 'info' });

/** Runs `npm run build` in its own process group, so a signal stops every step of it, not just npm. */
function build() {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit', detached: true });
    const stop = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The build has just finished.
      }
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      resolve({ code, signal });
    });
  });
}

if (buildIsCurrent()) {
  log.info('dist/ is up to date with the sources: starting without a build');
} else {
  log.info('dist/ is missing or older than the sources: building first (about a minute)');
  const { code, signal } = await build();
  if (code !== 0) process.exit(code ?? 128 + constants.signals[signal]);
}
await import(pathToFileURL(join(REPO_ROOT, 'dist', 'server', 'server.js')).href);
