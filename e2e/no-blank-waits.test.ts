import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Todo } from '../common/api/todos';
import type { MyTeam } from '../common/api/types';
import { SESSION_COOKIE } from '../common/session-pages';
import { DEMO_PASSWORD, openPage, screenshotBoth, WIDTHS } from './harness';
import { apiLogin, apiPost, dataOf, withServerAndBrowser } from './helpers';

/**
 * Dashboard pages without blank waits (issue 24 point 10, decision 032): the server's HTML holds
 * the page's outlines, a repeat visit paints the answers kept on the device at once and then shows
 * the server's, nothing jumps on the way, and logout leaves nothing of the user on the device.
 */

const site = withServerAndBrowser();

const CAPTAIN = 'captain@demo.example';
const KEPT = 'dashboard-answers';

/** Holds back every answer of `path` until `release` is called, so the page's waiting state can be seen. */
async function holdAnswers(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const todoList = (page: Page) => page.getByRole('region', { name: 'To do', exact: true });
const box = async (locator: Locator) =>
  locator.first().evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
  });

async function loginThroughForm(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel(/^E-Mail/).fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('dashboard pages without blank waits', () => {
  it("show the page's outlines from the server's HTML, with nothing to wait for", async () => {
    const html = await (await fetch(`${site.server.url}/dashboard/matches`)).text();
    // The To do card with its placeholder rows and the season page's outlines, not a lone loader.
    expect(html).toContain('To do');
    expect(html).toContain('aria-label="Loading your to-dos"');
    expect(html).toContain('aria-label="Loading matches"');
    const team = await (await fetch(`${site.server.url}/dashboard/my-team`)).text();
    expect(team).toContain('aria-label="Loading your team"');
  });

  it("ask for the page's answers from the head of the HTML, once each, allowed by the CSP", async () => {
    const token = await apiLogin(site.server.url, CAPTAIN);
    const { page, context, errors } = await openPage(site.browser, site.server.url, WIDTHS.phone);
    await page.goto('/');
    await page.evaluate(
      (value) => localStorage.setItem('session', value),
      JSON.stringify({ access_token: token }),
    );
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) reads.push(`${request.method()} ${pathname}`);
    });
    await page.goto('/dashboard/matches');
    await expect.poll(() => todoList(page).locator('li').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('article[id^="match-"]').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // The head script sent them (no CSP refusal in the console), the app took them over.
    expect(
      await page.evaluate(
        () => 'responses' in ((window as { __earlyAnswers?: object }).__earlyAnswers ?? {}),
      ),
    ).toBe(true);
    for (const read of ['POST /api/getTodos', 'POST /api/getTeams']) {
      expect(
        reads.filter((sent) => sent === read),
        reads.join(', '),
      ).toHaveLength(1);
    }
    // The season list and the season shown come in the page's HTML (decision 045).
    expect(
      reads.filter((sent) => sent.startsWith('GET /api/getSeason')),
      reads.join(', '),
    ).toEqual([]);
    // The user is asked for again when the page mounts (decision 033: it tells a role change).
    expect(reads[0]).toMatch(/^POST \/api\/(getTodos|getUserByToken)$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paint a repeat visit from the kept answers, then the server answers, with the first to-do in place', async () => {
    const token = await apiLogin(site.server.url, CAPTAIN);
    const { page, context } = await openPage(site.browser, site.server.url, WIDTHS.phone);
    await page.goto('/');
    await page.evaluate(
      (value) => localStorage.setItem('session', value),
      JSON.stringify({ access_token: token }),
    );

    // First visit: the outlines stay in place while the answers are held back.
    const releaseTodos = await holdAnswers(page, '/api/getTodos');
    await page.goto('/dashboard/my-team');
    await expect.poll(() => todoList(page).getByRole('status').count()).toBe(1);
    const headingBefore = await box(page.locator('h1'));
    const todoCardBefore = await box(todoList(page));
    await screenshotBoth(page, 'dashboard-my-team-placeholder');
    releaseTodos();
    await expect.poll(() => todoList(page).locator('li').count()).toBeGreaterThan(0);
    expect(await box(page.locator('h1'))).toEqual(headingBefore);
    const todoCardAfter = await box(todoList(page));
    expect({ ...todoCardAfter, height: 0 }).toEqual({ ...todoCardBefore, height: 0 });
    await page.unrouteAll();
    // Kept once the answers are in (a second later, or when the page is left).
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key)?.includes('"todos"') ?? false, KEPT))
      .toBe(true);

    // The team changes its name meanwhile: the kept answer shows first, the server's replaces it.
    const team = dataOf(await apiPost<MyTeam>(site.server.url, '/api/getMyTeam', token));
    if (!team) throw new Error('the demo captain has no team');
    const renamed = `${team.name} Neu`;
    dataOf(await apiPost(site.server.url, '/api/updateTeam', token, { team_id: team.id, name: renamed }));
    try {
      // Without the session cookie, as on the first visit after this deployment: the server sends the
      // page's outlines (with it, the server renders the fresh answers: e2e/session-pages.test.ts).
      await context.clearCookies({ name: SESSION_COOKIE });
      const releaseTeam = await holdAnswers(page, '/api/getMyTeam');
      const releaseList = await holdAnswers(page, '/api/getTodos');
      await page.goto('/dashboard/my-team');
      const teamName = page.getByRole('heading', { level: 2, name: team.name, exact: true });
      await expect.poll(() => teamName.count()).toBe(1);
      expect(await todoList(page).getByRole('status').count()).toBe(0);
      const firstTodo = await box(todoList(page).locator('li'));
      releaseList();
      releaseTeam();
      await expect
        .poll(() => page.getByRole('heading', { level: 2, name: renamed, exact: true }).count())
        .toBe(1);
      await page.waitForLoadState('networkidle');
      expect(await box(todoList(page).locator('li'))).toEqual(firstTodo);
    } finally {
      dataOf(await apiPost(site.server.url, '/api/updateTeam', token, { team_id: team.id, name: team.name }));
      await context.close();
    }
  });

  it("forget the kept answers at logout: the next user of the browser never sees the first one's", async () => {
    const captainTodos = dataOf(
      await apiPost<Todo[]>(site.server.url, '/api/getTodos', await apiLogin(site.server.url, CAPTAIN)),
    );
    const captainTeam = dataOf(
      await apiPost<MyTeam>(site.server.url, '/api/getMyTeam', await apiLogin(site.server.url, CAPTAIN)),
    );
    expect(captainTodos.length).toBeGreaterThan(0);
    const { page, context } = await openPage(site.browser, site.server.url, WIDTHS.desktop);
    await loginThroughForm(page, CAPTAIN);
    await page.waitForURL('**/dashboard/my-team');
    await expect.poll(() => todoList(page).locator('li').count()).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, KEPT)).toBe(true);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate((key) => localStorage.getItem(key), KEPT)).toBeNull();

    // The next user, in the same browser: every text the page ever shows is recorded from its start.
    await context.addInitScript(() => {
      const texts: string[] = [];
      (window as unknown as { shownTexts: string[] }).shownTexts = texts;
      new MutationObserver(() => texts.push(document.body?.textContent ?? '')).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await loginThroughForm(page, 'pending@demo.example');
    await page.waitForURL('**/dashboard/my-team');
    await page.goto('/dashboard/my-team');
    await expect.poll(() => todoList(page).getByRole('status').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    const shown: string[] = await page.evaluate(
      () => (window as unknown as { shownTexts: string[] }).shownTexts,
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) {
      for (const todo of captainTodos) expect(text).not.toContain(todo.text);
      expect(text).not.toContain(captainTeam?.name ?? 'no team');
    }
    const kept = await page.evaluate((key) => localStorage.getItem(key), KEPT);
    const session = await page.evaluate(() => localStorage.getItem('session'));
    expect(kept === null || JSON.parse(kept).token === JSON.parse(session ?? '{}').access_token).toBe(true);
    await context.close();
  });
});
