import type { ErrorCode } from '../../../../common/api/error-codes';
import { fieldError } from '../../../../common/api/field-errors';
import type { ApiFailure } from '../../../../common/api/types';
import { loadFieldChecks } from '../../../lib/field-checks';

type FieldChecks = Awaited<ReturnType<typeof loadFieldChecks>>;

/** How the API names the kick-off in a sentence about it: "date: Please choose a kick-off ...". */
const FIELD = 'date: ';

/** Refusals that may be about the date sent: its format, and bounds only the server knows (the season's match window). */
const ABOUT_A_VALUE: ReadonlySet<ErrorCode | undefined> = new Set([
  'invalid_field',
  'invalid_proposed_date',
  'date_after_season',
]);

/** A sentence of the rules about the date as the field says it, without the API's field name. */
export const withoutDateField = (sentence: string): string =>
  sentence.startsWith(FIELD) ? sentence.slice(FIELD.length) : sentence;

/**
 * The sentence for the kick-off field of a refusal about the date the form sent, or null for a
 * refusal about something else (the match, the session), which an alert says.
 */
export function dateFieldRefusal(refusal: ApiFailure): string | null {
  return ABOUT_A_VALUE.has(refusal.code) && refusal.error.startsWith(FIELD)
    ? withoutDateField(refusal.error)
    : null;
}

/**
 * What a kick-off input holds, checked as the API checks it: the ISO instant its call sends, or
 * the API's sentence for the field in the page's language. `field` picks the schema the route
 * reads `date` with.
 */
export async function checkKickOff(
  value: string,
  field: (checks: FieldChecks) => FieldChecks['matchDateField'] | FieldChecks['proposedDateField'],
): Promise<{ date: string; problem?: undefined } | { date?: undefined; problem: string }> {
  const checks = await loadFieldChecks();
  const date = checks.kickOffFromInput(value);
  const problem = fieldError(field(checks), date);
  return problem === undefined ? { date } : { problem };
}
