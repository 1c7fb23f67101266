import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  answerInvitationRequest,
  freeAgentAnswer,
  invitationAnswer,
  inviteFreeAgentRequest,
  myFreeAgentAnswer,
  setFreeAgentRequest,
} from '../../common/api/free-agents';
import { sessionRequest } from '../../common/api/requests';
import { defineRoute } from '../lib/route';
import {
  answerInvitation,
  getFreeAgents,
  inviteFreeAgent,
  myFreeAgent,
  myInvitations,
  removeFreeAgent,
  setFreeAgent,
} from '../services/free-agents';

/** Free agents and their invitations (docs/PRODUCT.md#free-agents, decision 098). */
export async function freeAgentRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/setFreeAgent',
    summary:
      "Put up or change the caller's free agent profile for captains until `until` (at most 180 days ahead); a player of a team only with help_out: true. It comes down at `until`, when the caller's team changes (joining one), or with removeFreeAgent",
    auth: 'user',
    body: setFreeAgentRequest,
    answer: freeAgentAnswer,
    errors: ['free_agent_has_team'],
    handler: ({ user, body }) => setFreeAgent(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/removeFreeAgent',
    summary: "Take the caller's free agent profile down; removed: false when none was up",
    auth: 'user',
    body: sessionRequest,
    answer: z.strictObject({ removed: z.boolean() }),
    errors: [],
    handler: ({ user }) => removeFreeAgent(app, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getMyFreeAgent',
    summary: "The caller's own free agent profile while it is up, else null",
    auth: 'user',
    body: sessionRequest,
    answer: myFreeAgentAnswer,
    errors: [],
    handler: ({ user }) => myFreeAgent(app, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getFreeAgents',
    summary:
      "The free agent profiles up now, by name (captains, without their own team's members; admins): others 403",
    auth: 'user',
    body: sessionRequest,
    answer: z.array(freeAgentAnswer),
    errors: ['free_agents_not_allowed'],
    handler: ({ user }) => getFreeAgents(app, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/inviteFreeAgent',
    summary:
      "A captain invites a free agent to the team (one in no team) or, with match_id, to help out in one of the team's upcoming matches; the invitee gets a to-do (kind invitation) and a mail",
    auth: 'user',
    body: inviteFreeAgentRequest,
    answer: invitationAnswer,
    errors: [
      'invite_not_allowed',
      'free_agent_not_found',
      'match_not_found',
      'team_not_in_match',
      'invitation_match_closed',
      'free_agent_has_team',
      'already_in_match',
      'invitation_exists',
    ],
    handler: ({ user, body }) => inviteFreeAgent(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getInvitations',
    summary: "The caller's invitations waiting for an answer, oldest first",
    auth: 'user',
    body: sessionRequest,
    answer: z.array(invitationAnswer),
    errors: [],
    handler: ({ user }) => myInvitations(app, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/answerInvitation',
    summary:
      "The invitee accepts or declines. Accepting a team invitation joins the team as a player (join rules apply); a one-match one puts the caller on that match's squad as a guest (not on the roster), refused once it kicked off, while banned for it or when not eligible",
    auth: 'user',
    body: answerInvitationRequest,
    answer: invitationAnswer,
    errors: [
      'invitation_not_found',
      'invitation_answered',
      'withdraw_request_first',
      'leave_team_first',
      'team_not_taking_players',
      'invitation_match_closed',
      'team_not_in_match',
      'match_not_found',
      'already_in_match',
      'player_suspended',
      'not_eligible',
    ],
    handler: ({ user, body }) => answerInvitation(app, user, body),
  });
}
