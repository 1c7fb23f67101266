/** Dates are stored in UTC and shown in UTC, so every visitor sees the same day. */
const germanDate = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

const germanDateTime = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

function parse(value: string): Date | null {
  if (value === 'tbd') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd.mm.yyyy, or TBD while the date is not set. */
export function formatDate(value: string): string {
  const date = parse(value);
  return date ? germanDate.format(date) : 'TBD';
}

/** dd.mm.yyyy HH:mm, or TBD while the date is not set. */
export function formatDateTime(value: string): string {
  const date = parse(value);
  return date ? germanDateTime.format(date).replace(',', '') : 'TBD';
}

/** dd/mm/yy for the public matches table, or TBD. */
export function formatShortDate(value: string): string {
  const date = parse(value);
  if (!date) return 'TBD';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${two(date.getUTCFullYear() % 100)}`;
}

/** Milliseconds for sorting; unset dates sort first. */
export function dateValue(value: string): number {
  return parse(value)?.getTime() ?? 0;
}
