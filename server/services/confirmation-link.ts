import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailTokens, users } from '../db/schema';
import { hashLinkToken } from './tokens';

/**
 * What a sign-up confirmation link stands for, read without changing anything (decision 056):
 * 'open' while it can still confirm its unconfirmed address, 'confirmed' once its address is
 * confirmed (by this link, a newer one or a reset link, decision 019), else 'invalid' (unknown,
 * expired). With the account's language, for the pages that answer it.
 */
export async function confirmationLinkState(
  db: Db,
  token: string,
): Promise<{ state: 'open' | 'confirmed' | 'invalid'; language: string | null }> {
  if (!token) return { state: 'invalid', language: null };
  const [row] = await db
    .select({
      confirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
      live: sql<boolean>`${emailTokens.usedAt} is null and ${emailTokens.expiresAt} > now()`,
      language: users.language,
    })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, hashLinkToken(token)), eq(emailTokens.purpose, 'confirm')));
  if (!row) return { state: 'invalid', language: null };
  const state = row.confirmed ? 'confirmed' : row.live ? 'open' : 'invalid';
  return { state, language: row.language };
}

/** Where the login page says how a confirmation link ended: ?confirmed=1 done, 2 done before, 0 invalid. */
export const confirmedPath = (state: 'confirmed-now' | 'confirmed' | 'invalid') =>
  `/login?confirmed=${state === 'confirmed-now' ? 1 : state === 'confirmed' ? 2 : 0}`;
