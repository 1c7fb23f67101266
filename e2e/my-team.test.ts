import { describe, expect, it } from 'vitest';
import type { Team } from '../common/api/types';
import { DEMO_PASSWORD, openPage, screenshotBoth, WIDTHS } from './harness';
import {
  confirmInDialog,
  dataOf,
  expectAccessible,
  fieldError,
  openAs,
  seen,
  withServerAndBrowser,
} from './helpers';
import { PASSWORD, teamFixtures, unique } from './team-fixtures';

const site = withServerAndBrowser();

const { post, login, userId, confirmedUser, pendingTeam, acceptedTeam } = teamFixtures(() => site.server.url);

const openMyTeam = (email: string, password = PASSWORD, width: number = WIDTHS.desktop) =>
  openAs(site.browser, site.server.url, email, '/dashboard/my-team', { password, width });

describe('My Team for each role', () => {
  it('shows the main captain the roster with promote, remove and edit', async () => {
    const { context, page, errors } = await openMyTeam('captain@demo.example', DEMO_PASSWORD);
    await expect.poll(() => page.getByRole('heading', { name: 'TUM Kickers' }).count()).toBe(1);
    await seen(page, 'Join requests');
    expect(await page.getByRole('button', { name: 'Accept Uli User' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Promote / }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^Degrade / }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Edit Team' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Leave Team' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show phone' }).click();
    await expect.poll(() => page.locator('a[href^="tel:"]').first().isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshotBoth(page, 'my-team-captain');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a co-captain no Promote or Degrade buttons', async () => {
    const { context, page, errors } = await openMyTeam('cocaptain@demo.example', DEMO_PASSWORD);
    await expect.poll(() => page.getByRole('heading', { name: 'TUM Kickers' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: /^Remove / }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^Promote / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Degrade / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Leave Team' }).count()).toBe(1);
    await screenshotBoth(page, 'my-team-cocaptain');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a player the roster as cards on a phone and a Leave Team button', async () => {
    const { context, page, errors } = await openMyTeam('player@demo.example', DEMO_PASSWORD, WIDTHS.phone);
    await expect.poll(() => page.getByRole('list', { name: 'Roster of TUM Kickers' }).count()).toBe(1);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Leave Team' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^(Remove|Promote|Accept) / }).count()).toBe(0);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS.phone);
    await expectAccessible(page);
    await screenshotBoth(page, 'my-team-player');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a pending captain the awaiting badge and Delete Team', async () => {
    const { context, page, errors } = await openMyTeam('pending@demo.example', DEMO_PASSWORD);
    await expect.poll(() => page.getByRole('heading', { name: 'Akademie Kicker' }).count()).toBe(1);
    await seen(page, 'Awaiting approval');
    expect(await page.getByRole('button', { name: 'Delete Team' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Edit Team' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshotBoth(page, 'my-team-pending-captain');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a user with a join request only the request and Withdraw, one without the join and create panels', async () => {
    const { context, page, errors } = await openMyTeam('user@demo.example', DEMO_PASSWORD);
    await seen(page, 'Join request pending');
    expect(await page.getByText('TUM Kickers').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Withdraw' }).count()).toBe(1);
    expect(await page.getByText('You are currently not part of a team').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Join Team' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshotBoth(page, 'my-team-user');
    await context.close();

    const free = await openMyTeam(await confirmedUser('Frieda Frei'));
    await seen(free.page, 'You are currently not part of a team');
    await free.page.getByText('Create Team', { exact: true }).click();
    await expect.poll(() => free.page.getByLabel('Short name').count()).toBe(1);
    await expectAccessible(free.page);
    await screenshotBoth(free.page, 'my-team-user-create');
    expect([...errors, ...free.errors]).toEqual([]);
    await free.context.close();
  });

  it('shows an admin the three tabs with member ids', async () => {
    const { context, page, errors } = await openMyTeam('admin@demo.example', DEMO_PASSWORD);
    await seen(page, 'You are currently not part of a team');
    await screenshotBoth(page, 'my-team-admin');
    await page.getByRole('tab', { name: 'Team Requests' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Akademie Kicker' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('columnheader', { name: 'ID' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Accept Akademie Kicker' }).count()).toBe(1);
    await expectAccessible(page);
    await screenshotBoth(page, 'my-team-admin-requests');
    await page.getByRole('tab', { name: 'All Teams' }).click();
    await expect.poll(() => page.getByRole('switch', { name: /registration open/ }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Alumni Veterans' }).count()).toBe(1);
    await expectAccessible(page);
    await screenshotBoth(page, 'my-team-admin-all-teams');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('team journeys', () => {
  it('a user asks to join a team and its captain accepts', async () => {
    // A name part without spaces must wrap inside the roster instead of widening the page.
    const longName = `${'X'.repeat(98)} Y`;
    const team = await acceptedTeam('Join', [longName]);
    const email = await confirmedUser('Jana Joiner');
    const { context, page } = await openMyTeam(email);
    await page.getByRole('button', { name: 'Join Team' }).click();
    await seen(page, 'Please choose a team.');
    await page.getByRole('textbox', { name: 'Team' }).fill(team.name);
    await page.getByRole('option', { name: team.name }).click();
    await page.getByRole('button', { name: 'Join Team' }).click();
    await seen(page, 'Your request to join the team was successful!');
    await seen(page, 'Join request pending');
    await context.close();

    const captain = await openMyTeam(team.email);
    await captain.page.getByRole('button', { name: 'Accept Jana Joiner' }).click();
    await seen(captain.page, 'Successful!');
    await expect.poll(() => captain.page.getByText('Join requests').count()).toBe(0);
    const row = captain.page.getByRole('row', { name: /Jana Joiner/ });
    await expect.poll(() => row.getByText('Player', { exact: true }).count()).toBe(1);
    expect(await captain.page.getByRole('rowheader', { name: longName }).count()).toBe(1);
    const widths = (page: typeof captain.page) =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        // The roster's own scroll box: the table fits it when nothing scrolls sideways.
        roster: [...document.querySelectorAll('main table')].map(
          (table) => (table.parentElement?.scrollWidth ?? 0) - (table.parentElement?.clientWidth ?? 0),
        ),
      }));
    const desktop = await widths(captain.page);
    expect(desktop.page).toBeLessThanOrEqual(WIDTHS.desktop);
    expect(desktop.roster.every((overflow) => overflow <= 0)).toBe(true);
    await captain.context.close();

    const phone = await openMyTeam(team.email, PASSWORD, WIDTHS.phone);
    await expect.poll(() => phone.page.getByText(longName, { exact: true }).count()).toBe(1);
    expect((await widths(phone.page)).page).toBeLessThanOrEqual(WIDTHS.phone);
    await phone.context.close();
  });

  it('a player leaves the team and has to log in again', async () => {
    const team = await acceptedTeam('Leave', ['Lea Leaver']);
    const { context, page } = await openMyTeam(team.playerEmails[0] as string, PASSWORD, WIDTHS.phone);
    await page.getByRole('button', { name: 'Leave Team' }).click();
    await screenshotBoth(page, 'my-team-leave-confirm');
    await confirmInDialog(page, 'Leave Team', 'Are you sure you want to leave this team?');
    await seen(page, 'Successfully left Team. Please log in again!');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await context.close();
  });

  it('a user registers a team and an admin accepts it', async () => {
    const email = await confirmedUser('Greta Founder');
    const name = `FC ${unique('Founded')}`;
    const { context, page } = await openMyTeam(email);
    await page.getByText('Create Team', { exact: true }).click();
    // Names of spaces only are refused on the fields with the server's sentences.
    await page.getByLabel('Team name').fill('   ');
    await page.getByLabel('Short name').fill(' ');
    await page.getByRole('button', { name: 'Create Team' }).click();
    await expect.poll(() => fieldError(page.getByLabel('Team name'))).toContain('Please enter a team name.');
    expect(await fieldError(page.getByLabel('Short name'))).toContain('Please enter a short name.');
    await page.getByLabel('Team name').fill(name);
    await page.getByLabel('Short name').fill('FND');
    await page.getByRole('button', { name: 'Create Team' }).click();
    await seen(page, 'Successful!');
    await expect.poll(() => page.getByRole('heading', { name }).count()).toBe(1);
    await seen(page, 'Awaiting approval');
    expect(await page.getByRole('button', { name: 'Delete Team' }).count()).toBe(1);
    await context.close();

    // A season without groups, so the Seasons page previews the draw.
    dataOf(
      await post('/api/addSeason', await login('admin@demo.example', DEMO_PASSWORD), {
        name: unique('Draw'),
      }),
    );
    const admin = await openAs(site.browser, site.server.url, 'admin@demo.example', '/dashboard/seasons', {
      password: DEMO_PASSWORD,
    });
    const leftOut = admin.page.getByRole('list', { name: 'Teams left out' });
    await expect.poll(() => leftOut.getByText(`${name}: Not accepted yet.`).count()).toBe(1);
    // In-app navigation keeps the cached preview, which accepting the team must refresh.
    await admin.page.getByRole('link', { name: 'My Team' }).click();
    await admin.page.getByRole('tab', { name: 'Team Requests' }).click();
    await admin.page.getByRole('button', { name: `Accept ${name}` }).click();
    // The draw would leave it out for its size: the admin is asked first.
    await confirmInDialog(
      admin.page,
      'Accept',
      `${name} has 1 of 20 players. The draw leaves out teams with fewer than 20 players until they have enough.`,
    );
    await seen(admin.page, 'Team accepted!');
    await expect.poll(() => admin.page.getByRole('heading', { name }).count()).toBe(0);
    await admin.page.getByRole('link', { name: 'Seasons' }).click();
    await expect.poll(() => leftOut.getByText(`${name}: Only 1 of the 20 players needed.`).count()).toBe(1);
    await admin.context.close();
    const teams = dataOf(await post<Team[]>('/api/getTeams', null));
    expect(teams.find((team) => team.name === name)?.accepted).toBe(true);

    // The founder, logged in again, runs an accepted team now: edit, no longer delete.
    const founder = await openMyTeam(email);
    await expect.poll(() => founder.page.getByRole('heading', { name }).count()).toBe(1);
    await expect.poll(() => founder.page.getByRole('button', { name: 'Edit Team' }).count()).toBe(1);
    expect(await founder.page.getByText('Awaiting approval').count()).toBe(0);
    expect(await founder.page.getByRole('button', { name: 'Delete Team' }).count()).toBe(0);
    expect(await founder.page.getByRole('button', { name: 'Leave Team' }).count()).toBe(0);
    expect(founder.errors).toEqual([]);
    await founder.context.close();
  });

  it('the main captain promotes a player to co-captain and degrades them again', async () => {
    const team = await acceptedTeam('Promo', ['Pia Promo']);
    const { context, page } = await openMyTeam(team.email);
    const row = page.getByRole('row', { name: /Pia Promo/ });
    await page.getByRole('button', { name: 'Promote Pia Promo' }).click();
    await confirmInDialog(page, 'Promote');
    await seen(page, 'Role updated!');
    await expect.poll(() => row.getByText('Co-Captain', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Degrade Pia Promo' }).click();
    await confirmInDialog(page, 'Degrade');
    await expect.poll(() => row.getByText('Player', { exact: true }).count()).toBe(1);
    await context.close();
  });

  it('a captain removes a player', async () => {
    const team = await acceptedTeam('Remove', ['Rudi Removed']);
    const { context, page } = await openMyTeam(team.email, PASSWORD, WIDTHS.phone);
    await page.getByRole('button', { name: 'Remove Rudi Removed' }).click();
    await confirmInDialog(page, 'Remove');
    await seen(page, 'Player removed from team successfully!');
    await expect.poll(() => page.getByText('Rudi Removed').count()).toBe(0);
    await context.close();
  });

  it('a user withdraws their join request', async () => {
    const [team, email] = await Promise.all([acceptedTeam('Withdraw', []), confirmedUser('Willi Withdraw')]);
    dataOf(await post('/api/joinTeam', await login(email), { team_id: team.team.id }));
    const { context, page } = await openMyTeam(email);
    await seen(page, 'Join request pending');
    expect(await page.getByText(team.name).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page
      .getByRole('dialog', { name: 'Withdraw your request?' })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await seen(page, 'Success!');
    await expect.poll(() => page.getByText('Join request pending').count()).toBe(0);
    await context.close();
  });

  it('an answer of 401 says the session is invalid and goes to /login', async () => {
    const [team, email] = await Promise.all([acceptedTeam('Expired', []), confirmedUser('Ines Invalid')]);
    const token = await login(email);
    dataOf(await post('/api/joinTeam', token, { team_id: team.team.id }));
    const { context, page } = await openMyTeam(email);
    await seen(page, 'Join request pending');
    // Accepted (good news keeps the session, decision 033), then removed: that ends the session
    // the page holds.
    const id = await userId(token);
    dataOf(await post('/api/acceptPlayer', team.captainToken, { user_id: id, accept: true }));
    dataOf(await post('/api/removePlayerFromTeam', team.captainToken, { player_id: id }));
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page
      .getByRole('dialog', { name: 'Withdraw your request?' })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await seen(page, 'Invalid session. Please try logging in again!!');
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('an admin closes the registration and a user sees the closed panel', async () => {
    const admin = await openMyTeam('admin@demo.example', DEMO_PASSWORD);
    await admin.page.getByRole('tab', { name: 'All Teams' }).click();
    const toggle = admin.page.getByRole('switch', { name: /registration open/ });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    try {
      // The switch input is visually hidden; its label is what people click.
      await admin.page.getByText('Team registration open', { exact: true }).click();
      await seen(admin.page, 'Success!');
      await expect.poll(() => toggle.isChecked()).toBe(false);

      const { context, page } = await openMyTeam(await confirmedUser('Rita Registrar'));
      await page.getByText('Create Team', { exact: true }).click();
      await seen(page, 'Registration is closed!');
      expect(await page.getByRole('button', { name: 'Create Team' }).count()).toBe(0);
      await screenshotBoth(page, 'my-team-registration-closed');
      await context.close();
    } finally {
      dataOf(
        await post('/api/updateSettings', await login('admin@demo.example', DEMO_PASSWORD), {
          registration_open: true,
        }),
      );
      await admin.context.close();
    }
  });

  it('an admin renames a team and deletes another', async () => {
    const [renamed, removed] = await Promise.all([pendingTeam('Rename'), pendingTeam('Delete')]);
    const { context, page } = await openMyTeam('admin@demo.example', DEMO_PASSWORD);
    await page.getByRole('tab', { name: 'All Teams' }).click();
    const card = (name: string) =>
      page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name }) });
    await card(renamed.name).getByRole('button', { name: 'Edit Team' }).click();
    const newName = `${renamed.name} Neu`;
    await card(renamed.name).getByLabel('Short name').fill('  ');
    await card(renamed.name).getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => fieldError(card(renamed.name).getByLabel('Short name')))
      .toContain('Please enter a short name.');
    await card(renamed.name).getByLabel('Short name').fill('E2E');
    await card(renamed.name).getByLabel('Team name').fill(newName);
    await card(renamed.name).getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Team data updated successfully!');
    await expect.poll(() => page.getByRole('heading', { name: newName }).count()).toBe(1);

    await card(removed.name).getByRole('button', { name: 'Delete Team' }).click();
    await confirmInDialog(page, 'Delete Team');
    await seen(page, 'Success!');
    await expect.poll(() => page.getByRole('heading', { name: removed.name }).count()).toBe(0);
    await context.close();
  });

  it('a pending captain deletes their team and has to log in again', async () => {
    const team = await pendingTeam('Regret');
    const { context, page } = await openPage(site.browser, site.server.url);
    await page.goto('/');
    await page.evaluate(
      (token) => localStorage.setItem('session', JSON.stringify({ access_token: token })),
      team.token,
    );
    await page.goto('/dashboard/my-team');
    await page.getByRole('button', { name: 'Delete Team' }).click();
    await confirmInDialog(page, 'Delete Team');
    await seen(page, 'Team deleted successfully! Please log in again!');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await context.close();
  });
});
