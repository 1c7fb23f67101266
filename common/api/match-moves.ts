import { z } from 'zod';
import { m } from '../i18n/messages';
import { idField, proposedDateField, tokenField } from './fields';

/** Moving a match by consent (docs/PRODUCT.md#moving-a-match): requests and answers. */

/** What became of a proposal (common/league/match-moves.ts decides 'superseded' and 'lapsed' of an open one). */
export const PROPOSAL_STATUSES = [
  'open',
  'accepted',
  'declined',
  'withdrawn',
  'superseded',
  'lapsed',
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const proposeMatchDateRequest = z.strictObject({
  ...tokenField,
  match_id: idField('match'),
  date: proposedDateField,
});

export const answerMatchDateProposalRequest = z.strictObject({
  ...tokenField,
  proposal_id: idField('proposal'),
  accept: z.boolean({ error: () => m.server_field_proposal_answer() }),
});

export const withdrawMatchDateProposalRequest = z.strictObject({
  ...tokenField,
  proposal_id: idField('proposal'),
});

const id = z.number().int();
const isoTime = z.string().describe('ISO 8601 timestamp (UTC)');

export const matchDateProposalAnswer = z.strictObject({
  id,
  match_id: id,
  date: isoTime.describe('The proposed kick-off'),
  kick_off: isoTime.describe('The kick-off it moves: the match date when it was proposed'),
  team_id: id.nullable().describe('The team that proposed it; the other team answers'),
  proposed_by: id.nullable(),
  proposed_by_name: z.string().nullable(),
  status: z
    .enum(PROPOSAL_STATUSES)
    .describe(
      'open until answered or withdrawn; superseded when the date changed otherwise; lapsed at lapses_at',
    ),
  lapses_at: isoTime.describe('The earlier of kick_off and date: it cannot be accepted from then on'),
  created_at: isoTime,
});
export type MatchDateProposal = z.infer<typeof matchDateProposalAnswer>;

export const matchDateProposalsAnswer = z.array(matchDateProposalAnswer);
