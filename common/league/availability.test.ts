import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_STATUSES, type AvailabilityStatus } from '../api/availability';
import { DAY, HOUR, MINUTE } from '../durations';
import {
  availabilityOpen,
  availabilityReminderDue,
  availabilityTodoDue,
  countSquad,
  isShortSquad,
  kickOffDay,
  shortSquadDue,
} from './availability';

const kickOff = new Date('2026-12-10T18:00:00Z');
const ahead = (ms: number) => new Date(kickOff.getTime() - ms);

describe('availability deadlines', () => {
  it('answers are open until the kick-off, and for an undated match', () => {
    expect(availabilityOpen(kickOff, ahead(1))).toBe(true);
    expect(availabilityOpen(kickOff, kickOff)).toBe(false);
    expect(availabilityOpen(kickOff, ahead(-1))).toBe(false);
    expect(availabilityOpen(null, kickOff)).toBe(true);
  });

  it('the to-do is due from 7 days before kick-off until it, never for an undated match', () => {
    expect(availabilityTodoDue(kickOff, ahead(7 * DAY + 1))).toBe(false);
    expect(availabilityTodoDue(kickOff, ahead(7 * DAY))).toBe(true);
    expect(availabilityTodoDue(kickOff, ahead(1))).toBe(true);
    expect(availabilityTodoDue(kickOff, kickOff)).toBe(false);
    expect(availabilityTodoDue(null, kickOff)).toBe(false);
  });

  it('the reminder due is the latest of 72 and 48 hours that has passed', () => {
    expect(availabilityReminderDue(kickOff, ahead(72 * HOUR + 1))).toBeNull();
    expect(availabilityReminderDue(kickOff, ahead(72 * HOUR))).toBe(72);
    expect(availabilityReminderDue(kickOff, ahead(48 * HOUR + 1))).toBe(72);
    expect(availabilityReminderDue(kickOff, ahead(48 * HOUR))).toBe(48);
    expect(availabilityReminderDue(kickOff, ahead(MINUTE))).toBe(48);
    expect(availabilityReminderDue(kickOff, kickOff)).toBeNull();
    expect(availabilityReminderDue(null, kickOff)).toBeNull();
  });

  it('a short squad is told from 48 hours before kick-off until it', () => {
    expect(shortSquadDue(kickOff, ahead(48 * HOUR + 1))).toBe(false);
    expect(shortSquadDue(kickOff, ahead(48 * HOUR))).toBe(true);
    expect(shortSquadDue(kickOff, kickOff)).toBe(false);
  });

  it('property: nothing is due at or after the kick-off, and each is due for its whole window', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * DAY, max: 10 * DAY }), (offset) => {
        const now = ahead(offset);
        const upcoming = offset > 0;
        expect(availabilityOpen(kickOff, now)).toBe(upcoming);
        expect(availabilityTodoDue(kickOff, now)).toBe(upcoming && offset <= 7 * DAY);
        expect(shortSquadDue(kickOff, now)).toBe(upcoming && offset <= 48 * HOUR);
        const reminder = availabilityReminderDue(kickOff, now);
        expect(reminder).toBe(!upcoming || offset > 72 * HOUR ? null : offset <= 48 * HOUR ? 48 : 72);
      }),
    );
  });
});

describe('squad counts', () => {
  it('counts each player once; answers of others are ignored', () => {
    const answers = new Map<number, AvailabilityStatus>([
      [1, 'yes'],
      [2, 'no'],
      [3, 'maybe'],
      [99, 'yes'],
    ]);
    expect(countSquad([1, 2, 3, 4, 4], answers)).toEqual({ yes: 1, no: 1, maybe: 1, unanswered: 1 });
  });

  it('short: fewer yes than the minimum, maybe does not count', () => {
    expect(isShortSquad({ yes: 10 }, 11)).toBe(true);
    expect(isShortSquad({ yes: 11 }, 11)).toBe(false);
  });

  it('property: the four counts add up to the players, and yes is the players answering yes', () => {
    const answer = fc.constantFrom(...AVAILABILITY_STATUSES);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 30 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 80 }), answer)),
        (players, pairs) => {
          const answers = new Map(pairs);
          const count = countSquad(players, answers);
          expect(count.yes + count.no + count.maybe + count.unanswered).toBe(players.length);
          expect(count.yes).toBe(players.filter((p) => answers.get(p) === 'yes').length);
          expect(count.unanswered).toBe(players.filter((p) => !answers.has(p)).length);
        },
      ),
    );
  });
});

describe('kickOffDay', () => {
  it("names the kick-off's weekday in Munich, in English and German", () => {
    // 23:30 UTC on a Wednesday is already Thursday in Munich.
    const late = new Date('2026-12-09T23:30:00Z');
    expect(kickOffDay(late, 'en')).toBe('Thursday');
    expect(kickOffDay(late, 'de')).toBe('Donnerstag');
  });
});
