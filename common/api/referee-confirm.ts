import { z } from 'zod';
import { m } from '../i18n/messages';
import { LIMITS } from '../limits';
import { flag, idField, tokenField } from './fields';

/**
 * Referees confirm results (docs/PRODUCT.md#referees-confirm, decision 093): an appointed
 * referee's one answer to a match's result after the final whistle. Request and answer.
 */

/** The referee's version of the match: optional with a confirmation, required with a dispute. */
export const refereeNoteField = z
  .string({ error: () => m.server_field_referee_note_too_long({ max: LIMITS.reasonMax }) })
  .trim()
  .max(LIMITS.reasonMax, { error: () => m.server_field_referee_note_too_long({ max: LIMITS.reasonMax }) });

export const confirmResultRequest = z
  .strictObject({
    ...tokenField,
    match_id: idField('match'),
    agree: flag('agree'),
    note: refereeNoteField.optional(),
  })
  .refine((body) => body.agree || (body.note ?? '') !== '', {
    path: ['note'],
    error: () => m.server_field_referee_note_required(),
  });
export type ConfirmResultRequest = z.input<typeof confirmResultRequest>;

export const resultConfirmationAnswer = z.strictObject({
  match_id: z.number().int(),
  result_id: z
    .number()
    .int()
    .nullable()
    .describe('The result answered; null once it is gone (an admin chose another)'),
  score: z.string().describe('The score answered, home first, as "2:1"'),
  agree: z.boolean(),
  note: z.string().nullable(),
  answered_at: z.string().describe('ISO 8601 timestamp (UTC)'),
  held: z
    .boolean()
    .describe(
      "The match's result is held for the admins: not final, off the table, until an admin settles it",
    ),
});
export type ResultConfirmation = z.infer<typeof resultConfirmationAnswer>;
