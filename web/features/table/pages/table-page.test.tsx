// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, Season } from '../../../../common/api/types';
import { computeStandings } from '../../../../common/league/standings';
import { GUEST, HOME, testMatch, testResult, testSeason, testTeam } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { TablePage } from './table-page';

const teams = [testTeam(HOME, 'Alpha'), testTeam(GUEST, 'Beta')];
const standings = computeStandings(
  teams.map(({ id, name, name_short }) => ({ id, name, name_short })),
  [{ home_id: HOME, guest_id: GUEST, score_home: 2, score_guest: 0 }],
);
const groupMatch: Match = testMatch([testResult(2, 0, { is_final: true })], '2025-11-01T19:00:00.000Z');
/** A played-out season: its final knows both teams, so the table opens on the bracket. */
const past: Season = {
  ...testSeason,
  id: 1,
  name: 'Winter 2025/26',
  // Named apart from the current season's group, to tell which season the table shows.
  groups: [{ id: 1, name: 'Group 2', season_id: 1, teams: standings, explanations: [] }],
  matches: [groupMatch, { ...groupMatch, id: 2, match_stage: 'FINAL', results: [] }],
};
/** The season in play: no knockout match has its teams yet, so the table opens on the groups. */
const current: Season = {
  ...past,
  id: 2,
  name: 'Winter 2026/27',
  groups: [{ id: 2, name: 'Group 1', season_id: 2, teams: standings, explanations: [] }],
  matches: [{ ...groupMatch, id: 3, season_id: 2 }],
};
const summary = ({ groups: _, matches: __, match_window_end: ___, ...rest }: Season) => ({
  ...rest,
  created_at: `202${rest.id + 4}-10-01T00:00:00.000Z`,
});

/** getSeason for the past season answers only when the test lets it. */
let answerPast: () => void;
beforeEach(() => {
  const pastRead = new Promise<void>((resolve) => {
    answerPast = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path.endsWith(`season_id=${past.id}`)) await pastRead;
      return Response.json({ status: true, data: path.endsWith(`season_id=${past.id}`) ? past : current });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const show = () =>
  renderInApp(<TablePage />, {
    path: '/table',
    prerendered: { seasonList: [current, past].map(summary), newestSeason: current, teams },
  });
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('the stage tabs on /table', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('open on the stage in play of each season picked', async () => {
    const { user } = show();
    expect(selectedTab()).toBe('Group Stage');
    answerPast();
    await user.selectOptions(screen.getByLabelText('Season'), past.name);
    await vi.waitFor(() => expect(selectedTab()).toBe('Knockout Stage'));
    await user.selectOptions(screen.getByLabelText('Season'), current.name);
    await vi.waitFor(() => expect(selectedTab()).toBe('Group Stage'));
  });

  it('keep the stage tapped while the season picked is still on its way', async () => {
    const { user } = show();
    await user.selectOptions(screen.getByLabelText('Season'), past.name);
    // The season shown until then stays on screen; the visitor taps its Group Stage tab.
    await user.click(screen.getByRole('tab', { name: 'Group Stage' }));
    answerPast();
    expect(await screen.findByRole('table', { name: /Group 2/ })).toBeTruthy();
    expect(selectedTab()).toBe('Group Stage');
  });
});
