import type { FastifyInstance } from 'fastify';
import {
  fairPlayTableAnswer,
  matchFairPlayAnswer,
  matchFairPlayRequest,
  rateFairPlayRequest,
  refereeFairPlayAnswer,
  setFairPlayTiebreakRequest,
} from '../../common/api/fair-play';
import { seasonRequest } from '../../common/api/requests';
import { defineRoute } from '../lib/route';
import {
  getFairPlayTable,
  getMatchFairPlay,
  getRefereeFairPlay,
  rateFairPlay,
  setFairPlayTiebreak,
} from '../services/fair-play';

/** Fair-play ratings, their table and the season's tie-break (docs/PRODUCT.md#fair-play, decision 094). */
export async function fairPlayRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/rateFairPlay',
    summary:
      "A captain (main or co-) of either team rates, once per match for the side, the other team's fair play (1-5, optional comment) and each appointed referee (1-5): from the match's first result (not a forfeit) until 48 hours after it. The ratings stay hidden until both sides rated or the 48 hours passed; a side silent by then counts as 3",
    auth: 'user',
    body: rateFairPlayRequest,
    answer: matchFairPlayAnswer,
    errors: [
      'fair_play_not_allowed',
      'match_not_found',
      'fair_play_not_open',
      'fair_play_already_rated',
      'fair_play_closed',
      'fair_play_ratings_mismatch',
    ],
    handler: ({ user, body }) => rateFairPlay(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getMatchFairPlay',
    summary:
      "A match's fair-play ratings for the captains of its two teams and admins: before release the caller's side's own only (nobody sees the other side's), after it every counted rating, neutral 3s included",
    auth: 'user',
    body: matchFairPlayRequest,
    answer: matchFairPlayAnswer,
    errors: ['fair_play_not_allowed', 'match_not_found'],
    handler: ({ user, body }) => getMatchFairPlay(app, user, body.match_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getFairPlayTable',
    summary:
      "A season's fair-play table, for anyone: each team's average of the released ratings of it, best first, level teams by name, teams nobody rated yet last. Read fresh on each call, since ratings are released by the clock",
    auth: 'none',
    body: seasonRequest,
    answer: fairPlayTableAnswer,
    errors: ['season_not_found'],
    handler: ({ body }) => getFairPlayTable(app, body.season_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getRefereeFairPlay',
    summary: "Each referee's average of the released ratings of a season, for admins",
    auth: 'user',
    body: seasonRequest,
    answer: refereeFairPlayAnswer,
    errors: ['referee_fair_play_not_allowed', 'season_not_found'],
    handler: ({ user, body }) => getRefereeFairPlay(app, user, body.season_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/setFairPlayTiebreak',
    summary:
      "An admin sets whether the season's tables break a tie by the fair-play table, as the last step before the draw of lots. Answers the season's fair-play table",
    auth: 'user',
    body: setFairPlayTiebreakRequest,
    answer: fairPlayTableAnswer,
    errors: ['fair_play_tiebreak_not_allowed', 'season_not_found'],
    handler: ({ user, body }) => setFairPlayTiebreak(app, user, body),
  });
}
