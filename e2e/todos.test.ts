import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../common/api/links';
import type { Todo } from '../common/api/todos';
import type { Match, Team } from '../common/api/types';
import { openPage, screenshotBoth, WIDTHS } from './harness';
import {
  apiLogin,
  apiPost,
  currentSeason,
  dataOf,
  expectAccessible,
  openAs,
  seen,
  withServerAndBrowser,
} from './helpers';
import { teamFixtures } from './team-fixtures';

/**
 * The To do list (docs/PRODUCT.md#to-do) as the demo league's people use it: each item links to
 * the place where it is acted on, acting there takes it off the list and the menu's count.
 */

const site = withServerAndBrowser();
let admin: string;

const CAPTAIN = 'captain@demo.example';
const SHOTS = process.env.TODO_SHOTS_DIR;

const post = <T>(path: string, token: string | null, body?: Record<string, unknown>) =>
  apiPost<T>(site.server.url, path, token, body);
const login = (email: string) => apiLogin(site.server.url, email);
const todosOf = async (email: string) => dataOf(await post<Todo[]>('/api/getTodos', await login(email)));
const { confirmedUser } = teamFixtures(() => site.server.url);

beforeAll(async () => {
  admin = await login('admin@demo.example');
});

const todoList = (page: Page) => page.getByRole('region', { name: 'To do', exact: true });
const todoLink = (page: Page, path: string) => todoList(page).locator(`a[href="${path}"]`).first();

/** Whether the element lies wholly inside the window as it is scrolled now. */
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

/** Whether the element starts inside the window (a tall one goes on below it). */
const topInView = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight / 2;
  });

/** Screenshots for people to look at; also copied to TODO_SHOTS_DIR when that is set. */
async function shots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, name);
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const label of Object.keys(WIDTHS)) {
    const file = `${name}-${label}.png`;
    copyFileSync(join(process.cwd(), 'e2e', 'screenshots', file), join(SHOTS, file));
  }
}

describe('To do', () => {
  it('the other captain sees the suggested result, follows the link to the match card and accepts', async () => {
    const tum = await tumId();
    const season = await currentSeason(site.server.url);
    // A match of TUM Kickers not kicked off yet (so no result, pending ones included, which the
    // public answer leaves out): the admin records that it was played yesterday.
    const match = season.matches.find(
      (m) =>
        (m.home_id === tum || m.guest_id === tum) &&
        m.home_id !== null &&
        m.guest_id !== null &&
        (m.date === null || Date.parse(m.date) > Date.now()),
    ) as Match;
    expect(match).toBeDefined();
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
    dataOf(await post('/api/updateMatchDate', admin, { match_id: match.id, date: `${yesterday}T18:30:00Z` }));
    // The opposing captain (found through the admin's contact data) suggests a result.
    const opponentId = match.home_id === tum ? match.guest_id : match.home_id;
    const teams = dataOf(await post<Team[]>('/api/getTeams', admin));
    const opponent = teams.find((t) => t.id === opponentId) as Team;
    const teamName = (id: number | null) => teams.find((t) => t.id === id)?.name;
    const mail = opponent.players?.find((p) => p.id === opponent.captain?.id)?.mail as string;
    dataOf(
      await post('/api/addResult', await login(mail), { match_id: match.id, home_score: 3, guest_score: 0 }),
    );

    const { context, page, errors } = await openAs(
      site.browser,
      site.server.url,
      CAPTAIN,
      actionPaths.myTeam,
      {
        width: WIDTHS.phone,
      },
    );
    const item = todoLink(page, actionPaths.match(match.id));
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.textContent()).toContain(
      `suggested the result ${teamName(match.home_id)} 3 : 0 ${teamName(match.guest_id)}`,
    );
    // On a phone the first to-do is there without scrolling.
    expect(await inView(todoList(page).getByRole('listitem').first())).toBe(true);
    await expectAccessible(page);
    await shots(page, 'todos-my-team-captain');

    await item.click();
    await page.waitForURL(
      (url) => url.pathname === '/dashboard/matches' && url.hash === `#match-${match.id}`,
    );
    const card = page.locator(`#match-${match.id}`);
    // The card's week opens, the card scrolls into view and is marked for a moment.
    await expect.poll(() => card.isVisible()).toBe(true);
    await expect.poll(() => inView(card.getByRole('button', { name: 'Accept result 3:0' }))).toBe(true);
    expect(await card.getAttribute('data-highlight')).toBe('true');
    await card.getByRole('button', { name: 'Accept result 3:0' }).click();
    await page.getByRole('dialog', { name: 'Accept 3:0?' }).getByRole('button', { name: 'Accept' }).click();
    await seen(page, 'Result accepted!');
    await expect.poll(() => card.getByText('Result: 3:0').count()).toBe(1);
    // The item leaves the list at once.
    await expect.poll(() => todoLink(page, actionPaths.match(match.id)).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a referee team's captain follows the item to Refereeing and appoints a referee", async () => {
    const todo = (await todosOf(CAPTAIN)).find(
      (t) => t.kind === 'appoint_referee' && t.match_id !== undefined,
    );
    if (!todo?.match_id) throw new Error('the demo captain should have a referee slot to fill');
    const matchId = todo.match_id;
    const season = await currentSeason(site.server.url);
    const match = season.matches.find((m) => m.id === matchId) as Match;
    expect(match).toBeDefined();

    const { context, page, errors } = await openAs(
      site.browser,
      site.server.url,
      CAPTAIN,
      '/dashboard/matches',
    );
    // Matches opens with the To do list and the team's next match above the standings.
    const item = todoLink(page, actionPaths.refereeing(matchId));
    await expect.poll(() => item.count()).toBe(1);
    await expect.poll(() => page.getByRole('region', { name: 'Your next match' }).count()).toBe(1);
    expect(await inView(todoList(page).getByRole('listitem').first())).toBe(true);
    await expectAccessible(page);
    await shots(page, 'todos-matches-captain');
    await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
    expect(await inView(todoList(page).getByRole('listitem').first())).toBe(true);

    await item.click();
    await page.waitForURL(
      (url) => url.pathname === '/dashboard/refereeing' && url.hash === `#match-${matchId}`,
    );
    const card = page.locator(`#match-${matchId}`);
    await expect.poll(() => card.isVisible()).toBe(true);
    const slot = match.referee_team_id === (await tumId()) && match.referee_id === null ? 1 : 2;
    const select = card.getByLabel(`Referee ${slot} (TUM Kickers)`);
    await expect.poll(() => inView(select)).toBe(true);
    await select.selectOption({ label: 'Paul Spieler' });
    await seen(page, slot === 1 ? 'Referee assigned!' : 'Referee (2) assigned!');
    const left = (await todosOf(CAPTAIN)).filter(
      (t) => t.kind === 'appoint_referee' && t.match_id === matchId,
    );
    // A match whose two slots are the team's keeps its item until both are filled.
    expect(left.length).toBe(match.referee_team_id === match.referee_team_id_2 ? 1 : 0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the request an item names: the admins' team requests tab, a team's join requests", async () => {
    const admin = await openAs(site.browser, site.server.url, 'admin@demo.example', '/dashboard/matches');
    const teams = todoLink(admin.page, actionPaths.teamRequests);
    await expect.poll(() => teams.count()).toBe(1);
    await teams.click();
    await admin.page.waitForURL(
      (url) => url.pathname === '/dashboard/my-team' && url.hash === '#team-requests',
    );
    expect(await admin.page.getByRole('tab', { name: 'Team Requests' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const panel = admin.page.locator('#team-requests');
    await expect.poll(() => panel.getByRole('button', { name: 'Accept Akademie Kicker' }).count()).toBe(1);
    await expect.poll(() => topInView(panel)).toBe(true);
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    const tum = await tumId();
    const captain = await openAs(site.browser, site.server.url, CAPTAIN, '/dashboard/matches', {
      width: WIDTHS.phone,
    });
    const join = todoLink(captain.page, actionPaths.joinRequests(tum));
    await expect.poll(() => join.count()).toBe(1);
    await join.click();
    await captain.page.waitForURL(
      (url) => url.pathname === '/dashboard/my-team' && url.hash === `#requests-${tum}`,
    );
    const heading = captain.page.locator(`#requests-${tum}`);
    await expect.poll(() => heading.isVisible()).toBe(true);
    await expect.poll(() => inView(heading)).toBe(true);
    expect(await heading.getAttribute('data-highlight')).toBe('true');
    expect(captain.errors).toEqual([]);
    await captain.context.close();
  });

  it('says so when nothing needs the user, with no count in the menu', async () => {
    const email = await confirmedUser('Nora Nothing');
    const { context, page, errors } = await openAs(site.browser, site.server.url, email, actionPaths.myTeam, {
      password: 'a-long-password-1',
    });
    await expect.poll(() => todoList(page).getByText('Nothing needs you right now.').count()).toBe(1);
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    expect(await menu.getByRole('link', { name: 'My Team', exact: true }).count()).toBe(1);
    await shots(page, 'todos-empty');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("counts the to-dos on the menu's My Team entry, on a desktop and in the phone menu", async () => {
    const count = (await todosOf(CAPTAIN)).length;
    expect(count).toBeGreaterThan(1);
    const name = `My Team (${count} to-dos)`;
    const { context, page, errors } = await openAs(
      site.browser,
      site.server.url,
      CAPTAIN,
      actionPaths.myTeam,
    );
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect.poll(() => sidebar.getByRole('link', { name, exact: true }).count()).toBe(1);
    expect(await sidebar.getByText(String(count), { exact: true }).isVisible()).toBe(true);

    await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect.poll(() => menu.getByRole('link', { name, exact: true }).count()).toBe(1);
    await expectAccessible(page);
    await shots(page, 'todos-phone-menu');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a deep link opened logged out leads to the login and, after it, back to that card', async () => {
    const season = await currentSeason(site.server.url);
    const tum = await tumId();
    const match = season.matches.filter((m) => m.home_id === tum || m.guest_id === tum).at(-1) as Match;
    const { context, page, errors } = await openPage(site.browser, site.server.url, WIDTHS.phone);
    await page.goto(actionPaths.match(match.id));
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(actionPaths.match(match.id));
    await page.getByLabel(/^E-Mail/).fill(CAPTAIN);
    await page.getByLabel(/^Password/).fill('league-demo-2025');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/dashboard/matches' && url.hash === `#match-${match.id}`,
    );
    const card = page.locator(`#match-${match.id}`);
    await expect.poll(() => card.isVisible()).toBe(true);
    await expect.poll(() => inView(card.getByRole('heading').first())).toBe(true);
    expect(errors).toEqual([]);

    // A next that leads to another site is ignored: the login goes to the dashboard.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login?next=%2F%2Fevil.example%2F');
    await page.getByLabel(/^E-Mail/).fill(CAPTAIN);
    await page.getByLabel(/^Password/).fill('league-demo-2025');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(
      (url) => url.host === new URL(site.server.url).host && url.pathname === '/dashboard/my-team',
    );
    await context.close();
  });
});

async function tumId(): Promise<number> {
  const answer = await post<{ session: { user: { member_of: number } } }>('/api/login', null, {
    email: CAPTAIN,
    password: 'league-demo-2025',
  });
  return dataOf(answer).session.user.member_of;
}
