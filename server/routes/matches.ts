import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  matchDateAnswer,
  pendingResultsAnswer,
  refereeAnswer,
  resultAnswer,
  scorerEntryAnswer,
} from '../../common/api/answers';
import {
  acceptResultRequest,
  addResultRequest,
  addScorersRequest,
  assignRefereeRequest,
  seasonRequest,
  updateMatchDateRequest,
} from '../../common/api/requests';
import { defineRoute } from '../lib/route';
import { pendingResultsFor } from '../services/league-read';
import { acceptResult, addResult, assignReferee, setScorers, updateMatchDate } from '../services/matches';

/** Match day: dates, referees, results and scorers (docs/PRODUCT.md#results-and-scorers). */
export async function matchRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/getPendingResults',
    summary:
      "A season's results not final yet, with submitter and scorers, per match: the captains of the two teams and of the referee teams, and admins (getSeasons shows final results only)",
    auth: 'user',
    body: seasonRequest,
    answer: z.array(pendingResultsAnswer),
    errors: ['pending_results_not_allowed', 'season_not_found'],
    handler: ({ user, body }) => pendingResultsFor(app, user, body.season_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/updateMatchDate',
    summary:
      "Set a match's date, ISO 8601 or 'tbd' (captains of the two teams until the result is final, an undated match only, a kick-off ahead and within the season's match window; admin always, any date)",
    auth: 'user',
    body: updateMatchDateRequest,
    answer: matchDateAnswer,
    errors: ['date_after_season', 'kick_off_not_changeable', 'match_date_not_allowed', 'match_not_found'],
    handler: ({ user, body }) => updateMatchDate(app, user, body.match_id, body.date),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/assignReferee',
    summary:
      "Choose the referee (a player or captain of the referee team) for slot 1 or 2; default: the caller's team's slot (captain of that referee team until the kick-off, or admin at any time)",
    auth: 'user',
    body: assignRefereeRequest,
    answer: refereeAnswer,
    errors: [
      'match_not_found',
      'no_referee_team',
      'referee_naming_closed',
      'referee_not_allowed',
      'referee_not_in_team',
      'not_eligible',
    ],
    handler: ({ user, body }) => assignReferee(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/addResult',
    summary:
      'Suggest a result, once per user and match (captains of the two teams after the kick-off, admin any time); a level knockout result needs shootout_winner_id; forfeit (admin) is 3:0 or 0:3; final: true (admin, with a reason kept in the audit log) makes it final at once, without an accept',
    auth: 'user',
    body: addResultRequest,
    answer: resultAnswer,
    errors: [
      'final_result_not_allowed',
      'forfeit_not_allowed',
      'invalid_result',
      'match_not_found',
      'match_not_kicked_off',
      'match_teams_unknown',
      'result_already_final',
      'result_already_suggested',
      'suggest_result_not_allowed',
    ],
    handler: ({ user, body }) => addResult(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/acceptResult',
    summary:
      "Accept a suggested result, which becomes the match's only final result (captain of the other team after the kick-off, admin; while a referee disputes the match's result, an admin only)",
    auth: 'user',
    body: acceptResultRequest,
    answer: resultAnswer,
    errors: [
      'accept_result_not_allowed',
      'match_not_found',
      'match_not_kicked_off',
      'result_already_final',
      'result_held_by_referee',
      'result_not_found',
    ],
    handler: ({ user, body }) => acceptResult(app, user, body.result_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/addscorer',
    summary:
      "Replace a team's scorers of a pending or final result, not of a forfeit or unplayed match; the goals must add up to the team's score (captain of the team up to 14 days after the kick-off, admin)",
    auth: 'user',
    body: addScorersRequest,
    answer: z.array(scorerEntryAnswer),
    errors: [
      'invalid_scorers',
      'match_not_found',
      'no_scorers',
      'result_not_found',
      'scorer_not_in_team',
      'scorer_suspended',
      'not_eligible',
      'scorers_closed',
      'scorers_not_allowed',
      'team_not_in_match',
    ],
    handler: ({ user, body }) => setScorers(app, user, body),
  });
}
