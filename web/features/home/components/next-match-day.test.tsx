// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Match, Season, Team } from '../../../../common/api/types';
import { GUEST, HOME, testMatch } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_NOW } from '../../../test/now';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { NextMatchDay } from './next-match-day';

/**
 * The home page's box on a Monday, 23.11.2026 (the start of that day in Munich, as the server
 * embeds it): week 3's match of 18.11. is unfinished, week 4 is on 02.-04.12.
 */
const TODAY = '2026-11-22T23:00:00.000Z';
const team = (id: number, name: string) => ({ id, name }) as Team;
const teams = new Map([
  [HOME, team(HOME, 'Physik FC')],
  [GUEST, team(GUEST, 'TUM Kickers')],
]);
const at = (id: number, week: number, date: string, results: Match['results'] = []): Match => ({
  ...testMatch(results, date),
  id,
  week,
});
const season = (matches: Match[]) =>
  ({ id: 2, name: 'Winter 2026/27', groups: [], matches }) as unknown as Season;
const matches = [
  at(1, 3, '2026-11-18T18:00:00.000Z'),
  at(2, 4, '2026-12-04T18:00:00.000Z'),
  at(3, 4, '2026-12-02T19:00:00.000Z'),
  at(4, 5, '2026-12-09T18:00:00.000Z'),
];
const box = (list: Match[], locale: 'en' | 'de' = 'en') =>
  renderInApp(<NextMatchDay seasons={[season(list)]} teams={teams} pitches={[]} />, {
    locale,
    path: '/',
    prerendered: { leagueToday: TODAY },
  });

describe('the next match day box', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  afterEach(() => {
    vi.setSystemTime(new Date(COMPONENT_TEST_NOW));
  });

  it('shows the week of the first kick-off from today on, not an unfinished past week', () => {
    box(matches);
    expect(screen.getByText(/^Week 4;/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Matches of week 4' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '02.12.2026 20:00Physik FC – TUM Kickers',
      '04.12.2026 19:00Physik FC – TUM Kickers',
    ]);
    expect(screen.queryByText(/18\.11\.2026/)).toBeNull();
  });

  it('says so in German', () => {
    box(matches, 'de');
    expect(screen.getByText(/^4\. Spieltag;/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Spiele des 4. Spieltags' })).toBeInTheDocument();
  });

  it("goes by the day the server embedded, not the browser's clock", () => {
    vi.setSystemTime(new Date('2026-12-06T12:00:00Z'));
    box(matches);
    expect(screen.getByText(/^Week 4;/)).toBeInTheDocument();
  });

  it('says no matches are to come when every date is past and none is to be agreed', () => {
    box([at(1, 3, '2026-11-18T18:00:00.000Z')]);
    expect(screen.getByText('No matches to come.')).toBeInTheDocument();
  });
});
