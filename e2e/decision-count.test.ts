import { describe, expect, it } from 'vitest';
import type { Todo } from '../common/api/todos';
import type { Match } from '../common/api/types';
import { GERMAN_BROWSER, WIDTHS } from './harness';
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
 * The admin's signals agree (issue 46 point 5, decision 080): on a 390 px phone, in English and
 * German, the "Needs a decision (N)" tab of Dashboard > Matches names as many matches as the
 * admin's To do list has disputed and overdue results, and a suggestion merely waiting for the
 * other side's accept is in neither.
 */

const site = withServerAndBrowser();
const ADMIN = 'admin@demo.example';
const DECISION_KINDS = ['disputed_result', 'overdue_result'];

const decisionTodos = async () => {
  const token = await apiLogin(site.server.url, ADMIN);
  const todos = dataOf(await apiPost<Todo[]>(site.server.url, '/api/getTodos', token));
  return todos.filter((todo) => DECISION_KINDS.includes(todo.kind));
};

describe("the admin's Needs a decision tab", () => {
  it('counts what the To do list asks the admin to decide, in English and German', async () => {
    // A fresh suggestion on a match played yesterday waits for the other side: no decision yet.
    const admin = await apiLogin(site.server.url, ADMIN);
    const season = await currentSeason(site.server.url);
    const match = season.matches.find(
      (m: Match) =>
        m.home_id !== null &&
        m.guest_id !== null &&
        m.results.length === 0 &&
        (m.date === 'tbd' || Date.parse(m.date) > Date.now()),
    ) as Match;
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
    dataOf(
      await apiPost(site.server.url, '/api/updateMatchDate', admin, {
        match_id: match.id,
        date: `${yesterday}T18:00:00.000Z`,
      }),
    );
    const before = (await decisionTodos()).length;
    dataOf(
      await apiPost(site.server.url, '/api/addResult', admin, {
        match_id: match.id,
        home_score: 1,
        guest_score: 0,
      }),
    );
    const todos = await decisionTodos();
    expect(todos).toHaveLength(before);
    expect(todos.length).toBeGreaterThan(0);

    for (const [german, label] of [
      [false, `Needs a decision (${todos.length})`],
      [true, `Entscheidung nötig (${todos.length})`],
    ] as const) {
      const { page, context, errors } = await openAs(
        site.browser,
        site.server.url,
        ADMIN,
        '/dashboard/matches',
        {
          width: WIDTHS.phone,
          ...(german ? { browser: GERMAN_BROWSER } : {}),
        },
      );
      const tab = page.getByText(label, { exact: true });
      await expect.poll(() => tab.count()).toBe(1);
      await tab.click();
      await page.waitForURL((url) => url.searchParams.get('view') === 'decide');
      // The cards it lists are the to-do list's matches, and the one waiting for an accept is not.
      const cards = page.locator('main article[id^="match-"]');
      await expect.poll(() => cards.count()).toBe(todos.length);
      const ids = await cards.evaluateAll((nodes) =>
        nodes.map((node) => Number(node.id.slice('match-'.length))),
      );
      expect(ids.sort()).toEqual(todos.map((todo) => todo.match_id).sort());
      expect(ids).not.toContain(match.id);
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
