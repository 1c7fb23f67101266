import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Match, Team } from '../common/api/types';
import { GERMAN_BROWSER, openPage, viewportAt, WIDTHS } from './harness';
import { apiLogin, apiPost, currentSeason, dataOf, journeyShot, withServerAndBrowser } from './helpers';

/**
 * Issue 43 point 2's visitor (docs/PRODUCT.md#live-match-day, decision 088): /matches and /table
 * open in one browser, nobody reloads; an appointed referee records a kick-off, two goals (one
 * with its scorer), half-time and full time through the API, and each shows on both pages within
 * 5 seconds: the row's score marked LIVE with the minute, the live table with the official one a
 * tap away, and after the whistle "awaiting confirmation"; the whistle, blown while the page was
 * hidden (its stream closed), within 5 seconds of it being in sight again. The home page's strip and the team's
 * page show the score too. In English at 1280 px, in German at 390 px. Screenshots under
 * JOURNEY_SHOTS_DIR when it is set.
 */

const site = withServerAndBrowser();
const LIMIT_MS = 5_000;
const post = <T>(path: string, token: string | null, body?: Record<string, unknown>) =>
  apiPost<T>(site.server.url, path, token, body);

const WORDS = {
  en: {
    browser: {},
    width: WIDTHS.desktop,
    week: (week: number) => `Week ${week}`,
    group: 'Group Stage',
    liveTable: 'Live table',
    official: 'Official table',
    notice: 'As it would stand if the matches being played ended now',
    halftime: 'Half-time',
    awaiting: 'awaiting confirmation',
  },
  de: {
    browser: GERMAN_BROWSER,
    width: WIDTHS.phone,
    week: (week: number) => `${week}. Spieltag`,
    group: 'Gruppenphase',
    liveTable: 'Live-Tabelle',
    official: 'Offizielle Tabelle',
    notice: 'So stünde es, wenn die laufenden Spiele jetzt endeten',
    halftime: 'Halbzeit',
    awaiting: 'noch nicht bestätigt',
  },
} as const;
type Language = keyof typeof WORDS;

let teams: Team[];
/** Per language: a group match of its own, kicked off 20 minutes ago, and its appointed referee's token. */
const live = {} as Record<Language, { match: Match; referee: string; scorer: number }>;
const name = (id: number | null) => teams.find((t) => t.id === id)?.name ?? '';

beforeAll(async () => {
  const admin = await apiLogin(site.server.url, 'admin@demo.example');
  teams = dataOf(await post<Team[]>('/api/getTeams', admin));
  const season = await currentSeason(site.server.url);
  const players = (id: number | null) => teams.find((t) => t.id === id)?.players ?? [];
  const taken = new Set<number | null>();
  const open = season.matches.filter(
    (m) =>
      m.match_stage.startsWith('GROUP') &&
      m.home_id !== null &&
      m.guest_id !== null &&
      m.results.length === 0 &&
      players(m.referee_team_id).some((p) => p.role === 'PLAYER'),
  );
  for (const lang of Object.keys(WORDS) as Language[]) {
    const match = open.find((m) => !taken.has(m.home_id) && !taken.has(m.guest_id));
    if (!match) throw new Error('the demo season has too few open group matches of different teams');
    taken.add(match.home_id).add(match.guest_id);
    const kickOff = new Date(Date.now() - 20 * 60_000).toISOString();
    dataOf(await post('/api/updateMatchDate', admin, { match_id: match.id, date: kickOff }));
    const referee = players(match.referee_team_id).find((p) => p.role === 'PLAYER');
    if (!referee?.mail) throw new Error('the referee team has no player to appoint');
    dataOf(await post('/api/assignReferee', admin, { match_id: match.id, referee_id: referee.id, slot: 1 }));
    const scorer = players(match.home_id).find((p) => p.role === 'PLAYER');
    if (!scorer) throw new Error('the home team has no player');
    live[lang] = {
      match: { ...match, date: kickOff },
      referee: await apiLogin(site.server.url, referee.mail),
      scorer: scorer.id,
    };
  }
});

/** Screenshots at the page's width and at the other one (390 and 1280 px), back at its own after. */
async function shots(page: Page, name: string) {
  const own = page.viewportSize();
  if (!own || !process.env.JOURNEY_SHOTS_DIR) return;
  for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
    await page.setViewportSize(viewportAt(width));
    await journeyShot(page, name);
  }
  await page.setViewportSize(own);
}

/** Records an event as the appointed referee and answers when its answer came. */
async function record(lang: Language, event: Record<string, unknown>): Promise<number> {
  const { match, referee } = live[lang];
  dataOf(await post('/api/addLiveEvent', referee, { match_id: match.id, ...event }));
  return Date.now();
}

/** How long after `since` the text showed in the locator (fails after the limit). */
async function shownWithin(selector: () => Locator, text: string, since: number) {
  await expect
    .poll(async () => (await selector().textContent())?.replace(/\s+/g, ' ') ?? '', {
      timeout: LIMIT_MS,
      interval: 100,
    })
    .toContain(text);
  return Date.now() - since;
}

describe.each(Object.keys(WORDS) as Language[])('a visitor follows a live match (%s)', (lang) => {
  const words = WORDS[lang];

  it('sees each event on /matches and /table within 5 s, without a reload', async () => {
    const { match, scorer } = live[lang];
    const [home, guest] = [name(match.home_id), name(match.guest_id)];
    const {
      context,
      page: matches,
      errors,
    } = await openPage(site.browser, site.server.url, words.width, words.browser);
    const table = await context.newPage();
    let streams = 0;
    matches.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/live') streams++;
    });
    await matches.goto('/matches');
    await matches.getByRole('tab', { name: words.week(match.week), exact: true }).click();
    await table.goto('/table');
    await table.getByRole('tab', { name: words.group }).click();
    // The match's own row: the teams playing it (the row of another match may name them as referees).
    const row = () => matches.locator(`tr[data-teams="${match.home_id} ${match.guest_id}"]`);
    const score = () => row().getByRole('cell').nth(1);
    const notice = () => table.getByRole('status').filter({ hasText: words.notice });
    const timings: number[] = [];

    timings.push(await shownWithin(score, "0 : 0LIVE0'", await record(lang, { kind: 'kickoff', minute: 0 })));
    let at = await record(lang, { kind: 'goal', team_id: match.home_id, player_id: scorer, minute: 12 });
    timings.push(await shownWithin(score, "1 : 0LIVE12'", at));
    timings.push(await shownWithin(notice, `${home} 1 : 0 ${guest}`, at));
    await shots(matches, `live-public-matches-${lang}`);
    await shots(table, `live-public-table-${lang}`);
    at = await record(lang, { kind: 'goal', team_id: match.guest_id, minute: 31 });
    timings.push(await shownWithin(score, "1 : 1LIVE31'", at));
    timings.push(await shownWithin(notice, `${home} 1 : 1 ${guest}`, at));
    // The home page's results strip and the home team's page, opened now, show it too.
    for (const path of ['/', `/teams/${match.home_id}`]) {
      const other = await context.newPage();
      await other.goto(path);
      const item = () => other.locator('li').filter({ hasText: "1 : 1LIVE31'" }).first();
      await shownWithin(item, "1 : 1LIVE31'", Date.now());
      await shots(other, `live-public-${path === '/' ? 'home' : 'team'}-${lang}`);
      await other.close();
    }
    at = await record(lang, { kind: 'halftime', minute: 45 });
    timings.push(await shownWithin(score, `1 : 1LIVE${words.halftime}`, at));

    // The official table is one tap away, and back.
    const choice = table.getByRole('radiogroup');
    await choice.getByText(words.official, { exact: true }).click();
    await expect.poll(() => choice.getByRole('radio', { name: words.official }).isChecked()).toBe(true);
    await choice.getByText(words.liveTable, { exact: true }).click();
    await expect.poll(() => choice.getByRole('radio', { name: words.liveTable }).isChecked()).toBe(true);

    // The phone goes into the pocket (the page hidden: its stream closes) while the whistle is
    // blown; back in sight, a new stream opens and the page catches up.
    await matches.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await record(lang, { kind: 'fulltime', minute: 90 });
    await matches.waitForTimeout(1_000);
    expect(await score().textContent()).toContain(`1 : 1LIVE${words.halftime}`);
    at = Date.now();
    await matches.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    timings.push(await shownWithin(score, `1 : 1${words.awaiting}`, at));
    timings.push(await shownWithin(notice, `${home} 1 : 1 ${guest}`, at));
    await shots(matches, `live-public-matches-fulltime-${lang}`);
    expect(streams).toBe(2);
    console.log(`live-public (${lang}): event to screen, ms: ${timings.join(', ')}`);
    expect(Math.max(...timings)).toBeLessThan(LIMIT_MS);
    expect(errors).toEqual([]);
    await context.close();
  });
});
