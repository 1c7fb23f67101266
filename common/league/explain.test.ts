import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ExplainMatch, explainStandings, type TeamExplanation } from './explain';
import { penaltyReasons } from './penalties';
import { computeStandings, type StandingTeam } from './standings';

const team = (id: number, name: string): StandingTeam => ({ id, name });
const m = (
  week: number,
  home_id: number,
  guest_id: number,
  score_home: number,
  score_guest: number,
): ExplainMatch => ({
  week,
  home_id,
  guest_id,
  score_home,
  score_guest,
});
const of = (explanations: TeamExplanation[], id: number) =>
  explanations.find((e) => e.team_id === id) as TeamExplanation;

describe('explainStandings', () => {
  it('writes the points as 3 × wins + draws − penalty points', () => {
    const { explanations } = explainStandings(
      [team(1, 'Mathe United'), team(2, 'Physik FC'), team(3, 'Chemie Dynamo')],
      [m(1, 1, 2, 2, 0), m(2, 1, 3, 1, 1), m(3, 2, 3, 1, 0)],
      { 1: 2 },
    );
    expect(of(explanations, 1).points).toBe('3 × 1 win + 1 draw − 2 penalty points = 2 points');
    expect(of(explanations, 2).points).toBe('3 × 1 win + 0 draws = 3 points');
    expect(of(explanations, 3).points).toBe('3 × 0 wins + 1 draw = 1 point');
  });

  it('separates teams level on points by goal difference', () => {
    // Both beat Z: A 7:0, B 4:0.
    const { rows, explanations } = explainStandings(
      [team(1, 'Mathe United'), team(2, 'Physik FC'), team(9, 'Z')],
      [m(1, 1, 9, 7, 0), m(2, 2, 9, 4, 0)],
    );
    expect(rows.map((r) => r.id)).toEqual([1, 2, 9]);
    expect(of(explanations, 1).neighbours).toEqual([
      {
        team_id: 2,
        ahead: true,
        criterion: 'goal_difference',
        sentence: 'Ahead of Physik FC on goal difference: +7 against +4',
      },
    ]);
    expect(of(explanations, 2).neighbours[0]?.sentence).toBe(
      'Behind Mathe United on goal difference: +4 against +7',
    );
    // Z is level on points with nobody.
    expect(of(explanations, 9).neighbours).toEqual([]);
  });

  it('then by goals scored', () => {
    // A 3:1 and B 2:0 against Z: both +2.
    const { explanations } = explainStandings(
      [team(1, 'A'), team(2, 'B'), team(9, 'Z')],
      [m(1, 1, 9, 3, 1), m(2, 2, 9, 2, 0)],
    );
    expect(of(explanations, 1).neighbours[0]).toMatchObject({
      criterion: 'goals_scored',
      sentence: 'Level on points and goal difference with B: ahead on goals scored, 3 against 2',
    });
  });

  it('then head-to-head between two teams, naming the meeting', () => {
    // A and B: 3 points, 3:3 each. A beat B 3:1 in week 2, B beat Z 2:0, Z beat A 2:0.
    const { rows, explanations } = explainStandings(
      [team(1, 'Zeta'), team(2, 'Chemie Dynamo'), team(9, 'Z')],
      [m(2, 1, 2, 3, 1), m(3, 2, 9, 2, 0), m(4, 9, 1, 2, 0)],
    );
    expect(rows.map((r) => r.id)).toEqual([1, 2, 9]);
    expect(of(explanations, 1).neighbours).toContainEqual({
      team_id: 2,
      ahead: true,
      criterion: 'head_to_head',
      sentence:
        'Level on points, goal difference and goals with Chemie Dynamo: ahead on head-to-head, 3:1 in week 2',
    });
    expect(of(explanations, 2).neighbours).toContainEqual(
      expect.objectContaining({
        team_id: 1,
        ahead: false,
        sentence:
          'Level on points, goal difference and goals with Zeta: behind on head-to-head, 1:3 in week 2',
      }),
    );
    expect(of(explanations, 1).mini_table).toBeNull();
  });

  it('gives the mini-table of a three-way head-to-head', () => {
    // Among the three: Chemie beat Physik 1:0, Physik beat Mathe 1:0, Chemie and Mathe drew 0:0
    // (mini-table Chemie 4, Physik 3, Mathe 1). Delta evens out points and goals: each of the
    // three ends on 4 points with 1:1 goals, Delta on 7.
    const { rows, explanations } = explainStandings(
      [
        team(1, 'Chemie Dynamo'),
        team(2, 'Physik FC'),
        team(3, 'Mathe United'),
        team(4, 'Delta'),
        team(5, 'Epsilon'),
      ],
      [
        m(1, 1, 2, 1, 0),
        m(2, 2, 3, 1, 0),
        m(3, 1, 3, 0, 0),
        m(4, 4, 1, 1, 0),
        m(5, 2, 4, 0, 0),
        m(6, 3, 4, 1, 0),
        m(7, 4, 5, 5, 0),
      ],
    );
    expect(rows.map((r) => [r.id, r.points, r.goals_scored, r.goals_conceded])).toEqual([
      [4, 7, 6, 1],
      [1, 4, 1, 1],
      [2, 4, 1, 1],
      [3, 4, 1, 1],
      [5, 0, 0, 5],
    ]);
    const mini =
      'Head-to-head among Chemie Dynamo, Physik FC and Mathe United: Chemie Dynamo 4 points, Physik FC 3, Mathe United 1';
    for (const id of [1, 2, 3]) expect(of(explanations, id).mini_table).toBe(mini);
    expect(of(explanations, 4).mini_table).toBeNull();
    expect(of(explanations, 2).neighbours).toEqual([
      {
        team_id: 1,
        ahead: false,
        criterion: 'head_to_head',
        sentence:
          'Level on points, goal difference and goals with Chemie Dynamo: behind on head-to-head among the 3 level teams, 3 points against 4',
      },
      {
        team_id: 3,
        ahead: true,
        criterion: 'head_to_head',
        sentence:
          'Level on points, goal difference and goals with Mathe United: ahead on head-to-head among the 3 level teams, 3 points against 1',
      },
    ]);
  });

  it('falls back to the name when head-to-head is level too', () => {
    const { explanations } = explainStandings([team(2, 'Zebra'), team(1, 'Äpfel')], []);
    expect(of(explanations, 1).neighbours[0]).toEqual({
      team_id: 2,
      ahead: true,
      criterion: 'name',
      sentence:
        'Level on points, goal difference, goals and head-to-head with Zebra: ahead by name (alphabetical order)',
    });
  });

  it('lists the penalty reasons under the rule', () => {
    const { explanations } = explainStandings([team(1, 'A')], [], { 1: 4 }, 'credits', {
      1: {
        missed: [
          { week: 4, home: 'B', guest: 'C' },
          { week: 2, home: 'D', guest: 'E' },
        ],
        adjustments: [{ duties: 1, reason: 'No referee at the final' }],
      },
    });
    expect(of(explanations, 1).penalties).toEqual([
      'Missed referee duty: week 2, D – E',
      'Missed referee duty: week 4, B – C',
      'Admin adjustment: +1 missed duty (No referee at the final)',
      '3 missed duties against 1 starting credit: 2 below zero × 2 = 4 penalty points',
    ]);
  });
});

describe('penaltyReasons', () => {
  it('says nothing for a team without missed duties or adjustments', () => {
    expect(penaltyReasons('credits', { missed: [], adjustments: [] })).toEqual([]);
  });

  it('explains the threshold rule on both sides of it', () => {
    const duty = { week: 1, home: 'A', guest: 'B' };
    expect(penaltyReasons('threshold', { missed: [duty, duty], adjustments: [] }).at(-1)).toBe(
      '2 missed duties, not more than 2: no penalty points',
    );
    expect(penaltyReasons('threshold', { missed: [duty, duty, duty], adjustments: [] }).at(-1)).toBe(
      '3 missed duties, more than 2: 1 penalty point',
    );
  });

  it('never counts below zero duties when an adjustment removes more than were missed', () => {
    expect(
      penaltyReasons('credits', {
        missed: [{ week: 1, home: 'A', guest: 'B' }],
        adjustments: [{ duties: -3, reason: 'Referee came late, not absent' }],
      }),
    ).toEqual([
      'Missed referee duty: week 1, A – B',
      'Admin adjustment: −3 missed duties (Referee came late, not absent)',
      '0 missed duties against 1 starting credit: 0 below zero × 2 = 0 penalty points',
    ]);
  });
});

// Small groups with small scores: ties on every criterion are frequent.
const groupArb = fc.integer({ min: 2, max: 7 }).chain((n) => {
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  const pairs = ids.flatMap((a) => ids.filter((b) => b > a).map((b) => [a, b] as const));
  return fc.record({
    teams: fc.constant(ids.map((id) => team(id, `Team ${id % 3}`))),
    matches: fc
      .subarray(pairs)
      .chain((played) =>
        fc.tuple(
          ...played.map(([a, b], week) =>
            fc
              .tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), fc.boolean())
              .map(([x, y, swap]) => (swap ? m(week + 1, b, a, x, y) : m(week + 1, a, b, x, y))),
          ),
        ),
      ),
    penalties: fc.dictionary(fc.constantFrom(...ids.map(String)), fc.integer({ min: 0, max: 2 })),
  });
});

describe('explainStandings properties', () => {
  it('claims exactly the order of the table', () => {
    fc.assert(
      fc.property(groupArb, ({ teams, matches, penalties }) => {
        const { rows, explanations } = explainStandings(teams, matches, penalties);
        expect(rows).toEqual(computeStandings(teams, matches, penalties));
        const position = new Map(rows.map((r) => [r.id, r.position]));
        for (const e of explanations) {
          const row = rows.find((r) => r.id === e.team_id);
          const level = rows.filter((r) => r.id !== e.team_id && r.points === row?.points);
          expect(e.neighbours.map((n) => n.team_id).sort()).toEqual(level.map((r) => r.id).sort());
          for (const n of e.neighbours) {
            expect(n.ahead).toBe((position.get(e.team_id) ?? 0) < (position.get(n.team_id) ?? 0));
            // Each pair is explained the same way from both sides.
            const back = of(explanations, n.team_id).neighbours.find((x) => x.team_id === e.team_id);
            expect(back?.criterion).toBe(n.criterion);
            expect(back?.ahead).toBe(!n.ahead);
          }
        }
      }),
    );
  });
});
