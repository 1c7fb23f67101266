import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Match, Season } from '../common/api/types';
import { openingWeek } from '../common/league/upcoming';
import { screenshotBoth, WIDTHS } from './harness';
import { apiPost, dataOf, openAs, withServerAndBrowser } from './helpers';

const site = withServerAndBrowser();
let season: Season;

beforeAll(async () => {
  const seasons = ((await (await fetch(`${site.server.url}/api/getSeasons`)).json()) as { data: Season[] })
    .data;
  // The dashboard's default: the newest season that has groups.
  const withGroups = seasons.filter((s) => s.groups.length > 0).sort((a, b) => b.id - a.id)[0];
  if (!withGroups) throw new Error('demo data has no season with groups');
  season = withGroups;
});

async function sessionOf(email: string) {
  const res = await fetch(`${site.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'league-demo-2025' }),
  });
  const body = (await res.json()) as {
    data: { session: { access_token: string; user: { id: number; member_of: number } } };
  };
  return body.data.session;
}

const teamOf = async (email: string) => (await sessionOf(email)).user.member_of;

const referees = (match: Match, teamId: number) =>
  match.referee_team_id === teamId || match.referee_team_id_2 === teamId;
const involves = (match: Match, teamId: number) =>
  match.home_id === teamId || match.guest_id === teamId || referees(match, teamId);
const stageOf = (name: string) => name.replace(/\s+/g, '').toUpperCase();

const open = (email: string, path: string) => openAs(site.browser, site.server.url, email, path);

const cards = (page: Page) => page.locator('main article');

/**
 * Sums `count` over the week tabs, opening each in turn: only the open week's cards are rendered.
 * Returns the total and the week the page opened at.
 */
async function acrossWeeks(page: Page, count: () => Promise<number>) {
  const tabs = page.getByRole('tablist', { name: 'Weeks' }).getByRole('tab');
  await expect.poll(() => tabs.count()).toBeGreaterThan(0);
  const opened = await page.getByRole('tab', { selected: true }).textContent();
  let total = 0;
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await expect.poll(() => tabs.nth(i).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    total += await count();
  }
  return { total, opened };
}

describe('dashboard matches', () => {
  it('shows a captain the standings and every match the team plays or referees', async () => {
    const teamId = await teamOf('captain@demo.example');
    const expected = season.matches.filter((m) => involves(m, teamId)).length;
    expect(expected).toBeGreaterThan(0);
    const { context, page, errors } = await open('captain@demo.example', '/dashboard/matches');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Standings' }).count()).toBe(1);
    await screenshotBoth(page, 'dashboard-matches-captain');
    // Captains get no referee banner; that is for players.
    const { total, opened } = await acrossWeeks(page, async () => {
      expect(await page.getByText('Your team referees this match').count()).toBe(0);
      return cards(page).count();
    });
    expect(total).toBe(expected);
    // The list opens at the next match day: the week of the team's first kick-off from today on.
    expect(opened).toBe(
      `Week ${openingWeek(
        season.matches.filter((m) => involves(m, teamId)),
        new Date(),
      )}`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a player the referee banner on the matches the team referees, personal where chosen', async () => {
    const { user: player } = await sessionOf('player@demo.example');
    const teamId = player.member_of;
    // Make the player the chosen referee of a match in each slot the team covers.
    const admin = (await sessionOf('admin@demo.example')).access_token;
    for (const slot of [1, 2] as const) {
      const match = season.matches.find(
        (m) => (slot === 1 ? m.referee_team_id : m.referee_team_id_2) === teamId,
      );
      if (!match) continue;
      dataOf(
        await apiPost(site.server.url, '/api/assignReferee', admin, {
          match_id: match.id,
          referee_id: player.id,
          slot,
        }),
      );
    }
    const seasons = ((await (await fetch(`${site.server.url}/api/getSeasons`)).json()) as { data: Season[] })
      .data;
    const matches = seasons.find((s) => s.id === season.id)?.matches ?? [];
    const first = matches.filter((m) => m.referee_id === player.id).length;
    const second = matches.filter((m) => m.referee_id !== player.id && m.referee_id_2 === player.id).length;
    const team = matches.filter((m) => referees(m, teamId)).length - first - second;
    expect(first + second).toBeGreaterThan(0);
    expect(team).toBeGreaterThan(0);

    const { context, page, errors } = await open('player@demo.example', '/dashboard/matches');
    const count = (text: string) => async () =>
      (await acrossWeeks(page, () => page.getByText(text).count())).total;
    expect((await acrossWeeks(page, () => cards(page).count())).total).toBe(
      matches.filter((m) => involves(m, teamId)).length,
    );
    expect(await count('Your team referees this match')()).toBe(team);
    expect(await count('You are the referee of this match.')()).toBe(first);
    expect(await count('You are the second referee of this match.')()).toBe(second);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an admin every match of the season', async () => {
    const { context, page } = await open('admin@demo.example', '/dashboard/matches');
    const titles = new Set<string>();
    const { total } = await acrossWeeks(page, async () => {
      for (const heading of await page.getByRole('heading', { level: 2 }).allTextContents())
        titles.add(heading);
      return cards(page).count();
    });
    expect(total).toBe(season.matches.length);
    for (const title of ['Group 1', 'Group 2', 'Quarterfinal', 'Semifinal', 'Place 3', 'Final']) {
      expect(titles.has(title), title).toBe(true);
    }
    await context.close();
  });

  it('asks a user without a team to join or create one', async () => {
    const { context, page } = await open('user@demo.example', '/dashboard/matches');
    await expect
      .poll(() => page.getByText('Please join or create a team to see your matches!').count())
      .toBe(1);
    expect(await cards(page).count()).toBe(0);
    await context.close();
  });
});

describe('dashboard refereeing', () => {
  it("shows the other group's matches", async () => {
    const teamId = await teamOf('captain@demo.example');
    const own = season.groups.find((g) => g.teams.some((t) => t.id === teamId));
    const other = season.groups.find((g) => g !== own);
    if (!own || !other) throw new Error('the demo captain should be in a group of a two-group season');
    // The other group's matches, and any knockout match the team was named to referee.
    const expected = season.matches.filter(
      (m) => m.match_stage === stageOf(other.name) || referees(m, teamId),
    ).length;
    const { context, page, errors } = await open('captain@demo.example', '/dashboard/refereeing');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await screenshotBoth(page, 'dashboard-refereeing');
    const titles = new Set<string>();
    const { total } = await acrossWeeks(page, async () => {
      for (const heading of await page.getByRole('heading', { level: 2 }).allTextContents())
        titles.add(heading);
      return cards(page).count();
    });
    expect(total).toBe(expected);
    expect(titles.has(other.name)).toBe(true);
    expect(titles.has(own.name)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lists the player's and the team's duties first, each opening its match", async () => {
    const { user: player } = await sessionOf('player@demo.example');
    const teamId = player.member_of as number;
    const seasons = ((await (await fetch(`${site.server.url}/api/getSeasons`)).json()) as { data: Season[] })
      .data;
    const matches = seasons.find((s) => s.id === season.id)?.matches ?? [];
    const duties = matches.filter(
      (m) =>
        !m.results.some((r) => r.is_final) &&
        (m.referee_id === player.id || m.referee_id_2 === player.id || referees(m, teamId)),
    );
    expect(duties.length).toBeGreaterThan(0);
    const { context, page, errors } = await open('player@demo.example', '/dashboard/refereeing');
    const card = page.getByRole('region', { name: 'Your refereeing duties' });
    await expect.poll(() => card.getByRole('listitem').count()).toBe(duties.length);
    expect(await card.getByText('You referee this match').count()).toBeGreaterThan(0);
    // The first duty is the earliest kick-off; its link opens that match's card in its week.
    await card.getByRole('link').first().click();
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#match-\d+$/);
    const id = new URL(page.url()).hash.slice(1);
    await expect.poll(() => page.locator(`article#${id}`).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a user without a group that there is nothing to referee', async () => {
    const { context, page } = await open('user@demo.example', '/dashboard/refereeing');
    await expect
      .poll(() =>
        page
          .getByText(
            'You are not a member of any group in this season. Please join a team to see your matches!',
          )
          .count(),
      )
      .toBe(1);
    await context.close();
  });
});

describe('dashboard seasons', () => {
  it('gives admins an overview of every season', async () => {
    const { context, page, errors } = await open('admin@demo.example', '/dashboard/seasons');
    await expect.poll(() => page.getByRole('row', { name: new RegExp(season.name) }).count()).toBe(1);
    // The season's name ('Winter 2026/27') keeps to one line, on a desktop and on a phone.
    const nameLines = () =>
      page.getByRole('rowheader', { name: new RegExp(season.name) }).evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell.firstChild as Node);
        return range.getClientRects().length;
      });
    expect(await nameLines()).toBe(1);
    await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
    await expect.poll(nameLines).toBe(1);
    await screenshotBoth(page, 'dashboard-seasons');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends everyone else to My Team', async () => {
    const { context, page } = await open('captain@demo.example', '/dashboard/seasons');
    await page.waitForURL('**/dashboard/my-team');
    await context.close();
  });
});
