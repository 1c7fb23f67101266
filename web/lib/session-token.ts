import type { z } from 'zod';
import type { sessionRequest, verifyRequest } from '../../common/api/requests';
import { type NoData, ROLES, type Role, type VerifyAnswer } from '../../common/api/types';
import { dashboardCookie, SESSION_COOKIE } from '../../common/session-pages';
import { apiRequest } from './api-client';
import { tokenExpiry } from './kept-answers';
import { paths } from './paths';

/** The role claim is for display only (the server re-reads the role), so no signature check here. */
export function roleFromToken(token: string): Role | '' {
  try {
    const payload = token.split('.')[1] ?? '';
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    const role = claims && typeof claims === 'object' && 'user_role' in claims ? claims.user_role : '';
    return ROLES.find((known) => known === role) ?? '';
  } catch {
    return '';
  }
}

/**
 * The copy of the token the server renders the first dashboard pages with (decision 041): sent
 * only with page requests under /dashboard, never cross-site, gone when the session ends.
 */
export function writeSessionCookie(token: string | null): void {
  const expiry = token ? tokenExpiry(token) : 0;
  const maxAge = expiry === null ? null : Math.max(0, Math.floor((expiry - Date.now()) / 1000));
  const secure = location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads; no Cookie Store API in Safari.
  document.cookie = dashboardCookie(SESSION_COOKIE, token ?? '', maxAge, secure);
}

/**
 * The server's verdict on a stored token, or null when there is none: a 429, a 5xx or a dropped
 * connection (say, the page navigating away mid-request) says nothing about the token, and must
 * not log the user out.
 */
export async function verifyToken(token: string): Promise<boolean | null> {
  try {
    const answer = await apiRequest<VerifyAnswer>(paths.api.verify, {
      body: { token } satisfies z.input<typeof verifyRequest>,
      withSession: false,
    });
    return answer.status ? answer.data.status : null;
  } catch {
    return null;
  }
}

/** Ends the session on the server, so a copy of the token is worth nothing; the browser forgets it regardless. */
export async function endServerSession(token: string): Promise<void> {
  try {
    await apiRequest<NoData>(paths.api.logout, {
      body: { access_token: token } satisfies z.input<typeof sessionRequest>,
      withSession: false,
    });
  } catch {
    // Offline: the token still expires on its own (TOKEN_TTL).
  }
}
