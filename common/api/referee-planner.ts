import { z } from 'zod';
import { m } from '../i18n/messages';
import { REFEREE_EXCLUSIONS } from '../league/referee-planner';
import { idField, tokenField } from './fields';

/** The referee planner (docs/PRODUCT.md#referee-planner, decision 099). */

export const suggestRefereesRequest = z.strictObject({
  ...tokenField,
  match_id: idField('match'),
  slot: z.union([z.literal(1), z.literal(2)], { error: () => m.server_field_referee_slot() }),
});

export const refereeSuggestionAnswer = z.strictObject({
  user_id: z.number().int(),
  name: z.string(),
  duties_this_season: z.number().int().describe('Matches of the season this member was appointed to referee'),
  reason_if_excluded: z
    .enum(REFEREE_EXCLUSIONS)
    .nullable()
    .describe(
      'null: can referee; else why not: not eligible this season, said no for the day, suspended that day, playing that day, already refereeing the match',
    ),
});
export type RefereeSuggestion = z.infer<typeof refereeSuggestionAnswer>;
export const refereeSuggestionsAnswer = z.array(refereeSuggestionAnswer);
