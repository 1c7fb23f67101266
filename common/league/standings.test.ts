import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comparePrimary,
  computeStandings,
  headToHeadPoints,
  type StandingMatch,
  type StandingRow,
  type StandingTeam,
} from './standings';

const team = (id: number, name: string): StandingTeam => ({ id, name, name_short: name.slice(0, 3) });
const m = (home_id: number, guest_id: number, score_home: number, score_guest: number): StandingMatch => ({
  home_id,
  guest_id,
  score_home,
  score_guest,
});

describe('computeStandings', () => {
  it('counts wins, draws, losses, goals and points', () => {
    const rows = computeStandings(
      [team(1, 'Alpha'), team(2, 'Beta'), team(3, 'Gamma')],
      [m(1, 2, 2, 0), m(2, 3, 1, 1), m(3, 1, 0, 3)],
    );
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(rows[0]).toEqual({
      id: 1,
      name: 'Alpha',
      name_short: 'Alp',
      matches: 2,
      wins: 2,
      draws: 0,
      losses: 0,
      goals_scored: 5,
      goals_conceded: 0,
      goal_difference: 5,
      penalty_points: 0,
      points: 6,
      position: 1,
    });
    expect(rows[1]).toMatchObject({ wins: 0, draws: 1, losses: 1, points: 1, position: 2 });
    expect(rows[2]).toMatchObject({ goal_difference: -3, points: 1, position: 3 });
  });

  it('defaults name_short to an empty string and lists teams without matches', () => {
    const rows = computeStandings([{ id: 5, name: 'Solo' }], []);
    expect(rows).toEqual([
      expect.objectContaining({ id: 5, name_short: '', matches: 0, points: 0, position: 1 }),
    ]);
  });

  it('subtracts penalty points', () => {
    const rows = computeStandings([team(1, 'A'), team(2, 'B')], [m(1, 2, 1, 0)], { 1: 4 });
    expect(rows.map((r) => [r.id, r.points, r.penalty_points])).toEqual([
      [2, 0, 0],
      [1, -1, 4],
    ]);
  });

  it('orders by goal difference, then goals scored, then fewest conceded', () => {
    // All four teams have 3 points from one win against a fifth team.
    const teams = [team(1, 'A'), team(2, 'B'), team(3, 'C'), team(4, 'D'), team(9, 'Z')];
    const rows = computeStandings(teams, [m(1, 9, 3, 0), m(2, 9, 4, 2), m(3, 9, 2, 0), m(4, 9, 3, 1)]);
    // GD: 1 -> 3, 2 -> 2, 3 -> 2 (2 scored), 4 -> 2 (3 scored)
    expect(rows.map((r) => r.id)).toEqual([1, 2, 4, 3, 9]);
  });

  it('prefers fewest conceded when points, difference and scored are level', () => {
    const a = { ...baseRow(1), goals_conceded: 1 };
    const b = { ...baseRow(2), goals_conceded: 2 };
    expect(comparePrimary(a, b)).toBeLessThan(0);
  });

  it('orders a three-way tie with equal head-to-head points by name', () => {
    // B beat A, A beat C, C beat B: everyone 3 points, 1:1, 3 head-to-head points.
    const teams = [team(3, 'C'), team(2, 'B'), team(1, 'A')];
    const rows = computeStandings(teams, [m(1, 2, 0, 1), m(1, 3, 1, 0), m(3, 2, 1, 0)]);
    expect(rows.map((r) => r.name)).toEqual(['A', 'B', 'C']);
  });

  it('uses head-to-head among exactly the tied teams before the name', () => {
    // Alpha and Zeta are both W1 L1 1:1 with 3 points; Zeta beat Alpha. Alpha's win against P
    // is not part of the mini-table. Q has 3 points and +1, P has 0.
    const rows = computeStandings(
      [team(1, 'Alpha'), team(2, 'Zeta'), team(3, 'P'), team(4, 'Q')],
      [m(2, 1, 1, 0), m(1, 3, 1, 0), m(2, 4, 0, 1)],
    );
    expect(rows.map((r) => r.id)).toEqual([4, 2, 1, 3]);
  });

  it('falls back to the German collation of the name', () => {
    const rows = computeStandings([team(1, 'Zebra'), team(2, 'Äpfel'), team(3, 'Banane')], []);
    expect(rows.map((r) => r.name)).toEqual(['Äpfel', 'Banane', 'Zebra']);
  });

  it('ignores matches with unknown teams', () => {
    const rows = computeStandings([team(1, 'A')], [m(1, 99, 5, 0), m(1, 1, 1, 0)]);
    expect(rows[0]).toMatchObject({ matches: 0, points: 0 });
  });
});

function baseRow(id: number): StandingRow {
  return {
    id,
    name: `T${id}`,
    name_short: '',
    matches: 1,
    wins: 1,
    draws: 0,
    losses: 0,
    goals_scored: 3,
    goals_conceded: 0,
    goal_difference: 3,
    penalty_points: 0,
    points: 3,
    position: 0,
  };
}

// A group of 2..8 teams with distinct ids; matches only between group members; small scores
// make ties (and therefore the head-to-head path) frequent.
const groupArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 2, maxLength: 8 })
  .chain((ids) =>
    fc.record({
      teams: fc.constant(ids.map((id) => ({ id, name: `Team ${id % 5}`, name_short: `T${id}` }))),
      matches: fc.array(
        fc
          .record({
            home: fc.constantFrom(...ids),
            guest: fc.constantFrom(...ids),
            score_home: fc.integer({ min: 0, max: 3 }),
            score_guest: fc.integer({ min: 0, max: 3 }),
          })
          .filter((x) => x.home !== x.guest)
          .map((x) => m(x.home, x.guest, x.score_home, x.score_guest)),
        { maxLength: 20 },
      ),
      penalties: fc.dictionary(fc.constantFrom(...ids).map(String), fc.integer({ min: 0, max: 4 })),
    }),
  );

describe('computeStandings properties', () => {
  it('sum of wins equals sum of losses and sum of draws is even', () => {
    fc.assert(
      fc.property(groupArb, ({ teams, matches, penalties }) => {
        const rows = computeStandings(teams, matches, penalties);
        const sum = (f: (r: StandingRow) => number) => rows.reduce((s, r) => s + f(r), 0);
        expect(sum((r) => r.wins)).toBe(sum((r) => r.losses));
        expect(sum((r) => r.draws) % 2).toBe(0);
        expect(sum((r) => r.goals_scored)).toBe(sum((r) => r.goals_conceded));
        expect(sum((r) => r.matches)).toBe(2 * matches.length);
      }),
    );
  });

  it('positions are 1..n', () => {
    fc.assert(
      fc.property(groupArb, ({ teams, matches, penalties }) => {
        const rows = computeStandings(teams, matches, penalties);
        expect(rows.map((r) => r.position)).toEqual(teams.map((_, i) => i + 1));
      }),
    );
  });

  it('points follow 3W + D - penalty', () => {
    fc.assert(
      fc.property(groupArb, ({ teams, matches, penalties }) => {
        for (const r of computeStandings(teams, matches, penalties)) {
          expect(r.points).toBe(3 * r.wins + r.draws - (penalties[r.id] ?? 0));
          expect(r.goal_difference).toBe(r.goals_scored - r.goals_conceded);
        }
      }),
    );
  });

  it('adjacent rows obey the rule: primary keys, then head-to-head among the tied, then name', () => {
    const collator = new Intl.Collator('de');
    fc.assert(
      fc.property(groupArb, ({ teams, matches, penalties }) => {
        const rows = computeStandings(teams, matches, penalties);
        for (let i = 0; i + 1 < rows.length; i++) {
          const a = rows[i] as StandingRow;
          const b = rows[i + 1] as StandingRow;
          const primary = comparePrimary(a, b);
          expect(primary).toBeLessThanOrEqual(0);
          if (primary < 0) continue;
          // Recompute the tie group independently of the implementation's grouping.
          const tied = new Set(rows.filter((r) => comparePrimary(r, a) === 0).map((r) => r.id));
          const h2h = headToHeadPoints(tied, matches);
          const ha = h2h.get(a.id) ?? 0;
          const hb = h2h.get(b.id) ?? 0;
          expect(ha).toBeGreaterThanOrEqual(hb);
          if (ha === hb) {
            const byName = collator.compare(a.name, b.name);
            expect(byName).toBeLessThanOrEqual(0);
            if (byName === 0) expect(a.id).toBeLessThan(b.id);
          }
        }
      }),
    );
  });

  it('does not depend on the order of teams or matches', () => {
    fc.assert(
      fc.property(
        groupArb.chain((g) =>
          fc.record({
            g: fc.constant(g),
            teams2: fc.shuffledSubarray(g.teams, { minLength: g.teams.length, maxLength: g.teams.length }),
            matches2: fc.shuffledSubarray(g.matches, {
              minLength: g.matches.length,
              maxLength: g.matches.length,
            }),
          }),
        ),
        ({ g, teams2, matches2 }) => {
          expect(computeStandings(teams2, matches2, g.penalties)).toEqual(
            computeStandings(g.teams, g.matches, g.penalties),
          );
        },
      ),
    );
  });
});
