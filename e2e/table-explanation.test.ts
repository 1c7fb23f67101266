import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Season } from '../common/api/types';
import { openPage, SCREENSHOTS_WANTED, WIDTHS } from './harness';
import { expectAccessible, withServerAndBrowser } from './helpers';

const site = withServerAndBrowser();
let current: Season;
/** The same season as a German browser reads it (decision 042). */
let currentInGerman: Season;
const GERMAN = 'de-DE,de;q=0.9,en;q=0.8';

const newestSeason = async (headers: Record<string, string> = {}) => {
  const seasons = (
    (await (await fetch(`${site.server.url}/api/getSeasons`, { headers })).json()) as {
      data: Season[];
    }
  ).data;
  return seasons[seasons.length - 1] as Season;
};

beforeAll(async () => {
  current = await newestSeason();
  currentInGerman = await newestSeason({ 'Accept-Language': GERMAN });
});

/** The table's group stage of the current (demo: half-played) season. */
async function groupStage(page: Page, tabName = 'Group Stage') {
  await page.goto('/table');
  const tab = page.getByRole('tab', { name: tabName });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect.poll(() => page.getByRole('table').first().isVisible()).toBe(true);
}

describe('table explanation', () => {
  it('opens a row by click and keyboard, says why the team stands there and what it still needs', async () => {
    const group = current.groups[0];
    const explained = group?.explanations.find((e) => e.neighbours.length > 0);
    const row = group?.teams.find((t) => t.id === explained?.team_id);
    const other = group?.teams.find((t) => t.id !== row?.id);
    if (!group || !explained || !row || !other) throw new Error('the demo season has no level teams');
    const status = group.explanations[0]?.status;
    expect(status).not.toBeNull();

    const shots = '/tmp/table-shots';
    mkdirSync(shots, { recursive: true });
    for (const [label, width] of Object.entries(WIDTHS)) {
      const { page, context, errors } = await openPage(site.browser, site.server.url, width);
      await groupStage(page);
      const table = page.getByRole('table', { name: group.name });
      // The status shows under the team's name without opening anything.
      expect(
        await table
          .getByText(status?.sentence ?? '', { exact: true })
          .first()
          .isVisible(),
      ).toBe(true);

      // Issue 42, point 5: on a phone every team name that opens an explanation is a 44 x 44 px target.
      if (width === WIDTHS.phone) {
        const small = await table.evaluate((el) =>
          [...el.querySelectorAll('button[aria-expanded]')]
            .map((b) => ({ name: b.textContent, box: b.getBoundingClientRect() }))
            .filter(({ box }) => box.width < 44 || box.height < 44)
            .map(({ name, box }) => `${name} ${box.width}x${box.height}`),
        );
        expect(small).toEqual([]);
      }
      const button = table.getByRole('button', { name: row.name, exact: true });
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      expect(await panel.getByText(explained.points).isVisible()).toBe(true);
      expect(await panel.getByText(explained.neighbours[0]?.sentence ?? '').isVisible()).toBe(true);

      // Keyboard: Tab to another team's button, Enter opens it, Enter again closes it.
      const second = table.getByRole('button', { name: other.name, exact: true });
      await second.focus();
      await page.keyboard.press('Enter');
      expect(await second.getAttribute('aria-expanded')).toBe('true');
      await expectAccessible(page);
      if (SCREENSHOTS_WANTED) await page.screenshot({ path: `${shots}/table-${label}.png`, fullPage: true });
      await page.keyboard.press('Enter');
      expect(await second.getAttribute('aria-expanded')).toBe('false');

      // Nothing is cut off on a phone: the page does not scroll sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('says it all in German to a German browser, from the server HTML on', async () => {
    const group = currentInGerman.groups[0];
    const explained = group?.explanations.find((e) => e.neighbours.length > 0);
    const row = group?.teams.find((t) => t.id === explained?.team_id);
    const status = group?.explanations[0]?.status;
    const english = current.groups[0]?.explanations.find((e) => e.team_id === explained?.team_id);
    if (!group || !explained || !row || !status || !english)
      throw new Error('the demo season has no level teams');
    // The answers differ only in their words.
    expect(explained.points).toMatch(/^3 × \d+ Siege? \+ \d+ Unentschieden/);
    expect(explained.points).not.toBe(english.points);

    // The server's HTML of /table already says the statuses in German: no English before hydration.
    const html = await (
      await fetch(`${site.server.url}/table`, { headers: { 'Accept-Language': GERMAN } })
    ).text();
    expect(html).toContain(status.sentence);
    expect(html).not.toMatch(/"sentence":"(Through|Out)"|>Through<|>Out</);

    // A browser that prefers German: its page requests and the app's fetches say so.
    const { page, context, errors } = await openPage(site.browser, site.server.url);
    await context.setExtraHTTPHeaders({ 'Accept-Language': GERMAN });
    await groupStage(page, 'Gruppenphase');
    const button = page.getByRole('button', { name: row.name, exact: true }).first();
    expect(await page.getByText(status.sentence, { exact: true }).first().isVisible()).toBe(true);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    expect(await panel.getByText(explained.points).isVisible()).toBe(true);
    const neighbour = explained.neighbours[0]?.sentence ?? '';
    expect(neighbour).toMatch(/^(Vor |Hinter |Gleichauf mit )/);
    expect(await panel.getByText(neighbour).isVisible()).toBe(true);
    // Nothing of the English explanation shows after hydration either.
    expect(await page.getByText(english.points).count()).toBe(0);
    expect(await page.getByText(/^(Through|Out|Ahead of |Behind |Level on points)/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
