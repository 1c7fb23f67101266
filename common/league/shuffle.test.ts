import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shuffle } from './shuffle';

describe('shuffle', () => {
  it('follows the given source: always drawing the last leaves the order, always the first rotates', () => {
    expect(shuffle([1, 2, 3, 4], () => 0.999)).toEqual([1, 2, 3, 4]);
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
  });

  it('is a permutation of its input and leaves the input as it was', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer()),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (items, stream) => {
          const before = [...items];
          const out = shuffle(items, () => stream.next().value);
          expect(items).toEqual(before);
          expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('reaches every order of three items', () => {
    const seen = new Set<string>();
    for (const a of [0, 0.4, 0.8])
      for (const b of [0, 0.6])
        seen.add(
          shuffle(
            ['x', 'y', 'z'],
            (() => {
              const draws = [a, b];
              return () => draws.shift() ?? 0;
            })(),
          ).join(''),
        );
    expect(seen.size).toBe(6);
  });
});
