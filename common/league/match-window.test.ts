import { describe, expect, it } from 'vitest';
import { formatKickOff } from './kick-off';
import {
  MATCH_WINDOW_MONTHS,
  matchWindowEnd,
  matchWindowStart,
  UNDATED_ALERT_BEFORE_MS,
  undatedMatchAlert,
  windowRefusal,
} from './match-window';

const DAY = 24 * 3600 * 1000;

describe('matchWindowStart', () => {
  it("is the season's first kick-off, or its creation while no match has a date", () => {
    const created = new Date('2026-09-01T10:00:00Z');
    const first = new Date('2026-10-05T16:00:00Z');
    expect(matchWindowStart(first, created)).toBe(first);
    expect(matchWindowStart(null, created)).toBe(created);
  });
});

describe('matchWindowEnd', () => {
  it('adds calendar months on the Munich wall clock, across the clock change', () => {
    // 19:00 in winter (UTC+1) stays 19:00 in summer (UTC+2), and back.
    expect(matchWindowEnd(new Date('2026-01-15T18:00:00Z'), 6).toISOString()).toBe(
      '2026-07-15T17:00:00.000Z',
    );
    expect(matchWindowEnd(new Date('2026-07-15T17:00:00Z'), 6).toISOString()).toBe(
      '2027-01-15T18:00:00.000Z',
    );
    expect(matchWindowEnd(new Date('2026-10-05T16:00:00Z'), 1).toISOString()).toBe(
      '2026-11-05T17:00:00.000Z',
    );
    expect(matchWindowEnd(new Date('2026-03-01T11:00:00Z'), 24).toISOString()).toBe(
      '2028-03-01T11:00:00.000Z',
    );
  });

  it("takes a month's last day where it lacks the start's, and the Munich date, not the UTC one", () => {
    // 31 August + 6 months: 28 February (29 in a leap year).
    expect(matchWindowEnd(new Date('2026-08-31T17:00:00Z'), 6).toISOString()).toBe(
      '2027-02-28T18:00:00.000Z',
    );
    expect(matchWindowEnd(new Date('2027-08-31T17:00:00Z'), 6).toISOString()).toBe(
      '2028-02-29T18:00:00.000Z',
    );
    // 23:30 UTC on 31 March is 01:30 on 1 April in Munich: the window runs to 1 October.
    expect(matchWindowEnd(new Date('2026-03-31T23:30:00Z'), 6).toISOString()).toBe(
      '2026-09-30T23:30:00.000Z',
    );
  });

  it('grows with the setting, from the smallest to the largest', () => {
    const start = new Date('2026-10-05T16:00:00Z');
    const ends = [MATCH_WINDOW_MONTHS.min, MATCH_WINDOW_MONTHS.default, MATCH_WINDOW_MONTHS.max].map(
      (months) => matchWindowEnd(start, months).getTime(),
    );
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(new Set(ends).size).toBe(3);
  });
});

describe('windowRefusal', () => {
  const end = new Date('2027-04-05T16:00:00Z');

  it("refuses a kick-off after the window's end, naming the field and the latest kick-off in Munich time", () => {
    expect(windowRefusal(end, end)).toBeNull();
    expect(windowRefusal(new Date(end.getTime() - DAY), end)).toBeNull();
    const refusal = windowRefusal(new Date('9999-12-31T18:00:00Z'), end);
    expect(refusal).toBe(
      `date: Please choose a kick-off no later than ${formatKickOff(end)} (Munich time), the end of this season's match window. Only an admin can set a later one.`,
    );
    expect(refusal).toContain('Mon 05.04.2027, 18:00');
    expect(windowRefusal(new Date(end.getTime() + 60_000), end)).toBe(refusal);
  });
});

describe('undatedMatchAlert', () => {
  it("is on from 14 days before the window's end, and stays on after it", () => {
    const end = new Date('2027-04-05T16:00:00Z');
    expect(undatedMatchAlert(end, new Date(end.getTime() - UNDATED_ALERT_BEFORE_MS - 1))).toBe(false);
    expect(undatedMatchAlert(end, new Date(end.getTime() - UNDATED_ALERT_BEFORE_MS))).toBe(true);
    expect(undatedMatchAlert(end, new Date(end.getTime() + 30 * DAY))).toBe(true);
    expect(UNDATED_ALERT_BEFORE_MS).toBe(14 * DAY);
  });
});
