import { describe, expect, it } from 'vitest';
import { SCREENSHOTS_WANTED, WIDTHS } from './harness';
import { withServerAndBrowser } from './helpers';

const site = withServerAndBrowser();

describe('API reference', () => {
  it('a developer opens /api/docs in a browser and reads every call, under the site CSP', async () => {
    const context = await site.browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: WIDTHS.desktop, height: 900 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${site.server.url}/api/docs`);
    await expect
      .poll(() => page.getByRole('heading', { name: /Munich University League API/ }).count())
      .toBe(1);
    // Redoc lists each operation by its summary in the side menu.
    await expect.poll(() => page.getByText('/api/getCalendarLinks').count()).toBeGreaterThan(0);
    if (SCREENSHOTS_WANTED) await page.screenshot({ path: 'e2e/screenshots/api-reference-desktop.png' });
    await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
    if (SCREENSHOTS_WANTED) await page.screenshot({ path: 'e2e/screenshots/api-reference-phone.png' });
    // Redoc's attribution logo lives on its CDN: the CSP blocks that request, so nothing leaves the
    // browser, and Redoc hides the image when it fails. Every other error counts.
    expect(errors.filter((error) => !error.includes('cdn.redoc.ly/redoc/logo-mini.svg'))).toEqual([]);
    await context.close();
  });
});
