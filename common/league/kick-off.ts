import { DAY, MINUTE } from '../durations';
import type { Locale } from '../i18n/locale';
import { m } from '../i18n/messages';
import { intlOffset, offsetFormat } from './zone-table';
import { ZONE_TABLE } from './zone-transitions';

/**
 * Kick-offs as the league's people read them: in the league's time zone, whatever the reader's
 * device says (a Munich player reading UTC would turn up an hour off, two in summer).
 */
export const LEAGUE_TIME_ZONE = 'Europe/Berlin';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** German weekdays as German sites abbreviate them, by the English short name the formatter gives. */
const GERMAN_WEEKDAYS: Readonly<Record<string, string>> = {
  Mon: 'Mo.',
  Tue: 'Di.',
  Wed: 'Mi.',
  Thu: 'Do.',
  Fri: 'Fr.',
  Sat: 'Sa.',
  Sun: 'So.',
};

/**
 * "Mon 30.11.2026, 19:00" (German "Mo., 30.11.2026, 19:00") in the league's time zone, or "TBD"
 * ("offen") without a date. English unless told: the server says whose language (decision 031).
 */
export function formatKickOff(
  value: Date | string | null,
  timeZone: string = LEAGUE_TIME_ZONE,
  locale: Locale = 'en',
): string {
  const unset = m.common_date_tbd({}, { locale });
  if (value === null || value === 'tbd') return unset;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return unset;
  const part = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const weekday = locale === 'de' ? `${GERMAN_WEEKDAYS[part.weekday ?? ''] ?? part.weekday},` : part.weekday;
  return `${weekday} ${part.day}.${part.month}.${part.year}, ${part.hour}:${part.minute}`;
}

/**
 * The league's zone as its people name it ('Munich time', 'Münchner Zeit'), in the current
 * language, for labels where a reader could doubt the zone.
 */
export const leagueTimeZoneName = (): string => m.public_time_zone();

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The period of ZONE_TABLE.periods an instant within the table falls in (its index, even). */
function periodAt(instant: number): number {
  const periods = ZONE_TABLE.periods;
  let low = 0;
  let high = periods.length / 2 - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((periods[middle * 2] as number) <= instant) low = middle;
    else high = middle - 1;
  }
  return low * 2;
}

/**
 * How far the zone's wall clock is ahead of UTC at an instant, in ms (Europe/Berlin: +1 h in
 * winter, +2 h in summer). The league's zone within ZONE_TABLE_YEARS is read from a table made
 * from Intl's data (zone-transitions.ts): creating the first Intl formatter with a time zone costs
 * a phone 150-200 ms of main thread while a page hydrates. Other zones and years ask Intl.
 */
export function zoneOffset(instant: number, timeZone: string = LEAGUE_TIME_ZONE): number {
  if (timeZone === ZONE_TABLE.zone && instant >= ZONE_TABLE.from && instant < ZONE_TABLE.until) {
    return (ZONE_TABLE.periods[periodAt(instant) + 1] as number) * MINUTE;
  }
  let format = offsetFormatters.get(timeZone);
  if (!format) {
    format = offsetFormat(timeZone);
    offsetFormatters.set(timeZone, format);
  }
  return intlOffset(instant, format);
}

/**
 * The instant as a Date whose UTC fields read the zone's wall clock (getUTCHours() is the hour
 * on a Munich clock): for formatting with the UTC getters, never to be stored or compared.
 */
export function wallClockDate(instant: Date, timeZone: string = LEAGUE_TIME_ZONE): Date {
  return new Date(instant.getTime() + zoneOffset(instant.getTime(), timeZone));
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm' on the zone's wall clock: the value of a datetime-local input. */
export function toWallClockInput(instant: Date, timeZone: string = LEAGUE_TIME_ZONE): string {
  const wall = wallClockDate(instant, timeZone);
  const year = String(wall.getUTCFullYear()).padStart(4, '0');
  return `${year}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}T${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a 'YYYY-MM-DDTHH:mm' wall-clock time in the zone stands for, or null for what is
 * not such a time. Daylight saving, as Temporal's 'compatible' disambiguation does it: a time
 * that occurs twice (the last Sunday of October, 02:00-02:59 in Munich) is the first of the
 * two, in summer time; a time that does not exist (the last Sunday of March, 02:00-02:59) is
 * read with the offset before the change, so 02:30 becomes 03:30 summer time.
 */
export function instantFromWallClock(value: string, timeZone: string = LEAGUE_TIME_ZONE): Date | null {
  const match = WALL_CLOCK.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, 0, 0);
  const local = wall.getTime();
  // Typed fields that roll over (31.02., 24:00) are not a time.
  if (
    Number.isNaN(local) ||
    wall.getUTCMonth() !== month - 1 ||
    wall.getUTCHours() !== hour ||
    wall.getUTCMinutes() !== minute
  )
    return null;
  // Zones change their offset at most once within a day either side, so the offsets a day
  // before and after are the only candidates.
  const before = zoneOffset(local - DAY, timeZone);
  const after = zoneOffset(local + DAY, timeZone);
  const candidates = [local - before, local - after].filter(
    (instant) => instant + zoneOffset(instant, timeZone) === local,
  );
  if (candidates.length === 0) return new Date(local - before);
  return new Date(Math.min(...candidates));
}
