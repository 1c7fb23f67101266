import type { Locale } from '../i18n/locale';
import { formatKickOff, LEAGUE_TIME_ZONE } from './kick-off';

/**
 * What an audit log entry changed (docs/PRODUCT.md#audit-log): the fields whose values differ
 * between before and after. An entry of a creation has no before, of a deletion no after: then
 * every field it keeps is listed. The web names the fields and words the values in the reader's
 * language (auditValue with its words).
 */

export interface AuditChange {
  /** The field as the entry keeps it, e.g. 'name_short'. */
  key: string;
  before: unknown;
  after: unknown;
}

type Values = Record<string, unknown> | null;

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * One stored value in words: moments on the league's clock in the reader's language, flags as
 * yes/no, lists joined; null: none.
 */
export function auditValue(
  value: unknown,
  words: { yes: string; no: string; locale: Locale },
): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string')
    return ISO_MOMENT.test(value) ? formatKickOff(value, LEAGUE_TIME_ZONE, words.locale) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => auditValue(item, words) ?? '–').join(', ');
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The changed fields in the order the entry keeps them (after's first, then those only before had). */
export function auditChanges(before: Values, after: Values): AuditChange[] {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  // A creation or deletion lists all it keeps; an edit only what it changed.
  const whole = before === null || after === null;
  return keys
    .filter((key) => whole || !same(before?.[key], after?.[key]))
    .map((key) => ({ key, before: before?.[key], after: after?.[key] }));
}
