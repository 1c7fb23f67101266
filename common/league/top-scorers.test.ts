import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsForTopScorers, type ScorerGoals, topScorers } from './top-scorers';

const e = (user_id: number, name: string, team_id: number, goals: number): ScorerGoals => ({
  user_id,
  name,
  team_id,
  goals,
});

describe('topScorers', () => {
  it('sums per player and team, sorts by goals then name, ties share a rank', () => {
    const rows = topScorers([
      e(1, 'Max', 10, 2),
      e(2, 'Anna', 11, 3),
      e(1, 'Max', 10, 1),
      e(3, 'Ben', 10, 1),
      e(4, 'Zoe', 12, 0),
      e(5, 'Carl', 12, 3),
    ]);
    expect(rows).toEqual([
      { user_id: 2, name: 'Anna', team_id: 11, goals: 3, rank: 1 },
      { user_id: 5, name: 'Carl', team_id: 12, goals: 3, rank: 1 },
      { user_id: 1, name: 'Max', team_id: 10, goals: 3, rank: 1 },
      { user_id: 3, name: 'Ben', team_id: 10, goals: 1, rank: 4 },
    ]);
  });

  it('lists a player once per team', () => {
    const rows = topScorers([e(1, 'Max', 10, 2), e(1, 'Max', 11, 1)]);
    expect(rows.map((r) => [r.team_id, r.goals, r.rank])).toEqual([
      [10, 2, 1],
      [11, 1, 2],
    ]);
  });

  it('returns an empty list without goals', () => {
    expect(topScorers([])).toEqual([]);
    expect(topScorers([e(1, 'A', 1, 0)])).toEqual([]);
  });

  const entriesArb = fc.array(
    fc
      .record({
        user_id: fc.integer({ min: 1, max: 15 }),
        team_id: fc.integer({ min: 1, max: 3 }),
        goals: fc.nat(4),
      })
      .map((r) => e(r.user_id, `Player ${r.user_id % 7}`, r.team_id, r.goals)),
    { maxLength: 40 },
  );

  it('ranks are non-decreasing and equal 1 + rows with strictly more goals', () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        const rows = topScorers(entries);
        rows.forEach((r, i) => {
          expect(r.goals).toBeGreaterThan(0);
          if (i > 0) expect(r.rank).toBeGreaterThanOrEqual(rows[i - 1]?.rank ?? 0);
          expect(r.rank).toBe(1 + rows.filter((o) => o.goals > r.goals).length);
        });
      }),
    );
  });

  it('keeps the goal total and does not depend on input order', () => {
    fc.assert(
      fc.property(
        entriesArb.chain((a) => fc.tuple(fc.constant(a), fc.shuffledSubarray(a, { minLength: a.length }))),
        ([entries, shuffled]) => {
          const rows = topScorers(entries);
          expect(rows.reduce((s, r) => s + r.goals, 0)).toBe(entries.reduce((s, x) => s + x.goals, 0));
          expect(topScorers(shuffled)).toEqual(rows);
        },
      ),
    );
  });
});

describe('countsForTopScorers', () => {
  it('counts the scorers of final results of played matches only', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (is_final, forfeit, unplayed) => {
        expect(countsForTopScorers({ is_final, forfeit, unplayed })).toBe(is_final && !forfeit && !unplayed);
      }),
    );
    expect(countsForTopScorers({ is_final: true, forfeit: false, unplayed: false })).toBe(true);
    expect(countsForTopScorers({ is_final: true, forfeit: true, unplayed: false })).toBe(false);
  });
});
