/**
 * Captaincy and sessions (issue 21 points 5 and 6, decisions 033 and 037): a main captain hands the
 * team to a co-captain and leaves; an accepted player keeps the session and sees the player's view
 * at the next call; Change Password asks for the current password (390 px).
 */
import { describe, expect, it } from 'vitest';
import type { Team } from '../common/api/types';
import { openPage, screenshotBoth, WIDTHS } from './harness';
import { confirmInDialog, dataOf, fieldError, openAs, seen, withServerAndBrowser } from './helpers';
import { PASSWORD, teamFixtures } from './team-fixtures';

const site = withServerAndBrowser();

const { post, login, userId, confirmedUser, acceptedTeam } = teamFixtures(() => site.server.url);

const STAYS = 'The main captain cannot leave the team. Hand the captaincy to a co-captain first.';

describe('handing over the captaincy', () => {
  it('a main captain hands the team to a co-captain after a confirmation, then leaves', async () => {
    const team = await acceptedTeam('handover', ['Cora Cocaptain', 'Pia Player']);
    const [coraEmail] = team.playerEmails;
    const coraId = await userId(await login(coraEmail ?? ''));
    dataOf(
      await post('/api/updateCaptainStatus', team.captainToken, { player_id: coraId, make_captain: true }),
    );

    const { context, page, errors } = await openAs(
      site.browser,
      site.server.url,
      team.email,
      '/dashboard/my-team',
      {
        password: PASSWORD,
      },
    );
    await seen(page, STAYS);
    expect(await page.getByRole('button', { name: 'Leave Team' }).count()).toBe(0);
    // Only a co-captain can take over from the main captain: no button on the player's row.
    expect(await page.getByRole('button', { name: 'Make Pia Player main captain' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Make Cora Cocaptain main captain' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await seen(
      page,
      `Cora Cocaptain becomes the main captain of ${team.name}. You stay a co-captain and can then leave the team.`,
    );
    await screenshotBoth(page, 'captaincy-hand-over');
    await confirmInDialog(page, 'Make main captain');
    await seen(page, 'Captaincy handed over!');
    await seen(page, `Cora Cocaptain is the main captain of ${team.name}`);

    // Still logged in, now a co-captain who may leave.
    const leave = page.getByRole('button', { name: 'Leave Team' });
    await expect.poll(() => leave.count()).toBe(1);
    expect(await page.getByText(STAYS, { exact: true }).count()).toBe(0);
    await screenshotBoth(page, 'captaincy-former-captain');
    await leave.click();
    await confirmInDialog(page, 'Leave Team', 'Are you sure you want to leave this team?');
    await seen(page, 'Successfully left Team. Please log in again!');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();

    const after = dataOf(
      await post<Team[]>('/api/getTeams', await login('admin@demo.example', 'league-demo-2025')),
    );
    const card = after.find((t) => t.id === team.team.id);
    expect(card?.captain?.id).toBe(coraId);
    expect(card?.players?.map((p) => p.name).sort()).toEqual(['Cora Cocaptain', 'Pia Player']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('good news keeps the session', () => {
  it("an accepted player stays logged in and sees the player's view at the next call", async () => {
    const team = await acceptedTeam('welcome', []);
    const email = await confirmedUser('Nina Newcomer');
    const token = await login(email);
    dataOf(await post('/api/joinTeam', token, { team_id: team.team.id }));

    const { context, page, errors } = await openAs(
      site.browser,
      site.server.url,
      email,
      '/dashboard/my-team',
      {
        password: PASSWORD,
      },
    );
    await expect.poll(() => page.getByRole('button', { name: 'Withdraw' }).count()).toBe(1);
    const session = await page.evaluate(() => localStorage.getItem('session'));

    // The captain accepts meanwhile; the open dashboard has not asked anything yet.
    dataOf(
      await post('/api/acceptPlayer', team.captainToken, { user_id: await userId(token), accept: true }),
    );

    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await menu.getByRole('link', { name: 'Matches', exact: true }).first().click();
    await page.waitForURL('**/dashboard/matches');
    await expect
      .poll(() => page.getByText('Please join or create a team to see your matches!').count())
      .toBe(0);
    await menu.getByRole('link', { name: 'My Team', exact: true }).click();
    await page.waitForURL('**/dashboard/my-team');
    await expect.poll(() => page.getByRole('button', { name: 'Leave Team' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    await seen(page, team.name);
    await screenshotBoth(page, 'captaincy-accepted-player');

    // The same session throughout: no 'Invalid session' and no login.
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBe(session);
    expect(await page.getByText('Invalid session. Please try logging in again!!').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Change Password', () => {
  it('asks for the current password and names a wrong one under its field (390 px)', async () => {
    const email = await confirmedUser('Paula Passwort');
    const { context, page, errors } = await openAs(
      site.browser,
      site.server.url,
      email,
      '/dashboard/settings',
      {
        password: PASSWORD,
        width: WIDTHS.phone,
      },
    );
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL((url) => url.pathname === '/passwordreset' && url.hash === '');
    const current = page.getByLabel(/^Current Password/);
    await current.fill('not-my-password');
    await page.getByLabel(/^New Password/).fill('changed-password-9');
    await page.getByLabel(/^Confirm New Password/).fill('changed-password-9');
    await page.getByRole('button', { name: 'Change Password' }).click();
    // The server's sentence stands under the field it names, and describes it.
    await expect.poll(() => fieldError(current)).toBe('The current password is wrong.');
    // Still logged in: a wrong guess ends nothing.
    expect(await page.evaluate(() => localStorage.getItem('session'))).not.toBeNull();
    await screenshotBoth(page, 'change-password-wrong-current');

    await current.fill(PASSWORD);
    await page.getByLabel(/^New Password/).fill('changed-password-9');
    await page.getByLabel(/^Confirm New Password/).fill('changed-password-9');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL('**/login');
    await seen(page, 'Password reset successfully!');
    expect(await login(email, 'changed-password-9')).toBeTruthy();
    // The browser notes the refused attempt (400) as a console error; nothing else.
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    await context.close();
  });

  it('keeps the mailed reset link without a current password', async () => {
    const { context, page } = await openPage(site.browser, site.server.url, WIDTHS.phone);
    await page.goto('/passwordreset#access_token=some-mailed-token');
    await page.waitForURL((url) => url.pathname === '/passwordreset' && url.hash === '');
    expect(await page.getByLabel(/^Current Password/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reset Password' }).count()).toBe(1);
    await context.close();
  });
});
