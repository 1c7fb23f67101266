import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAs, openPage, screenshotBoth } from './harness';
import {
  apiSignUp,
  CONFIRM_LINK,
  fieldError,
  mailLink,
  signUpConfirmed,
  withServerAndBrowser,
} from './helpers';

const site = withServerAndBrowser();

const PASSWORD = 'a-long-password-1';
let counter = 0;
const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${counter++}@example.test`;

const signupViaApi = (email: string, password = PASSWORD) =>
  apiSignUp(site.server.url, { email, password, name: 'Erika Muster' });
const confirmLink = (email: string) => mailLink(site.server.url, email, CONFIRM_LINK);

/** A signed-up user whose address is confirmed, ready to log in. */
async function confirmedUser(label: string): Promise<string> {
  const email = uniqueEmail(label);
  await signUpConfirmed(site.server.url, { email, password: PASSWORD, name: 'Erika Muster' });
  return email;
}

async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^E-Mail/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const alertText = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).count()).toBeGreaterThan(0);

describe('signing up', () => {
  it('keeps Sign Up disabled until the terms checkbox is ticked', async () => {
    const { context, page, errors } = await openPage(site.browser, site.server.url);
    await page.goto('/signup');
    const submit = page.getByRole('button', { name: 'Sign Up', exact: true });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    expect(await submit.isDisabled()).toBe(false);
    await page.getByRole('checkbox').uncheck();
    expect(await submit.isDisabled()).toBe(true);
    // Submitting a filled-in form anyway (Enter in a field) says what is missing.
    await page.getByLabel(/^Name/).fill('Erika');
    await page.getByLabel(/^Surname/).fill('Musterfrau');
    await page.getByLabel(/^Phone/).fill('0151 12345678');
    await page.getByLabel(/^E-Mail/).fill(uniqueEmail('terms'));
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Password/).press('Enter');
    await alertText(page, 'Bitte akzeptiere die Datenschutzrichtlinie und Nutzungsbedingungen.');
    for (const href of ['/data', '/impressum', '/terms']) {
      expect(await page.locator(`form a[href="${href}"]`).count()).toBe(1);
    }
    await screenshotBoth(page, 'account-signup');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs up through the form, confirms the mail link, sees the notice and logs in', async () => {
    const { context, page, errors } = await openPage(site.browser, site.server.url);
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await page.getByLabel(/^Name/).fill('Erika');
    await page.getByLabel(/^Surname/).fill('Musterfrau');
    await page.getByLabel(/^Phone/).fill('0151 12345678');
    await page.getByLabel(/^E-Mail/).fill(email);
    await page.getByLabel(/^Password/).fill('short');
    await page.getByRole('checkbox').check();
    // Names the server would refuse are told on the field, before anything is sent.
    const surname = page.getByLabel(/^Surname/);
    await surname.fill('   ');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect.poll(() => fieldError(surname)).toContain('Please enter your surname.');
    await surname.fill('M'.repeat(95));
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect
      .poll(() => fieldError(surname))
      .toContain('Name and surname together can have at most 100 characters.');
    expect(await page.getByLabel(/^Name/).getAttribute('aria-invalid')).toBe('true');
    await surname.fill('Musterfrau');
    expect(await fieldError(surname)).toBe('');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await alertText(page, 'Password should be at least 8 characters!');
    expect(await page.getByLabel(/^Password/).inputValue()).toBe('');

    await page.getByLabel(/^Phone/).fill('1');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await alertText(page, 'Please insert a valid phone number.');

    await page.getByLabel(/^Phone/).fill('0151 12345678');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await alertText(page, 'Sign Up successfull!');
    await screenshotBoth(page, 'account-signup-success');

    const link = await confirmLink(email);
    // A mail scanner opens the link first: that changes nothing (decision 056).
    expect((await fetch(link)).status).toBe(200);
    // The link's page is the server's, not the app's: no readiness to wait for (page.goto would).
    await page.mainFrame().goto(link);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.waitForURL('**/login?confirmed=1');
    await alertText(page, 'Your e-mail address is confirmed. You can log in now.');
    // Remembered on this device at sign-up, never sent in the link.
    await expect.poll(() => page.getByLabel(/^E-Mail/).inputValue()).toBe(email);
    expect(link).not.toContain(encodeURIComponent(email));

    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard/my-team');

    // A second use of the link says the address is confirmed, on the login page.
    await page.goto(link);
    await page.waitForURL('**/login?confirmed=2');
    await alertText(page, 'Your e-mail address is already confirmed. You can log in.');
    // An unknown link is invalid, with the way to a new one.
    await page.goto(link.replace(/token=[^&]+/, 'token=not-a-link'));
    await page.waitForURL('**/login?confirmed=0');
    await alertText(page, 'This confirmation link is invalid or has expired.');
    expect(await page.locator('main a[href="/resendverification"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends an existing address to /login', async () => {
    const { context, page } = await openPage(site.browser, site.server.url);
    await page.goto('/signup');
    await page.getByLabel(/^Name/).fill('Carla');
    await page.getByLabel(/^Surname/).fill('Doppelt');
    await page.getByLabel(/^Phone/).fill('015112345678');
    await page.getByLabel(/^E-Mail/).fill('captain@demo.example');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL('**/login');
    await alertText(page, 'It seems like you already have an Account. Please try loggin in!');
    await context.close();
  });
});

describe('logging in', () => {
  it('rejects a wrong password and an unconfirmed address, and resends the verification mail', async () => {
    const { context, page, errors } = await openPage(site.browser, site.server.url);
    await loginThroughForm(page, 'captain@demo.example', 'not-the-password');
    await alertText(page, 'Wrong Password or E-Mail');
    expect(await page.getByLabel(/^Password/).inputValue()).toBe('');

    // The show/hide toggle is reached with Tab and pressed with Enter or Space.
    const password = page.getByLabel(/^Password/);
    await password.fill('secret-value');
    await password.focus();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(await focused()).toBe('Show password');
    await page.keyboard.press('Enter');
    await expect.poll(() => password.getAttribute('type')).toBe('text');
    await page.keyboard.press('Space');
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    expect(await focused()).toBe('Show password');

    const email = uniqueEmail('unconfirmed');
    await signupViaApi(email);
    await loginThroughForm(page, email, PASSWORD);
    await alertText(page, 'Please confirm your email before logging in!');

    await page.goto('/resendverification');
    await page.getByLabel(/^E-Mail/).fill(email);
    await page.getByRole('button', { name: 'Resend verification mail' }).click();
    await alertText(page, 'Check your mailbox');
    await screenshotBoth(page, 'account-resend-verification');
    // Browsers report the login's 401 and 403 answers as console errors; those are expected here.
    expect(errors.filter((error) => !/status of 40[13]/.test(error))).toEqual([]);
    await context.close();
  });
});

describe('passwords', () => {
  it('resets a forgotten password through the mailed link', async () => {
    const { context, page, errors } = await openPage(site.browser, site.server.url);
    const email = 'cocaptain@demo.example';
    await page.goto('/requestnewpassword');
    await page.getByLabel(/^E-Mail/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await alertText(page, 'Check your mailbox');

    const link = await mailLink(
      site.server.url,
      email,
      /https?:\/\/[^"<\s]*\/passwordreset#access_token=[^"<\s]+/,
    );
    await page.goto(link);
    // The token leaves the address bar (and so the history) at once; the page keeps it.
    await page.waitForURL((url) => url.pathname === '/passwordreset' && url.hash === '');
    await page.getByLabel(/^New Password/).fill('new-password-1');
    await page.getByLabel(/^Confirm New Password/).fill('new-password-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await alertText(page, 'Passwords do not match!');
    expect(await page.getByLabel(/^New Password/).inputValue()).toBe('');
    await screenshotBoth(page, 'account-password-reset');

    await page.getByLabel(/^New Password/).fill('new-password-1');
    await page.getByLabel(/^Confirm New Password/).fill('new-password-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login');
    await alertText(page, 'Password reset successfully!');

    await loginThroughForm(page, email, 'new-password-1');
    await page.waitForURL('**/dashboard/my-team');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when the reset page has no token', async () => {
    const { context, page } = await openPage(site.browser, site.server.url);
    await page.goto('/passwordreset');
    await alertText(page, 'Invalid or missing access token.');
    await context.close();
  });

  it('changes the password from Settings', async () => {
    const { context, page, errors } = await openPage(site.browser, site.server.url);
    const email = await confirmedUser('change');
    await loginAs(page, site.server.url, email, PASSWORD);
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Change Password' }).click();
    // The session token came in the fragment (docs/PRODUCT.md#api) and left the history at once.
    await page.waitForURL((url) => url.pathname === '/passwordreset' && url.hash === '');
    await page.getByLabel(/^Current Password/).fill(PASSWORD);
    await page.getByLabel(/^New Password/).fill('changed-password-1');
    await page.getByLabel(/^Confirm New Password/).fill('changed-password-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL('**/login');
    await alertText(page, 'Password reset successfully!');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();

    await loginThroughForm(page, email, 'changed-password-1');
    await page.waitForURL('**/dashboard/my-team');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the account', () => {
  it('edits the profile name, which stays after a reload', async () => {
    const { context, page, errors } = await openPage(site.browser, site.server.url);
    const email = await confirmedUser('profile');
    await loginAs(page, site.server.url, email, PASSWORD);
    await page.goto('/dashboard/profile');
    await alertText(page, 'Erika Muster');
    await screenshotBoth(page, 'dashboard-profile');

    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel(/^E-Mail/).getAttribute('readonly')).not.toBeNull();
    await page.getByLabel(/^Name/).fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => fieldError(page.getByLabel(/^Name/))).toContain('Please enter your name.');
    await page.getByLabel(/^Name/).fill('Erika Muster');
    await page.getByLabel(/^Phone/).fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await alertText(page, 'Please insert a valid phone number.');
    await screenshotBoth(page, 'dashboard-profile-edit');

    await page.getByLabel(/^Phone/).fill('0151 7654321');
    await page.getByLabel(/^Name/).fill('Erika Neuname');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Edit' }).count()).toBe(1);
    await page.reload();
    await alertText(page, 'Erika Neuname');
    await alertText(page, '+491517654321');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel(/^Name/).fill('Not Saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await alertText(page, 'Erika Neuname');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a fresh account after confirmation and lands on /login', async () => {
    const { context, page, errors } = await openPage(site.browser, site.server.url);
    const email = await confirmedUser('delete');
    await loginAs(page, site.server.url, email, PASSWORD);
    await page.goto('/dashboard/settings');
    await screenshotBoth(page, 'dashboard-settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('This cannot be undone.', { exact: false }).count()).toBe(1);
    expect(await dialog.getByText('Your team', { exact: false }).count()).toBe(0);
    await screenshotBoth(page, 'dashboard-settings-delete');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await alertText(page, 'Account deleted successfully');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();

    const res = await fetch(`${site.server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the server's reason when a captain with a team cannot delete the account", async () => {
    const { context, page } = await openPage(site.browser, site.server.url);
    await loginAs(page, site.server.url, 'captain@demo.example');
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    // A main captain is told that the team goes with the account.
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByText('Your team TUM Kickers is deleted with it.', { exact: false }).count())
      .toBe(1);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await alertText(
      page,
      'The main captain cannot delete the account while the team has other members or plays in a season. Please ask an admin to delete the team first.',
    );
    expect(new URL(page.url()).pathname).toBe('/dashboard/settings');
    await context.close();
  });
});
