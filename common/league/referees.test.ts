import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignReferees, knockoutReferees, type RefereeMatch } from './referees';
import { roundRobin } from './round-robin';

/** Small deterministic generator (mulberry32) so tests can inject randomness. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Group matches as the server creates them: a round robin per group, in week order. */
function groupMatches(groups: [number[], number[]]): RefereeMatch[] {
  const all = [
    ...roundRobin(groups[0]).map((f) => ({ week: f.week, stage_group: 0 as const })),
    ...roundRobin(groups[1]).map((f) => ({ week: f.week, stage_group: 1 as const })),
  ].sort((a, b) => a.week - b.week);
  return all.map((m, key) => ({ key, stage_group: m.stage_group }));
}

function checkAssignment(groups: [number[], number[]], matches: RefereeMatch[], random?: () => number): void {
  const slots = assignReferees(matches, groups, random);
  const duties = new Map<number, number>();
  // Problems are collected and asserted once: an expect per slot made the property tests take seconds.
  const problems: string[] = [];
  for (const m of matches) {
    const other = groups[m.stage_group === 0 ? 1 : 0];
    const pair = slots.get(m.key);
    if (!pair) {
      problems.push(`${m.key}: no slots`);
      continue;
    }
    const [a, b] = pair;
    if (!other.includes(a)) problems.push(`${m.key}: first referee ${a} not of the other group`);
    if (other.length > 1) {
      if (b === null || !other.includes(b))
        problems.push(`${m.key}: second referee ${b} not of the other group`);
      if (b === a) problems.push(`${m.key}: the same team twice`);
    } else if (b !== null) {
      problems.push(`${m.key}: a second referee from a group of one`);
    }
    for (const t of [a, b]) if (t !== null) duties.set(t, (duties.get(t) ?? 0) + 1);
  }
  for (const group of groups) {
    const counts = group.map((t) => duties.get(t) ?? 0);
    if (Math.max(...counts) - Math.min(...counts) > 1)
      problems.push(`duties unbalanced: ${counts.join(',')}`);
  }
  expect(problems).toEqual([]);
}

describe('assignReferees', () => {
  it('assigns two distinct teams of the other group in cycle order', () => {
    const slots = assignReferees(
      [
        { key: 10, stage_group: 0 },
        { key: 11, stage_group: 1 },
        { key: 12, stage_group: 0 },
      ],
      [
        [1, 2],
        [5, 6, 7],
      ],
    );
    expect(slots.get(10)).toEqual([5, 6]);
    expect(slots.get(11)).toEqual([1, 2]);
    expect(slots.get(12)).toEqual([7, 5]);
  });

  it('leaves the second slot null when the other group has one team', () => {
    const slots = assignReferees(
      [
        { key: 1, stage_group: 0 },
        { key: 2, stage_group: 1 },
      ],
      [[1, 2], [3]],
    );
    expect(slots.get(1)).toEqual([3, null]);
    expect(slots.get(2)).toEqual([1, 2]);
  });

  it('skips matches when the other group is empty', () => {
    expect(assignReferees([{ key: 1, stage_group: 0 }], [[1, 2], []]).size).toBe(0);
  });

  it('uses the injected randomness only to reorder the cycle', () => {
    const groups: [number[], number[]] = [
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ];
    const matches = groupMatches(groups);
    expect(assignReferees(matches, groups, seeded(7))).toEqual(assignReferees(matches, groups, seeded(7)));
    checkAssignment(groups, matches, seeded(7));
  });

  it('every pair of group sizes 2..20 is balanced and valid', () => {
    for (let a = 2; a <= 20; a++) {
      for (let b = Math.max(2, a - 1); b <= Math.min(20, a + 1); b++) {
        const groups: [number[], number[]] = [
          Array.from({ length: a }, (_, i) => i + 1),
          Array.from({ length: b }, (_, i) => 100 + i),
        ];
        checkAssignment(groups, groupMatches(groups));
      }
    }
  });

  it('property: any group sizes 2..20, any match order, any random source', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: 2, max: 20 }),
        fc.integer(),
        fc.boolean(),
        (a, b, seed, useRandom) => {
          const groups: [number[], number[]] = [
            Array.from({ length: a }, (_, i) => i + 1),
            Array.from({ length: b }, (_, i) => 1000 + i),
          ];
          const matches = groupMatches(groups);
          const random = seeded(seed);
          // Shuffle the match order too: balance must not depend on it.
          const order = [...matches].sort(() => random() - 0.5);
          checkAssignment(groups, order, useRandom ? random : undefined);
        },
      ),
    );
  });
});

describe('knockoutReferees', () => {
  it('picks teams not playing, least used first, ties by id', () => {
    const pairs = knockoutReferees([1, 2, 3, 4], [1, 2, 3, 4, 5, 6, 7, 8], 2, { 5: 2, 6: 0, 7: 1, 8: 0 });
    // 6 and 8 have 0 -> first match; then 6, 7, 8 all have 1 -> lowest ids 6 and 7.
    expect(pairs).toEqual([
      [6, 8],
      [6, 7],
    ]);
  });

  it('never repeats a team within a match and spreads duties', () => {
    const pairs = knockoutReferees([1, 2, 3, 4, 5, 6, 7, 8], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 4);
    const used = pairs.flat();
    for (const [a, b] of pairs) expect(a).not.toBe(b);
    const counts = [9, 10, 11].map((t) => used.filter((u) => u === t).length);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('returns null slots when too few teams are free', () => {
    expect(knockoutReferees([1, 2], [1, 2, 3], 1)).toEqual([[3, null]]);
    expect(knockoutReferees([1, 2], [1, 2], 2)).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('property: slots distinct, never a playing team, duties within one among equals', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 0, maxLength: 20 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 0, maxLength: 8 }),
        fc.integer({ min: 0, max: 4 }),
        (candidates, playing, matchCount) => {
          const pairs = knockoutReferees(playing, candidates, matchCount);
          expect(pairs).toHaveLength(matchCount);
          const free = candidates.filter((c) => !playing.includes(c));
          const counts = new Map(free.map((c) => [c, 0]));
          for (const [a, b] of pairs) {
            if (a !== null && b !== null) expect(a).not.toBe(b);
            for (const t of [a, b]) {
              if (t === null) continue;
              expect(free).toContain(t);
              counts.set(t, (counts.get(t) ?? 0) + 1);
            }
            if (free.length >= 2) expect(b).not.toBeNull();
            if (free.length >= 1) expect(a).not.toBeNull();
          }
          const values = [...counts.values()];
          if (values.length > 0) expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
