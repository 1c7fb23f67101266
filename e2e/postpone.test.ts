import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer, Season } from '../common/api/types';
import { toWallClockInput } from '../common/league/kick-off';
import { GERMAN_BROWSER, loginAs, openPage, WIDTHS } from './harness';
import { dataOf, expectAccessible, withServerAndBrowser } from './helpers';

/**
 * Issue 42, point 4: after rain an admin on a 390 px phone postpones a match day from Dashboard >
 * Seasons; the confirm names how many matches, the public /matches says why on each of them, and
 * the players' mails went out at once. In English and in German, each on a day of its own.
 */

const site = withServerAndBrowser();
const SHOTS = '/tmp/p4-shots';
let days: { day: string; week: number; count: number }[];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const answer = (await (await fetch(`${site.server.url}/api/getSeasons`)).json()) as ApiAnswer<Season[]>;
  const seasons = dataOf(answer);
  // The current season's coming match days (Munich), with the matches each would postpone.
  const current = seasons.reduce((a, b) => (a.id > b.id ? a : b));
  const byDay = new Map<string, { week: number; count: number }>();
  for (const match of current.matches) {
    if (match.date === 'tbd' || Date.parse(match.date) < Date.now()) continue;
    if (match.results.some((r) => r.is_final)) continue;
    const day = toWallClockInput(new Date(match.date)).slice(0, 10);
    const entry = byDay.get(day) ?? { week: match.week, count: 0 };
    byDay.set(day, { ...entry, count: entry.count + 1 });
  }
  days = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, v]) => ({ day, ...v }));
  if (days.length < 2) throw new Error('the demo season has fewer than two coming match days');
});

const LANGUAGES = [
  {
    lang: 'en',
    options: {},
    tab: 'Postpone a match day',
    day: 'Day',
    reason: 'Reason (shown on the public pages)',
    submit: 'Postpone',
    dialog: 'Postpone these matches?',
    done: (n: number) => (n === 1 ? '1 match postponed.' : `${n} matches postponed.`),
    shown: 'Postponed: Pitch closed after heavy rain',
    text: 'Pitch closed after heavy rain',
    week: (n: number) => `Week ${n}`,
  },
  {
    lang: 'de',
    options: GERMAN_BROWSER,
    tab: 'Spieltag absetzen',
    day: 'Tag',
    reason: 'Grund (auf den öffentlichen Seiten zu sehen)',
    submit: 'Absetzen',
    dialog: 'Diese Spiele absetzen?',
    done: (n: number) => (n === 1 ? '1 Spiel abgesetzt.' : `${n} Spiele abgesetzt.`),
    shown: 'Abgesetzt: Spielfeld nach Starkregen gesperrt',
    text: 'Spielfeld nach Starkregen gesperrt',
    week: (n: number) => `${n}. Spieltag`,
  },
] satisfies { lang: string; options: BrowserContextOptions; [key: string]: unknown }[];

describe.each(LANGUAGES.map((words, i) => ({ ...words, i })))(
  'postponing a day at 390 px ($lang)',
  (words) => {
    it('confirms the count, and /matches says why', async () => {
      const target = days[words.i];
      if (!target) throw new Error('no day');
      const { page, errors, context } = await openPage(
        site.browser,
        site.server.url,
        WIDTHS.phone,
        words.options,
      );
      await loginAs(page, site.server.url, 'admin@demo.example');
      await page.goto('/dashboard/seasons#postpone');
      await page.getByRole('tab', { name: words.tab }).click();
      await page.getByLabel(words.day, { exact: true }).fill(target.day);
      await page.getByLabel(words.reason).fill(words.text);
      await page.screenshot({ path: join(SHOTS, `postpone-form-${words.lang}-390.png`), fullPage: true });
      await page.getByRole('button', { name: words.submit, exact: true }).click();

      const dialog = page.getByRole('dialog', { name: words.dialog });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.textContent()).toContain(`${target.count} `);
      await page.screenshot({ path: join(SHOTS, `postpone-confirm-${words.lang}-390.png`) });
      await dialog.getByRole('button', { name: words.submit, exact: true }).click();
      await expect.poll(() => page.getByText(words.done(target.count)).isVisible()).toBe(true);

      await page.goto('/matches');
      await page.getByRole('tab', { name: words.week(target.week), exact: true }).click();
      const table = page.getByRole('table').first();
      await expect.poll(() => table.getByText(words.shown).count()).toBe(target.count);
      expect(await table.getByRole('columnheader').count()).toBe(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        WIDTHS.phone,
      );
      await expectAccessible(page);
      await page.screenshot({ path: join(SHOTS, `matches-postponed-${words.lang}-390.png`), fullPage: true });

      // The mails went out with the postponement, not with a later digest.
      const outbox = await (await fetch(`${site.server.url}/dev/mail`)).text();
      expect(outbox).toContain(words.text);

      expect(errors).toEqual([]);
      await context.close();
    });
  },
);
