/**
 * The league zone's offsets as a table read from Intl's time-zone data (decision 029 addendum):
 * `npm run zone-table` writes it to zone-transitions.ts, and zone-table.test.ts fails once the
 * Node running the tests knows other offsets for the table's years (a law change shipped with a
 * newer time-zone database), so the table is written again on purpose, never silently stale.
 */

/** The years the league zone's table covers; instants outside it are read from Intl. */
export const ZONE_TABLE_YEARS = { from: 2010, until: 2041 } as const;

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
