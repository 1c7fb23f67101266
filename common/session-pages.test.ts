import { describe, expect, it } from 'vitest';
import { dashboardCookie, SESSION_COOKIE, VIEWPORT_COOKIE } from './session-pages';

describe('dashboardCookie', () => {
  it('scopes the cookie to the dashboard pages, same-site only, Secure on https', () => {
    expect(dashboardCookie(SESSION_COOKIE, 'a.b.c', 3600, true)).toBe(
      'session=a.b.c; Path=/dashboard; SameSite=Strict; Max-Age=3600; Secure',
    );
    expect(dashboardCookie(VIEWPORT_COOKIE, 'phone', 31_536_000, false)).toBe(
      'viewport=phone; Path=/dashboard; SameSite=Strict; Max-Age=31536000',
    );
  });

  it('deletes with an empty value and no age, and lasts the browser session without one', () => {
    expect(dashboardCookie(SESSION_COOKIE, '', 0, false)).toBe(
      'session=; Path=/dashboard; SameSite=Strict; Max-Age=0',
    );
    expect(dashboardCookie(SESSION_COOKIE, 'a.b.c', null, false)).toBe(
      'session=a.b.c; Path=/dashboard; SameSite=Strict',
    );
  });
});
