import { USER_ROLE_HEADER, USER_TEAM_HEADER } from '../../common/api/enums';
import type { ApiAnswer } from '../../common/api/types';
import { EARLY_ANSWERS_GLOBAL, type EarlyAnswers } from '../../common/early-answers';
import { cachedAnswerTime, noteDataTime } from './pwa';

let accessToken: string | null = null;
let onSessionRejected: (() => void) | null = null;

/** The caller's role and team as the server read them for an answer (decision 033). */
export interface Standing {
  role: string;
  team: string;
}
let onStanding: ((standing: Standing) => void) | null = null;

/** The session provider hears the role and team of every signed-in answer, to notice good news. */
export function listenToStanding(listener: ((standing: Standing) => void) | null): void {
  onStanding = listener;
}

/** Kept in step with the session provider so every request carries the current session. */
export function configureApiSession(token: string | null, onRejected: (() => void) | null): void {
  accessToken = token;
  onSessionRejected = onRejected;
}

/**
 * How a server render of a dashboard page reads the user's answers (decision 041): through the
 * server's own API with that page's session, kept per render (renders interleave), so the page's
 * query functions run there unchanged. Undefined in the browser.
 */
export interface ServerTransport {
  token: string;
  fetch: (path: string, init: RequestInit) => Promise<Response>;
}
let serverTransport: () => ServerTransport | undefined = () => undefined;

export function setServerTransport(current: () => ServerTransport | undefined): void {
  serverTransport = current;
}

/** False once the server refused the session (401) and it was cleared, so callers skip their own error alert. */
export function hasApiSession(): boolean {
  return accessToken !== null;
}

interface RequestOptions {
  /** A JSON body makes the request a POST. */
  body?: Record<string, unknown>;
  /** Login and verify must not carry a stored (possibly stale) session. */
  withSession?: boolean;
}

/**
 * The response to a request the page's head script sent already (common/early-answers.ts), taken
 * once: the same path, the same session and no fields besides the token (the seasons: none at all).
 */
function takeEarlyResponse(path: string, token: string | null, body: Record<string, unknown> | undefined) {
  const early = (globalThis as { [EARLY_ANSWERS_GLOBAL]?: EarlyAnswers })[EARLY_ANSWERS_GLOBAL];
  if (!early || !token || early.token !== token || (body && Object.keys(body).length > 0)) return null;
  const response = early.responses[path];
  delete early.responses[path];
  return response ?? null;
}

/** The one fetch wrapper: resolves to the server's envelope, rejects only on network failure. */
export async function apiRequest<T>(
  path: string,
  { body, withSession = true }: RequestOptions = {},
): Promise<ApiAnswer<T>> {
  const server = serverTransport();
  const token = withSession ? (server ? server.token : accessToken) : null;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: body ? 'POST' : 'GET', headers };
  if (body) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(token ? { access_token: token, ...body } : body);
  }

  if (server) return answerOf<T>(await server.fetch(path, init));
  const response = await (takeEarlyResponse(path, token, body) ?? fetch(path, init));
  if (response.status === 401 && token) onSessionRejected?.();
  const role = response.headers.get(USER_ROLE_HEADER);
  const team = response.headers.get(USER_TEAM_HEADER);
  if (token && token === accessToken && role && team) onStanding?.({ role, team });
  return answerOf<T>(response);
}

async function answerOf<T>(response: Response): Promise<ApiAnswer<T>> {
  const answer: unknown = await response.json().catch(() => null);
  if (answer && typeof answer === 'object' && 'status' in answer) {
    // A public read the service worker answered from its cache: the offline notice says since when.
    const cachedAt = cachedAnswerTime(response);
    if (cachedAt !== null && 'data' in answer) noteDataTime(answer.data, cachedAt);
    return answer as ApiAnswer<T>;
  }
  return { status: false, error: `${response.status} ${response.statusText}`.trim() };
}

/** For queries: the answer's data, or a thrown Error carrying the server's error text. */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  const answer = await apiRequest<T>(path, options);
  if (!answer.status) throw new Error(answer.error);
  return answer.data;
}
