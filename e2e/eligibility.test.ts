import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueDetails } from '../common/api/league-texts';
import { actionPaths } from '../common/api/links';
import type { ApiAnswer, Match, Team } from '../common/api/types';
import { openPage, SCREENSHOTS_WANTED, screenshotBoth } from './harness';
import {
  apiLogin,
  apiPost,
  CONFIRM_LINK,
  currentSeason,
  dataOf,
  mailLink,
  openAs,
  seen,
  withServerAndBrowser,
} from './helpers';

/**
 * Issue 45's eligibility journey (docs/PRODUCT.md#eligibility, decision 096), in English: the league
 * lists tum.de; a new member signs up with a private address and joins the demo captain's team. Their
 * yes to an upcoming match is refused and the captain's roster marks them "Not eligible"; once they
 * confirm a tum.de address on the profile, the yes is saved and the mark is gone. The demo league has
 * written no participation terms (decision 097), so no yes waits for them here.
 */

const site = withServerAndBrowser();
const post = <T>(path: string, token: string | null, body?: Record<string, unknown>) =>
  apiPost<T>(site.server.url, path, token, body);

const CAPTAIN = 'captain@demo.example';
const MEMBER = {
  first: 'Mara',
  surname: 'Privat',
  name: 'Mara Privat',
  email: 'mara.privat@mail.example',
  university: 'mara.privat@tum.de',
  password: 'a-long-password-1',
};
const UNIVERSITY_LINK = /https?:\/\/[^"<\s]*\/mail\/university\?token=[^"<\s]+/;
const NOT_ELIGIBLE =
  'You are not eligible to play this season yet: confirm a university address in your profile or ask an admin to approve you.';

let admin: string;
let before: LeagueDetails;
let team: Team;
let match: Match;

const leagueDetails = async () =>
  dataOf((await (await fetch(`${site.server.url}/api/getLeagueDetails`)).json()) as ApiAnswer<LeagueDetails>);

beforeAll(async () => {
  admin = await apiLogin(site.server.url, 'admin@demo.example');
  before = await leagueDetails();
  // Every detail sent back as it is, so only the domains change.
  const saved = dataOf(
    await post<LeagueDetails>('/api/updateLeagueDetails', admin, {
      ...before,
      eligible_domains: [...before.eligible_domains, 'tum.de'],
    }),
  );
  expect(saved).toEqual({ ...before, eligible_domains: [...before.eligible_domains, 'tum.de'] });

  const teams = dataOf(await post<Team[]>('/api/getTeams', admin));
  const captained = teams.find((t) => t.players?.some((p) => p.id === t.captain?.id && p.mail === CAPTAIN));
  if (!captained) throw new Error(`the demo has no team captained by ${CAPTAIN}`);
  team = captained;
  const season = await currentSeason(site.server.url);
  const upcoming = season.matches.find(
    (m) =>
      (m.home_id === team.id || m.guest_id === team.id) &&
      m.date !== 'tbd' &&
      Date.parse(m.date) > Date.now() + 3600_000 &&
      m.results.length === 0,
  );
  if (!upcoming) throw new Error("the demo season has no upcoming match of the captain's team");
  match = upcoming;
});

afterAll(async () => {
  dataOf(await post<LeagueDetails>('/api/updateLeagueDetails', admin, { ...before }));
  expect(await leagueDetails()).toEqual(before);
});

/** The 409 answers the journey provokes; browsers report them as console errors. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 409/.test(error));

/** Answers "Yes" on the match's card on Dashboard > Matches. */
async function answerYes(page: Page) {
  await page.goto(actionPaths.match(match.id));
  const card = page.locator(`#match-${match.id}`);
  await card.getByRole('group', { name: 'Are you playing?' }).getByRole('button', { name: 'Yes' }).click();
  return card;
}

/** The captain's My Team roster, and the new member's row in it. */
async function captainRoster() {
  const captain = await openAs(site.browser, site.server.url, CAPTAIN, '/dashboard/my-team');
  const row = captain.page.getByRole('row', { name: new RegExp(MEMBER.name) });
  await expect.poll(() => row.count()).toBe(1);
  return { ...captain, row };
}

describe('eligibility, from a private address to a confirmed university address', () => {
  it('refuses the yes and marks the member until their tum.de address is confirmed', async () => {
    // Signs up in the browser with a private address and confirms the mailed link.
    const member = await openPage(site.browser, site.server.url);
    const { page } = member;
    await page.goto('/signup');
    await page.getByLabel(/^Name/).fill(MEMBER.first);
    await page.getByLabel(/^Surname/).fill(MEMBER.surname);
    await page.getByLabel(/^Phone/).fill('0151 12345678');
    await page.getByLabel(/^E-Mail/).fill(MEMBER.email);
    await page.getByLabel(/^Password/).fill(MEMBER.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect.poll(() => page.getByText('Sign Up successfull!').count()).toBeGreaterThan(0);
    // The link's page is the server's, not the app's: no readiness to wait for (page.goto would).
    await page.mainFrame().goto(await mailLink(site.server.url, MEMBER.email, CONFIRM_LINK));
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.waitForURL('**/login?confirmed=1');
    await page.getByLabel(/^Password/).fill(MEMBER.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/dashboard/my-team');

    // Asks to join the captain's team.
    await page.getByRole('textbox', { name: 'Team' }).fill(team.name);
    await page.getByRole('option', { name: team.name }).click();
    await page.getByRole('button', { name: 'Join Team' }).click();
    await seen(page, 'Your request to join the team was successful!');

    // The captain accepts; the roster marks the new member.
    const captain = await captainRoster();
    await captain.page.getByRole('button', { name: `Accept ${MEMBER.name}` }).click();
    await seen(captain.page, 'Successful!');
    await expect.poll(() => captain.row.getByText('Player', { exact: true }).count()).toBe(1);
    // Read again, without the alert over the roster in the screenshot.
    await captain.page.goto('/dashboard/my-team');
    await expect.poll(() => captain.row.getByText('Not eligible', { exact: true }).count()).toBe(1);
    await captain.row.scrollIntoViewIfNeeded();
    await screenshotBoth(captain.page, 'eligibility-roster');
    expect(captain.errors).toEqual([]);
    await captain.context.close();

    // The member's yes is refused with the product's sentence.
    const card = await answerYes(page);
    await expect.poll(() => page.getByText(NOT_ELIGIBLE).count()).toBeGreaterThan(0);
    const yes = card.getByRole('group', { name: 'Are you playing?' }).getByRole('button', { name: 'Yes' });
    expect(await yes.getAttribute('aria-pressed')).toBe('false');

    // The profile's eligibility card: not eligible, a university address sent its link.
    await page.goto('/dashboard/profile');
    const eligibility = page.getByRole('region', { name: 'Eligibility this season' });
    await expect.poll(() => eligibility.getByTestId('eligibility-status').textContent()).toBe('Not eligible');
    await eligibility.scrollIntoViewIfNeeded();
    await screenshotBoth(page, 'eligibility-card-before');
    await eligibility.getByLabel('University e-mail address').fill(MEMBER.university);
    await eligibility.getByRole('button', { name: 'Send confirmation link' }).click();
    await seen(page, 'We sent a link to this address. Open it within 24 hours to confirm it.');
    await expect
      .poll(() => eligibility.getByText(`${MEMBER.university}: waiting for its link`).count())
      .toBe(1);

    // The link's page confirms with its button and sends the member back to the profile.
    await page.mainFrame().goto(await mailLink(site.server.url, MEMBER.university, UNIVERSITY_LINK));
    await page.getByRole('button', { name: 'Confirm my university address' }).click();
    await page.waitForURL('**/dashboard/profile?university=1*');
    await seen(page, 'Your university address is confirmed.');
    await expect.poll(() => eligibility.getByTestId('eligibility-status').textContent()).toBe('Eligible');
    await seen(page, 'You may play this season.');
    expect(await eligibility.getByText(`${MEMBER.university}: confirmed this season`).count()).toBe(1);
    await eligibility.scrollIntoViewIfNeeded();
    await screenshotBoth(page, 'eligibility-card-after');

    // Now the yes is saved.
    const again = await answerYes(page);
    await seen(page, 'Answer saved.');
    await expect
      .poll(() =>
        again
          .getByRole('group', { name: 'Are you playing?' })
          .getByRole('button', { name: 'Yes' })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    expect(unexpected(member.errors)).toEqual([]);
    await member.context.close();

    // The captain's roster no longer marks the member.
    const after = await captainRoster();
    await expect.poll(() => after.row.getByText('Player', { exact: true }).count()).toBe(1);
    expect(await after.row.getByText('Not eligible', { exact: true }).count()).toBe(0);
    expect(after.errors).toEqual([]);
    await after.context.close();
    // Two browsers, three pages each and two mails: longer than a file's usual test.
  }, 180_000);

  it('an admin approves a marked member with a reason on All teams, and the mark is gone', async () => {
    const PLAYER = 'Paul Spieler';
    const { page, errors, context } = await openAs(
      site.browser,
      site.server.url,
      'admin@demo.example',
      '/dashboard/my-team',
    );
    // The team's card on the All teams tab, its roster unfolded.
    await page.getByRole('tab', { name: 'All teams' }).click();
    const card = page.locator('.mantine-Card-root', {
      has: page.getByRole('heading', { name: team.name, exact: true }),
    });
    await card.getByRole('button', { name: 'Show members' }).click();
    const row = card.getByRole('row', { name: new RegExp(PLAYER) });
    await expect.poll(() => row.getByText('Not eligible', { exact: true }).count()).toBe(1);
    await row.getByRole('button', { name: `Approve ${PLAYER} to play this season` }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${PLAYER} to play?` });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await seen(page, 'Please give a reason.');
    await dialog.getByLabel(/^Reason/).fill('Enrolment at TUM seen at the office');
    // The dialog as it is (screenshotBoth's change of width would swap the roster's table for cards, closing it).
    if (SCREENSHOTS_WANTED)
      await page.screenshot({
        path: join(process.cwd(), 'e2e', 'screenshots', 'eligibility-approve-desktop.png'),
      });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await seen(page, 'Approved to play this season');
    await expect.poll(() => row.getByText('Not eligible', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
