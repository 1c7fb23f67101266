import type { FastifyInstance } from 'fastify';
import { confirmResultRequest, resultConfirmationAnswer } from '../../common/api/referee-confirm';
import { defineRoute } from '../lib/route';
import { confirmResult } from '../services/referee-confirm';

/** Referees confirm results (docs/PRODUCT.md#referees-confirm, decision 093). */
export async function refereeConfirmRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/confirmResult',
    summary:
      "An appointed referee of the match confirms (agree) or disputes its result, final or suggested, once, from the final whistle (kick-off + 90 minutes) until a week after the kick-off; a dispute needs a note (the referee's version). A disputed result is held for the admins: not final (a final one goes back to pending), off the table, not accepted by captains or by the deadline, until an admin makes a result final",
    auth: 'user',
    body: confirmResultRequest,
    answer: resultConfirmationAnswer,
    errors: [
      'confirm_result_not_allowed',
      'match_not_found',
      'match_not_finished',
      'confirm_window_closed',
      'result_already_answered',
      'results_disagree',
      'no_result_to_confirm',
    ],
    handler: ({ user, body }) => confirmResult(app, user, body),
  });
}
