import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateValue, formatDate, formatDateTime, formatShortDate, formatTime } from './dates';

describe('dates', () => {
  it('formats on the Munich wall clock as dd.mm.yyyy, dd.mm.yyyy HH:mm, dd/mm/yy and HH:mm', () => {
    expect(formatDate('2026-01-27T23:33:19.534Z')).toBe('28.01.2026');
    expect(formatDateTime('2026-01-27T23:33:19.534Z')).toBe('28.01.2026 00:33');
    expect(formatDateTime('2026-11-30T18:00:00Z')).toBe('30.11.2026 19:00');
    expect(formatDateTime('2026-07-15T17:00:00Z')).toBe('15.07.2026 19:00');
    expect(formatShortDate('2026-03-05T07:04:00Z')).toBe('05/03/26');
    expect(formatTime('2026-07-15T17:00:00Z')).toBe('19:00');
  });

  it('formats German dates as German sites do: 14.05.2025, 18:00, dd.mm.yy, and "offen" without a date', () => {
    expect(formatDate('2025-05-14T16:00:00Z', 'de')).toBe('14.05.2025');
    expect(formatDateTime('2025-05-14T16:00:00Z', 'de')).toBe('14.05.2025, 18:00');
    expect(formatShortDate('2026-03-05T07:04:00Z', 'de')).toBe('05.03.26');
    expect(formatTime('2025-05-14T16:00:00Z')).toBe('18:00');
    for (const format of [formatDate, formatDateTime, formatShortDate])
      expect(format('tbd', 'de')).toBe('offen');
    // English, asked for by name, is today's format.
    expect(formatDateTime('2025-05-14T16:00:00Z', 'en')).toBe('14.05.2025 18:00');
    expect(formatShortDate('2026-03-05T07:04:00Z', 'en')).toBe('05/03/26');
  });

  it("shows TBD for 'tbd' and for what is not a date", () => {
    for (const value of ['tbd', 'not a date', '']) {
      expect(formatDate(value)).toBe('TBD');
      expect(formatDateTime(value)).toBe('TBD');
      expect(formatShortDate(value)).toBe('TBD');
      expect(formatTime(value)).toBe('');
      expect(dateValue(value)).toBe(0);
    }
  });

  it('matches the German Europe/Berlin format of Intl for any date of the years 1980 to 2099', () => {
    const german = new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Berlin',
    });
    const dates = fc.date({
      min: new Date('1980-01-01T00:00:00Z'),
      max: new Date('2099-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dates, (date) => {
        const iso = date.toISOString();
        expect(formatDateTime(iso)).toBe(german.format(date).replace(',', ''));
        expect(formatDate(iso)).toBe(german.format(date).split(',')[0]);
        expect(dateValue(iso)).toBe(date.getTime());
      }),
    );
  });
});
