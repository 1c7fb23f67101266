import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateValue, formatDate, formatDateTime, formatShortDate } from './dates';

describe('dates', () => {
  it('formats in UTC as dd.mm.yyyy, dd.mm.yyyy HH:mm and dd/mm/yy', () => {
    expect(formatDate('2026-01-27T23:33:19.534Z')).toBe('27.01.2026');
    expect(formatDateTime('2026-01-27T23:33:19.534Z')).toBe('27.01.2026 23:33');
    expect(formatDateTime('2026-03-05T07:04:00Z')).toBe('05.03.2026 07:04');
    expect(formatShortDate('2026-03-05T07:04:00Z')).toBe('05/03/26');
  });

  it("shows TBD for 'tbd' and for what is not a date", () => {
    for (const value of ['tbd', 'not a date', '']) {
      expect(formatDate(value)).toBe('TBD');
      expect(formatDateTime(value)).toBe('TBD');
      expect(formatShortDate(value)).toBe('TBD');
    }
    expect(dateValue('tbd')).toBe(0);
  });

  it('matches the German UTC format of Intl for any date of the years 1000 to 9999', () => {
    const german = new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    const dates = fc.date({
      min: new Date('1000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dates, (date) => {
        const iso = date.toISOString();
        expect(formatDateTime(iso)).toBe(german.format(date).replace(',', ''));
        expect(formatDate(iso)).toBe(german.format(date).split(',')[0]);
      }),
    );
  });
});
