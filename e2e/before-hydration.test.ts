import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSession, openPage, screenshotBoth, sessionCookies, WIDTHS } from './harness';
import { PUBLIC_PATHS, withServerAndBrowser } from './helpers';

/**
 * A server-rendered page shows no control that ignores taps: before the page's script has hydrated
 * it, no button, tab, select or field is there to tap (web/app/global.css hides them until the
 * page is marked ready, decision 071); links still work. Once hydrated, they show and work.
 */

const site = withServerAndBrowser();
/** The page's scripts, which the test keeps from loading: the page as it is before hydration. */
const SCRIPTS = /\.m?js(\?.*)?$/;
const DASHBOARD_PATHS = [
  '/dashboard',
  '/dashboard/my-team',
  '/dashboard/matches',
  '/dashboard/refereeing',
  '/dashboard/profile',
  '/dashboard/settings',
  '/dashboard/seasons',
  '/dashboard/board',
  '/dashboard/audit-log',
  '/dashboard/texts',
  '/dashboard/failed-mails',
];
const ROLES = ['admin', 'captain', 'player', 'user'].map((role) => `${role}@demo.example`);

/**
 * The pages among `paths` that show a control a visitor could tap or type into, each with those
 * controls (tag, role and name). One tab loads the pages one after the other: a tab per page cost
 * a renderer each. A tab of its own: openPage's goto waits for the hydrated app, which never comes here.
 */
async function pagesWithControls(context: BrowserContext, paths: string[]): Promise<[string, string[]][]> {
  const bare = await context.newPage();
  const found: [string, string[]][] = [];
  for (const path of paths) {
    await bare.goto(path);
    const controls = await bare.evaluate(() =>
      [
        ...document.querySelectorAll(
          'button, select, input, textarea, [role=button], [role=tab], [role=switch], [role=checkbox]',
        ),
      ]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
        })
        .map((element) => {
          const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
          return `${element.tagName.toLowerCase()}[${element.getAttribute('role') ?? ''}] "${name.trim().slice(0, 40)}"`;
        }),
    );
    if (controls.length > 0) found.push([path, controls]);
  }
  return found;
}

async function bareContext(width: number, email: string | null): Promise<BrowserContext> {
  const context = await site.browser.newContext({
    baseURL: site.server.url,
    viewport: { width, height: 844 },
    serviceWorkers: 'block',
  });
  if (email) {
    const session = await apiSession(site.server.url, email);
    await context.addCookies(sessionCookies(site.server.url, session, width < 768 ? 'phone' : 'wide'));
  }
  await context.route(SCRIPTS, (route) => route.abort());
  return context;
}

describe('a server-rendered page before its script has run', () => {
  for (const [label, width] of Object.entries(WIDTHS)) {
    it(`shows no control on the public pages (${label})`, async () => {
      const context = await bareContext(width, null);
      try {
        expect(await pagesWithControls(context, [...PUBLIC_PATHS, '/teams/1'])).toEqual([]);
      } finally {
        await context.close();
      }
    });

    // The dashboard's content per role at phone width; its header (language, logout) at desktop width.
    for (const email of width === WIDTHS.phone ? ROLES : ROLES.slice(0, 1)) {
      it(`shows no control on the dashboard pages for ${email} (${label})`, async () => {
        const context = await bareContext(width, email);
        try {
          expect(await pagesWithControls(context, DASHBOARD_PATHS)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }

    it(`shows "Manage match" once the page has hydrated, and a tap on it works (${label})`, async () => {
      const context = await bareContext(width, 'admin@demo.example');
      const bare = await context.newPage();
      await bare.goto('/dashboard/matches');
      // In the HTML, in its place, but not shown and not tappable.
      const manage = bare.getByRole('button', { name: 'Manage match', includeHidden: true });
      expect(await manage.count()).toBeGreaterThan(0);
      expect(await manage.first().isVisible()).toBe(false);
      expect(await bare.getByRole('button', { name: 'Manage match' }).count()).toBe(0);
      if (width === WIDTHS.phone) await screenshotBoth(bare, 'matches-before-hydration');
      await context.close();

      const { page, context: live } = await openPage(site.browser, site.server.url, width);
      const session = await apiSession(site.server.url, 'admin@demo.example');
      await live.addCookies(sessionCookies(site.server.url, session, width < 768 ? 'phone' : 'wide'));
      await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('session', value), session);
      await page.goto('/dashboard/matches');
      const shown = page.getByRole('button', { name: 'Manage match' }).first();
      await expect.poll(() => shown.isVisible()).toBe(true);
      await shown.click();
      const close = page.getByRole('button', { name: 'Close', exact: true }).first();
      await expect.poll(() => close.getAttribute('aria-expanded')).toBe('true');
      if (width === WIDTHS.phone) await screenshotBoth(page, 'matches-after-hydration');
      await live.close();
    });
  }
});
