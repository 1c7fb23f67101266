import type { ErrorCode } from '../../common/api/error-codes';
import { m } from '../../common/i18n/messages';

/**
 * Errors a handler throws on purpose: answered as `{ status: false, error: message, code }`. The
 * message is shown to the user as is (in the request's language); the code is what clients and
 * tests branch on (decision 060), and the route must declare it (server/lib/route.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (code: ErrorCode, message: string) => new HttpError(400, code, message);
export const unauthorized = (code: ErrorCode = 'session_expired', message = m.server_session_expired()) =>
  new HttpError(401, code, message);
export const forbidden = (code: ErrorCode, message: string) => new HttpError(403, code, message);
export const notFound = (code: ErrorCode, message: string) => new HttpError(404, code, message);
export const conflict = (code: ErrorCode, message: string) => new HttpError(409, code, message);

/** Whether a database error (or one it caused) is PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
