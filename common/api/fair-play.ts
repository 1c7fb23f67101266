import { z } from 'zod';
import { m } from '../i18n/messages';
import { FAIR_PLAY_SCORE_MAX, FAIR_PLAY_SCORE_MIN } from '../league/fair-play';
import { LIMITS } from '../limits';
import { flag, idField, tokenField } from './fields';

/**
 * Fair play (docs/PRODUCT.md#fair-play, decision 094): a captain rates the other team and the
 * appointed referees once per match; the ratings are blind until both sides rated or 48 hours
 * passed. Requests and answers.
 */

const score = z
  .number({ error: () => m.server_field_fair_play_score() })
  .int({ error: () => m.server_field_fair_play_score() })
  .min(FAIR_PLAY_SCORE_MIN, { error: () => m.server_field_fair_play_score() })
  .max(FAIR_PLAY_SCORE_MAX, { error: () => m.server_field_fair_play_score() });

/** The optional comment on the other team: one short paragraph. */
export const fairPlayCommentField = z
  .string({ error: () => m.server_field_fair_play_comment({ max: LIMITS.reasonMax }) })
  .trim()
  .max(LIMITS.reasonMax, { error: () => m.server_field_fair_play_comment({ max: LIMITS.reasonMax }) });

export const fairPlayTeamRating = z.strictObject({
  team_id: idField('team'),
  score,
  comment: fairPlayCommentField.optional(),
});
export const fairPlayRefereeRating = z.strictObject({ referee_id: idField('referee'), score });
export const fairPlayScoreField = score;

export const rateFairPlayRequest = z.strictObject({
  ...tokenField,
  match_id: idField('match'),
  ratings: z
    .array(z.union([fairPlayTeamRating, fairPlayRefereeRating]), {
      error: () => m.server_field_fair_play_ratings(),
    })
    .min(1, { error: () => m.server_field_fair_play_ratings() })
    .max(3, { error: () => m.server_field_fair_play_ratings() }),
});
export type RateFairPlayRequest = z.input<typeof rateFairPlayRequest>;

export const matchFairPlayRequest = z.strictObject({ ...tokenField, match_id: idField('match') });

const ratingAnswer = z.strictObject({
  rater_team_id: z.number().int().describe('The side that rated'),
  team_id: z.number().int().nullable(),
  referee_id: z.number().int().nullable(),
  score: z.number().int(),
  comment: z.string().nullable(),
  neutral: z.boolean().describe('The neutral 3 standing in for a side that did not rate within 48 hours'),
});

export const matchFairPlayAnswer = z.strictObject({
  match_id: z.number().int(),
  open: z.boolean().describe('A result was suggested or accepted (not a forfeit): rating is open'),
  release_at: z
    .string()
    .nullable()
    .describe('ISO 8601 (UTC): the ratings show by then at the latest; null while rating is not open'),
  released: z.boolean().describe('Both sides rated or 48 hours passed: the ratings show'),
  rated: z.boolean().describe("The caller's side has rated"),
  can_rate: z.boolean().describe('The caller is a captain of a team of the match whose side may rate now'),
  other_team: z
    .strictObject({ team_id: z.number().int(), name: z.string() })
    .nullable()
    .describe("The team the caller's side rates; null for an admin"),
  referees: z
    .array(z.strictObject({ referee_id: z.number().int(), name: z.string() }))
    .describe("The match's appointed referees, to be rated"),
  ratings: z
    .array(ratingAnswer)
    .describe("Before release the caller's side's own ratings only; after it every counted rating"),
});
export type MatchFairPlay = z.infer<typeof matchFairPlayAnswer>;

export const fairPlayRowAnswer = z.strictObject({
  team_id: z.number().int(),
  name: z.string(),
  average: z.number().nullable().describe('Average of released ratings, two decimals; null: none yet'),
  ratings: z.number().int(),
  position: z.number().int(),
});
export const fairPlayTableAnswer = z.strictObject({
  season_id: z.number().int(),
  tiebreak: z.boolean().describe('The season breaks ties by this table before the draw of lots'),
  rows: z.array(fairPlayRowAnswer),
});
export type FairPlayTableAnswer = z.infer<typeof fairPlayTableAnswer>;

export const refereeFairPlayAnswer = z.array(
  z.strictObject({
    referee_id: z.number().int(),
    name: z.string(),
    average: z.number(),
    ratings: z.number().int(),
  }),
);
export type RefereeFairPlay = z.infer<typeof refereeFairPlayAnswer>;

export const setFairPlayTiebreakRequest = z.strictObject({
  ...tokenField,
  season_id: idField('season'),
  enabled: flag('enabled'),
});
