// `npm start`: builds only when dist/ is missing or older than its sources (scripts/build-stamp.mjs),
// then runs the compiled server in this very process. package.json starts this script with `exec`,
// so it is the process npm signals: SIGTERM or SIGINT reach the server's own handlers, which
// close the server and release the embedded database; nothing is left behind as an orphan.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsCurrent, REPO_ROOT } from './build-stamp.mjs';

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
  console.log('dist/ is up to date with the sources: starting without a build.');
} else {
  console.log('dist/ is missing or older than the sources: building first (about a minute).');
  const { code, signal } = await build();
  if (code !== 0) process.exit(code ?? 128 + constants.signals[signal]);
}
await import(pathToFileURL(join(REPO_ROOT, 'dist', 'server', 'server.js')).href);
