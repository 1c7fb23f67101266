import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKickOff, instantFromWallClock, toWallClockInput, wallClockDate, zoneOffset } from './kick-off';

describe('formatKickOff', () => {
  it('shows Munich wall-clock time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(formatKickOff('2026-11-30T18:00:00.000Z')).toBe('Mon 30.11.2026, 19:00');
    expect(formatKickOff(new Date('2026-07-15T17:00:00.000Z'))).toBe('Wed 15.07.2026, 19:00');
  });

  it('crosses midnight into the next local day', () => {
    expect(formatKickOff('2026-11-30T23:30:00.000Z')).toBe('Tue 01.12.2026, 00:30');
  });

  it('speaks German when asked: Mo., 30.11.2026, 19:00, and "offen" without a date', () => {
    expect(formatKickOff('2026-11-30T18:00:00.000Z', undefined, 'de')).toBe('Mo., 30.11.2026, 19:00');
    expect(formatKickOff('2025-05-14T16:00:00.000Z', undefined, 'de')).toBe('Mi., 14.05.2025, 18:00');
    expect(formatKickOff(null, undefined, 'de')).toBe('offen');
    expect(formatKickOff('2026-11-30T18:00:00.000Z', undefined, 'en')).toBe('Mon 30.11.2026, 19:00');
  });

  it('says TBD without a date', () => {
    expect(formatKickOff(null)).toBe('TBD');
    expect(formatKickOff('tbd')).toBe('TBD');
  });

  it('keeps UTC when asked for it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const shown = formatKickOff(date, 'UTC');
          const hh = String(date.getUTCHours()).padStart(2, '0');
          const mm = String(date.getUTCMinutes()).padStart(2, '0');
          expect(shown.endsWith(`${hh}:${mm}`)).toBe(true);
        },
      ),
    );
  });
});

describe('league wall-clock time', () => {
  const minutes = fc
    .date({
      min: new Date('1980-01-01T00:00:00Z'),
      max: new Date('2099-12-31T23:59:00Z'),
      noInvalidDate: true,
    })
    .map((date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000));

  it('is UTC+1 in winter and UTC+2 in summer in Munich', () => {
    expect(instantFromWallClock('2026-11-30T19:00')?.toISOString()).toBe('2026-11-30T18:00:00.000Z');
    expect(instantFromWallClock('2026-07-15T19:00')?.toISOString()).toBe('2026-07-15T17:00:00.000Z');
    expect(toWallClockInput(new Date('2026-11-30T18:00:00.000Z'))).toBe('2026-11-30T19:00');
    expect(toWallClockInput(new Date('2026-07-15T17:00:00.000Z'))).toBe('2026-07-15T19:00');
    expect(zoneOffset(Date.parse('2026-01-01T12:00:00Z'))).toBe(3_600_000);
    expect(zoneOffset(Date.parse('2026-06-01T12:00:00.123Z'))).toBe(7_200_000);
  });

  it('reads a time that does not exist (spring forward) with the offset before the change', () => {
    // 29.03.2026: the clocks jump from 02:00 to 03:00.
    expect(instantFromWallClock('2026-03-29T02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(toWallClockInput(new Date('2026-03-29T01:30:00.000Z'))).toBe('2026-03-29T03:30');
  });

  it('reads a time that occurs twice (fall back) as the first, in summer time', () => {
    // 25.10.2026: the clocks go back from 03:00 to 02:00.
    expect(instantFromWallClock('2026-10-25T02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(toWallClockInput(new Date('2026-10-25T00:30:00.000Z'))).toBe('2026-10-25T02:30');
    expect(toWallClockInput(new Date('2026-10-25T01:30:00.000Z'))).toBe('2026-10-25T02:30');
  });

  it('refuses what is not a wall-clock time', () => {
    for (const value of ['', '2026-11-30', '2026-02-31T19:00', '2026-11-30T24:00', '2026-11-30T19:60', 'x']) {
      expect(instantFromWallClock(value)).toBeNull();
    }
  });

  it('round-trips every wall-clock time that exists: wall clock -> instant -> wall clock', () => {
    fc.assert(
      fc.property(minutes, (date) => {
        const wall = toWallClockInput(date);
        const instant = instantFromWallClock(wall);
        expect(instant && toWallClockInput(instant)).toBe(wall);
      }),
    );
  });

  it('round-trips every instant, except the second pass of a repeated hour, which reads as the first', () => {
    fc.assert(
      fc.property(minutes, (date) => {
        const back = instantFromWallClock(toWallClockInput(date));
        const repeated = zoneOffset(date.getTime() - 3_600_000) > zoneOffset(date.getTime());
        expect(back?.getTime()).toBe(repeated ? date.getTime() - 3_600_000 : date.getTime());
      }),
    );
  });

  it('matches Intl in any zone, however the machine running it is set', () => {
    fc.assert(
      fc.property(
        minutes,
        fc.constantFrom('Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC'),
        (date, zone) => {
          const shown = wallClockDate(date, zone);
          const parts = new Intl.DateTimeFormat('en-CA', {
            timeZone: zone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
          }).format(date);
          expect(parts.replace(',', '')).toBe(`${toWallClockInput(date, zone).replace('T', ' ')}`);
          expect(shown.getTime() - date.getTime()).toBe(zoneOffset(date.getTime(), zone));
        },
      ),
    );
  });
});
