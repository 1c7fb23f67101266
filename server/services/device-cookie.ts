import { createHmac, randomBytes } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Device cookies (OWASP's defence against lock-out by strangers, decision 018): a browser that
 * logged in to an account gets a signed cookie naming that account. Failed logins from such a
 * browser count against the cookie, everything else against the account, so whoever fails ten
 * times with someone's address locks out strangers only, never the account's own devices.
 */

export const DEVICE_COOKIE = 'league_device';
const DEVICE_TTL_SECONDS = 365 * 24 * 3600;
const PURPOSE = 'league device cookie';

// A key of its own (derived from JWT_SECRET), so a device cookie can never pass as an access token.
const keys = new WeakMap<Uint8Array, Uint8Array>();
function deviceKey(secret: Uint8Array): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', secret).update(PURPOSE).digest());
    keys.set(secret, key);
  }
  return key;
}

export async function signDeviceToken(secret: Uint8Array, userId: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + DEVICE_TTL_SECONDS)
    .sign(deviceKey(secret));
}

/** The device's id when the token is ours, unexpired and names this account; otherwise null. */
export async function deviceIdFor(secret: Uint8Array, token: string, userId: number): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, deviceKey(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub', 'jti'],
      subject: String(userId),
    });
    return typeof payload.jti === 'string' && payload.jti.length <= 64 ? payload.jti : null;
  } catch {
    return null;
  }
}

export function deviceTokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  return parseCookie(header)[DEVICE_COOKIE] || null;
}

/** Sent to the login call only, never readable by scripts, never sent along from another site. */
export function deviceSetCookie(token: string, secure: boolean): string {
  return stringifySetCookie({
    name: DEVICE_COOKIE,
    value: token,
    path: '/api/login',
    maxAge: DEVICE_TTL_SECONDS,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}
