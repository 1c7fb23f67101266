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

/** "Mon 30.11.2026, 19:00" in the league's time zone, or "TBD" without a date. */
export function formatKickOff(value: Date | string | null, timeZone: string = LEAGUE_TIME_ZONE): string {
  if (value === null || value === 'tbd') return 'TBD';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'TBD';
  const part = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${part.weekday} ${part.day}.${part.month}.${part.year}, ${part.hour}:${part.minute}`;
}
