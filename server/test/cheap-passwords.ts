import { randomBytes, scryptSync } from 'node:crypto';
import type * as Passwords from '../services/passwords';

/**
 * The passwords module for API files that check what logins, sign-ups and resets answer rather
 * than what a hash costs: the fuzz files (fuzz-harness.ts), server/routes/auth.test.ts and the files
 * that log in or sign up through the routes most (authorization-matrix, rate-limits, logs,
 * language), each of which mocks it with
 * `vi.mock('../services/passwords', async (real) => cheapPasswords(await real()))`.
 * Login, signup and password reset hash with scrypt at ~0.5 s of CPU each on this machine; hashes
 * here use the same format at a tiny cost, and an unknown address still verifies against a dummy
 * hash. The production cost and the timing it gives are login-timing.test.ts's to check.
 */
export function cheapPasswords(real: typeof Passwords): typeof Passwords {
  const cheap = { N: 16, r: 8, p: 1 };
  const hashPassword = async (password: string) => {
    const salt = randomBytes(16);
    const key = scryptSync(password.normalize('NFKC'), salt, 32, cheap);
    return ['scrypt', cheap.N, cheap.r, cheap.p, salt.toString('base64url'), key.toString('base64url')].join(
      '$',
    );
  };
  const dummy = hashPassword('dummy-password-for-timing');
  return {
    ...real,
    hashPassword,
    verifyAgainstDummy: async (password: string): Promise<false> => {
      await real.verifyPassword(password, await dummy);
      return false;
    },
  };
}
