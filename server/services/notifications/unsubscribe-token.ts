import { jwtVerify, SignJWT } from 'jose';
import { NOTIFICATION_GROUPS, type NotificationGroup } from '../../../common/api/notifications';

/**
 * The token of a notification mail's unsubscribe link (decision 027): signed with JWT_SECRET, it
 * names only the user and the groups of that mail, and its purpose claim keeps every other token
 * we sign (sessions) from passing here and this one from passing as a session (it has no jti).
 * It does not expire: an unsubscribe link must work for as long as the mail sits in an inbox.
 */
const PURPOSE = 'mail-unsubscribe';

export interface UnsubscribeClaims {
  userId: number;
  groups: NotificationGroup[];
}

const isGroup = (value: unknown): value is NotificationGroup =>
  typeof value === 'string' && (NOTIFICATION_GROUPS as readonly string[]).includes(value);

export function signUnsubscribeToken(secret: Uint8Array, claims: UnsubscribeClaims): Promise<string> {
  // In the order of NOTIFICATION_GROUPS, so the same groups always make the same token.
  const groups = NOTIFICATION_GROUPS.filter((group) => claims.groups.includes(group));
  return new SignJWT({ pur: PURPOSE, grp: groups })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .sign(secret);
}

/** Null for anything not signed by us with HS256 for this purpose, or naming no known group. */
export async function verifyUnsubscribeToken(
  secret: Uint8Array,
  token: string,
): Promise<UnsubscribeClaims | null> {
  if (token.length > 1000) return null;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['sub'] });
    const userId = Number(payload.sub);
    if (payload.pur !== PURPOSE || !Number.isSafeInteger(userId) || userId <= 0) return null;
    const groups = payload.grp;
    if (!Array.isArray(groups) || groups.length === 0 || !groups.every(isGroup)) return null;
    return { userId, groups: NOTIFICATION_GROUPS.filter((group) => groups.includes(group)) };
  } catch {
    return null;
  }
}
