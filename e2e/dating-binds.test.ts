import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../common/api/links';
import type { Match } from '../common/api/types';
import { formatKickOff, LEAGUE_TIME_ZONE } from '../common/league/kick-off';
import { GERMAN_BROWSER, SCREENSHOTS_WANTED, viewportAt, WIDTHS } from './harness';
import {
  apiLogin,
  apiPost,
  currentSeason,
  dataOf,
  expectAccessible,
  openAs,
  withServerAndBrowser,
} from './helpers';

/**
 * Dating says what it binds (issue 46 point 4, docs/PRODUCT.md#dates): before a captain saves the
 * first kick-off, the date form says that it is set at once, that changing it later needs the
 * other team's captains, and until when the season's match window allows; on a 390 px phone the
 * field shows its whole value, in English and in German.
 */

const site = withServerAndBrowser();
const CAPTAIN = 'captain@demo.example';
/** Screenshots for people to look at (issue 46's closing note lists them). */
const SHOTS = '/tmp/p4-shots';

let match: Match;
let windowEnd: string;

beforeAll(async () => {
  const post = <T>(path: string, token: string, body?: Record<string, unknown>) =>
    apiPost<T>(site.server.url, path, token, body);
  const admin = await apiLogin(site.server.url, 'admin@demo.example');
  const captain = await apiLogin(site.server.url, CAPTAIN);
  const tum = dataOf(await post<{ member_of: number }>('/api/getUserByToken', captain)).member_of;
  const found = (await currentSeason(site.server.url)).matches.find(
    (m) =>
      (m.home_id === tum || m.guest_id === tum) &&
      m.home_id !== null &&
      m.guest_id !== null &&
      m.results.length === 0,
  );
  if (!found) throw new Error("no open match of the captain's team");
  match = found;
  // Undated, as a match is before its captains agree a kick-off (an admin may clear a date).
  dataOf(await post('/api/updateMatchDate', admin, { match_id: match.id, date: 'tbd' }));
  windowEnd = (await currentSeason(site.server.url)).match_window_end;
});

const LANGUAGES: [string, BrowserContextOptions, RegExp, (latest: string) => string][] = [
  [
    'en',
    {},
    // Its name ends in the asterisk of a required field.
    /^Kick-off \(Munich time\)/,
    (latest) =>
      `The first date you save is set at once. Changing it later needs the other team's captains to accept. Allowed: from now until ${latest} (Munich time), the end of this season's match window.`,
  ],
  [
    'de',
    GERMAN_BROWSER,
    /^Anstoß \(Münchner Zeit\)/,
    (latest) =>
      `Das erste Datum, das du speicherst, gilt sofort. Danach kann es nur mit Zustimmung der Kapitäne des anderen Teams verschoben werden. Erlaubt: ab jetzt bis ${latest} (Münchner Zeit), dem Ende des Terminfensters dieser Saison.`,
  ],
];

describe('dating a match', () => {
  it.each(LANGUAGES)(
    'in %s: the captain reads what the first date binds and the window before saving; the field shows its whole value at 390 px',
    async (locale, browser, label, rules) => {
      const { page, errors } = await openAs(
        site.browser,
        site.server.url,
        CAPTAIN,
        actionPaths.match(match.id),
        {
          width: WIDTHS.phone,
          browser,
        },
      );
      const card = page.locator(`#match-${match.id}`);
      const field = card.getByLabel(label);
      await expect.poll(() => field.count()).toBe(1);
      const latest = formatKickOff(windowEnd, LEAGUE_TIME_ZONE, locale as 'en' | 'de');
      await expect
        .poll(() =>
          field.evaluate(
            (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
          ),
        )
        .toBe(rules(latest));
      // The value the walk-through saw cut ("12/10/2026, 07:0"), with the browser's own format.
      await field.fill('2026-12-10T07:00');
      mkdirSync(SHOTS, { recursive: true });
      for (const [name, width] of Object.entries(WIDTHS)) {
        await page.setViewportSize(viewportAt(width));
        const { scrollWidth, clientWidth } = await field.evaluate((input) => ({
          scrollWidth: input.scrollWidth,
          clientWidth: input.clientWidth,
        }));
        expect(scrollWidth, `${locale} at ${width} px`).toBeLessThanOrEqual(clientWidth);
        await card.scrollIntoViewIfNeeded();
        if (SCREENSHOTS_WANTED)
          await card.screenshot({ path: join(SHOTS, `dating-binds-${locale}-card-${name}.png`) });
        if (SCREENSHOTS_WANTED)
          await page.screenshot({ path: join(SHOTS, `dating-binds-${locale}-${name}.png`), fullPage: true });
      }
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
