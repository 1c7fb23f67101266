import { fileURLToPath } from 'node:url';

/**
 * Node's arguments to run a server module from source in a child process, as `npm run create-admin`
 * and the other commands do (tsx), with the tests' one-module-per-locale message catalogue
 * (scripts/unit-catalogue-hook.mjs): `spawn(process.execPath, [...TSX_NODE, 'server/server.ts'])`.
 * `--liftoff-only`, as the browser files' servers start (e2e/harness.ts): a command lives seconds,
 * too short to earn back optimizing PGlite's WebAssembly. create-admin, migrate, backup and sigkill
 * in one worker, alternating rounds: CPU 151 / 147 / 155 s -> 130 / 134 s.
 */
export const TSX_NODE = [
  '--liftoff-only',
  '--import',
  'tsx',
  '--import',
  fileURLToPath(new URL('../../scripts/unit-catalogue-hook.mjs', import.meta.url)),
];
