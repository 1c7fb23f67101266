import type { FastifyInstance } from 'fastify';
import { resultAnswer } from '../../common/api/answers';
import {
  declareForfeitRequest,
  noShowClaimAnswer,
  noShowClaimsAnswer,
  noShowRequest,
} from '../../common/api/forfeits';
import { seasonRequest } from '../../common/api/requests';
import { defineRoute } from '../lib/route';
import { claimNoShow, confirmNoShow, declareForfeit, noShowClaimsOf } from '../services/forfeits';

/** Matches that are not played: forfeits and no-shows (docs/PRODUCT.md#forfeits-and-unplayed-matches). */
export async function forfeitRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/declareForfeit',
    summary:
      "Say that the caller's team cannot play the match, with a reason: a captain of one of the two teams, until 24 hours before the kick-off (any time for an undated match). The match becomes final 0:3 against that team; the other team's captains and the referee teams are mailed at once",
    auth: 'user',
    body: declareForfeitRequest,
    answer: resultAnswer,
    errors: [
      'declare_forfeit_not_allowed',
      'forfeit_deadline_passed',
      'match_not_found',
      'match_teams_unknown',
      'result_already_final',
    ],
    handler: ({ user, body }) => declareForfeit(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/claimNoShow',
    summary:
      'Say that the other team did not come: a captain of one of the two teams, from 24 hours before the kick-off on, while no result is final or suggested (an admin enters a disputed forfeit); one claim per match. An appointed referee of the match or an admin confirms it (confirmNoShow); a result the claiming team suggests later withdraws the claim',
    auth: 'user',
    body: noShowRequest,
    answer: noShowClaimAnswer,
    errors: [
      'claim_no_show_not_allowed',
      'match_not_found',
      'match_teams_unknown',
      'no_show_already_claimed',
      'no_show_too_early',
      'result_already_final',
      'result_already_suggested',
    ],
    handler: ({ user, body }) => claimNoShow(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/confirmNoShow',
    summary:
      'Confirm the claim of a no-show: an appointed referee of the match (either slot) or an admin. The team that did not come loses 0:3, final at once',
    auth: 'user',
    body: noShowRequest,
    answer: resultAnswer,
    errors: [
      'confirm_no_show_not_allowed',
      'match_not_found',
      'match_teams_unknown',
      'no_show_not_claimed',
      'result_already_final',
    ],
    handler: ({ user, body }) => confirmNoShow(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getNoShowClaims',
    summary:
      "A season's no-show claims waiting for a referee or an admin to confirm them (matches without a final result, claims not withdrawn by the claiming team's own result suggestion), for any signed-in user",
    auth: 'user',
    body: seasonRequest,
    answer: noShowClaimsAnswer,
    handler: ({ body }) => noShowClaimsOf(app, body.season_id),
  });
}
