/**
 * German and English (issue 19, decision 031): a German browser's first visit gets German from
 * the server's HTML on (no flash), the switch in the header and the phone menu changes language
 * with a cookie, and sign-up and login work in German, the account keeping its language.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, screenshotBoth, viewportAt, WIDTHS } from './harness';
import { CONFIRM_LINK, expectAccessible, mailLink, seen, withServerAndBrowser } from './helpers';

const site = withServerAndBrowser();

const GERMAN = 'de-DE,de;q=0.9,en;q=0.8';

/** A page in a browser that prefers German (Accept-Language), failing on console errors. */
async function germanPage(width: number = WIDTHS.desktop) {
  const context = await site.browser.newContext({
    serviceWorkers: 'block',
    baseURL: site.server.url,
    locale: 'de-DE',
    extraHTTPHeaders: { 'Accept-Language': GERMAN },
    viewport: viewportAt(width),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const open = async (path: string) => {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  };
  return { context, page, errors, open };
}

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const languageCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value;
/**
 * The page's language with what a failed wait needs to tell why it stayed: the address, the title,
 * the lang cookie and whether the app had hydrated (a language switch reloads the page). Compared
 * with toEqual(objectContaining): a failure then prints every field (toMatchObject omits those that match).
 */
const languageState = async (page: Page) => ({
  lang: await lang(page),
  url: page.url(),
  title: await page.title(),
  cookie: await languageCookie(page),
  ready: await page.evaluate(() => document.documentElement.dataset.ready ?? null),
});

describe('German', () => {
  it('comes from the server on the first visit of a German browser: HTML, lang, title, no flash', async () => {
    const html = await (
      await fetch(`${site.server.url}/`, { headers: { 'Accept-Language': GERMAN } })
    ).text();
    expect(html).toContain('<html lang="de">');
    // Prerendered in German: what the browser paints before any script runs.
    expect(html).toContain('Nächster Spieltag');
    expect(html).not.toContain('Next match day');
    const english = await (
      await fetch(`${site.server.url}/`, { headers: { 'Accept-Language': 'en-US,en' } })
    ).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Next match day');

    const { page, errors, open, context } = await germanPage();
    await open('/table');
    expect(await lang(page)).toBe('de');
    expect(await page.title()).toBe('Tabelle · Munich University League');
    await seen(page, 'Tabelle');
    await open('/');
    await seen(page, 'Nächster Spieltag');
    // Hydration found the server's German text and kept it: no mismatch, no English.
    expect(errors).toEqual([]);
    expect(await page.getByText('Next match day').count()).toBe(0);
    await expectAccessible(page);
    await screenshotBoth(page, 'german-home');
    await context.close();
  });

  it('switches language in the header and in the phone menu, remembered in the lang cookie', async () => {
    const { page, open, context } = await germanPage();
    await open('/teams');
    expect(await languageCookie(page)).toBeUndefined();
    await page.getByRole('button', { name: 'Sprache: English' }).click();
    await expect.poll(() => languageState(page)).toEqual(expect.objectContaining({ lang: 'en' }));
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    expect(await languageCookie(page)).toBe('en');
    // The cookie speaks before the browser's German, on this page and the next.
    await open('/matches');
    expect(await lang(page)).toBe('en');
    await seen(page, 'Fixtures');

    await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const switchButton = page.getByRole('button', { name: 'Language: Deutsch' });
    const box = await switchButton.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await switchButton.click();
    await expect.poll(() => languageState(page)).toEqual(expect.objectContaining({ lang: 'de' }));
    expect(await languageCookie(page)).toBe('de');
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await seen(page, 'Spielplan');
    await context.close();
  });

  it('signs up and logs in in German; the account keeps German and the next browser follows it', async () => {
    const email = `erika-${Date.now()}@example.test`;
    const password = 'ein sicheres Passwort';
    const { page, errors, open, context } = await germanPage(WIDTHS.phone);
    await open('/signup');
    expect(await lang(page)).toBe('de');
    await expectAccessible(page);
    await screenshotBoth(page, 'german-signup');
    await page.getByLabel(/^Vorname/).fill('Erika');
    await page.getByLabel(/^Nachname/).fill('Musterfrau');
    await page.getByLabel(/^Telefon/).fill('0151 12345678');
    await page.getByLabel(/^E-Mail/).fill(email);
    await page.getByLabel(/^Passwort(\s*\*)?$/).fill('kurz');
    // The button reads as disabled until the box is ticked; Enter still submits and says why.
    await page.getByLabel(/^Passwort(\s*\*)?$/).press('Enter');
    // The spec's German sentence, unchanged.
    await seen(page, 'Bitte akzeptiere die Datenschutzrichtlinie und Nutzungsbedingungen.');
    await page.getByLabel(/^Passwort(\s*\*)?$/).fill('kurz');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Registrieren' }).first().click();
    await seen(page, 'Das Passwort muss mindestens 8 Zeichen haben!');
    await page.getByLabel(/^Passwort(\s*\*)?$/).fill(password);
    await page.getByRole('button', { name: 'Registrieren' }).first().click();
    await seen(page, 'Registrierung erfolgreich!');
    await screenshotBoth(page, 'german-signup-done');

    // The link's page speaks the account's language; its button confirms.
    await page.mainFrame().goto(await mailLink(site.server.url, email, CONFIRM_LINK));
    await page.getByRole('button', { name: 'Meine Adresse bestätigen' }).click();
    await page.waitForURL('**/login?confirmed=1');
    await open('/login?confirmed=1');
    await seen(page, 'Deine E-Mail-Adresse ist bestätigt. Du kannst dich jetzt anmelden.');
    await expectAccessible(page);
    await screenshotBoth(page, 'german-login');
    await page.getByLabel(/^E-Mail/).fill(email);
    await page.getByLabel(/^Passwort(\s*\*)?$/).fill('falsches Passwort');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await seen(page, 'Falsches Passwort oder falsche E-Mail-Adresse');
    await page.getByLabel(/^Passwort(\s*\*)?$/).fill(password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL(/\/dashboard/);
    await seen(page, 'Erfolgreich angemeldet!');
    expect(await lang(page)).toBe('de');
    // The wrong password's 401 is the one failed request the browser reports.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await context.close();

    // An English browser: after login the account's German takes over, with the cookie.
    const english = await site.browser.newContext({
      serviceWorkers: 'block',
      baseURL: site.server.url,
      viewport: { width: 1280, height: 900 },
    });
    const other = await english.newPage();
    await other.goto('/login');
    await other.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    expect(await lang(other)).toBe('en');
    await other.getByLabel(/^E-Mail/).fill(email);
    await other.getByLabel(/^Password/).fill(password);
    await other.getByRole('button', { name: 'Login', exact: true }).click();
    await other.waitForURL(/\/dashboard/);
    await expect.poll(() => lang(other)).toBe('de');
    expect(await languageCookie(other)).toBe('de');
    await english.close();
  });

  it('shows the reset and request pages in German, with the API sentence in German', async () => {
    const { page, open, context } = await germanPage();
    await open('/requestnewpassword');
    await seen(page, 'Link zum Zurücksetzen senden');
    await expectAccessible(page);
    await screenshotBoth(page, 'german-request-new-password');
    await open('/passwordreset#access_token=kein-gueltiger-link');
    await page.getByLabel(/^Neues Passwort(\s*\*)?$/).fill(DEMO_PASSWORD);
    await page.getByLabel(/^Neues Passwort bestätigen(\s*\*)?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
    await seen(
      page,
      'Zurücksetzen des Passworts fehlgeschlagen: Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
    );
    await screenshotBoth(page, 'german-password-reset');
    await context.close();
  });
});
