/**
 * Roster journeys: answering join requests (captain and admin), removing players, an admin's
 * status switches on the team edit form, and a co-captain leaving the team.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Team } from '../common/api/types';
import { DEMO_PASSWORD, openPage, WIDTHS } from './harness';
import { confirmInDialog, dataOf, openAs, seen, withServerAndBrowser } from './helpers';
import { PASSWORD, teamFixtures } from './team-fixtures';

const site = withServerAndBrowser();

const { post, login, confirmedUser, acceptedTeam } = teamFixtures(() => site.server.url);
const adminToken = () => login('admin@demo.example', DEMO_PASSWORD);

interface UserRecord {
  id: number;
  name: string;
  role: string;
  member_of: number | null;
}

/** The account as the server has it now (a fresh login, since roster changes end sessions). */
async function userRecord(email: string): Promise<UserRecord> {
  return dataOf(await post<UserRecord>('/api/getUserByToken', await login(email)));
}

/** New users who have asked to join the team (role USER, member_of the team). */
async function requesters(teamId: number, names: string[]): Promise<string[]> {
  const emails = await Promise.all(names.map((name) => confirmedUser(name)));
  for (const email of emails) dataOf(await post('/api/joinTeam', await login(email), { team_id: teamId }));
  return emails;
}

/** The team as an admin reads it (members, join requests, status). */
async function teamAsAdmin(teamId: number): Promise<Team> {
  const teams = dataOf(await post<Team[]>('/api/getTeams', await adminToken()));
  const team = teams.find((t) => t.id === teamId);
  if (!team) throw new Error(`team ${teamId} not found`);
  return team;
}

const openMyTeam = (email: string, password = PASSWORD, width: number = WIDTHS.desktop) =>
  openAs(site.browser, site.server.url, email, '/dashboard/my-team', { password, width });

/** One team's card on the admin's All Teams tab. */
const cardOf = (page: Page, name: string) =>
  page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Team names the public /teams page lists, as a visitor sees them. */
async function publicTeamNames(): Promise<string[]> {
  const { context, page, errors } = await openPage(site.browser, site.server.url);
  try {
    await page.goto('/teams');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    const names = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(errors).toEqual([]);
    return names;
  } finally {
    await context.close();
  }
}

describe('join requests', () => {
  it('a captain rejects a join request and the requester can join or create a team again', async () => {
    const team = await acceptedTeam('Reject', []);
    const [requester] = await requesters(team.team.id, ['Rene Rejected']);

    // The requester sees the pending request first.
    const before = await openMyTeam(requester as string);
    await seen(before.page, 'Join request pending');
    expect(await before.page.getByRole('button', { name: 'Withdraw' }).count()).toBe(1);
    expect(before.errors).toEqual([]);
    await before.context.close();

    const { context, page, errors } = await openMyTeam(team.email);
    await seen(page, 'Join requests');
    const requests = page.getByRole('table', { name: `Join requests for ${team.name}` });
    await expect.poll(() => requests.getByRole('rowheader', { name: 'Rene Rejected' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Reject Rene Rejected' }).click();
    await seen(page, 'Successful!');
    await expect.poll(() => page.getByText('Join requests', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reject Rene Rejected' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Accept Rene Rejected' }).count()).toBe(0);
    // Nor did the rejected user become a member (the alert names him, the page does not).
    await expect.poll(() => page.getByRole('status').getByText('Rene Rejected rejected').count()).toBe(1);
    expect(await page.locator('main').getByText('Rene Rejected').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    const record = await userRecord(requester as string);
    expect(record).toMatchObject({ role: 'USER', member_of: null });
    expect((await teamAsAdmin(team.team.id)).players?.some((p) => p.name === 'Rene Rejected')).toBe(false);

    // Rejection ended the requester's session; logged in again they are free to join or create.
    const after = await openMyTeam(requester as string);
    await seen(after.page, 'You are currently not part of a team');
    expect(await after.page.getByText('Join request pending').count()).toBe(0);
    expect(await after.page.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    const choice = after.page.getByRole('radiogroup', { name: 'Join or create a team' });
    expect(await choice.getByText('Join Team', { exact: true }).count()).toBe(1);
    expect(await choice.getByText('Create Team', { exact: true }).count()).toBe(1);
    // The join form is not blocked any more: asking again works.
    await after.page.getByRole('textbox', { name: 'Team' }).fill(team.name);
    await after.page.getByRole('option', { name: team.name }).click();
    await after.page.getByRole('button', { name: 'Join Team' }).click();
    await seen(after.page, 'Your request to join the team was successful!');
    await seen(after.page, 'Join request pending');
    expect(after.errors).toEqual([]);
    await after.context.close();
    expect((await userRecord(requester as string)).member_of).toBe(team.team.id);
  });

  it("an admin accepts one join request and rejects another on a team's card", async () => {
    const team = await acceptedTeam('AdminReq', []);
    const [accepted, rejected] = await requesters(team.team.id, ['Alma Admitted', 'Bert Bounced']);

    const { context, page, errors } = await openMyTeam('admin@demo.example', DEMO_PASSWORD);
    await page.getByRole('tab', { name: 'All Teams' }).click();
    const card = cardOf(page, team.name);
    await expect.poll(() => card.count()).toBe(1);
    const requests = card.getByRole('table', { name: `Join requests for ${team.name}` });
    await expect.poll(() => requests.getByRole('row').count()).toBe(3); // header + two requests
    // Admins see member ids in the request list.
    const almaId = (await userRecord(accepted as string)).id;
    expect(
      await requests
        .getByRole('row', { name: /Alma Admitted/ })
        .getByText(String(almaId))
        .count(),
    ).toBe(1);

    await card.getByRole('button', { name: 'Accept Alma Admitted' }).click();
    await seen(page, 'Successful!');
    await expect.poll(() => requests.getByRole('rowheader', { name: 'Alma Admitted' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Reject Bert Bounced' }).click();
    await expect.poll(() => card.getByText('Join requests', { exact: true }).count()).toBe(0);
    await seen(page, 'Successful!');

    await card.getByRole('button', { name: 'Show members' }).click();
    const roster = card.getByRole('table', { name: `Roster of ${team.name}` });
    const almaRow = roster.getByRole('row', { name: /Alma Admitted/ });
    await expect.poll(() => almaRow.getByText('Player', { exact: true }).count()).toBe(1);
    expect(await roster.getByText('Bert Bounced').count()).toBe(0);
    await expect.poll(() => card.getByText(/· 2 members/).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    expect(await userRecord(accepted as string)).toMatchObject({ role: 'PLAYER', member_of: team.team.id });
    expect(await userRecord(rejected as string)).toMatchObject({ role: 'USER', member_of: null });
    const seenByAdmin = await teamAsAdmin(team.team.id);
    expect(seenByAdmin.player_count).toBe(2);
    expect(seenByAdmin.players?.map((p) => p.name).sort()).toEqual(['Alma Admitted', 'Carl AdminReq']);
  });

  it('an admin removes a player from a team after confirming', async () => {
    const team = await acceptedTeam('AdminRemove', ['Paul Purged', 'Stan Stays']);

    const { context, page, errors } = await openMyTeam('admin@demo.example', DEMO_PASSWORD);
    await page.getByRole('tab', { name: 'All Teams' }).click();
    const card = cardOf(page, team.name);
    await expect.poll(() => card.count()).toBe(1);
    // The admin's list starts with the rosters folded.
    expect(await card.getByRole('button', { name: 'Remove Paul Purged' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Show members' }).click();
    const roster = card.getByRole('table', { name: `Roster of ${team.name}` });
    await expect.poll(() => roster.getByRole('rowheader', { name: 'Paul Purged' }).count()).toBe(1);
    // The main captain cannot be removed.
    expect(await card.getByRole('button', { name: 'Remove Carl AdminRemove' }).count()).toBe(0);

    // Cancelling the prompt keeps the player.
    await card.getByRole('button', { name: 'Remove Paul Purged' }).click();
    await confirmInDialog(page, 'Cancel', `Paul Purged will no longer be a member of ${team.name}.`);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await roster.getByRole('rowheader', { name: 'Paul Purged' }).count()).toBe(1);

    await card.getByRole('button', { name: 'Remove Paul Purged' }).click();
    await confirmInDialog(page, 'Remove', `Paul Purged will no longer be a member of ${team.name}.`);
    await seen(page, 'Player removed from team successfully!');
    await expect.poll(() => roster.getByRole('rowheader', { name: 'Paul Purged' }).count()).toBe(0);
    expect(await roster.getByRole('rowheader', { name: 'Stan Stays' }).count()).toBe(1);
    await expect.poll(() => card.getByText(/· 2 members/).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    expect(await userRecord(team.playerEmails[0] as string)).toMatchObject({ role: 'USER', member_of: null });
    expect((await userRecord(team.playerEmails[1] as string)).role).toBe('PLAYER');
    const names = (await teamAsAdmin(team.team.id)).players?.map((p) => p.name);
    expect(names).not.toContain('Paul Purged');
    expect(names).toContain('Stan Stays');

    // The removed player, logged in again, has no team.
    const removed = await openMyTeam(team.playerEmails[0] as string);
    await seen(removed.page, 'You are currently not part of a team');
    expect(await removed.page.getByRole('heading', { name: team.name }).count()).toBe(0);
    expect(removed.errors).toEqual([]);
    await removed.context.close();
  });
});

describe('team status', () => {
  it('an admin sets a team not active and active again, then un-accepts and accepts it', async () => {
    const team = await acceptedTeam('Status', []);
    expect(await publicTeamNames()).toContain(team.name);

    const { context, page, errors } = await openMyTeam('admin@demo.example', DEMO_PASSWORD);
    await page.getByRole('tab', { name: 'All Teams' }).click();
    const card = cardOf(page, team.name);
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByText('Not active', { exact: true }).count()).toBe(0);
    const form = card.getByRole('form', { name: `Edit ${team.name}` });
    const accepted = form.getByRole('switch', { name: 'Accepted' });
    const active = form.getByRole('switch', { name: 'Active' });

    /** Opens the edit form, flips one switch (by its label, as the input is visually hidden), saves. */
    async function flip(label: 'Accepted' | 'Active', to: boolean) {
      await card.getByRole('button', { name: 'Edit Team' }).click();
      const toggle = form.getByRole('switch', { name: label });
      await expect.poll(() => toggle.isChecked()).toBe(!to);
      await form.getByText(label, { exact: true }).click();
      await expect.poll(() => toggle.isChecked()).toBe(to);
      await form.getByRole('button', { name: 'Save' }).click();
      await seen(page, 'Team data updated successfully!');
      await expect.poll(() => form.count()).toBe(0);
    }

    // Not active: the badge shows and visitors no longer see the team.
    await card.getByRole('button', { name: 'Edit Team' }).click();
    await expect.poll(() => accepted.isChecked()).toBe(true);
    expect(await active.isChecked()).toBe(true);
    await card.getByRole('button', { name: 'Cancel' }).click();
    await flip('Active', false);
    await expect.poll(() => card.getByText('Not active', { exact: true }).count()).toBe(1);
    expect(await card.getByText('Awaiting approval', { exact: true }).count()).toBe(0);
    expect(await teamAsAdmin(team.team.id)).toMatchObject({ accepted: true, is_active: false });
    expect(await publicTeamNames()).not.toContain(team.name);

    // Active again.
    await flip('Active', true);
    await expect.poll(() => card.getByText('Not active', { exact: true }).count()).toBe(0);
    expect(await teamAsAdmin(team.team.id)).toMatchObject({ accepted: true, is_active: true });
    expect(await publicTeamNames()).toContain(team.name);

    // Un-accepted: back to a registration awaiting approval, its captain pending again.
    await flip('Accepted', false);
    await expect.poll(() => card.getByText('Awaiting approval', { exact: true }).count()).toBe(1);
    expect(await card.getByText('Not active', { exact: true }).count()).toBe(0);
    expect(await teamAsAdmin(team.team.id)).toMatchObject({ accepted: false });
    expect((await userRecord(team.email)).role).toBe('CAPTAIN_PENDING');
    expect(await publicTeamNames()).not.toContain(team.name);
    // Status switches are for accepted teams only.
    await card.getByRole('button', { name: 'Edit Team' }).click();
    await expect.poll(() => form.getByLabel('Team name').count()).toBe(1);
    expect(await form.getByRole('switch').count()).toBe(0);
    await card.getByRole('button', { name: 'Cancel' }).click();

    // Accepting it again is done on the Team Requests tab.
    await page.getByRole('tab', { name: 'Team Requests' }).click();
    await page.getByRole('button', { name: `Accept ${team.name}` }).click();
    await confirmInDialog(page, 'Accept', /1 of 20 players/);
    await seen(page, 'Team accepted!');
    await expect.poll(() => page.getByRole('heading', { name: team.name, exact: true }).count()).toBe(0);
    await page.getByRole('tab', { name: 'All Teams' }).click();
    await expect.poll(() => card.count()).toBe(1);
    // The tab shows the list it holds at once and the one it reads again a moment later (CI once
    // found the old badge still there).
    await expect.poll(() => card.getByText('Awaiting approval', { exact: true }).count()).toBe(0);
    expect(await card.getByText('Not active', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    expect(await teamAsAdmin(team.team.id)).toMatchObject({ accepted: true, is_active: true });
    expect((await userRecord(team.email)).role).toBe('CAPTAIN');
    expect(await publicTeamNames()).toContain(team.name);
  });
});

describe('leaving', () => {
  it('a co-captain leaves the team, has to log in again and is off the roster', async () => {
    const team = await acceptedTeam('CoLeave', ['Cora Cocaptain', 'Pete Player']);
    const coEmail = team.playerEmails[0] as string;
    const coId = (await userRecord(coEmail)).id;
    dataOf(
      await post('/api/updateCaptainStatus', team.captainToken, { player_id: coId, make_captain: true }),
    );

    const { context, page, errors } = await openMyTeam(coEmail);
    await expect.poll(() => page.getByRole('heading', { name: team.name, exact: true }).count()).toBe(1);
    const row = page.getByRole('row', { name: /Cora Cocaptain/ });
    await expect.poll(() => row.getByText('Co-Captain', { exact: true }).count()).toBe(1);

    // Cancelling keeps them in the team.
    await page.getByRole('button', { name: 'Leave Team' }).click();
    await confirmInDialog(page, 'Cancel', 'Are you sure you want to leave this team?');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(page.url()).toMatch(/\/dashboard\/my-team$/);

    await page.getByRole('button', { name: 'Leave Team' }).click();
    await confirmInDialog(page, 'Leave Team', 'Are you sure you want to leave this team?');
    await seen(page, 'Successfully left Team. Please log in again!');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    // The login page is a lazy chunk: it renders a moment after the URL changes.
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    expect(await userRecord(coEmail)).toMatchObject({ role: 'USER', member_of: null });

    const captain = await openMyTeam(team.email);
    const roster = captain.page.getByRole('table', { name: `Roster of ${team.name}` });
    await expect.poll(() => roster.getByRole('rowheader', { name: 'Pete Player' }).count()).toBe(1);
    expect(await roster.getByText('Cora Cocaptain').count()).toBe(0);
    expect(await captain.page.getByText('Cora Cocaptain').count()).toBe(0);
    await expect.poll(() => captain.page.getByText(/· 2 members/).count()).toBe(1);
    expect(captain.errors).toEqual([]);
    await captain.context.close();

    const mine = dataOf(await post<Team>('/api/getMyTeam', team.captainToken));
    expect(mine.players?.map((p) => p.name)).not.toContain('Cora Cocaptain');
    expect(mine.player_count).toBe(2);
  });
});
