import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasKickedOff, scorersOpenToCaptains } from './match-day';

const now = new Date('2026-11-23T12:00:00Z');
const DAY = 24 * 3600 * 1000;

describe('hasKickedOff', () => {
  it('is false without a date and true from the kick-off on', () => {
    expect(hasKickedOff('tbd', now)).toBe(false);
    expect(hasKickedOff(null, now)).toBe(false);
    expect(hasKickedOff('2026-11-23T12:00:00.000Z', now)).toBe(true);
    expect(hasKickedOff('2026-11-23T12:00:01.000Z', now)).toBe(false);
    expect(hasKickedOff(new Date('2026-11-22T18:00:00Z'), now)).toBe(true);
  });

  it('agrees for a Date and its ISO string, and only dates up to now have kicked off', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (offset) => {
        const date = new Date(now.getTime() + offset);
        const kicked = hasKickedOff(date, now);
        expect(hasKickedOff(date.toISOString(), now)).toBe(kicked);
        expect(kicked).toBe(offset <= 0);
      }),
    );
  });
});

describe('scorersOpenToCaptains', () => {
  it('stays open for 14 days after the kick-off, and without a date', () => {
    expect(scorersOpenToCaptains('tbd', now)).toBe(true);
    expect(scorersOpenToCaptains(null, now)).toBe(true);
    expect(scorersOpenToCaptains(new Date(now.getTime() - 14 * DAY), now)).toBe(true);
    expect(scorersOpenToCaptains(new Date(now.getTime() - 14 * DAY - 1), now)).toBe(false);
  });

  it('closes exactly 14 days after the kick-off, for any kick-off', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (offset) => {
        const date = new Date(now.getTime() + offset);
        expect(scorersOpenToCaptains(date.toISOString(), now)).toBe(offset >= -14 * DAY);
      }),
    );
  });
});
