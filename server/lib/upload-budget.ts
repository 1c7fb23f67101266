import type { FastifyInstance } from 'fastify';
import { m } from '../../common/i18n/messages';
import { HttpError } from './errors';
import { browserLocale } from './locale';

/**
 * Requests whose body is bigger than any but an image upload's (logos, board photos) are counted
 * per client address before the body is read (decision 052): past the account's budget a refused
 * upload still cost reading and parsing its ~1.4 MB of JSON, so a flood of uploads slowed every
 * visitor. League texts (at most 30,000 characters) stay below the size.
 * In memory, per instance: it guards this process's CPU, which the next instance does not share.
 */
export const BIG_BODY_BYTES = 64 * 1024;
export const UPLOAD_BUDGET = { max: 60, windowMs: 5 * 60 * 1000 };
const ADDRESSES_KEPT = 10_000;

export function registerUploadBudget(app: FastifyInstance): void {
  const windows = new Map<string, { count: number; resetAt: number }>();
  app.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length'] ?? 0) <= BIG_BODY_BYTES) return;
    const now = Date.now();
    let window = windows.get(request.ip);
    if (!window || window.resetAt <= now) {
      if (windows.size >= ADDRESSES_KEPT) windows.clear();
      window = { count: 0, resetAt: now + UPLOAD_BUDGET.windowMs };
      windows.set(request.ip, window);
    }
    window.count++;
    if (window.count <= UPLOAD_BUDGET.max) return;
    const seconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    throw new HttpError(
      429,
      'rate_limited',
      m.server_too_many_requests({ seconds }, { locale: browserLocale(request) }),
      {
        'Retry-After': String(seconds),
      },
    );
  });
}
