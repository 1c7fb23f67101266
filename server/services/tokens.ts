import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../common/api/types';

export interface AccessClaims {
  userId: number;
  tokenVersion: number;
  /** This session's id: logout records it as ended. */
  jti: string;
  /** Seconds since the epoch, as the token's iat claim. */
  issuedAt: number;
  expiresAt: Date;
}

/** The user_role claim is for the client's display only: the server reads the role from the database. */
export async function signAccessToken(
  secret: Uint8Array,
  ttlSeconds: number,
  user: { id: number; role: Role; tokenVersion: number },
): Promise<string> {
  return new SignJWT({ user_role: user.role, tv: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/** Returns null for anything not signed by us with HS256, expired, or missing a claim. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub', 'jti'],
      clockTolerance: 0,
    });
    const userId = Number(payload.sub);
    const { tv: tokenVersion, jti, exp, iat } = payload;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof tokenVersion !== 'number') return null;
    if (typeof jti !== 'string' || !jti || jti.length > 64 || typeof exp !== 'number') return null;
    if (typeof iat !== 'number') return null;
    return { userId, tokenVersion, jti, issuedAt: iat, expiresAt: new Date(exp * 1000) };
  } catch {
    return null;
  }
}

/** Random link token (for mails); only its hash is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
