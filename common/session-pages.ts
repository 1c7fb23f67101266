/**
 * Dashboard pages rendered with the signed-in user's answers (docs/decisions/041): the web app
 * keeps a copy of the stored session token in a cookie sent only with page requests under
 * /dashboard; for the pages below the server reads the user's answers through its own API with
 * that token and renders them into the HTML. The cookie opens no API route: the API reads the
 * session from the Authorization header or the body only.
 */
export const SESSION_COOKIE = 'session';
export const SESSION_COOKIE_PATH = '/dashboard';

/**
 * A cookie of the dashboard pages, as the web app writes it: sent only with page requests under
 * /dashboard, never cross-site, Secure on https; without `maxAgeSeconds`, until the browser closes.
 */
export function dashboardCookie(
  name: string,
  value: string,
  maxAgeSeconds: number | null,
  secure: boolean,
): string {
  const maxAge = maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `${name}=${value}; Path=${SESSION_COOKIE_PATH}; SameSite=Strict${maxAge}${secure ? '; Secure' : ''}`;
}

/** The pages a phone opens first (issue 24 point 10): the others keep their frame and loader. */
export const SESSION_PAGES: readonly string[] = [
  '/dashboard/my-team',
  '/dashboard/matches',
  '/dashboard/refereeing',
];

/** The element holding the answers the server rendered with (JSON data, not a script: CSP). */
export const SESSION_ANSWERS_ID = 'session-answers';

/**
 * Stands for the session token inside the embedded query keys: the HTML never carries the token,
 * the browser puts its stored one back.
 */
export const SESSION_TOKEN_MARK = '$session';

/** A JSON Web Token's three base64url parts: anything else in the cookie is not a session. */
export const SESSION_TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * Whether the browser showed a phone's layout when the app last ran there ('phone' below 48em, as
 * Mantine's `sm` breakpoint, else 'wide'): a cookie beside the session's, so a page rendered for
 * the session lays out its member list as that screen will (one card per member on a phone).
 */
export const VIEWPORT_COOKIE = 'viewport';
export type ViewportHint = 'phone' | 'wide';
export const PHONE_QUERY = '(max-width: 47.99em)';

export function viewportHint(value: string | undefined): ViewportHint | null {
  return value === 'phone' || value === 'wide' ? value : null;
}

/** What the session answers element holds: the answers (query cache) and the layout rendered. */
export interface SessionAnswersBlock<Answers> {
  answers: Answers;
  viewport: ViewportHint | null;
}
