/**
 * Short dashboard pages (issue 24 point 5, docs/PRODUCT.md#screens). The goal, measured at 390 x
 * 844 for the demo captain, player and admin on every dashboard page their menu offers: the first
 * control the user acts on is on the first screen after load, without scrolling, and no page is
 * longer than 4 screens by default. The same walk measures the touch targets (issue 24 point 7,
 * e2e/touch-targets.ts) on these pages, the phone menu, and the views and tabs that are not a
 * page's default (decision 038): a second walk over the same pages cost a role's test about as long
 * again. Then the match views that make Matches short: a member's own team first with all matches
 * one tap away, an admin's "Needs a decision (n)" that shows n matches.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Match, PendingResults, Season } from '../common/api/types';
import { matchesNeedingDecision } from '../common/league/decisions';
import { screenshotBoth, WIDTHS } from './harness';
import {
  apiLogin,
  apiPost,
  dataOf,
  expectAccessible,
  openAs,
  settled,
  withServerAndBrowser,
} from './helpers';
import { DASHBOARD_PAGES, describeOffender, tooSmallTargets } from './touch-targets';

const SCREEN = 844;
/**
 * Pages that show only a sentence when the demo league gives them nothing to do: no failed mail,
 * and for the admin (who reads the free agents, never invites) no free agent.
 */
const NOTHING_TO_ACT_ON = ['/dashboard/failed-mails', '/dashboard/free-agents'];

const site = withServerAndBrowser();
let season: Season;

beforeAll(async () => {
  const seasons = ((await (await fetch(`${site.server.url}/api/getSeasons`)).json()) as { data: Season[] })
    .data;
  const newest = seasons.filter((s) => s.groups.length > 0).sort((a, b) => b.id - a.id)[0];
  if (!newest) throw new Error('demo data has no season with groups');
  season = newest;
});

interface Measure {
  path: string;
  /** The first control in the page's content (the menu aside), with its bottom edge. */
  first: string;
  firstBottom: number;
  height: number;
}

function measure(page: Page, path: string): Promise<Measure> {
  return page.evaluate((path) => {
    const SELECTOR =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=switch]';
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const first = [...document.querySelectorAll(`main ${SELECTOR}`)].find(
      (el) => !el.closest('header, nav') && shown(el),
    );
    const rect = first?.getBoundingClientRect();
    return {
      path,
      first: (first?.getAttribute('aria-label') ?? first?.textContent ?? '').trim().slice(0, 50),
      firstBottom: rect ? Math.round(rect.bottom + window.scrollY) : Number.POSITIVE_INFINITY,
      height: document.documentElement.scrollHeight,
    };
  }, path);
}

describe('dashboard pages at 390 x 844', () => {
  // The views and tabs that are not a page's default (decision 038), measured for touch targets too.
  const seasonTabs = ['', '#penalties', '#deadline', '#pitches'].map((tab) => `/dashboard/seasons${tab}`);
  const roles = [
    ['captain', 'captain@demo.example', ['/dashboard/matches?view=all', '/dashboard/audit-log']],
    ['player', 'player@demo.example', ['/dashboard/matches?view=all']],
    [
      'admin',
      'admin@demo.example',
      ['/dashboard/matches?view=decide', ...seasonTabs, '/dashboard/audit-log'],
    ],
  ] as const;

  it.each(roles)(
    'as the %s: first control on the first screen, at most 4 screens long, every control big enough to tap',
    async (who, email, views) => {
      const { context, page } = await openAs(site.browser, site.server.url, email, '/dashboard/my-team', {
        width: WIDTHS.phone,
      });
      await settled(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const paths = await page
        .locator('#mobile-menu a[href^="/dashboard/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') as string));
      expect(paths.length).toBeGreaterThanOrEqual(5);
      const tooSmall = (await tooSmallTargets(page)).map((o) => describeOffender(`${who} menu`, o));

      const measured: Measure[] = [];
      for (const path of paths) {
        await page.goto(path);
        await settled(page);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        measured.push(await measure(page, path));
        tooSmall.push(...(await tooSmallTargets(page)).map((o) => describeOffender(`${who} ${path}`, o)));
      }
      // The pages every user has that the menu does not list, and the views that are not a default.
      for (const path of [...DASHBOARD_PAGES.filter((path) => !paths.includes(path)), ...views]) {
        await page.goto(path);
        await settled(page);
        tooSmall.push(...(await tooSmallTargets(page)).map((o) => describeOffender(`${who} ${path}`, o)));
      }
      // The figures of docs and reports: each page's first control and height.
      console.info(
        measured
          .map((m) => `${who} ${m.path}: "${m.first}" ends at ${m.firstBottom} px, page ${m.height} px`)
          .join('\n'),
      );
      expect(
        measured.filter(
          (m) => (m.firstBottom > SCREEN && !NOTHING_TO_ACT_ON.includes(m.path)) || m.height > 4 * SCREEN,
        ),
      ).toEqual([]);
      expect(tooSmall).toEqual([]);
      await context.close();
    },
  );
});

const teamOf = async (email: string): Promise<number> => {
  const res = await fetch(`${site.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'league-demo-2025' }),
  });
  return ((await res.json()) as { data: { session: { user: { member_of: number } } } }).data.session.user
    .member_of;
};

const plays = (match: Match, teamId: number) =>
  [match.home_id, match.guest_id, match.referee_team_id, match.referee_team_id_2].includes(teamId);

const cards = (page: Page) => page.locator('main article');

describe('the match views', () => {
  it("an admin's Needs a decision (n) lists exactly n matches across the weeks, each open at its decision", async () => {
    // What the admin's page has: the public season with the pending results admins read besides.
    const pending = dataOf(
      await apiPost<PendingResults[]>(
        site.server.url,
        '/api/getPendingResults',
        await apiLogin(site.server.url, 'admin@demo.example'),
        {
          season_id: season.id,
        },
      ),
    );
    const withPending = season.matches.map((match) => ({
      ...match,
      results: [...match.results, ...(pending.find((entry) => entry.match_id === match.id)?.results ?? [])],
    }));
    const expected = matchesNeedingDecision(withPending, new Date());
    expect(expected.length).toBeGreaterThan(0);
    const { context, page, errors } = await openAs(
      site.browser,
      site.server.url,
      'admin@demo.example',
      '/dashboard/matches',
      {
        width: WIDTHS.phone,
      },
    );
    const filter = page.getByText(`Needs a decision (${expected.length})`, { exact: true });
    await expect.poll(() => filter.count()).toBe(1);
    // All matches by default: one week, its cards closed.
    expect(await page.getByRole('tablist', { name: 'Weeks' }).count()).toBe(1);
    expect(await cards(page).getByRole('button', { name: 'Manage match' }).count()).toBe(
      await cards(page).count(),
    );

    await filter.click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'decide');
    const list = page.getByRole('region', { name: 'Matches that need a decision' });
    await expect.poll(() => list.getByRole('article').count()).toBe(expected.length);
    expect(await page.getByRole('tablist', { name: 'Weeks' }).count()).toBe(0);
    for (const { match, decision } of expected) {
      const card = page.locator(`#match-${match.id}`);
      expect(await card.getByText(new RegExp(`^${decision}: .* · Week ${match.week}$`, 'i')).count()).toBe(1);
      // Where the admin acts: Accept on a suggestion, else the result form.
      const acts =
        (await card.getByRole('button', { name: /^Accept result/ }).count()) +
        (await card.getByRole('button', { name: 'Suggest result' }).count());
      expect(acts, `match ${match.id}`).toBeGreaterThan(0);
    }
    await screenshotBoth(page, 'short-pages-admin-needs-a-decision');
    await expectAccessible(page);

    // The view is in the URL: a reload keeps it.
    await page.reload();
    await expect.poll(() => list.getByRole('article').count()).toBe(expected.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a player sees the own team's matches first, all matches one tap away", async () => {
    const teamId = await teamOf('player@demo.example');
    const { context, page, errors } = await openAs(
      site.browser,
      site.server.url,
      'player@demo.example',
      '/dashboard/matches',
      {
        width: WIDTHS.phone,
      },
    );
    const week = page.getByRole('tab', { selected: true });
    await expect.poll(() => week.count()).toBe(1);
    const number = Number((await week.textContent())?.replace('Week ', ''));
    const ofWeek = season.matches.filter((match) => match.week === number);
    await expect.poll(() => cards(page).count()).toBe(ofWeek.filter((match) => plays(match, teamId)).length);

    await page.getByText('All matches', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'all');
    await expect.poll(() => cards(page).count()).toBe(ofWeek.length);
    // The week stays when the view changes, and is in the URL once chosen.
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe(`Week ${number}`);
    const other = season.matches.find((match) => match.week !== number) as Match;
    await page.getByRole('tab', { name: `Week ${other.week}`, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('week') === String(other.week));
    await page.reload();
    await expect
      .poll(() => page.getByRole('tab', { selected: true }).textContent())
      .toBe(`Week ${other.week}`);
    await screenshotBoth(page, 'short-pages-player-all-matches');

    // A deep link to another team's match opens all matches at its week.
    const foreign = season.matches.find((match) => !plays(match, teamId)) as Match;
    await page.goto(`/dashboard/matches#match-${foreign.id}`);
    await expect.poll(() => page.locator(`#match-${foreign.id}`).count()).toBe(1);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe(`Week ${foreign.week}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the standings open with one tap on a phone and show at once on a desktop', async () => {
    const { context, page } = await openAs(
      site.browser,
      site.server.url,
      'captain@demo.example',
      '/dashboard/matches',
      {
        width: WIDTHS.phone,
      },
    );
    const table = page.getByRole('table').first();
    const toggle = page.getByRole('button', { name: 'Show standings' });
    await expect.poll(() => toggle.count()).toBe(1);
    // Closed on a phone, the tables are not in the page at all (its HTML reaches the matches sooner).
    expect(await page.locator('section[aria-labelledby="standings-heading"] table').count()).toBe(0);
    expect(await table.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Hide standings' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Hide standings' }).click();
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /standings/ }).isVisible()).toBe(false);
    await screenshotBoth(page, 'short-pages-captain-matches');
    await context.close();
  });

  it("a phone's roster shows the captains and a few players, all members one tap away", async () => {
    const { context, page } = await openAs(
      site.browser,
      site.server.url,
      'captain@demo.example',
      '/dashboard/my-team',
      {
        width: WIDTHS.phone,
      },
    );
    const roster = page.getByRole('list', { name: 'Roster of TUM Kickers' });
    await expect.poll(() => roster.getByRole('listitem').count()).toBe(5);
    const all = page.getByRole('button', { name: /^Show all \d+ members$/ });
    const total = Number((await all.textContent())?.match(/\d+/)?.[0]);
    await all.click();
    await expect.poll(() => roster.getByRole('listitem').count()).toBe(total);
    await page.getByRole('button', { name: 'Show fewer members' }).click();
    await expect.poll(() => roster.getByRole('listitem').count()).toBe(5);
    await screenshotBoth(page, 'short-pages-captain-my-team');
    await context.close();
  });

  it('the Seasons page opens on its steps, the other panels a tab away with their own link', async () => {
    const { context, page, errors } = await openAs(
      site.browser,
      site.server.url,
      'admin@demo.example',
      '/dashboard/seasons',
      {
        width: WIDTHS.phone,
      },
    );
    await expect.poll(() => page.getByRole('region', { name: 'Add Season', exact: true }).count()).toBe(1);
    await page.getByRole('tab', { name: 'Pitches' }).click();
    await page.waitForURL((url) => url.hash === '#pitches');
    await expect.poll(() => page.getByRole('region', { name: 'Pitches' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Add Season', exact: true }).count()).toBe(0);
    await page.goto('/dashboard/seasons#penalties');
    await expect.poll(() => page.getByRole('region', { name: 'Penalties', exact: true }).count()).toBe(1);
    await page.goto('/dashboard/seasons');
    await screenshotBoth(page, 'short-pages-admin-seasons');
    expect(errors).toEqual([]);
    await context.close();
  });
});
