import { afterEach, beforeEach, vi } from 'vitest';
import type { ApiAnswer } from '../../common/api/types';
import { configureApiSession } from '../lib/api-client';

export interface FakeApi {
  /** What the app sent, in order: each request's path and parsed body. */
  sent: { path: string; body: unknown }[];
  /** What the server answers every request with; a test may set another before it acts. */
  answer: ApiAnswer<unknown>;
}

/**
 * The server as a component test sees it: a signed-in session ('token'), every request recorded
 * and answered with `api.answer` (reset to `firstAnswer` before each test).
 */
export function fakeApi(firstAnswer: ApiAnswer<unknown>): FakeApi {
  const api: FakeApi = { sent: [], answer: firstAnswer };
  beforeEach(() => {
    api.sent = [];
    api.answer = firstAnswer;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        api.sent.push({ path, body: JSON.parse(String(init.body)) });
        return Response.json(api.answer);
      }),
    );
    // Signed in: a refusal that is not a field's is said in an alert.
    configureApiSession('token', null);
  });
  afterEach(() => {
    configureApiSession(null, null);
    vi.unstubAllGlobals();
  });
  return api;
}
