import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loginAs, openPage, WIDTHS } from './harness';
import { withServerAndBrowser } from './helpers';

const site = withServerAndBrowser();

describe('team logo', () => {
  it('a captain uploads a logo; it is scaled and shown on the team card and the public teams page', async () => {
    const { context, page, errors } = await openPage(site.browser, site.server.url, WIDTHS.desktop);
    await loginAs(page, site.server.url, 'captain@demo.example');
    await page.goto('/dashboard/my-team');
    await page.getByRole('button', { name: 'Edit Team' }).click();
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Team data updated successfully!').count()).toBeGreaterThan(0);
    const logo = page.locator('img[src^="/logos/"]').first();
    await expect.poll(() => logo.count()).toBe(1);
    const src = (await logo.getAttribute('src')) as string;
    const served = await fetch(`${site.server.url}${src}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(256);

    await page.goto('/teams');
    await expect.poll(() => page.locator(`img[src="${src}"]`).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a file that is not an image before uploading', async () => {
    const { context, page } = await openPage(site.browser, site.server.url, WIDTHS.phone);
    await loginAs(page, site.server.url, 'captain@demo.example');
    await page.goto('/dashboard/my-team');
    await page.getByRole('button', { name: 'Edit Team' }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect.poll(() => page.getByText('Please choose a PNG, JPEG or WebP image.').count()).toBe(1);
    await context.close();
  });
});
