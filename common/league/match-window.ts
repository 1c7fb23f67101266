import { DAY } from '../durations';
import { getLocale, m } from '../i18n/messages';
import { formatKickOff, instantFromWallClock, LEAGUE_TIME_ZONE, toWallClockInput } from './kick-off';

/**
 * A season's match window (docs/PRODUCT.md#dates): captains date and move its matches up to the
 * league's setting in months after the season's first kick-off, so no match is parked where no
 * deadline reaches it; admins set any date. Pure: the server reads the facts, the web shows them.
 */

/** The league's setting (league_details.match_window_months): whole months, the database checks the same. */
export const MATCH_WINDOW_MONTHS = { min: 1, max: 24, default: 6 } as const;

/** An undated match is on the admins' to-do list from this long before its season's window ends. */
export const UNDATED_ALERT_BEFORE_MS = 14 * DAY;

/**
 * Where a season's window starts: its earliest kick-off, or, before any match has one, when the
 * season was created (a season has no start date of its own).
 */
export const matchWindowStart = (firstKickOff: Date | null, seasonCreatedAt: Date): Date =>
  firstKickOff ?? seasonCreatedAt;

/**
 * `months` calendar months after `start` on the league's wall clock (19:00 stays 19:00 across the
 * clock change); a day the month lacks becomes its last (31 August + 6 months: 28 or 29 February).
 */
export function matchWindowEnd(start: Date, months: number): Date {
  const [date = '', time = ''] = toWallClockInput(start, LEAGUE_TIME_ZONE).split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const wall = `${String(target.getUTCFullYear()).padStart(4, '0')}-${String(target.getUTCMonth() + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}T${time}`;
  const end = instantFromWallClock(wall, LEAGUE_TIME_ZONE);
  if (!end) throw new Error(`matchWindowEnd: no instant for ${wall}`);
  return end;
}

/**
 * Why a captain may not set or propose this kick-off (400, naming the date field), or null: it lies
 * after the window's end. The sentence names the latest allowed kick-off in the league's time zone.
 */
export const windowRefusal = (kickOff: Date, windowEnd: Date): string | null =>
  kickOff.getTime() > windowEnd.getTime()
    ? m.server_kick_off_beyond_window({ latest: formatKickOff(windowEnd, LEAGUE_TIME_ZONE, getLocale()) })
    : null;

/** Whether an undated match of a season whose window ends at `windowEnd` belongs on the admins' list now. */
export const undatedMatchAlert = (windowEnd: Date, now: Date): boolean =>
  now.getTime() >= windowEnd.getTime() - UNDATED_ALERT_BEFORE_MS;
