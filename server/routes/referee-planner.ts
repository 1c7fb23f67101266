import type { FastifyInstance } from 'fastify';
import { refereeSuggestionsAnswer, suggestRefereesRequest } from '../../common/api/referee-planner';
import { defineRoute } from '../lib/route';
import { suggestReferees } from '../services/referee-planner';

/** The fair referee planner (docs/PRODUCT.md#referee-planner, decision 099). */
export async function refereePlannerRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/suggestReferees',
    summary:
      "A referee slot's team members, those who can referee first, each by their appointments this season, then name; the others with why not (said_no, suspended, playing, other_slot). The captains of that referee team, and admins",
    auth: 'user',
    body: suggestRefereesRequest,
    answer: refereeSuggestionsAnswer,
    errors: ['match_not_found', 'suggest_referees_not_allowed', 'no_referee_team'],
    handler: ({ user, body }) => suggestReferees(app, user, body),
  });
}
