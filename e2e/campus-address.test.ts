import { describe, expect, it } from 'vitest';
import { loginAs, openPage } from './harness';
import { withServerAndBrowser } from './helpers';

// The product's own auth budget (30 per address in 5 minutes), not the harness's generous one:
// every browser here comes from 127.0.0.1, as a campus network's students share one address.
const site = withServerAndBrowser({ AUTH_RATE_LIMIT: '30' });

const SIGNED_IN = ['captain', 'cocaptain', 'player', 'admin', 'user'].map((name) => `${name}@demo.example`);
const BROWSERS_PER_ACCOUNT = 2;
const LOADS_PER_BROWSER = 10;
// Dashboard pages: each load with a stored session checks it (web/lib/session.tsx).
const PAGES = ['/dashboard/my-team', '/dashboard/settings', '/dashboard/matches'];

describe('a campus network behind one address (decision 052)', () => {
  // 100 page loads in 10 browsers at once: minutes on a busy 2-core machine.
  it('100 page loads by 10 signed-in browsers, then a correct login from the same address succeeds', {
    timeout: 300_000,
  }, async () => {
    let sessionChecks = 0;
    const browsers = await Promise.all(
      SIGNED_IN.flatMap((email) =>
        Array.from({ length: BROWSERS_PER_ACCOUNT }, async () => {
          const opened = await openPage(site.browser, site.server.url);
          opened.page.on('response', (response) => {
            if (response.url().endsWith('/api/verify')) sessionChecks++;
          });
          await loginAs(opened.page, site.server.url, email);
          return opened;
        }),
      ),
    );
    // One browser after the other: the count matters here, not the crowd.
    for (const [b, { page }] of browsers.entries()) {
      for (let i = 0; i < LOADS_PER_BROWSER; i++) {
        await Promise.all([
          page.waitForResponse((response) => response.url().endsWith('/api/verify'), { timeout: 60_000 }),
          page.goto(PAGES[(b + i) % PAGES.length] ?? '/'),
        ]);
      }
    }
    // Every load with a stored session asked the server whether the session still holds.
    expect(sessionChecks).toBeGreaterThanOrEqual(browsers.length * LOADS_PER_BROWSER);

    // Another student, on a browser of their own, logs in through the form.
    const { context, page, errors } = await openPage(site.browser, site.server.url);
    await page.goto('/login');
    await page.getByLabel(/^E-Mail/).fill('pending@demo.example');
    await page.getByLabel(/^Password/).fill('league-demo-2025');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard/my-team');
    expect(errors).toEqual([]);
    await context.close();
    await Promise.all(browsers.map(({ context: c }) => c.close()));
  });
});
