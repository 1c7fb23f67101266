import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKickOff } from './kick-off';

describe('formatKickOff', () => {
  it('shows Munich wall-clock time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(formatKickOff('2026-11-30T18:00:00.000Z')).toBe('Mon 30.11.2026, 19:00');
    expect(formatKickOff(new Date('2026-07-15T17:00:00.000Z'))).toBe('Wed 15.07.2026, 19:00');
  });

  it('crosses midnight into the next local day', () => {
    expect(formatKickOff('2026-11-30T23:30:00.000Z')).toBe('Tue 01.12.2026, 00:30');
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
