import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '../i18n/paraglide/runtime.js';
import { type ExplainMatch, explainStandings, type TeamExplanation } from './explain';
import { computeStandings, type StandingTeam } from './standings';

/**
 * Fair play as the last tie-break before the draw of lots (decision 094): only in a season that
 * switched it on, only between teams level on everything before it, and said in the explanation
 * (English and German) when it decides.
 */
const english = getLocale;
afterEach(() => overwriteGetLocale(english));

const team = (id: number, name: string): StandingTeam => ({ id, name });
// Two 1:1 draws: Aachen and Zwickau are level on points, goals and head-to-head.
const teams = [team(1, 'Aachen'), team(2, 'Zwickau')];
const draws: ExplainMatch[] = [
  { week: 1, home_id: 1, guest_id: 2, score_home: 1, score_guest: 1 },
  { week: 2, home_id: 2, guest_id: 1, score_home: 1, score_guest: 1 },
];
const of = (explanations: TeamExplanation[], id: number) =>
  explanations.find((e) => e.team_id === id) as TeamExplanation;

describe('the fair-play tie-break', () => {
  it('without the season setting the name decides, as before', () => {
    const { rows, explanations } = explainStandings(teams, draws);
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    expect(of(explanations, 2).neighbours[0]?.criterion).toBe('name');
  });

  it('with it the better fair play stands above, and the explanation says so', () => {
    const fairPlay = new Map([
      [1, 3.5],
      [2, 4.25],
    ]);
    const { rows, explanations } = explainStandings(teams, draws, {}, 'credits', {}, fairPlay);
    expect(rows.map((r) => r.id)).toEqual([2, 1]);
    expect(of(explanations, 2).neighbours[0]).toMatchObject({
      criterion: 'fair_play',
      ahead: true,
      sentence:
        'Level on points, goal difference, goals and head-to-head with Aachen: ahead on fair play, 4.25 against 3.5',
    });
    overwriteGetLocale(() => 'de');
    const german = explainStandings(teams, draws, {}, 'credits', {}, fairPlay).explanations;
    expect(of(german, 1).neighbours[0]?.sentence).toBe(
      'Gleichauf mit Zwickau nach Punkten, Tordifferenz, Toren und im direkten Vergleich: hinten im Fairplay, 3,5 zu 4,25',
    );
  });

  it('a team nobody rated stands at the neutral 3; equal fair play leaves it to the name', () => {
    expect(computeStandings(teams, draws, {}, new Map([[1, 2.5]])).map((r) => r.id)).toEqual([2, 1]);
    expect(computeStandings(teams, draws, {}, new Map([[2, 3]])).map((r) => r.id)).toEqual([1, 2]);
  });

  it('property: it never changes the order of teams apart on points or goals', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            home: fc.integer({ min: 1, max: 4 }),
            guest: fc.integer({ min: 1, max: 4 }),
            h: fc.integer({ min: 0, max: 3 }),
            g: fc.integer({ min: 0, max: 3 }),
          }),
          { maxLength: 12 },
        ),
        fc.array(fc.double({ min: 1, max: 5, noNaN: true }), { minLength: 4, maxLength: 4 }),
        (games, averages) => {
          const four = [team(1, 'A'), team(2, 'B'), team(3, 'C'), team(4, 'D')];
          const matches = games.map((x) => ({
            home_id: x.home,
            guest_id: x.guest,
            score_home: x.h,
            score_guest: x.g,
          }));
          const plain = computeStandings(four, matches);
          const withFairPlay = computeStandings(
            four,
            matches,
            {},
            new Map(averages.map((a, i) => [i + 1, a])),
          );
          const key = (r: (typeof plain)[number]) => [
            r.points,
            r.goal_difference,
            r.goals_scored,
            r.goals_conceded,
          ];
          // The rows' primary values come in the same sequence: fair play only reorders level teams.
          expect(withFairPlay.map(key)).toEqual(plain.map(key));
        },
      ),
    );
  });
});
