// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Group, GroupTeam, StandingExplanation } from '../../../common/api/types';
import { QUALIFYING_PLACES } from '../../../common/league/qualification';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../test/render';
import { StandingsTable } from './standings-table';

/**
 * The line after the places that reach the knockout stage (issue 46 point 6): drawn after the
 * league's number of qualifying places, said in the legend, and named in each such row for screen
 * readers; on the public table and the dashboard's compact one.
 */

const NAMES = ['Physik FC', 'BWL Athletic', 'Jura United', 'Info Kickers', 'Chemie 04', 'Medizin SV'];

const row = (id: number, position: number): GroupTeam => ({
  id,
  name: NAMES[id - 1] ?? `Team ${id}`,
  name_short: `T${id}`,
  matches: 3,
  wins: 3 - Math.min(position, 3),
  draws: 0,
  losses: Math.min(position, 3),
  goals_scored: 6 - position,
  goals_conceded: position,
  goal_difference: 6 - 2 * position,
  penalty_points: 0,
  points: 3 * (3 - Math.min(position, 3)),
  position,
});

const explanation = (teamId: number): StandingExplanation => ({
  team_id: teamId,
  points: '3 × 1 win = 3 points',
  penalties: [],
  forfeits: [],
  neighbours: [],
  mini_table: null,
  status: null,
});

const group = (size: number): Group => {
  const teams = Array.from({ length: size }, (_, i) => row(i + 1, i + 1));
  return { id: 7, name: 'Group 1', season_id: 1, teams, explanations: teams.map((t) => explanation(t.id)) };
};

/** The body rows of the table: one per team, and one more under a team whose explanation is open. */
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const lineRows = () => bodyRows().filter((r) => r.hasAttribute('data-knockout-line'));

describe('StandingsTable: who goes through', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('draws the line after the qualifying places, names them in their rows and says it in the legend', () => {
    renderInApp(<StandingsTable group={group(6)} />, { path: '/table' });
    const rows = bodyRows();
    expect(rows).toHaveLength(6);
    rows.forEach((r, i) => {
      const through = i < QUALIFYING_PLACES;
      expect(r.hasAttribute('data-knockout-place')).toBe(through);
      expect(r.hasAttribute('data-knockout-line')).toBe(i === QUALIFYING_PLACES - 1);
      const position = within(r).getAllByRole('cell')[0];
      expect(position).toHaveTextContent(
        through ? `${i + 1}, knockout stage place` : new RegExp(`^${i + 1}$`),
      );
    });
    const legend = `Line after place ${QUALIFYING_PLACES}: places 1 to ${QUALIFYING_PLACES} of each group reach the knockout stage (quarter-finals)`;
    expect(screen.getByText(legend)).toBeVisible();
    // The table itself is described by the legend: a screen reader hears it with the table.
    expect(screen.getByRole('table', { name: 'Group 1' })).toHaveAccessibleDescription(legend);
  });

  it('moves the line under the last qualifying place’s explanation while it is open', async () => {
    const { user } = renderInApp(<StandingsTable group={group(6)} />, { path: '/table' });
    const last = NAMES[QUALIFYING_PLACES - 1] as string;
    await user.click(screen.getByRole('button', { name: last }));
    const rows = bodyRows();
    expect(rows).toHaveLength(7);
    expect(lineRows()).toEqual([rows[QUALIFYING_PLACES]]);
    expect(rows[QUALIFYING_PLACES]).toHaveTextContent('3 × 1 win = 3 points');
    await user.click(screen.getByRole('button', { name: last }));
    expect(lineRows()).toEqual([bodyRows()[QUALIFYING_PLACES - 1]]);
  });

  it('draws no line and no legend when every team of the group goes through', () => {
    renderInApp(<StandingsTable group={group(QUALIFYING_PLACES)} />, { path: '/table' });
    expect(lineRows()).toEqual([]);
    expect(screen.queryByText(/^Line after place/)).toBeNull();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-describedby');
  });

  it('keeps the line and the legend in the dashboard’s compact table, in German too', () => {
    renderInApp(<StandingsTable group={group(6)} compact headingOrder={3} highlightTeamId={5} />, {
      locale: 'de',
    });
    expect(lineRows()).toEqual([bodyRows()[QUALIFYING_PLACES - 1]]);
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(
      '1, Platz für die K.-o.-Runde',
    );
    expect(
      screen.getByText(
        `Linie nach Platz ${QUALIFYING_PLACES}: Platz 1 bis ${QUALIFYING_PLACES} jeder Gruppe erreicht die K.-o.-Runde (Viertelfinale)`,
      ),
    ).toBeVisible();
  });
});
