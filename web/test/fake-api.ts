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

/**
 * A signed-in session ('token', stored as the app keeps it, so session hooks read it too) and a
 * server answering each request with the data `dataFor` gives for its path; every request is
 * recorded in the list returned, with its parsed body.
 */
export function fakeApiByPath(dataFor: (path: string) => unknown): { path: string; body: unknown }[] {
  const sent: { path: string; body: unknown }[] = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        sent.push({ path, body: JSON.parse(String(init.body ?? '{}')) });
        return Response.json({ status: true, data: dataFor(path) });
      }),
    );
    configureApiSession('token', null);
    localStorage.setItem('session', JSON.stringify({ access_token: 'token' }));
  });
  afterEach(() => {
    localStorage.removeItem('session');
    configureApiSession(null, null);
    vi.unstubAllGlobals();
  });
  return sent;
}
