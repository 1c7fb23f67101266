import { z } from 'zod';
import { m } from '../i18n/messages';
import { flag, idField, momentField, tokenField } from './fields';

/**
 * Free agents (docs/PRODUCT.md#free-agents, decision 098): a user's profile for captains, a
 * captain's invitation to the team or to one match, and its answer. Requests and answers.
 */

export const POSITIONS = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const;
export type Position = (typeof POSITIONS)[number];
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const FREE_AGENT_NOTE_MAX = 300;
/** A profile is put up for at most this many days ahead (it is for a season, not for ever). */
export const FREE_AGENT_DAYS_MAX = 180;

const listOf = <T extends readonly [string, ...string[]]>(values: T, sentence: () => string) =>
  z
    .array(z.enum(values, { error: sentence }), { error: sentence })
    .min(1, { error: sentence })
    .max(values.length, { error: sentence })
    .refine((list) => new Set(list).size === list.length, { error: sentence });

export const positionsField = listOf(POSITIONS, () =>
  m.server_field_free_agent_positions({ positions: POSITIONS.join(', ') }),
);
export const weekdaysField = listOf(WEEKDAYS, () =>
  m.server_field_free_agent_weekdays({ weekdays: WEEKDAYS.join(', ') }),
);
export const freeAgentNoteField = z
  .string({ error: () => m.server_field_free_agent_note({ max: FREE_AGENT_NOTE_MAX }) })
  .trim()
  .max(FREE_AGENT_NOTE_MAX, { error: () => m.server_field_free_agent_note({ max: FREE_AGENT_NOTE_MAX }) });

export const setFreeAgentRequest = z.strictObject({
  ...tokenField,
  positions: positionsField,
  weekdays: weekdaysField,
  note: freeAgentNoteField,
  until: momentField.describe(
    `ISO 8601: when the profile comes down by itself; ahead, at most ${FREE_AGENT_DAYS_MAX} days`,
  ),
  help_out: flag('help_out').describe(
    'Willing to help out in single matches; a player of a team can put up a profile only with true',
  ),
});
export type SetFreeAgentRequest = z.input<typeof setFreeAgentRequest>;

export const freeAgentAnswer = z.strictObject({
  user_id: z.number().int(),
  name: z.string(),
  positions: z.array(z.enum(POSITIONS)),
  weekdays: z.array(z.enum(WEEKDAYS)),
  note: z.string(),
  until: z.string().describe('ISO 8601 (UTC)'),
  help_out: z.boolean(),
});
export type FreeAgent = z.infer<typeof freeAgentAnswer>;

/** The caller's own profile: null when none is up (none put up, taken down, expired). */
export const myFreeAgentAnswer = freeAgentAnswer.nullable();

export const inviteFreeAgentRequest = z.strictObject({
  ...tokenField,
  user_id: idField('user'),
  match_id: idField('match')
    .optional()
    .describe("One of the team's upcoming matches: help out in it; without: join the team"),
});

export const invitationAnswer = z.strictObject({
  id: z.number().int(),
  user_id: z.number().int(),
  team_id: z.number().int(),
  team: z.string(),
  match_id: z.number().int().nullable().describe('null: an invitation to join the team'),
  status: z.enum(['open', 'accepted', 'declined']),
});
export type Invitation = z.infer<typeof invitationAnswer>;

export const answerInvitationRequest = z.strictObject({
  ...tokenField,
  // An id past the database's integer range is refused as any other wrong id (a fuzzed 500 before).
  invitation_id: idField('invitation'),
  accept: flag('accept'),
});
