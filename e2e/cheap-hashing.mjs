// Loaded into the browser files' servers before the built server (harness.ts startServer), as the
// API files' cheapPasswords (server/test/cheap-passwords.ts) is into theirs: scrypt runs at a tiny
// cost whatever parameters the server asks for. Its hashes keep their format and the parameters
// written in them, so sign-up, login, reset and rehash take the same paths; only the CPU differs
// (the production cost, ~0.3 s per hash here, is login-timing.test.ts's and budgets.test.ts's to
// check). Six journey files hashed 149 times; in three of them the servers' CPU went 107 -> 38 s.
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

// cheapPasswords' parameters (that module is TypeScript, which node does not load here).
const CHEAP = { N: 16, r: 8, p: 1 };
const scrypt = crypto.scrypt;
crypto.scrypt = (password, salt, keyLength, options, callback) =>
  scrypt(password, salt, keyLength, { ...options, ...CHEAP }, callback);
// The server's `import { scrypt } from 'node:crypto'` reads the builtin's ESM exports: update them.
syncBuiltinESMExports();
