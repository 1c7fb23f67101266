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

// Given raw bytes, jose imports the key again for every token; at dashboard load that import cost
// more CPU than the rest of the session check (issue 22 §3). One import per secret.
const verifyKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function verifyKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    verifyKeys.set(secret, key);
  }
  return key;
}

// A dashboard sends the same token with every call; checking its signature again (an asynchronous
// WebCrypto call) was a tenth of a dashboard read's CPU. Only tokens that passed are kept, per
// secret, and their expiry is checked again at each use; the map is emptied when full.
const verifiedTokens = new WeakMap<Uint8Array, Map<string, AccessClaims>>();
const VERIFIED_TOKENS_KEPT = 10_000;

/** Returns null for anything not signed by us with HS256, expired, or missing a claim. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  let verified = verifiedTokens.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(secret, verified);
  }
  const known = verified.get(token);
  // As jose decides expiry: expired once `exp` is not after the current second.
  if (known) {
    if (known.expiresAt.getTime() / 1000 > Math.floor(Date.now() / 1000)) return known;
    verified.delete(token);
    return null;
  }
  const claims = await checkAccessToken(secret, token);
  if (claims) {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
    verified.set(token, claims);
  }
  return claims;
}

async function checkAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await verifyKey(secret), {
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
