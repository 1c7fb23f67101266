import { describe, expect, it } from 'vitest';
import { apiSession, loginAs, openPage, screenshotBoth, sessionCookies, WIDTHS } from './harness';
import { withServerAndBrowser } from './helpers';

/**
 * A server-rendered page shows no control that ignores taps: before the page's script has hydrated
 * it, a button that works only through the script is not there to tap (web/components/ui/
 * works-once-hydrated.ts); once hydrated, it shows and works.
 */

const site = withServerAndBrowser();
const ADMIN = 'admin@demo.example';
/** The page's scripts, which the test keeps from loading: the page as it is before hydration. */
const SCRIPTS = /\.m?js(\?.*)?$/;

describe('a server-rendered page before its script has run', () => {
  for (const [label, width] of Object.entries(WIDTHS)) {
    it(`shows "Manage match" on Matches only once a tap on it works (${label})`, async () => {
      const { page, context } = await openPage(site.browser, site.server.url, width);
      await loginAs(page, site.server.url, ADMIN);
      // The cookies the app sets for the session: the server renders Matches with the admin's cards.
      const session = await apiSession(site.server.url, ADMIN);
      await context.addCookies(sessionCookies(site.server.url, session, width < 768 ? 'phone' : 'wide'));
      await context.route(SCRIPTS, (route) => route.abort());
      // A page of its own: openPage's goto waits for the hydrated app, which never comes here.
      const bare = await context.newPage();
      await bare.goto('/dashboard/matches');
      expect(await bare.getByRole('article').count()).toBeGreaterThan(0);
      // In the HTML, in its place, but not shown and not tappable.
      const manage = bare.getByRole('button', { name: 'Manage match', includeHidden: true });
      expect(await manage.count()).toBeGreaterThan(0);
      expect(await manage.first().isVisible()).toBe(false);
      expect(await bare.getByRole('button', { name: 'Manage match' }).count()).toBe(0);
      if (width === WIDTHS.phone) await screenshotBoth(bare, 'matches-before-hydration');

      await context.unroute(SCRIPTS);
      await page.goto('/dashboard/matches');
      const shown = page.getByRole('button', { name: 'Manage match' }).first();
      await expect.poll(() => shown.isVisible()).toBe(true);
      await shown.click();
      const close = page.getByRole('button', { name: 'Close', exact: true }).first();
      await expect.poll(() => close.getAttribute('aria-expanded')).toBe('true');
      if (width === WIDTHS.phone) await screenshotBoth(page, 'matches-after-hydration');
    });
  }
});
