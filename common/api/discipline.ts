import { z } from 'zod';
import { m } from '../i18n/messages';
import { BAN_REASONS, CARD_KINDS } from '../league/suspensions';
import { idField, reasonField, tokenField, wholeNumber } from './fields';

/**
 * Discipline (docs/PRODUCT.md#discipline, decision 087): cards recorded with a result, their
 * disputes, a season's rules and the suspensions computed from them. Requests and answers.
 */

/** Cards in one addCards call: two teams' worth, with room. */
export const CARDS_MAX = 30;
export const CARD_MINUTE_MAX = 200;
/** The longest ban a rule or an admin sets, in matches. */
export const BAN_MATCHES_MAX = 20;
export const YELLOW_LIMIT_MAX = 20;

const cardField = z.strictObject({
  player_id: idField('player'),
  kind: z.enum(CARD_KINDS, { error: () => m.server_field_card_kind() }),
  minute: wholeNumber(() => m.server_field_card_minute())
    .pipe(z.number().min(0, { error: () => m.server_field_card_minute() }))
    .pipe(z.number().max(CARD_MINUTE_MAX, { error: () => m.server_field_card_minute() }))
    .optional(),
});

export const addCardsRequest = z.strictObject({
  ...tokenField,
  result_id: idField('result'),
  cards: z
    .array(cardField, { error: () => m.server_field_cards_list({ max: CARDS_MAX }) })
    .min(1, { error: () => m.server_field_cards_list({ max: CARDS_MAX }) })
    .max(CARDS_MAX, { error: () => m.server_field_cards_list({ max: CARDS_MAX }) })
    .refine((list) => new Set(list.map((c) => c.player_id)).size === list.length, {
      error: () => m.server_field_card_player_twice(),
    }),
});
export type AddCardsRequest = z.input<typeof addCardsRequest>;

export const cardAnswer = z.strictObject({
  id: z.number().int(),
  result_id: z.number().int(),
  match_id: z.number().int(),
  player_id: z.number().int(),
  name: z.string(),
  team_id: z.number().int().nullable().describe("The player's team when the card was recorded"),
  kind: z.enum(CARD_KINDS),
  minute: z.number().int().nullable(),
  recorded_team_id: z
    .number()
    .int()
    .nullable()
    .describe("The recording captain's team; null: an appointed referee or an admin"),
  recorded_by: z
    .number()
    .int()
    .nullable()
    .describe('Who recorded it (a user id); null: an account since deleted'),
  disputed: z.boolean().describe('Disputed and not yet kept by an admin: it does not count meanwhile'),
  kept: z
    .boolean()
    .describe('Disputed once and kept by an admin: it counts, and nobody can dispute it again'),
  dispute_note: z.string().nullable(),
});
export type Card = z.infer<typeof cardAnswer>;
/** A result's cards, in the order recorded. */
export const cardsAnswer = z.array(cardAnswer);

export const matchCardsRequest = z.strictObject({ ...tokenField, match_id: idField('match') });
export type MatchCardsRequest = z.input<typeof matchCardsRequest>;

export const disputeCardRequest = z.strictObject({
  ...tokenField,
  card_id: idField('card'),
  note: reasonField.optional(),
});
export type DisputeCardRequest = z.input<typeof disputeCardRequest>;

export const resolveCardDisputeRequest = z.strictObject({
  ...tokenField,
  card_id: idField('card'),
  keep: z.boolean({ error: () => m.server_field_true_or_false({ field: 'keep' }) }),
});
export type ResolveCardDisputeRequest = z.input<typeof resolveCardDisputeRequest>;

/** One of the rule's numbers: a whole number from `min` to `max`, the sentence naming the field. */
const ruleField = (field: string, min: number, max: number) => {
  const message = () => m.server_field_discipline_rule({ field, min, max });
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
};

export const setDisciplineRulesRequest = z.strictObject({
  ...tokenField,
  season_id: idField('season'),
  yellow_limit: ruleField('yellow_limit', 1, YELLOW_LIMIT_MAX),
  yellow_ban: ruleField('yellow_ban', 0, BAN_MATCHES_MAX),
  yellow_red_ban: ruleField('yellow_red_ban', 0, BAN_MATCHES_MAX),
  red_ban: ruleField('red_ban', 0, BAN_MATCHES_MAX),
});
export type SetDisciplineRulesRequest = z.input<typeof setDisciplineRulesRequest>;

export const disciplineRulesAnswer = z.strictObject({
  season_id: z.number().int(),
  yellow_limit: z.number().int(),
  yellow_ban: z.number().int(),
  yellow_red_ban: z.number().int(),
  red_ban: z.number().int(),
});
export type DisciplineRulesAnswer = z.infer<typeof disciplineRulesAnswer>;

export const suspensionAnswer = z.strictObject({
  user_id: z.number().int(),
  name: z.string(),
  team_id: z.number().int(),
  reason: z.enum(BAN_REASONS).describe('yellows: the yellow that reached the limit'),
  matches: z.number().int().describe("The ban's length (an admin's, where one set it)"),
  served: z.number().int().describe("The team's later played matches it was served in"),
  until_match_id: z
    .number()
    .int()
    .nullable()
    .describe("The team's match that ends the ban (played or to come); null: beyond the fixtures so far"),
  card_id: z.number().int().describe('The card that gave it: adjustSuspension names it'),
  match_id: z.number().int().describe('The match of that card'),
});
export type Suspension = z.infer<typeof suspensionAnswer>;
/** A season's bans (served ones too), by team and name. */
export const suspensionsAnswer = z.array(suspensionAnswer);

export const playerCardsAnswer = z.strictObject({
  user_id: z.number().int(),
  name: z.string(),
  team_id: z.number().int().describe('The team the player was carded for'),
  yellow: z.number().int(),
  yellow_red: z.number().int(),
  red: z.number().int(),
});
export type PlayerCards = z.infer<typeof playerCardsAnswer>;
/** A season's counted cards per player and team, by team and name; players without a card are left out. */
export const playerCardsListAnswer = z.array(playerCardsAnswer);

export const adjustSuspensionRequest = z.strictObject({
  ...tokenField,
  card_id: idField('card'),
  matches: z
    .number({ error: () => m.server_field_ban_matches({ max: BAN_MATCHES_MAX }) })
    .int({ error: () => m.server_field_ban_matches({ max: BAN_MATCHES_MAX }) })
    .min(0, { error: () => m.server_field_ban_matches({ max: BAN_MATCHES_MAX }) })
    .max(BAN_MATCHES_MAX, { error: () => m.server_field_ban_matches({ max: BAN_MATCHES_MAX }) }),
  reason: reasonField,
});
export type AdjustSuspensionRequest = z.input<typeof adjustSuspensionRequest>;
