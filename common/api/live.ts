import { z } from 'zod';
import { m } from '../i18n/messages';
import { LIVE_KINDS, LIVE_STATUSES } from '../league/live';
import { idField, tokenField, wholeNumber } from './fields';

/**
 * Live match day (docs/PRODUCT.md#live-match-day, decision 084): recording a match's events on the
 * pitch (addLiveEvent) and reading them (getLiveEvents, public). Requests and answers.
 */

/** The minute a recorder may name: regular time, extra time and stoppage, with room. */
export const LIVE_MINUTE_MAX = 200;
/** The recording phone's id of an event (a UUID fits): a resend with it adds nothing. */
export const LIVE_EVENT_ID_MAX = 64;

export const addLiveEventRequest = z.strictObject({
  ...tokenField,
  match_id: idField('match'),
  kind: z.enum(LIVE_KINDS, { error: () => m.server_field_live_kind() }),
  team_id: idField('team').optional(),
  player_id: idField('player').optional(),
  minute: z
    .number({ error: () => m.server_field_live_minute({ max: LIVE_MINUTE_MAX }) })
    .int({ error: () => m.server_field_live_minute({ max: LIVE_MINUTE_MAX }) })
    .min(0, { error: () => m.server_field_live_minute({ max: LIVE_MINUTE_MAX }) })
    .max(LIVE_MINUTE_MAX, { error: () => m.server_field_live_minute({ max: LIVE_MINUTE_MAX }) })
    .optional(),
  event_id: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, { error: () => m.server_field_live_event_id({ max: LIVE_EVENT_ID_MAX }) })
    .optional(),
  /** A knockout match drawn at the final whistle: the shoot-out's winner, as addResult takes it. */
  shootout_winner_id: idField('shoot-out winner').optional(),
});
export type AddLiveEventRequest = z.input<typeof addLiveEventRequest>;

export const liveEventsRequest = z.strictObject({ match_id: idField('match') });
export type LiveEventsRequest = z.input<typeof liveEventsRequest>;

export const liveEventAnswer = z.strictObject({
  id: z.number().int(),
  kind: z.enum(LIVE_KINDS).exclude(['undo']),
  team_id: z
    .number()
    .int()
    .nullable()
    .describe('Goals and own goals: the team the goal counts for; null for the other kinds'),
  player_id: z
    .number()
    .int()
    .nullable()
    .describe('The scorer (an own goal: the player of the other team who scored it); null: unknown'),
  player_name: z.string().nullable(),
  minute: z.number().int().nullable(),
  at: z.string().describe('When it was recorded, ISO 8601 timestamp (UTC)'),
  home: z.number().int().describe("The home team's goals after this event"),
  guest: z.number().int().describe("The guest team's goals after this event"),
});
export type LiveEvent = z.infer<typeof liveEventAnswer>;

export const liveEventsAnswer = z.strictObject({
  match_id: z.number().int(),
  status: z.enum(LIVE_STATUSES),
  home: z.number().int(),
  guest: z.number().int(),
  events: z
    .array(liveEventAnswer)
    .describe('The events that count, in the order recorded; undone ones left out'),
});
export type LiveEvents = z.infer<typeof liveEventsAnswer>;

/** What addLiveEvent answers: the stored event (a resend: the one stored first) and the match as it stands. */
export const addLiveEventAnswer = z.strictObject({
  event: z.strictObject({
    id: z.number().int(),
    event_id: z.string().nullable(),
    kind: z.enum(LIVE_KINDS),
    undoes_id: z.number().int().nullable().describe('An undo: the event it took back'),
    result_id: z
      .number()
      .int()
      .nullable()
      .describe('A final whistle: the result it suggested, while that suggestion stands'),
  }),
  live: liveEventsAnswer,
});
export type AddLiveEventAnswer = z.infer<typeof addLiveEventAnswer>;

/**
 * GET /api/live (Server-Sent Events, decision 085): the data of each `score` message, a match's
 * live state after an event was recorded or undone. The message's SSE id is the event's id.
 */
export const liveChangeData = z.strictObject({
  match_id: z.number().int(),
  home: z.number().int(),
  guest: z.number().int(),
  minute: z.number().int().nullable().describe('The minute of the latest event that counts, if it named one'),
  status: z.enum(LIVE_STATUSES),
});
export type LiveChange = z.infer<typeof liveChangeData> & { id: number };

/** Where a reconnecting client that cannot send the Last-Event-ID header says it; a match to follow alone. */
export const liveStreamQuery = z.strictObject({
  last_event_id: wholeNumber(() => m.server_field_last_event_id()).optional(),
  match_id: idField('match').optional(),
});
