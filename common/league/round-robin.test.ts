import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Fixture, roundRobin, roundRobinWeeks } from './round-robin';

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

function checkSchedule(ids: number[], fixtures: Fixture[]): void {
  const n = ids.length;
  const weeks = roundRobinWeeks(n);

  // Every pair exactly once, only known teams, never against itself.
  const pairs = new Map<string, number>();
  for (const f of fixtures) {
    expect(ids).toContain(f.home_id);
    expect(ids).toContain(f.guest_id);
    expect(f.home_id).not.toBe(f.guest_id);
    const key = pairKey(f.home_id, f.guest_id);
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  }
  expect(fixtures).toHaveLength((n * (n - 1)) / 2);
  expect(pairs.size).toBe((n * (n - 1)) / 2);
  for (const count of pairs.values()) expect(count).toBe(1);

  // Weeks 1..W contiguous, no team twice in a week.
  const usedWeeks = [...new Set(fixtures.map((f) => f.week))].sort((a, b) => a - b);
  expect(usedWeeks).toEqual(Array.from({ length: weeks }, (_, i) => i + 1));
  for (const w of usedWeeks) {
    const teams = fixtures.filter((f) => f.week === w).flatMap((f) => [f.home_id, f.guest_id]);
    expect(new Set(teams).size).toBe(teams.length);
    expect(teams.length).toBe(n % 2 === 0 ? n : n - 1);
  }

  // Home-away balance within 1.
  for (const id of ids) {
    const home = fixtures.filter((f) => f.home_id === id).length;
    const away = fixtures.filter((f) => f.guest_id === id).length;
    expect(home + away).toBe(n - 1);
    expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
  }
}

describe('roundRobin', () => {
  it('returns nothing for fewer than two teams', () => {
    expect(roundRobin([])).toEqual([]);
    expect(roundRobin([7])).toEqual([]);
  });

  it('plays two teams once in week 1', () => {
    expect(roundRobin([4, 9])).toEqual([{ week: 1, home_id: 4, guest_id: 9 }]);
  });

  it('gives three teams three weeks with one bye each', () => {
    const fixtures = roundRobin([1, 2, 3]);
    expect(fixtures.map((f) => f.week)).toEqual([1, 2, 3]);
    checkSchedule([1, 2, 3], fixtures);
  });

  it('rejects duplicate ids', () => {
    expect(() => roundRobin([1, 2, 1])).toThrow();
  });

  it('is deterministic for a given order', () => {
    expect(roundRobin([5, 3, 8, 1, 2])).toEqual(roundRobin([5, 3, 8, 1, 2]));
  });

  it('has the week counts n-1 (even) and n (odd)', () => {
    expect([2, 3, 4, 5, 10, 11].map(roundRobinWeeks)).toEqual([1, 3, 3, 5, 9, 11]);
  });

  it('every size 2..20 satisfies all schedule rules', () => {
    for (let n = 2; n <= 20; n++) {
      const ids = Array.from({ length: n }, (_, i) => i + 1);
      checkSchedule(ids, roundRobin(ids));
    }
  });

  it('property: any ids of size 2..20 in any order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 2, maxLength: 20 }),
        (ids) => {
          checkSchedule(ids, roundRobin(ids));
        },
      ),
    );
  });

  it('alternates home and away: at most one break per team, none with an odd team count', () => {
    for (let n = 2; n <= 20; n++) {
      const ids = Array.from({ length: n }, (_, i) => i + 1);
      const fixtures = roundRobin(ids);
      let totalBreaks = 0;
      for (const id of ids) {
        const sides = fixtures
          .filter((f) => f.home_id === id || f.guest_id === id)
          .sort((a, b) => a.week - b.week)
          .map((f) => f.home_id === id);
        let breaks = 0;
        for (let i = 1; i < sides.length; i++) if (sides[i] === sides[i - 1]) breaks++;
        expect(breaks).toBeLessThanOrEqual(n % 2 === 0 ? 1 : 0);
        totalBreaks += breaks;
      }
      if (n % 2 === 0) expect(totalBreaks).toBe(n - 2);
    }
  });
});
