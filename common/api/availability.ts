import { z } from 'zod';
import { m } from '../i18n/messages';
import { idField, tokenField } from './fields';

/** Who is coming (docs/PRODUCT.md#availability): each player's answer per match, and the squad count. */

export const AVAILABILITY_STATUSES = ['yes', 'no', 'maybe'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const availabilityStatusField = z.enum(AVAILABILITY_STATUSES, {
  error: () => m.server_field_availability_status({ statuses: AVAILABILITY_STATUSES.join(', ') }),
});

export const setAvailabilityRequest = z.strictObject({
  ...tokenField,
  match_id: idField('match'),
  status: availabilityStatusField,
});

export const getSquadRequest = z.strictObject({
  ...tokenField,
  match_id: idField('match'),
  team_id: idField('team')
    .optional()
    .describe("Admins only, who belong to neither team: which of the two teams' squads (default: home)"),
});

export const remindSquadRequest = getSquadRequest;

const id = z.number().int();

export const squadPlayerAnswer = z.strictObject({
  user_id: id,
  name: z.string(),
  status: z.enum(AVAILABILITY_STATUSES).nullable().describe('null: not answered yet'),
  suspended: z
    .literal(true)
    .optional()
    .describe('Suspended for this match (docs/PRODUCT.md#discipline): cannot answer yes'),
  guest: z
    .literal(true)
    .optional()
    .describe(
      'Not a member: helps out in this match (an accepted one-match invitation, decision 098); counts as yes',
    ),
});
export type SquadPlayer = z.infer<typeof squadPlayerAnswer>;

export const squadAnswer = z.strictObject({
  match_id: id,
  team_id: id,
  minimum: id.describe("The league's minimum squad: this many yes answers make a team"),
  yes: id,
  no: id,
  maybe: id,
  unanswered: id,
  players: z.array(squadPlayerAnswer).describe('The players of the team, by name'),
});
export type Squad = z.infer<typeof squadAnswer>;

/** getSquad's answer: the squad and the match it is for, which the mailed link's page names. */
export const matchSquadAnswer = squadAnswer.extend({
  home: z.string().nullable().describe("The home team's name; null while a knockout side is not known"),
  guest: z.string().nullable().describe("The guest team's name; null while a knockout side is not known"),
  date: z.string().nullable().describe('The kick-off, ISO 8601 (UTC); null while to be agreed'),
});
export type MatchSquad = z.infer<typeof matchSquadAnswer>;

export const availabilityAnswer = z.strictObject({
  match_id: id,
  user_id: id,
  status: z.enum(AVAILABILITY_STATUSES),
  updated_at: z.string().describe('ISO 8601 timestamp (UTC)'),
});
export type Availability = z.infer<typeof availabilityAnswer>;

export const remindSquadAnswer = z.strictObject({
  reminded: id.describe('How many unanswered players were mailed'),
});
