import { z } from 'zod';
import { m } from '../i18n/messages';
import { idField, reasonField, storable, tokenField } from './fields';

/** The league postponing a match day (docs/PRODUCT.md#postponed-by-the-league): request and answer. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ONE_DAY = 86_400_000;
const DAY_FORMAT = () => m.server_field_day();

/**
 * A day of the league's calendar, 'YYYY-MM-DD' (a form's date input holds it so). Only real days:
 * '2026-02-30' would otherwise roll over into March. The day's start and end in Munich must be
 * storable: '0000-01-01' starts in the year -1.
 */
export const leagueDayField = z
  .string({ error: DAY_FORMAT })
  .trim()
  .refine(
    (value) =>
      DAY.test(value) &&
      !Number.isNaN(Date.parse(value)) &&
      new Date(value).toISOString().startsWith(value) &&
      storable(Date.parse(value) - ONE_DAY) &&
      storable(Date.parse(value) + 2 * ONE_DAY),
    {
      error: DAY_FORMAT,
    },
  );

export const postponeMatchesRequest = z.strictObject({
  ...tokenField,
  date: leagueDayField,
  pitch_id: idField('pitch').nullable().optional(),
  reason: reasonField,
});
export type PostponeMatchesRequest = z.infer<typeof postponeMatchesRequest>;

export const postponedMatchesAnswer = z.strictObject({
  count: z.number().int().describe('How many matches went back to date to be agreed'),
  match_ids: z.array(z.number().int()).describe('Their ids, by former kick-off'),
});
export type PostponedMatches = z.infer<typeof postponedMatchesAnswer>;
