import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  captainKickOffRefusal,
  hasKickedOff,
  KICK_OFF_AHEAD_ONLY,
  KICK_OFF_PASSED,
  scorersOpenToCaptains,
} from './match-day';

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
  const entered = new Date(now.getTime() - 3 * DAY);

  it('stays open for 14 days after the kick-off', () => {
    expect(scorersOpenToCaptains(new Date(now.getTime() - 14 * DAY), entered, now)).toBe(true);
    expect(scorersOpenToCaptains(new Date(now.getTime() - 14 * DAY - 1), entered, now)).toBe(false);
  });

  it('without a date, for 14 days after the result was entered (not for ever)', () => {
    expect(scorersOpenToCaptains('tbd', entered, now)).toBe(true);
    expect(scorersOpenToCaptains(null, entered.toISOString(), now)).toBe(true);
    const longAgo = new Date(now.getTime() - 14 * DAY - 1);
    expect(scorersOpenToCaptains('tbd', longAgo, now)).toBe(false);
    expect(scorersOpenToCaptains(null, longAgo.toISOString(), now)).toBe(false);
  });

  it('closes exactly 14 days after the kick-off, for any kick-off and whenever the result was entered', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        fc.integer({ min: -1e11, max: 1e11 }),
        (offset, e) => {
          const date = new Date(now.getTime() + offset);
          const enteredAt = new Date(now.getTime() + e);
          expect(scorersOpenToCaptains(date.toISOString(), enteredAt, now)).toBe(offset >= -14 * DAY);
        },
      ),
    );
  });
});

describe('captainKickOffRefusal', () => {
  const ahead = new Date(now.getTime() + DAY);
  const behind = new Date(now.getTime() - DAY);

  it('lets a captain schedule or un-schedule a match that has not kicked off, into the future only', () => {
    expect(captainKickOffRefusal('tbd', ahead, now)).toBeNull();
    expect(captainKickOffRefusal(ahead.toISOString(), new Date(now.getTime() + 2 * DAY), now)).toBeNull();
    expect(captainKickOffRefusal(ahead.toISOString(), null, now)).toBeNull();
    expect(captainKickOffRefusal('tbd', behind, now)).toBe(KICK_OFF_AHEAD_ONLY());
    expect(captainKickOffRefusal('tbd', now, now)).toBe(KICK_OFF_AHEAD_ONLY());
  });

  it('keeps the date of a match that has kicked off, whatever the new one', () => {
    expect(captainKickOffRefusal(behind.toISOString(), ahead, now)).toBe(KICK_OFF_PASSED());
    expect(captainKickOffRefusal(behind, null, now)).toBe(KICK_OFF_PASSED());
    expect(captainKickOffRefusal(behind, new Date(0), now)).toBe(KICK_OFF_PASSED());
  });

  it('never lets a captain produce a kick-off at or before now (so no result before the match)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -1e11, max: 1e11 }), { nil: null }),
        fc.option(fc.integer({ min: -1e11, max: 1e11 }), { nil: null }),
        (currentOffset, nextOffset) => {
          const current = currentOffset === null ? 'tbd' : new Date(now.getTime() + currentOffset);
          const next = nextOffset === null ? null : new Date(now.getTime() + nextOffset);
          if (captainKickOffRefusal(current, next, now) !== null) return;
          expect(hasKickedOff(current, now)).toBe(false);
          expect(next === null || !hasKickedOff(next, now)).toBe(true);
        },
      ),
    );
  });
});
