import type { Locale } from '../../common/i18n/locale';
import { getLocale, m } from '../../common/i18n/messages';
import { wallClockDate } from '../../common/league/kick-off';

/**
 * Dates are stored as UTC instants and shown on the league's wall clock (Munich), whatever the
 * device's zone (decision 029), in the page's language (decision 031): English keeps the formats
 * it always had, German writes 14.05.2025, 18:00. One numeric formatter, created at the first date shown, gives
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

const unset = (locale: Locale) => m.common_date_tbd({}, { locale });

/** dd.mm.yyyy, or TBD (offen) while the date is not set. */
export function formatDate(value: string, locale: Locale = getLocale()): string {
  const date = parse(value);
  return date ? dayMonthYear(date) : unset(locale);
}

/** dd.mm.yyyy HH:mm (German: dd.mm.yyyy, HH:mm), or TBD (offen) while the date is not set. */
export function formatDateTime(value: string, locale: Locale = getLocale()): string {
  const date = parse(value);
  if (!date) return unset(locale);
  return `${dayMonthYear(date)}${locale === 'de' ? ',' : ''} ${hourMinute(date)}`;
}

/** dd/mm/yy (German: dd.mm.yy) for the public matches table, or TBD (offen). */
export function formatShortDate(value: string, locale: Locale = getLocale()): string {
  const date = parse(value);
  if (!date) return unset(locale);
  const separator = locale === 'de' ? '.' : '/';
  return [two(date.getUTCDate()), two(date.getUTCMonth() + 1), two(date.getUTCFullYear() % 100)].join(
    separator,
  );
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
