import { describe, expect, it } from 'vitest';
import { loginAs, openPage, screenshotBoth, viewportAt, WIDTHS } from './harness';
import { sharedTab, withServerAndBrowser } from './helpers';

const site = withServerAndBrowser();

const PUBLIC_ROUTES = [
  ['/', 'home'],
  ['/teams', 'teams'],
  ['/table', 'table'],
  ['/matches', 'matches'],
  ['/TopScorer', 'top-scorer'],
  ['/rules', 'rules'],
  ['/AboutUs', 'about-us'],
  ['/data', 'privacy'],
  ['/impressum', 'impressum'],
  ['/terms', 'terms'],
  ['/login', 'login'],
] as const;

describe('a visitor', () => {
  // One visitor's tab for every test here (a context costs about three page loads of CPU).
  const tab = sharedTab(site, WIDTHS.phone);
  /** The tab with its window at `width`, for a test that loads its page next. */
  const at = async (width: number) => {
    const { page } = tab();
    await page.setViewportSize(viewportAt(width));
    return page;
  };
  for (const [path, name] of PUBLIC_ROUTES) {
    it(`opens ${path} and sees its page`, async () => {
      const { page, errors } = tab();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.locator('main h1').count()).toBe(1);
      await expect.poll(() => page.title()).toContain('Munich University League');
      expect(await page.getByText('Something went wrong').count()).toBe(0);
      expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      await screenshotBoth(page, `public-${name}`);
      expect(errors).toEqual([]);
    });
  }

  it('sees the public menu and the footer links', async () => {
    const page = await at(WIDTHS.desktop);
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    for (const label of ['Teams', 'Scorer', 'Fixtures', 'Table', 'Rules']) {
      await expect.poll(() => nav.getByRole('link', { name: label, exact: true }).count()).toBe(1);
    }
    // The profile icon takes a visitor to the login, and says so.
    expect(await nav.getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).toBe(
      '/dashboard',
    );
    const footer = page.locator('footer');
    await expect.poll(() => footer.textContent()).toContain('2025');
    for (const href of ['/terms', '/impressum', '/data', '/teams']) {
      expect(await footer.locator(`a[href="${href}"]`).count()).toBeGreaterThan(0);
    }
    // The league's social profile from its details (installed by migration 0012), not the network's front page.
    expect(
      await footer.getByRole('link', { name: 'Instagram (opens in a new tab)' }).getAttribute('href'),
    ).toBe('https://www.instagram.com/hochschulliga.muenchen/');
  });

  it('gets the burger menu on a phone', async () => {
    const page = await at(WIDTHS.phone);
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Table', exact: true }).first().isVisible())
      .toBe(true);
    // Without the desktop profile icon, the menu is a visitor's way to the login.
    const menu = page.locator('#mobile-menu');
    expect(await menu.getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).toBe('/login');
    // The close icon stays white on the dark header while hovered and focused, with a white outline.
    const close = page.getByRole('button', { name: 'Close menu' });
    await close.hover();
    // Back from the first menu link with the keyboard, so the focus ring shows.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    const look = await close.evaluate((button) => {
      const style = getComputedStyle(button);
      return { focused: document.activeElement === button, color: style.color, outline: style.outline };
    });
    expect(look).toEqual({
      focused: true,
      color: 'rgb(255, 255, 255)',
      outline: 'rgb(255, 255, 255) solid 2px',
    });
    // Escape closes it and leaves the focus on the button that opens it again.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#mobile-menu').count()).toBe(0);
    expect(
      await page.getByRole('button', { name: 'Open menu' }).evaluate((b) => document.activeElement === b),
    ).toBe(true);
  });

  it('reloading a deep link serves the app (history fallback)', async () => {
    const page = await at(WIDTHS.desktop);
    await page.goto('/table');
    await page.reload();
    await expect.poll(() => page.locator('main h1').count()).toBe(1);
  });

  it('sees the generic error page on an unknown route', async () => {
    const page = await at(WIDTHS.desktop);
    const response = await page.goto('/no-such-page');
    // The status says it too, for crawlers and link checkers.
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText('Unexpected Application Error!').count()).toBeGreaterThan(0);
    await screenshotBoth(page, 'unknown-route');
  });

  it('is sent to /login from the dashboard without a session', async () => {
    const page = await at(WIDTHS.desktop);
    await page.goto('/dashboard/matches');
    await page.waitForURL((url) => url.pathname === '/login');
    // After the login it returns there.
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard/matches');
  });
});

describe('a logged-in user', () => {
  it('gets the dashboard frame with its sidebar on desktop, Seasons only for admins', async () => {
    const { context, page } = await openPage(site.browser, site.server.url, WIDTHS.desktop);
    await loginAs(page, site.server.url, 'captain@demo.example');
    await page.goto('/dashboard');
    await page.waitForURL('**/dashboard/my-team');
    const sidebar = page.getByRole('navigation', { name: /dashboard/i });
    await expect.poll(() => sidebar.getByRole('link', { name: /my team/i }).count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: /seasons/i }).count()).toBe(0);
    await screenshotBoth(page, 'dashboard-my-team-captain');
    await context.close();

    const admin = await openPage(site.browser, site.server.url, WIDTHS.desktop);
    await loginAs(admin.page, site.server.url, 'admin@demo.example');
    await admin.page.goto('/dashboard/my-team');
    const adminSidebar = admin.page.getByRole('navigation', { name: /dashboard/i });
    await expect.poll(() => adminSidebar.getByRole('link', { name: /seasons/i }).count()).toBe(1);
    await admin.context.close();
  });

  it('logs out from the sidebar and lands on the home page', async () => {
    const { context, page } = await openPage(site.browser, site.server.url, WIDTHS.desktop);
    await loginAs(page, site.server.url, 'player@demo.example');
    await page.goto('/dashboard/my-team');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').access_token);
    const alive = async () => {
      const answer = await fetch(`${site.server.url}/api/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      return ((await answer.json()) as { data: { status: boolean } }).data.status;
    };
    expect(await alive()).toBe(true);
    await page
      .getByRole('button', { name: /logout/i })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    // The server ended the session too: a copy of the token is worth nothing.
    await expect.poll(alive).toBe(false);
    await context.close();
  });

  it('with a stored session the server no longer accepts is treated as a visitor', async () => {
    const { context, page } = await openPage(site.browser, site.server.url);
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('session', JSON.stringify({ access_token: 'forged.token.value' })),
    );
    await page.goto('/dashboard/my-team');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await context.close();
  });

  it('keeps the session when the check itself fails (busy server, dropped connection)', async () => {
    const { context, page } = await openPage(site.browser, site.server.url, WIDTHS.desktop);
    await loginAs(page, site.server.url, 'player@demo.example');
    await page.route('**/api/verify', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"status":false,"error":"busy"}',
      }),
    );
    await page.goto('/dashboard/my-team');
    const sidebar = page.getByRole('navigation', { name: /dashboard/i });
    await expect.poll(() => sidebar.getByRole('link', { name: /my team/i }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('session'))).not.toBeNull();
    await context.close();
  });
});
