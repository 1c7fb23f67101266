import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Squad } from '../common/api/availability';
import { actionPaths } from '../common/api/links';
import type { Match, Team } from '../common/api/types';
import { GERMAN_BROWSER, screenshotBoth, WIDTHS } from './harness';
import { apiLogin, apiPost, currentSeason, dataOf, openAs, seen, withServerAndBrowser } from './helpers';

/**
 * Who is coming (docs/PRODUCT.md#availability) at 390 px, in English and in German: one player
 * answers from the mailed link's page, one from the To do list, and the captain sees the count on
 * the match card and the short-squad item. Opening the mailed link answers nothing.
 */

const site = withServerAndBrowser();
const CAPTAIN = 'captain@demo.example';
const post = <T>(path: string, token: string | null, body?: Record<string, unknown>) =>
  apiPost<T>(site.server.url, path, token, body);
const login = (email: string) => apiLogin(site.server.url, email);

const WORDS = {
  en: {
    intro: 'Nothing is saved until you tap one of the answers below.',
    question: 'Are you playing?',
    yes: 'Yes',
    maybe: 'Maybe',
    saved: 'Answer saved.',
    todo: 'To do',
    count: (yes: number) => `${yes} of 11 confirmed`,
    short: (yes: number) => `${yes} of 11 confirmed for `,
  },
  de: {
    intro: 'Gespeichert wird erst, wenn du unten auf eine Antwort tippst.',
    question: 'Bist du dabei?',
    yes: 'Ja',
    maybe: 'Vielleicht',
    saved: 'Antwort gespeichert.',
    todo: 'Zu erledigen',
    count: (yes: number) => `${yes} von 11 haben zugesagt`,
    short: (yes: number) => `${yes} von 11 haben für `,
  },
} as const;

/** A TUM Kickers match not played yet, moved to 40 hours from now by the admin; TUM's players. */
async function upcomingMatch(skip: number[]) {
  const admin = await login('admin@demo.example');
  const captain = dataOf(
    await post<{ session: { user: { member_of: number } } }>('/api/login', null, {
      email: CAPTAIN,
      password: 'league-demo-2025',
    }),
  );
  const tum = captain.session.user.member_of;
  const season = await currentSeason(site.server.url);
  const match = season.matches.find(
    (m) =>
      (m.home_id === tum || m.guest_id === tum) &&
      m.home_id !== null &&
      m.guest_id !== null &&
      !skip.includes(m.id) &&
      !m.results.some((r) => r.is_final),
  ) as Match;
  expect(match).toBeDefined();
  const kickOff = new Date(Date.now() + 40 * 3600 * 1000);
  dataOf(await post('/api/updateMatchDate', admin, { match_id: match.id, date: kickOff.toISOString() }));
  const team = dataOf(await post<Team[]>('/api/getTeams', admin)).find((t) => t.id === tum) as Team;
  const players = (team.players ?? []).filter((p) => p.id !== team.captain?.id && p.role === 'PLAYER');
  expect(players.length).toBeGreaterThanOrEqual(2);
  return { match, players: players.map((p) => p.mail as string) };
}

const squadOf = async (matchId: number) =>
  dataOf(await post<Squad>('/api/getSquad', await login(CAPTAIN), { match_id: matchId }));

const todoList = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const played: number[] = [];

describe.each(['en', 'de'] as const)('availability at 390 px (%s)', (locale) => {
  const words = WORDS[locale];
  const browser = locale === 'de' ? GERMAN_BROWSER : undefined;

  it('two players answer, from the mailed link and from the To do list; the captain sees the count', async () => {
    const { match, players } = await upcomingMatch(played);
    played.push(match.id);
    const [first, second] = players as [string, string];
    const before = await squadOf(match.id);

    // A mail scanner's GET of the link changes nothing.
    const scanned = await fetch(`${site.server.url}${actionPaths.availability(match.id)}`);
    expect(scanned.status).toBe(200);
    expect(await squadOf(match.id)).toEqual(before);

    const one = await openAs(site.browser, site.server.url, first, actionPaths.availability(match.id), {
      width: WIDTHS.phone,
      browser,
    });
    await seen(one.page, words.intro);
    expect(await squadOf(match.id)).toEqual(before);
    await screenshotBoth(one.page, `availability-link-${locale}`);
    await one.page
      .getByRole('group', { name: words.question })
      .getByRole('button', { name: words.yes })
      .click();
    await seen(one.page, words.saved);
    await expect.poll(async () => (await squadOf(match.id)).yes).toBe(before.yes + 1);
    expect(one.errors).toEqual([]);
    await one.context.close();

    const two = await openAs(site.browser, site.server.url, second, '/dashboard/matches', {
      width: WIDTHS.phone,
      browser,
    });
    const list = todoList(two.page, words.todo);
    const buttons = list.getByRole('group', { name: words.question }).first();
    await expect.poll(() => buttons.count()).toBe(1);
    await screenshotBoth(two.page, `availability-todo-${locale}`);
    await buttons.getByRole('button', { name: words.maybe }).click();
    await seen(two.page, words.saved);
    await expect.poll(async () => (await squadOf(match.id)).maybe).toBe(before.maybe + 1);
    expect(two.errors).toEqual([]);
    await two.context.close();

    const captain = await openAs(site.browser, site.server.url, CAPTAIN, '/dashboard/matches', {
      width: WIDTHS.phone,
      browser,
    });
    const yes = before.yes + 1;
    // The short-squad item on the To do list (this match's: the other language's run left one too),
    // and the count on the match card.
    const item = todoList(captain.page, words.todo)
      .locator(`a[href="${actionPaths.match(match.id)}"]`)
      .filter({ hasText: words.short(yes) });
    await expect.poll(() => item.count()).toBe(1);
    await screenshotBoth(captain.page, `availability-captain-todo-${locale}`);
    await captain.page.goto(actionPaths.match(match.id));
    const card = captain.page.locator(`#match-${match.id}`);
    await expect.poll(() => card.getByText(words.count(yes), { exact: true }).count()).toBe(1);
    await card.scrollIntoViewIfNeeded();
    await screenshotBoth(captain.page, `availability-captain-card-${locale}`);
    expect(captain.errors).toEqual([]);
    await captain.context.close();
  });
});
