import { z } from 'zod';
import { idField, reasonField, tokenField } from './fields';

/**
 * Matches that are not played (docs/PRODUCT.md#forfeits-and-unplayed-matches, decision 082):
 * declaring that a team cannot play, claiming and confirming a no-show. Requests and answers.
 */

export const declareForfeitRequest = z.strictObject({
  ...tokenField,
  match_id: idField('match'),
  reason: reasonField,
});
export type DeclareForfeitRequest = z.input<typeof declareForfeitRequest>;

/** claimNoShow and confirmNoShow name the match only: the claim's team is the caller's. */
export const noShowRequest = z.strictObject({ ...tokenField, match_id: idField('match') });
export type NoShowRequest = z.input<typeof noShowRequest>;

export const noShowClaimAnswer = z.strictObject({
  match_id: z.number().int(),
  team_id: z.number().int().nullable().describe('The team that says the other did not come'),
  claimed_at: z.string().describe('ISO 8601 timestamp (UTC)'),
});
export type NoShowClaim = z.infer<typeof noShowClaimAnswer>;

/** A season's claims waiting for a referee or an admin (getNoShowClaims). */
export const noShowClaimsAnswer = z.array(noShowClaimAnswer);
