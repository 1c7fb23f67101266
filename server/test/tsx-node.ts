import { fileURLToPath } from 'node:url';

/**
 * Node's arguments to run a server module from source in a child process, as `npm run create-admin`
 * and the other commands do (tsx), with the tests' one-module-per-locale message catalogue
 * (scripts/unit-catalogue-hook.mjs): `spawn(process.execPath, [...TSX_NODE, 'server/server.ts'])`.
 */
export const TSX_NODE = [
  '--import',
  'tsx',
  '--import',
  fileURLToPath(new URL('../../scripts/unit-catalogue-hook.mjs', import.meta.url)),
];
