import { z } from 'zod';

/** The to-do list (docs/PRODUCT.md#to-do): what needs the caller, decided by the server. */

export const TODO_KINDS = [
  'accept_result',
  'answer_date_proposal',
  'set_date',
  'enter_result',
  'appoint_referee',
  'referee_duty',
  'join_request',
  'team_request',
  'disputed_result',
  'overdue_result',
  'undated_match',
  'own_request',
  'failed_mails',
  'no_show_claim',
  'two_forfeits',
  'availability',
  'short_squad',
  'card_dispute',
  'confirm_result',
  'referee_dispute',
  'rate_fair_play',
  'invitation',
  'eligibility',
  'participation_terms',
] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

export const todoAnswer = z.strictObject({
  kind: z.enum(TODO_KINDS),
  text: z.string().describe('One sentence saying what needs the caller'),
  match_id: z.number().int().optional(),
  team_id: z.number().int().optional(),
  user_id: z.number().int().optional(),
  invitation_id: z
    .number()
    .int()
    .optional()
    .describe('An invitation (kind invitation): answer it with answerInvitation'),
  due_at: z
    .string()
    .optional()
    .describe('ISO 8601 timestamp (UTC): kick-off or deadline, where there is one'),
});
export type Todo = z.infer<typeof todoAnswer>;

export const todosAnswer = z.array(todoAnswer);
