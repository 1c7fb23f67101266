import type { FastifyInstance } from 'fastify';
import {
  availabilityAnswer,
  getSquadRequest,
  matchSquadAnswer,
  remindSquadAnswer,
  remindSquadRequest,
  setAvailabilityRequest,
} from '../../common/api/availability';
import { defineRoute } from '../lib/route';
import { getSquad, remindSquad, setAvailability } from '../services/availability';

/** Who is coming to a match (docs/PRODUCT.md#availability, decision 081). */
export async function availabilityRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/setAvailability',
    summary:
      "The caller's own answer for a match, yes, no or maybe, changed as often as they like until the kick-off (players and captains of the two teams)",
    auth: 'user',
    body: setAvailabilityRequest,
    answer: availabilityAnswer,
    errors: [
      'availability_closed',
      'availability_not_allowed',
      'match_not_found',
      'player_suspended',
      'not_eligible',
      'terms_not_accepted',
    ],
    handler: ({ user, body }) => setAvailability(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getSquad',
    summary:
      "Who of a team is coming to a match, with the match's teams and kick-off: the caller's team (players and captains of it); admins name either team with team_id (default: the home team)",
    auth: 'user',
    body: getSquadRequest,
    answer: matchSquadAnswer,
    errors: ['invalid_field', 'match_not_found', 'squad_not_allowed'],
    handler: ({ user, body }) => getSquad(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/remindSquad',
    summary:
      "Remind the team's players who have not answered, in their next notification mail (captains of the team; admins name it with team_id)",
    auth: 'user',
    body: remindSquadRequest,
    answer: remindSquadAnswer,
    errors: ['availability_closed', 'invalid_field', 'match_not_found', 'remind_squad_not_allowed'],
    handler: ({ user, body }) => remindSquad(app, user, body),
  });
}
