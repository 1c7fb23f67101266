import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Match, Pitch, Team } from '../common/api/types';
import { openPage, SCREENSHOTS_WANTED, viewportAt, WIDTHS } from './harness';
import { apiLogin, apiPost, currentSeason, dataOf, openAs, seen, withServerAndBrowser } from './helpers';

/**
 * Pitches and the public matches on a phone (docs/PRODUCT.md#pitches): the admin adds a pitch and
 * makes it the default, a captain moves a match to another pitch, both show on /matches and on the
 * match card; the team filter is remembered (and applied before the app loads); a row opens.
 */

const site = withServerAndBrowser();
let names: Map<number, string>;
const SHOTS = '/tmp/pitches-shots';

beforeAll(async () => {
  const admin = await apiLogin(site.server.url, 'admin@demo.example');
  names = new Map(
    dataOf(await apiPost<Team[]>(site.server.url, '/api/getTeams', admin)).map((t) => [t.id, t.name]),
  );
  mkdirSync(SHOTS, { recursive: true });
});

const get = async <T>(path: string) =>
  ((await (await fetch(`${site.server.url}${path}`)).json()) as { data: T }).data;

/** Screenshots at 390 and 1280 px into /tmp/pitches-shots. */
async function shoot(page: Page, name: string) {
  const original = page.viewportSize();
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewportAt(width));
    if (SCREENSHOTS_WANTED) {
      await page.waitForTimeout(200);
      await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: label === 'phone' });
    }
  }
  if (original) await page.setViewportSize(original);
}

const name = (id: number | null) => (id === null ? 'TBD' : (names.get(id) as string));

describe('pitches', () => {
  let moved: Match;

  it('the admin adds a pitch and makes it the default on the Seasons page', async () => {
    const { page, errors, context } = await openAs(
      site.browser,
      site.server.url,
      'admin@demo.example',
      '/dashboard/seasons#pitches',
      {
        width: WIDTHS.phone,
      },
    );
    const panel = page.getByRole('region', { name: 'Pitches' });
    await panel.getByLabel('Name').fill('Dantestadion');
    await panel.getByLabel('Address').fill('Dantestraße 14, 80637 München');
    await panel.getByLabel('Map link').fill('javascript:alert(1)');
    await panel.getByRole('button', { name: 'Add pitch' }).click();
    await seen(page, 'The map link must be an http(s) address, e.g. https://www.openstreetmap.org/...');
    await panel.getByLabel('Map link').fill('https://www.openstreetmap.org/?mlat=48.1650&mlon=11.5380');
    await panel.getByRole('button', { name: 'Add pitch' }).click();
    await seen(page, 'Pitch added!');
    const added = (await get<Pitch[]>('/api/getPitches')).find((p) => p.name === 'Dantestadion');
    expect(added).toMatchObject({ address: 'Dantestraße 14, 80637 München', is_default: false });
    await panel.getByLabel('Pitch', { exact: true }).selectOption(String(added?.id));
    await panel.getByRole('button', { name: 'Make default' }).click();
    await seen(page, 'Default pitch set!');
    const pitches = await get<Pitch[]>('/api/getPitches');
    expect(pitches.filter((p) => p.is_default).map((p) => p.name)).toEqual(['Dantestadion']);
    await panel.scrollIntoViewIfNeeded();
    await shoot(page, 'seasons-pitches');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a captain sets a match on another pitch on its match card', async () => {
    const season = await currentSeason(site.server.url);
    const captainTeam = [...names].find(([, n]) => n === 'TUM Kickers')?.[0];
    const open = season.matches.filter(
      (m) =>
        m.match_stage.startsWith('GROUP') &&
        (m.home_id === captainTeam || m.guest_id === captainTeam) &&
        !m.results.some((r) => r.is_final),
    );
    moved = open.sort((a, b) => a.week - b.week)[0] as Match;
    expect(moved).toBeDefined();
    const { page, errors, context } = await openAs(
      site.browser,
      site.server.url,
      'captain@demo.example',
      // Its week: Matches opens on the next match day (decision 068), later than this unfinished one.
      `/dashboard/matches?week=${moved.week}`,
      {
        width: WIDTHS.phone,
      },
    );
    const card = page.getByRole('article', {
      name: `${name(moved.home_id)} vs ${name(moved.guest_id)}`,
      exact: true,
    });
    await expect.poll(() => card.count()).toBe(1);
    const pitch2 = (await get<Pitch[]>('/api/getPitches')).find(
      (p) => p.name === 'Zentraler Hochschulsport, Pitch 2',
    );
    await card.getByLabel('Pitch', { exact: true }).selectOption(String(pitch2?.id));
    await seen(page, 'Pitch saved!');
    await expect
      .poll(async () => card.getByText('Pitch:').textContent())
      .toContain('Zentraler Hochschulsport, Pitch 2');
    const link = card.getByRole('link', { name: 'Zentraler Hochschulsport, Pitch 2' });
    expect(await link.getAttribute('href')).toBe(pitch2?.map_url);
    const stored = (await currentSeason(site.server.url)).matches.find((m) => m.id === moved.id);
    expect(stored?.pitch_id).toBe(pitch2?.id);
    await card.scrollIntoViewIfNeeded();
    if (SCREENSHOTS_WANTED) await card.screenshot({ path: join(SHOTS, 'match-card-390.png') });
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await card.scrollIntoViewIfNeeded();
    if (SCREENSHOTS_WANTED) await card.screenshot({ path: join(SHOTS, 'match-card-1280.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the pitch on /matches; a row opens; the team filter is remembered before the app loads', async () => {
    const { page, errors, context } = await openPage(site.browser, site.server.url, WIDTHS.phone);
    await page.goto('/matches');
    await page.getByRole('tab', { name: `Week ${moved.week}`, exact: true }).click();
    const rows = page.locator('tr[data-teams]');
    const row = rows.filter({ hasText: name(moved.home_id) }).filter({ hasText: name(moved.guest_id) });
    await row.locator('summary').click();
    const details = row.locator('dl');
    await expect.poll(() => details.isVisible()).toBe(true);
    expect(await details.textContent()).toContain('Zentraler Hochschulsport, Pitch 2');
    expect(await details.textContent()).toContain('Munich time');
    expect(await details.textContent()).toContain('Referees');
    expect(
      await row.getByRole('link', { name: 'Zentraler Hochschulsport, Pitch 2' }).getAttribute('href'),
    ).toMatch(/^https:\/\//);
    // Another match of the week without a pitch of its own is at the new default.
    const other = (await currentSeason(site.server.url)).matches.find(
      (m) =>
        m.week === moved.week &&
        m.id !== moved.id &&
        m.pitch_id === null &&
        m.match_stage.startsWith('GROUP'),
    );
    if (other) {
      const otherRow = rows
        .filter({ hasText: name(other.home_id) })
        .filter({ hasText: name(other.guest_id) });
      await otherRow.locator('summary').click();
      await expect.poll(() => otherRow.locator('dl').textContent()).toContain('Dantestadion');
    }

    await page.getByLabel('Team').selectOption({ label: 'TUM Kickers' });
    const visibleRows = async () => {
      const texts = await rows.filter({ visible: true }).allTextContents();
      return texts;
    };
    await expect.poll(async () => (await visibleRows()).length).toBeGreaterThan(0);
    for (const text of await visibleRows()) expect(text).toContain('TUM Kickers');
    await shoot(page, 'matches-filtered-open');

    // Remembered: a new visit shows the filter, and before the app's scripts run the other rows are hidden.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    expect(await page.getByLabel('Team').locator('option:checked').textContent()).toBe('TUM Kickers');
    for (const text of await visibleRows()) expect(text).toContain('TUM Kickers');
    const noScripts = await site.browser.newContext({
      baseURL: site.server.url,
      viewport: { width: WIDTHS.phone, height: 844 },
      // Without scripts there is no service worker either (it would serve them from its cache).
      serviceWorkers: 'block',
    });
    const bare = await noScripts.newPage();
    await bare.goto('/');
    await bare.evaluate((id) => localStorage.setItem('matches.team', id), String(captainTeamId()));
    await bare.route(/\.js($|\?)/, (route) => route.abort());
    await bare.goto('/matches');
    const bareRows = bare.locator('tr[data-teams]');
    const shown = await bareRows.filter({ visible: true }).allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    expect((await bareRows.count()) > shown.length).toBe(true);
    for (const text of shown) expect(text).toContain('TUM Kickers');
    await noScripts.close();

    await page.getByLabel('Team').selectOption({ label: 'All teams' });
    await expect.poll(async () => (await visibleRows()).length).toBe(await rows.count());
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the next match day on the home page above the recent results', async () => {
    const { page, errors, context } = await openPage(site.browser, site.server.url, WIDTHS.phone);
    await page.goto('/');
    const next = page.getByRole('heading', { name: 'Next match day' });
    const recent = page.getByRole('heading', { name: 'Recent results' });
    const [a, b] = [await next.boundingBox(), await recent.boundingBox()];
    expect(a && b && a.y < b.y).toBe(true);
    await expect
      .poll(() => page.getByRole('list', { name: /Matches of week/ }).textContent())
      .toContain('Pitch');
    await shoot(page, 'home-next-match-day');
    expect(errors).toEqual([]);
    await context.close();
  });
});

function captainTeamId(): number {
  const id = [...names].find(([, n]) => n === 'TUM Kickers')?.[0];
  if (id === undefined) throw new Error('no TUM Kickers');
  return id;
}
