import type { FastifyInstance } from 'fastify';
import {
  addLiveEventAnswer,
  addLiveEventRequest,
  liveEventsAnswer,
  liveEventsRequest,
} from '../../common/api/live';
import { defineRoute } from '../lib/route';
import { addLiveEvent, getLiveEvents } from '../services/live';
import { liveStreamRoutes } from './live-stream';

/** Live match day: events from the pitch and the final whistle (docs/PRODUCT.md#live-match-day). */
export async function liveRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/addLiveEvent',
    summary:
      "Record a live event of a match (kickoff, goal, own_goal, halftime, fulltime, or undo of the caller's last event): an appointed referee of the match, a captain of either team or an admin, from the kick-off until 3 hours after it. A goal names the team it counts for and optionally its scorer; an own goal the team credited and optionally the other team's player who scored it. event_id makes a resend answer the stored event. fulltime suggests the live score with its scorers as the recorder's side's result (as addResult); its undo withdraws that suggestion while it is not accepted",
    auth: 'user',
    body: addLiveEventRequest,
    answer: addLiveEventAnswer,
    errors: [
      'invalid_result',
      'live_before_kick_off',
      'live_event_not_allowed',
      'live_event_out_of_order',
      'live_match_finished',
      'live_match_undated',
      'live_nothing_to_undo',
      'live_player_not_in_team',
      'live_window_closed',
      'match_not_found',
      'match_not_kicked_off',
      'match_teams_unknown',
      'result_already_final',
      'result_already_suggested',
      'scorer_suspended',
      'not_eligible',
      'team_not_in_match',
    ],
    handler: ({ user, body }) => addLiveEvent(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getLiveEvents',
    summary:
      "A match's live events that count (undone ones left out), in the order recorded, each with the score after it, and the match's live score and status (not_started, first_half, halftime, second_half, finished). Public",
    auth: 'none',
    body: liveEventsRequest,
    answer: liveEventsAnswer,
    errors: ['match_not_found'],
    handler: ({ body }) => getLiveEvents(app, body.match_id),
  });

  await liveStreamRoutes(app);
}
