import { wallClockDate } from '../../common/league/kick-off';

/**
 * Dates are stored as UTC instants and shown on the league's wall clock (Munich), whatever the
 * device's zone (decision 029). One numeric formatter, created at the first date shown, gives
 * the zone's offset; the fields are then read with the UTC getters rather than a German
 * Intl pattern, which costs ~25 ms of a phone's main thread to create.
 */

function parse(value: string): Date | null {
  if (value === 'tbd') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : wallClockDate(date);
}

const two = (n: number) => String(n).padStart(2, '0');

const dayMonthYear = (date: Date) =>
  `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;

const hourMinute = (date: Date) => `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;

/** dd.mm.yyyy, or TBD while the date is not set. */
export function formatDate(value: string): string {
  const date = parse(value);
  return date ? dayMonthYear(date) : 'TBD';
}

/** dd.mm.yyyy HH:mm, or TBD while the date is not set. */
export function formatDateTime(value: string): string {
  const date = parse(value);
  return date ? `${dayMonthYear(date)} ${hourMinute(date)}` : 'TBD';
}

/** dd/mm/yy for the public matches table, or TBD. */
export function formatShortDate(value: string): string {
  const date = parse(value);
  if (!date) return 'TBD';
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${two(date.getUTCFullYear() % 100)}`;
}

/** HH:mm, or an empty string while the date is not set. */
export function formatTime(value: string): string {
  const date = parse(value);
  return date ? hourMinute(date) : '';
}

/** Milliseconds for sorting; unset dates sort first. */
export function dateValue(value: string): number {
  if (value === 'tbd') return 0;
  return new Date(value).getTime() || 0;
}
