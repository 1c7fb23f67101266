/**
 * The league zone's offsets as a table read from Intl's time-zone data (decision 029 addendum):
 * `npm run zone-table` writes it to zone-transitions.ts, and zone-table.test.ts fails once the
 * Node running the tests knows other offsets for the table's years (a law change shipped with a
 * newer time-zone database), so the table is written again on purpose, never silently stale.
 */

/** The years the league zone's table covers; instants outside it are read from Intl. */
export const ZONE_TABLE_YEARS = { from: 2010, until: 2041 } as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How far the zone's wall clock is ahead of UTC at an instant, in ms, as Intl reads it with
 * `format` (offsetFormat): numeric en-US parts parse the same in every engine.
 */
export function intlOffset(instant: number, format: Intl.DateTimeFormat): number {
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = Number(value);
  const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second);
  // The wall clock has whole seconds; the instant may not.
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

function offsetMinutes(instant: number, format: Intl.DateTimeFormat): number {
  const offset = intlOffset(instant, format);
  if (offset % 60_000 !== 0) throw new Error(`offset ${offset} ms at ${instant} is not whole minutes`);
  return offset / 60_000;
}

/** The numeric formatter zoneOffset reads a zone's wall clock with. */
export function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

export interface ZoneTable {
  zone: string;
  /** The first instant the table covers (ms), inclusive. */
  from: number;
  /** The end of what the table covers (ms), exclusive. */
  until: number;
  /** Pairs of [start of a period (ms), the zone's offset in it (minutes)], the first starting at `from`. */
  periods: readonly number[];
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
  return `// Written by \`npm run zone-table\` from Intl's time-zone data (common/league/zone-table.ts); do not edit.
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
