import { randomBytes, scryptSync } from 'node:crypto';
import type * as Passwords from '../services/passwords';

/**
 * The passwords module for the fuzz files (fuzz-harness.ts), each of which mocks it with
 * `vi.mock('../services/passwords', async (real) => cheapPasswords(await real()))`.
 * Login, signup and password reset hash with scrypt at ~1 s of CPU each on this machine; the
 * fuzz checks validation and error paths, so hashes here use the same format at a tiny cost.
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
