import type { FastifyInstance } from 'fastify';
import {
  answerMatchDateProposalRequest,
  matchDateProposalAnswer,
  matchDateProposalsAnswer,
  proposeMatchDateRequest,
  withdrawMatchDateProposalRequest,
} from '../../common/api/match-moves';
import { sessionRequest } from '../../common/api/requests';
import { defineRoute } from '../lib/route';
import {
  answerMatchDateProposal,
  getMatchDateProposals,
  proposeMatchDate,
  withdrawMatchDateProposal,
} from '../services/match-moves';

/** Moving a dated match by consent (docs/PRODUCT.md#moving-a-match, decision 035). */
export async function matchMoveRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/getMatchDateProposals',
    summary:
      "The open proposals to move a match that the caller may see: those of their team's matches (captains), all (admin); empty for others",
    auth: 'user',
    body: sessionRequest,
    answer: matchDateProposalsAnswer,
    handler: ({ user }) => getMatchDateProposals(app, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/proposeMatchDate',
    summary:
      "Propose a new kick-off (ISO 8601, within the season's match window) for a dated match that has not kicked off, one open proposal per match (captains of the two teams)",
    auth: 'user',
    body: proposeMatchDateRequest,
    answer: matchDateProposalAnswer,
    errors: [
      'date_after_season',
      'date_already_proposed',
      'invalid_proposed_date',
      'match_not_found',
      'match_not_movable',
      'propose_date_not_allowed',
    ],
    handler: ({ user, body }) => proposeMatchDate(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/answerMatchDateProposal',
    summary:
      'Accept (the match moves to the proposed kick-off) or decline an open proposal (captains of the other team, admin)',
    auth: 'user',
    body: answerMatchDateProposalRequest,
    answer: matchDateProposalAnswer,
    errors: ['answer_proposal_not_allowed', 'match_not_found', 'proposal_closed', 'proposal_not_found'],
    handler: ({ user, body }) => answerMatchDateProposal(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/withdrawMatchDateProposal',
    summary: 'Withdraw an open proposal (captains of the proposing team)',
    auth: 'user',
    body: withdrawMatchDateProposalRequest,
    answer: matchDateProposalAnswer,
    errors: ['match_not_found', 'proposal_closed', 'proposal_not_found', 'withdraw_proposal_not_allowed'],
    handler: ({ user, body }) => withdrawMatchDateProposal(app, user, body),
  });
}
