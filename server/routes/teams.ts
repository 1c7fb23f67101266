import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createTeamAnswer,
  leagueSettingsAnswer,
  logoAnswer,
  myTeamAnswer,
  noData,
  teamAnswer,
} from '../../common/api/answers';
import {
  acceptPlayerRequest,
  acceptTeamRequest,
  createTeamRequest,
  handOverCaptaincyRequest,
  joinTeamRequest,
  playerRequest,
  sessionRequest,
  teamRequest,
  updateCaptainStatusRequest,
  updateSettingsRequest,
  updateTeamLogoRequest,
  updateTeamRequest,
} from '../../common/api/requests';
import { defineRoute } from '../lib/route';
import {
  acceptTeam,
  answerJoinRequest,
  createTeam,
  deleteTeam,
  handOverCaptaincy,
  joinTeam,
  leaveTeam,
  myTeam,
  readSettings,
  removePlayer,
  setCaptainStatus,
  teamRequests,
  updateSettings,
  updateTeam,
  updateTeamLogo,
} from '../services/membership';

export async function teamRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/getMyTeam',
    summary: "The caller's team with its roster (contact data for members), or null without a team",
    auth: 'user',
    body: sessionRequest,
    answer: myTeamAnswer,
    handler: ({ request, user }) => myTeam(request, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/createTeam',
    summary:
      'Register a team (not accepted yet); the caller becomes its CAPTAIN_PENDING and gets a new access_token',
    auth: 'user',
    body: createTeamRequest,
    answer: createTeamAnswer,
    errors: [
      'image_too_large',
      'invalid_image',
      'join_as_admin_not_allowed',
      'leave_team_first',
      'registration_closed',
      'team_name_taken',
      'withdraw_request_first',
    ],
    handler: ({ user, body }) => createTeam(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/updateTeamLogo',
    summary: 'Upload a team logo (PNG, JPEG or WebP up to 1 MB, base64 or data URL); scaled to 256 px WebP',
    auth: 'user',
    body: updateTeamLogoRequest,
    answer: logoAnswer,
    errors: ['edit_team_not_allowed', 'image_too_large', 'invalid_image', 'team_not_found'],
    handler: ({ user, body }) => updateTeamLogo(app, user, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/getTeamRequests',
    summary: 'Teams waiting for acceptance, with rosters and contact data (admin; Authorization header)',
    auth: 'user',
    answer: z.array(teamAnswer),
    errors: ['team_requests_not_allowed'],
    handler: ({ user }) => teamRequests(app, user),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/getSettings',
    summary: 'League settings: registration_open',
    auth: 'none',
    answer: leagueSettingsAnswer,
    handler: () => readSettings(app.db),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/updateSettings',
    summary: 'Change league settings (admin)',
    auth: 'user',
    body: updateSettingsRequest,
    answer: leagueSettingsAnswer,
    errors: ['settings_not_allowed'],
    handler: ({ user, body }) => updateSettings(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/joinTeam',
    summary: 'Ask to join an accepted, active team; team_id -1 withdraws the pending request',
    auth: 'user',
    body: joinTeamRequest,
    answer: noData,
    errors: [
      'join_as_admin_not_allowed',
      'leave_team_first',
      'no_request_to_withdraw',
      'team_not_found',
      'team_not_taking_players',
      'withdraw_request_first',
    ],
    handler: async ({ user, body }) => {
      await joinTeam(app, user, body.team_id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/acceptPlayer',
    summary: 'Accept (PLAYER) or reject a join request (captain of the team or admin)',
    auth: 'user',
    body: acceptPlayerRequest,
    answer: noData,
    errors: ['manage_roster_not_allowed', 'no_pending_request', 'user_not_found'],
    handler: async ({ user, body }) => {
      await answerJoinRequest(app, user, body.user_id, body.accept);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/handOverCaptaincy',
    summary:
      'Name another member main captain: the main captain a co-captain, an admin any member; the former main captain stays as a co-captain',
    auth: 'user',
    body: handOverCaptaincyRequest,
    answer: noData,
    errors: [
      'hand_over_not_allowed',
      'hand_over_not_possible',
      'not_a_member',
      'team_not_found',
      'user_not_found',
    ],
    handler: async ({ user, body }) => {
      await handOverCaptaincy(app, user, body.team_id, body.user_id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/updateCaptainStatus',
    summary: 'Promote a player to co-captain or demote a co-captain (main captain or admin)',
    auth: 'user',
    body: updateCaptainStatusRequest,
    answer: noData,
    errors: [
      'already_co_captain',
      'main_captain',
      'not_a_member',
      'not_co_captain',
      'player_not_found',
      'promote_not_allowed',
      'promote_only_members',
      'team_not_accepted',
      'user_not_in_team',
    ],
    handler: async ({ user, body }) => {
      await setCaptainStatus(app, user, body.player_id, body.make_captain);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/updateTeam',
    summary:
      'Edit name and name_short (captains, admin); accepted and is_active (admin, accepted teams only)',
    auth: 'user',
    body: updateTeamRequest,
    answer: noData,
    errors: [
      'accept_team_first',
      'edit_team_not_allowed',
      'team_drawn',
      'team_name_taken',
      'team_not_found',
      'team_status_not_allowed',
    ],
    handler: async ({ user, body }) => {
      await updateTeam(app, user, body);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/deleteTeam',
    summary: 'Delete a team never drawn into a group (admin, or its pending captain before acceptance)',
    auth: 'user',
    body: teamRequest,
    answer: noData,
    errors: ['delete_team_not_allowed', 'team_not_found', 'team_played'],
    handler: async ({ user, body }) => {
      await deleteTeam(app, user, body.team_id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/acceptTeam',
    summary: 'Accept a pending team; its captain becomes CAPTAIN (admin)',
    auth: 'user',
    body: acceptTeamRequest,
    answer: noData,
    errors: ['accept_team_not_allowed', 'not_team_captain', 'team_already_accepted', 'team_not_found'],
    handler: async ({ user, body }) => {
      await acceptTeam(app, user, body.team_id, body.captain_id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/removePlayerFromTeam',
    summary: 'Remove a player or co-captain from the team (captain of the team or admin)',
    auth: 'user',
    body: playerRequest,
    answer: noData,
    errors: [
      'answer_request_first',
      'main_captain',
      'manage_roster_not_allowed',
      'not_a_member',
      'player_not_found',
      'remove_co_captain_not_allowed',
      'user_not_in_team',
    ],
    handler: async ({ user, body }) => {
      await removePlayer(app, user, body.player_id);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/leaveTeam',
    summary: 'Leave the team (players and co-captains); ends the session',
    auth: 'user',
    body: sessionRequest,
    answer: noData,
    errors: ['leave_not_possible', 'no_team_to_leave'],
    handler: async ({ user }) => {
      await leaveTeam(app, user);
      return null;
    },
  });
}
