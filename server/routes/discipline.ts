import type { FastifyInstance } from 'fastify';
import {
  addCardsRequest,
  adjustSuspensionRequest,
  cardAnswer,
  cardsAnswer,
  disciplineRulesAnswer,
  disputeCardRequest,
  matchCardsRequest,
  playerCardsListAnswer,
  resolveCardDisputeRequest,
  setDisciplineRulesRequest,
  suspensionAnswer,
  suspensionsAnswer,
} from '../../common/api/discipline';
import { seasonRequest } from '../../common/api/requests';
import { defineRoute } from '../lib/route';
import {
  addCards,
  adjustSuspension,
  disputeCard,
  getDisciplineRules,
  getSuspensions,
  matchCards,
  playerCards,
  resolveCardDispute,
  setDisciplineRules,
} from '../services/discipline';

/** Cards, their disputes, a season's discipline rules and suspensions (docs/PRODUCT.md#discipline, decision 087). */
export async function disciplineRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/addCards',
    summary:
      "Record cards with a suggested result: a captain of either team (for either side's players) or an appointed referee of the match while the result is not final, an admin any time. One card per player and result; cards count once their result is final and nobody disputes them",
    auth: 'user',
    body: addCardsRequest,
    answer: cardsAnswer,
    errors: [
      'add_cards_not_allowed',
      'result_not_found',
      'match_not_found',
      'result_already_final',
      'card_player_not_in_match',
      'card_already_recorded',
    ],
    handler: ({ user, body }) => addCards(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getMatchCards',
    summary:
      "A match's cards: the final result's for anyone; the captains of the two teams and of the referee teams, the appointed referees and admins also get the cards of suggestions not final yet and the notes of disputes",
    auth: 'optional',
    body: matchCardsRequest,
    answer: cardsAnswer,
    errors: ['match_not_found'],
    handler: ({ user, body }) => matchCards(app, user, body.match_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/disputeCard',
    summary:
      "Dispute a card, with an optional note: a captain of the team that did not record it (either team's when a referee or an admin did) or an appointed referee who did not record it; once per card. The card stops counting and goes to the admins' to-do list (card_dispute) until an admin keeps or removes it",
    auth: 'user',
    body: disputeCardRequest,
    answer: cardAnswer,
    errors: ['dispute_card_not_allowed', 'card_not_found', 'match_not_found', 'card_already_disputed'],
    handler: ({ user, body }) => disputeCard(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/resolveCardDispute',
    summary:
      "An admin decides a disputed card: keep (it counts from now) or remove it. Answers the result's cards",
    auth: 'user',
    body: resolveCardDisputeRequest,
    answer: cardsAnswer,
    errors: ['decide_card_not_allowed', 'card_not_found', 'match_not_found', 'card_not_disputed'],
    handler: ({ user, body }) => resolveCardDispute(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/setDisciplineRules',
    summary:
      "An admin sets a season's discipline rules: every yellow_limit-th yellow card bans for yellow_ban matches, a yellow-red card for yellow_red_ban, a red card for red_ban (a season without rules: 5, 1, 1, 2). Suspensions follow at once",
    auth: 'user',
    body: setDisciplineRulesRequest,
    answer: disciplineRulesAnswer,
    errors: ['discipline_rules_not_allowed', 'season_not_found'],
    handler: ({ user, body }) => setDisciplineRules(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getDisciplineRules',
    summary:
      "A season's discipline rules, for anyone (they are the league's rules): the admin's, or the defaults 5, 1, 1, 2 for a season nobody set them for",
    auth: 'none',
    body: seasonRequest,
    answer: disciplineRulesAnswer,
    errors: ['season_not_found'],
    handler: ({ body }) => getDisciplineRules(app, body.season_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getSuspensions',
    summary:
      "A season's bans, served ones too: a member of a team (player or captain) sees the team's, an admin every team's. A ban is served only in the team's later played matches of the season",
    auth: 'user',
    body: seasonRequest,
    answer: suspensionsAnswer,
    errors: ['suspensions_not_allowed', 'season_not_found'],
    handler: ({ user, body }) => getSuspensions(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getPlayerCards',
    summary:
      "A season's cards per player, as they count (final, not waiting for a dispute's decision): a member of a team (player or captain) sees the team's players' and their own, an admin every team's",
    auth: 'user',
    body: seasonRequest,
    answer: playerCardsListAnswer,
    errors: ['suspensions_not_allowed', 'season_not_found'],
    handler: ({ user, body }) => playerCards(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/adjustSuspension',
    summary:
      'An admin sets the length of the ban a card gave, with a reason (audit log): 0 lifts it, more matches extend it',
    auth: 'user',
    body: adjustSuspensionRequest,
    answer: suspensionAnswer,
    errors: ['adjust_suspension_not_allowed', 'card_not_found', 'match_not_found', 'card_gives_no_ban'],
    handler: ({ user, body }) => adjustSuspension(app, user, body),
  });
}
