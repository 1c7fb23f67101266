/**
 * Dates are stored in UTC and shown in UTC, so every visitor sees the same day. Formatted from
 * the UTC parts rather than Intl.DateTimeFormat: making a German formatter cost ~25 ms of a
 * phone's main thread at start (~90 ms under Lighthouse's 4x CPU slowdown) for a fixed pattern.
 */

function parse(value: string): Date | null {
  if (value === 'tbd') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const two = (n: number) => String(n).padStart(2, '0');

const dayMonthYear = (date: Date) =>
  `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;

/** dd.mm.yyyy, or TBD while the date is not set. */
export function formatDate(value: string): string {
  const date = parse(value);
  return date ? dayMonthYear(date) : 'TBD';
}

/** dd.mm.yyyy HH:mm, or TBD while the date is not set. */
export function formatDateTime(value: string): string {
  const date = parse(value);
  return date ? `${dayMonthYear(date)} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}` : 'TBD';
}

/** dd/mm/yy for the public matches table, or TBD. */
export function formatShortDate(value: string): string {
  const date = parse(value);
  if (!date) return 'TBD';
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${two(date.getUTCFullYear() % 100)}`;
}

/** Milliseconds for sorting; unset dates sort first. */
export function dateValue(value: string): number {
  return parse(value)?.getTime() ?? 0;
}
