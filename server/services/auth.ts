import { eq, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../common/api/types';
import type { Db } from '../db/client';
import { endedSessions, settings, users } from '../db/schema';
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
 * Role and team always come from the database, never from the token's claims: from this instance's
 * accounts snapshot, which every change to them drops before anyone can have seen it confirmed
 * (accounts-snapshot.ts), or by a query while the snapshot cannot be kept.
 */
export async function userForToken(request: FastifyRequest, token: string): Promise<CurrentUser | null> {
  const claims = await verifyAccessToken(request.server.config.jwtSecret, token);
  if (!claims) return null;
  const accounts = await request.server.accounts.current(request);
  return accounts ? sessionFromSnapshot(accounts, claims) : sessionFromQuery(request.server.db, claims);
}

export function sessionFromSnapshot(accounts: AccountsSnapshot, claims: AccessClaims): CurrentUser | null {
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

/** The session check as one query: what the snapshot answers, read from the tables. */
export async function sessionFromQuery(db: Db, claims: AccessClaims): Promise<CurrentUser | null> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      mail: users.mail,
      phone: users.phone,
      role: users.role,
      memberOf: users.memberOf,
      tokenVersion: users.tokenVersion,
      language: users.language,
      confirmed: users.emailConfirmedAt,
      // In the same round trip: whether this very session was ended by a logout, or by a restore.
      ended: sql<boolean>`exists (select 1 from ${endedSessions} where ${endedSessions.jti} = ${claims.jti})
        or exists (select 1 from ${settings} where ${settings.key} = ${SESSIONS_VALID_FROM}
                   and (${settings.value})::text::float8 > ${claims.issuedAt})`,
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!user || user.tokenVersion !== claims.tokenVersion || !user.confirmed || user.ended) return null;
  const { confirmed: _confirmed, ended: _ended, ...current } = user;
  return { ...current, session: { jti: claims.jti, expiresAt: claims.expiresAt } };
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
