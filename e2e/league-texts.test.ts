import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeagueDetails, LeagueText } from '../common/api/league-texts';
import { openPage, SCREENSHOTS_WANTED, viewportAt, WIDTHS } from './harness';
import { confirmInDialog, expectAccessible, fieldError, openAs, seen, withServerAndBrowser } from './helpers';

/**
 * The league's texts and details (docs/PRODUCT.md#league-texts, decision 043): the admin edits the
 * privacy policy on Dashboard > Texts with a live preview (which shows a script as text and no
 * javascript: link), saves it, sees the visitor's /data change at once (its prerendered HTML
 * too), and restores the previous version after a confirmation; /data shows that again. The
 * details change the imprint and the footer's profile link.
 */

const site = withServerAndBrowser();
const SHOTS = '/tmp/league-texts-shots';
const HEADING = 'Privacy at the Munich University League';

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

/** Dashboard > Texts as the demo admin (only admins have the menu entry). */
const openTexts = (width: number) =>
  openAs(site.browser, site.server.url, 'admin@demo.example', '/dashboard/texts', { width });

const privacy = async () =>
  ((await (await fetch(`${site.server.url}/api/getLeagueText?key=privacy`)).json()) as { data: LeagueText })
    .data;

async function shoot(page: Page, name: string) {
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewportAt(width));
    if (SCREENSHOTS_WANTED) {
      await page.waitForTimeout(200);
      await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: label === 'phone' });
    }
  }
}

/** The page has no horizontal scrolling: nothing is wider than the screen. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('league texts', () => {
  it('the admin edits the privacy policy with a preview, saves, and restores the previous version; /data follows', async () => {
    const installed = await privacy();
    const { page, errors, context } = await openTexts(WIDTHS.phone);
    // The page opens on the home page's text.
    await page.getByLabel('Text', { exact: true }).selectOption({ label: 'Privacy policy' });
    await page.getByLabel('Language').selectOption({ label: 'English' });
    const body = page.getByRole('textbox', { name: 'Text (Markdown)' });
    await expect.poll(() => body.inputValue()).toBe(installed.en);
    const preview = page.getByRole('region', { name: 'Preview' });

    // An empty text is refused on its field.
    await body.fill('  ');
    await page.getByRole('button', { name: 'Save text' }).click();
    expect(await fieldError(body)).toContain('Please enter the text.');

    // The preview follows the typing, through the public page's renderer: no script, no javascript: link.
    const edited = `# ${HEADING}\n\nWrite to [{{email}}](mailto:{{email}}).\n\n<script>window.hacked = 1</script> [click me](javascript:window.hacked=1)`;
    await body.fill(edited);
    await expect.poll(() => preview.getByRole('heading', { name: HEADING }).count()).toBe(1);
    expect(
      await preview.getByRole('link', { name: 'info@hochschulliga-muenchen.de' }).getAttribute('href'),
    ).toBe('mailto:info@hochschulliga-muenchen.de');
    expect(await preview.getByRole('link', { name: 'click me' }).count()).toBe(0);
    expect(await preview.getByText('<script>window.hacked = 1</script>', { exact: false }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    // Not saved yet: visitors still read the installed text.
    expect((await privacy()).en).toBe(installed.en);

    await page.getByRole('button', { name: 'Save text' }).click();
    await seen(page, 'Text saved!');
    await expect.poll(async () => (await privacy()).en).toBe(edited);
    expect((await privacy()).de).toBe(installed.de);
    // The versions: the new one by the admin, current; below it the installed one, as migration 0013
    // amended it (naming the session cookies), and the one migration 0012 installed.
    const versions = page.getByRole('region', { name: 'Versions' }).getByRole('listitem');
    await expect.poll(() => versions.count()).toBe(3);
    expect(await versions.first().textContent()).toContain('Alexandra Admin');
    expect(await versions.first().textContent()).toContain('Current');
    expect(await versions.nth(1).textContent()).toContain('Installed with the site');
    await expectAccessible(page);
    await shoot(page, 'dashboard-texts');
    expect(await fitsWidth(page)).toBe(true);

    // The visitor's page shows it at once, in its HTML before any script runs too.
    const html = await (
      await fetch(`${site.server.url}/data`, { headers: { 'accept-language': 'en' } })
    ).text();
    expect(html).toContain(HEADING);
    expect(html).not.toContain('<script>window.hacked');
    const visitor = await openPage(site.browser, site.server.url, WIDTHS.phone);
    await visitor.page.goto('/data');
    await expect.poll(() => visitor.page.getByRole('heading', { level: 1, name: HEADING }).count()).toBe(1);
    expect(
      await visitor.page.evaluate(() => (window as unknown as { hacked?: number }).hacked),
    ).toBeUndefined();
    await shoot(visitor.page, 'privacy-edited');
    expect(visitor.errors).toEqual([]);

    // Restore the installed version, after a confirmation.
    await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
    await versions
      .nth(1)
      .getByRole('button', { name: /^Restore the version of / })
      .click();
    await confirmInDialog(page, 'Restore', /becomes the text shown/);
    await seen(page, 'Version restored!');
    await expect.poll(async () => (await privacy()).en).toBe(installed.en);
    await expect.poll(() => body.inputValue()).toBe(installed.en);
    await expect.poll(() => versions.count()).toBe(4);
    expect(await versions.first().textContent()).toContain('Restored from the version of');

    // /data shows the policy as it was.
    await visitor.page.reload();
    await expect
      .poll(() => visitor.page.getByRole('heading', { level: 1, name: 'Privacy policy' }).count())
      .toBe(1);
    expect(await visitor.page.getByText(HEADING).count()).toBe(0);
    expect(
      await (await fetch(`${site.server.url}/data`, { headers: { 'accept-language': 'en' } })).text(),
    ).not.toContain(HEADING);
    await shoot(visitor.page, 'privacy-restored');
    expect(await fitsWidth(visitor.page)).toBe(true);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the admin changes the league's details; the imprint and the footer show them", async () => {
    const { page, errors, context } = await openTexts(WIDTHS.desktop);
    const details = page.getByRole('region', { name: 'League details' });
    const phone = details.getByLabel('Phone');
    await expect.poll(() => phone.inputValue()).toBe('+49 89 21 98 76 50');
    const instagram = details.getByLabel('Instagram profile');
    await instagram.fill('javascript:alert(1)');
    await details.getByRole('button', { name: 'Save details' }).click();
    expect(await fieldError(instagram)).toContain('The profile must be an http(s) address');
    await instagram.fill('https://www.instagram.com/muenchner.liga/');
    await phone.fill('+49 89 12 34 56');
    await details.getByRole('button', { name: 'Save details' }).click();
    await seen(page, 'Details saved!');
    const saved = (
      (await (await fetch(`${site.server.url}/api/getLeagueDetails`)).json()) as { data: LeagueDetails }
    ).data;
    expect(saved.phone).toBe('+49 89 12 34 56');
    await shoot(page, 'dashboard-texts-details');

    const visitor = await openPage(site.browser, site.server.url, WIDTHS.desktop);
    await visitor.page.goto('/impressum');
    await expect.poll(() => visitor.page.locator('main').textContent()).toContain('Phone: +49 89 12 34 56');
    expect(
      await visitor.page
        .locator('footer')
        .getByRole('link', { name: 'Instagram (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('https://www.instagram.com/muenchner.liga/');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});
