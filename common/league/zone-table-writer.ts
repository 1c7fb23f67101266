/**
 * Writes the league zone's table (zone-table.ts) from Intl's time-zone data: used by
 * `npm run zone-table` (scripts/zone-table.ts) and by zone-table.test.ts, never by the app.
 */
import { DAY, MINUTE } from '../durations';
import { intlOffset, offsetFormat, type ZoneTable } from './zone-table';

function offsetMinutes(instant: number, format: Intl.DateTimeFormat): number {
  const offset = intlOffset(instant, format);
  if (offset % MINUTE !== 0) throw new Error(`offset ${offset} ms at ${instant} is not whole minutes`);
  return offset / MINUTE;
}

/**
 * Every offset period of `zone` from the start of `fromYear` to the start of `untilYear` (UTC):
 * a day-by-day scan, each change then narrowed to the second (zones change at most once a day).
 */
export function readZoneTable(zone: string, fromYear: number, untilYear: number): ZoneTable {
  const format = offsetFormat(zone);
  const from = Date.UTC(fromYear, 0, 1);
  const until = Date.UTC(untilYear, 0, 1);
  const periods = [from, offsetMinutes(from, format)];
  for (let day = from; day < until; day += DAY) {
    const next = Math.min(day + DAY, until);
    const before = offsetMinutes(day, format);
    if (offsetMinutes(next, format) === before) continue;
    let low = day;
    let high = next;
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (offsetMinutes(middle, format) === before) low = middle;
      else high = middle;
    }
    if (high < until) periods.push(high, offsetMinutes(high, format));
  }
  return { zone, from, until, periods };
}

/** The source of zone-transitions.ts for `table`. */
export function zoneTableSource(table: ZoneTable): string {
  const rows: string[] = [];
  for (let i = 0; i < table.periods.length; i += 2) {
    const start = table.periods[i] as number;
    rows.push(`    ${start},\n    ${table.periods[i + 1]}, // ${new Date(start).toISOString()}`);
  }
  return `// Written by \`npm run zone-table\` from Intl's time-zone data (common/league/zone-table-writer.ts); do not edit.
import type { ZoneTable } from './zone-table';

export const ZONE_TABLE: ZoneTable = {
  zone: '${table.zone}',
  from: ${table.from}, // ${new Date(table.from).toISOString()}
  until: ${table.until}, // ${new Date(table.until).toISOString()}
  periods: [
${rows.join('\n')}
  ],
};
`;
}
