import { lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../common/api/types';
import type { Db } from '../db/client';
import { endedSessions } from '../db/schema';
import { unauthorized } from '../lib/errors';
import { type AccountsSnapshot, SESSIONS_VALID_FROM } from './accounts-snapshot';
import { type AccessClaims, verifyAccessToken } from './tokens';

export interface CurrentUser {
  id: number;
  name: string;
  mail: string;
  phone: string | null;
  role: Role;
  memberOf: number | null;
  tokenVersion: number;
  /** The language the user chose (decision 031); null until they choose. */
  language: 'en' | 'de' | null;
  /** The token this request came with. */
  session: { jti: string; expiresAt: Date };
}

export function tokenFromRequest(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const body = request.body as { access_token?: unknown } | undefined;
  if (body && typeof body === 'object' && typeof body.access_token === 'string' && body.access_token) {
    return body.access_token;
  }
  return null;
}

/**
 * Ends every session issued before this second. A restore runs it: tokens signed since the backup
 * may carry a token version or a logout the restored database has forgotten, or the id of a user
 * it does not hold, which the next sign-up would get. Plain SQL, for the restore command's client.
 */
export const END_EVERY_SESSION_SQL = `insert into settings (key, value)
  values ('${SESSIONS_VALID_FROM}', to_jsonb(floor(extract(epoch from now()))))
  on conflict (key) do update set value = excluded.value`;

/**
 * Role and team always come from the database, never from the token's claims: from the accounts
 * snapshot as of this request (accounts-snapshot.ts), which every change to them drops before
 * anyone can have seen it confirmed, or which is loaded for this request while it cannot be kept.
 */
export async function userForToken(request: FastifyRequest, token: string): Promise<CurrentUser | null> {
  const claims = await verifyAccessToken(request.server.config.jwtSecret, token);
  if (!claims) return null;
  return sessionFrom(await request.server.accounts.current(request), claims);
}

function sessionFrom(accounts: AccountsSnapshot, claims: AccessClaims): CurrentUser | null {
  const user = accounts.users.get(claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion || !user.emailConfirmedAt) return null;
  if (accounts.ended.has(claims.jti)) return null;
  if (accounts.sessionsValidFrom !== null && accounts.sessionsValidFrom > claims.issuedAt) return null;
  return {
    id: user.id,
    name: user.name,
    mail: user.mail,
    phone: user.phone,
    role: user.role,
    memberOf: user.memberOf,
    tokenVersion: user.tokenVersion,
    language: user.language,
    session: { jti: claims.jti, expiresAt: claims.expiresAt },
  };
}

/** Logout: this session's token is refused from now on, on every instance; other sessions live on. */
export async function endSession(db: Db, user: CurrentUser): Promise<void> {
  await db
    .insert(endedSessions)
    .values({ jti: user.session.jti, expiresAt: user.session.expiresAt })
    .onConflictDoNothing();
  // Ended sessions are kept only while their tokens could still be presented.
  await db.delete(endedSessions).where(lte(endedSessions.expiresAt, sql`now()`));
}

/** A present but dead token is a 401, not an anonymous request. */
export async function getOptionalUser(request: FastifyRequest): Promise<CurrentUser | null> {
  const token = tokenFromRequest(request);
  if (!token) return null;
  const user = await userForToken(request, token);
  if (!user) throw unauthorized();
  return user;
}
