import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../common/api/types';
import { users } from '../db/schema';
import { unauthorized } from '../lib/errors';
import { verifyAccessToken } from './tokens';

export interface CurrentUser {
  id: number;
  name: string;
  mail: string;
  phone: string;
  role: Role;
  memberOf: number | null;
  tokenVersion: number;
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

/** Role and team always come from the database, never from the token's claims. */
export async function userForToken(request: FastifyRequest, token: string): Promise<CurrentUser | null> {
  const claims = await verifyAccessToken(request.server.config.jwtSecret, token);
  if (!claims) return null;
  const [user] = await request.server.db
    .select({
      id: users.id,
      name: users.name,
      mail: users.mail,
      phone: users.phone,
      role: users.role,
      memberOf: users.memberOf,
      tokenVersion: users.tokenVersion,
      confirmed: users.emailConfirmedAt,
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!user || user.tokenVersion !== claims.tokenVersion || !user.confirmed) return null;
  const { confirmed: _confirmed, ...current } = user;
  return current;
}

/** A present but dead token is a 401, not an anonymous request. */
export async function getOptionalUser(request: FastifyRequest): Promise<CurrentUser | null> {
  const token = tokenFromRequest(request);
  if (!token) return null;
  const user = await userForToken(request, token);
  if (!user) throw unauthorized();
  return user;
}
