import type { FastifyInstance } from 'fastify';
import { postponedMatchesAnswer, postponeMatchesRequest } from '../../common/api/postponement';
import { defineRoute } from '../lib/route';
import { postponeMatches } from '../services/postponement';

/** The league postponing a match day (docs/PRODUCT.md#postponed-by-the-league). */
export async function postponementRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/postponeMatches',
    summary:
      "Postpone every match kicking off on a day (YYYY-MM-DD, the league's time zone), optionally at one pitch, with a reason shown on the public pages: each goes back to 'tbd', keeps its referees, and its players and referees get a mail at once (admins). Matches with a final result stay",
    auth: 'user',
    body: postponeMatchesRequest,
    answer: postponedMatchesAnswer,
    errors: ['pitch_not_found', 'postpone_not_allowed'],
    handler: ({ user, body }) => postponeMatches(app, user, body),
  });
}
