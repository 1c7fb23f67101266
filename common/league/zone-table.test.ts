import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAGUE_TIME_ZONE, zoneOffset } from './kick-off';
import { intlOffset, offsetFormat, ZONE_TABLE_YEARS } from './zone-table';
import { readZoneTable } from './zone-table-writer';
import { ZONE_TABLE } from './zone-transitions';

describe("the league zone's offset table", () => {
  it("is what this Node's Intl knows of the zone for the table's years (else: npm run zone-table)", () => {
    expect(ZONE_TABLE).toEqual(
      readZoneTable(LEAGUE_TIME_ZONE, ZONE_TABLE_YEARS.from, ZONE_TABLE_YEARS.until),
    );
  });

  it('gives the offset Intl gives, at any instant in and around the table', () => {
    const format = offsetFormat(LEAGUE_TIME_ZONE);
    fc.assert(
      fc.property(
        fc.integer({ min: ZONE_TABLE.from - 86_400_000, max: ZONE_TABLE.until + 86_400_000 }),
        (instant) => {
          expect(zoneOffset(instant)).toBe(intlOffset(instant, format));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('changes exactly at each change, to the second: 01:00 UTC on the last Sundays of March and October', () => {
    const format = offsetFormat(LEAGUE_TIME_ZONE);
    for (let i = 2; i < ZONE_TABLE.periods.length; i += 2) {
      const start = ZONE_TABLE.periods[i] as number;
      expect(zoneOffset(start - 1)).toBe(intlOffset(start - 1, format));
      expect(zoneOffset(start)).toBe(intlOffset(start, format));
      expect(zoneOffset(start)).not.toBe(zoneOffset(start - 1));
    }
    expect(zoneOffset(Date.parse('2026-03-29T00:59:59Z'))).toBe(3_600_000);
    expect(zoneOffset(Date.parse('2026-03-29T01:00:00Z'))).toBe(7_200_000);
    expect(zoneOffset(Date.parse('2026-10-25T00:59:59.999Z'))).toBe(7_200_000);
    expect(zoneOffset(Date.parse('2026-10-25T01:00:00Z'))).toBe(3_600_000);
  });

  it('leaves other zones and years to Intl', () => {
    expect(zoneOffset(Date.parse('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-4 * 3_600_000);
    expect(zoneOffset(Date.parse('1990-07-01T12:00:00Z'))).toBe(7_200_000);
    expect(zoneOffset(Date.parse('2060-01-01T12:00:00Z'))).toBe(3_600_000);
  });
});
