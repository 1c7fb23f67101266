import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PITCH_REFUSED, pitchLocation, pitchOfMatch, pitchRemovalRefusal } from './pitches';

const main = {
  id: 1,
  name: 'Zentraler Hochschulsport, Pitch 1',
  address: 'Connollystraße 32, 80809 München',
  isDefault: true,
};
const second = { id: 2, name: 'Pitch 2', address: 'Connollystraße 32, 80809 München', isDefault: false };

describe('pitchOfMatch', () => {
  it('is the match’s own pitch, or the default without one', () => {
    expect(pitchOfMatch(2, [main, second])).toBe(second);
    expect(pitchOfMatch(null, [main, second])).toBe(main);
  });

  it('falls back to the default for a pitch it does not know, and is undefined without pitches', () => {
    expect(pitchOfMatch(99, [main, second])).toBe(main);
    expect(pitchOfMatch(null, [])).toBeUndefined();
  });

  it('always answers a listed pitch while one of them is the default', () => {
    const pitches = fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1 }).chain((ids) =>
      fc.record({
        ids: fc.constant(ids),
        defaultIndex: fc.nat({ max: ids.length - 1 }),
        wanted: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
      }),
    );
    fc.assert(
      fc.property(pitches, ({ ids, defaultIndex, wanted }) => {
        const list = ids.map((id, i) => ({ id, isDefault: i === defaultIndex }));
        const chosen = pitchOfMatch(wanted, list);
        expect(chosen).toBeDefined();
        expect(chosen?.id === wanted || chosen?.isDefault).toBe(true);
      }),
    );
  });
});

describe('pitchLocation', () => {
  it('joins name and address', () => {
    expect(pitchLocation(main)).toBe('Zentraler Hochschulsport, Pitch 1, Connollystraße 32, 80809 München');
  });
});

describe('pitchRemovalRefusal', () => {
  it('keeps the default and pitches that matches name', () => {
    expect(pitchRemovalRefusal(main, 0)).toBe(PITCH_REFUSED.removeDefault());
    expect(pitchRemovalRefusal(second, 1)).toBe(
      'This pitch is set for 1 match. Move it to another pitch before removing it.',
    );
    expect(pitchRemovalRefusal(second, 3)).toBe(
      'This pitch is set for 3 matches. Move them to another pitch before removing it.',
    );
    expect(pitchRemovalRefusal(second, 0)).toBeNull();
  });
});
