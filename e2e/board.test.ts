import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardMember } from '../common/api/types';
import { openPage, SCREENSHOTS_WANTED, viewportAt, WIDTHS } from './harness';
import { confirmInDialog, expectAccessible, fieldError, openAs, seen, withServerAndBrowser } from './helpers';

/**
 * The board on Meet the Team (docs/PRODUCT.md#board): the admin adds a member with a photo on
 * Dashboard > Board, moves the member up, and Meet the Team (its prerendered HTML and the page)
 * shows the member in that place with the scaled photo; removing (after a confirmation) takes the
 * member off again. Editing the role and photo changes Meet the Team at once as well.
 */

const site = withServerAndBrowser();
const SHOTS = '/tmp/board-shots';
const NAME = 'Zoe Beispiel';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
});

const board = async () =>
  ((await (await fetch(`${site.server.url}/api/getBoardMembers`)).json()) as { data: BoardMember[] }).data;

async function shoot(page: Page, name: string) {
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewportAt(width));
    if (SCREENSHOTS_WANTED) {
      await page.waitForTimeout(200);
      await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: label === 'phone' });
    }
  }
}

describe('board', () => {
  it('the admin adds a member with a photo and moves the member up; Meet the Team shows it', async () => {
    const before = await board();
    const { page, errors, context } = await openAs(
      site.browser,
      site.server.url,
      'admin@demo.example',
      '/dashboard/board',
      {
        width: WIDTHS.phone,
      },
    );
    const form = page.getByRole('region', { name: 'Add a board member' });
    await form.getByLabel('Name').fill(NAME);
    await form.getByLabel('Role').fill('Press officer');
    await form.getByLabel('Mail').fill('zoe@');
    await form.getByRole('button', { name: 'Add member' }).click();
    expect(await fieldError(form.getByLabel('Mail'))).toContain('The mail must be a valid e-mail address.');
    await seen(page, 'Please choose a photo.');

    await form.getByLabel('Mail').fill('presse@muenchner-hochschulliga.example');
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c2185b' } })
      .png()
      .toBuffer();
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'zoe.png', mimeType: 'image/png', buffer: photo });
    await form.getByRole('button', { name: 'Add member' }).click();
    await seen(page, 'Board member added!');
    const list = page.getByRole('list', { name: 'Board members' });
    await expect.poll(() => list.getByRole('heading', { name: NAME }).count()).toBe(1);
    const added = await board();
    expect(added.map((m) => m.name)).toEqual([...before.map((m) => m.name), NAME]);
    expect(added.at(-1)?.img_url).toMatch(/^\/board-photos\/\d+-[a-f0-9]{16}\.webp$/);

    await page.getByRole('button', { name: `Move ${NAME} up` }).click();
    await seen(page, 'Order saved!');
    await expect.poll(async () => (await board()).map((m) => m.name).indexOf(NAME)).toBe(before.length - 1);
    // The keyboard reaches the move buttons and presses them too.
    await page.getByRole('button', { name: `Move ${NAME} up` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await board()).map((m) => m.name).indexOf(NAME)).toBe(before.length - 2);
    await expectAccessible(page);
    await shoot(page, 'dashboard-board');
    expect(errors).toEqual([]);
    await context.close();

    // The prerendered page carries the member at once, in the new place.
    const html = await (await fetch(`${site.server.url}/AboutUs`)).text();
    expect(html).toContain(NAME);
    const visitor = await openPage(site.browser, site.server.url, WIDTHS.phone);
    await visitor.page.goto('/AboutUs');
    await seen(visitor.page, NAME);
    const names = await visitor.page.getByRole('heading', { level: 2 }).allTextContents();
    expect(names.indexOf(NAME)).toBe(before.length - 2);
    const img = visitor.page.locator(`img[src="${(await board()).find((m) => m.name === NAME)?.img_url}"]`);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(256);
    await shoot(visitor.page, 'meet-the-team');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('the admin edits the member with a new photo and Meet the Team changes', async () => {
    const { page, errors, context } = await openAs(
      site.browser,
      site.server.url,
      'admin@demo.example',
      '/dashboard/board',
    );
    const oldUrl = (await board()).find((m) => m.name === NAME)?.img_url;
    await page.getByRole('button', { name: `Edit ${NAME}` }).click();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
    await item.getByLabel('Role').fill('Press and media');
    const photo = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#1565c0' } })
      .jpeg()
      .toBuffer();
    await item
      .locator('input[type="file"]')
      .setInputFiles({ name: 'zoe.jpg', mimeType: 'image/jpeg', buffer: photo });
    await item.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Board member saved!');
    const edited = (await board()).find((m) => m.name === NAME);
    expect(edited?.role).toBe('Press and media');
    expect(edited?.img_url).not.toBe(oldUrl);
    const html = await (await fetch(`${site.server.url}/AboutUs`)).text();
    expect(html).toContain('Press and media');
    expect(html).toContain(String(edited?.img_url));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the admin removes the member after a confirmation', async () => {
    const { page, errors, context } = await openAs(
      site.browser,
      site.server.url,
      'admin@demo.example',
      '/dashboard/board',
    );
    await page.getByRole('button', { name: `Remove ${NAME}` }).click();
    await confirmInDialog(page, 'Remove', `Remove ${NAME} from Meet the Team?`);
    await seen(page, 'Board member removed!');
    await expect.poll(async () => (await board()).map((m) => m.name)).not.toContain(NAME);
    expect(await (await fetch(`${site.server.url}/AboutUs`)).text()).not.toContain(NAME);
    expect(errors).toEqual([]);
    await context.close();
  });
});
