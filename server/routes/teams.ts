import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Team, TeamMember } from '../../common/api/types';
import { LIMITS } from '../../common/limits';
import { canSeeContacts } from '../../common/policies/contacts';
import { canManageRoster, hasPendingRequest } from '../../common/policies/teams';
import { teams, users } from '../db/schema';
import { defineRoute, tokenField } from '../lib/route';
import { idField, wholeNumber } from '../lib/validation';
import { teamAnswer } from '../services/league-read';
import {
  acceptTeam,
  answerJoinRequest,
  createTeam,
  deleteTeam,
  joinTeam,
  leaveTeam,
  readSettings,
  removePlayer,
  setCaptainStatus,
  teamRequests,
  updateSettings,
  updateTeam,
  updateTeamLogo,
} from '../services/membership';

const teamNameField = z
  .string({ error: 'Please enter a team name.' })
  .trim()
  .min(1, 'Please enter a team name.')
  .max(LIMITS.nameMax, `The team name can have at most ${LIMITS.nameMax} characters.`);

const nameShortField = z
  .string({ error: 'Please enter a short name.' })
  .trim()
  .min(1, 'Please enter a short name.')
  .max(LIMITS.nameShortMax, `The short name can have at most ${LIMITS.nameShortMax} characters.`);

// Base64 of at most 1 MB is about 1.4 MB of text; the service checks the decoded size exactly.
const logoField = z
  .string({ error: 'logo: please upload a PNG, JPEG or WebP image.' })
  .max(1_500_000, 'logo: the image can be at most 1 MB.');

const flag = (what: string) => z.boolean({ error: `${what} must be true or false.` });

export async function teamRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/getMyTeam',
    summary: "The caller's team with its roster (contact data for members), or null without a team",
    auth: 'user',
    body: z.strictObject({ ...tokenField }),
    handler: async ({ user }) => {
      if (user.memberOf === null) return null;
      const [team] = await app.db.select().from(teams).where(eq(teams.id, user.memberOf));
      if (!team) return null;
      const roster = await app.db
        .select({ id: users.id, name: users.name, mail: users.mail, phone: users.phone, role: users.role })
        .from(users)
        .where(eq(users.memberOf, team.id))
        .orderBy(asc(users.id));
      // A pending requester sees the team they asked to join, not its members' contacts.
      const isMember = canSeeContacts(user, team);
      // Join requests (role USER) are for those who decide on them.
      const showRequests = canManageRoster(user, team);
      const players: TeamMember[] = roster
        .filter((m) => m.role !== 'USER' || showRequests)
        .filter((m) => isMember || m.role !== 'USER')
        .map((m) => (isMember ? m : { id: m.id, name: m.name, role: m.role }));
      const captain = roster.find((m) => m.id === team.captainId);
      const playerCount = roster.filter((m) => m.role !== 'USER').length;
      const answer: Team & { request_pending: boolean } = {
        ...teamAnswer(team, players, playerCount, captain, isMember),
        request_pending: hasPendingRequest(user, team),
      };
      return answer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/createTeam',
    summary:
      'Register a team (not accepted yet); the caller becomes its CAPTAIN_PENDING and gets a new access_token',
    auth: 'user',
    body: z.strictObject({
      ...tokenField,
      name: teamNameField,
      name_short: nameShortField,
      logo: logoField.optional(),
    }),
    handler: ({ user, body }) => createTeam(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/updateTeamLogo',
    summary: 'Upload a team logo (PNG, JPEG or WebP up to 1 MB, base64 or data URL); scaled to 256 px WebP',
    auth: 'user',
    body: z.strictObject({ ...tokenField, team_id: idField('team'), logo: logoField }),
    handler: ({ user, body }) => updateTeamLogo(app, user, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/getTeamRequests',
    summary: 'Teams waiting for acceptance, with rosters and contact data (admin; Authorization header)',
    auth: 'user',
    handler: ({ user }) => teamRequests(app, user),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/getSettings',
    summary: 'League settings: registration_open',
    auth: 'none',
    handler: () => readSettings(app.db),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/updateSettings',
    summary: 'Change league settings (admin)',
    auth: 'user',
    body: z.strictObject({ ...tokenField, registration_open: flag('registration_open').optional() }),
    handler: ({ user, body }) => updateSettings(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/joinTeam',
    summary: 'Ask to join an accepted, active team; team_id -1 withdraws the pending request',
    auth: 'user',
    body: z.strictObject({
      ...tokenField,
      team_id: wholeNumber('Please choose a team.').refine(
        (id) => id > 0 || id === -1,
        'Please choose a team.',
      ),
    }),
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
    body: z.strictObject({ ...tokenField, user_id: idField('user'), accept: flag('accept') }),
    handler: async ({ user, body }) => {
      await answerJoinRequest(app, user, body.user_id, body.accept);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/updateCaptainStatus',
    summary: 'Promote a player to co-captain or demote a co-captain (main captain or admin)',
    auth: 'user',
    body: z.strictObject({ ...tokenField, player_id: idField('player'), make_captain: flag('make_captain') }),
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
    body: z.strictObject({
      ...tokenField,
      team_id: idField('team'),
      name: teamNameField.optional(),
      name_short: nameShortField.optional(),
      accepted: flag('accepted').optional(),
      is_active: flag('is_active').optional(),
    }),
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
    body: z.strictObject({ ...tokenField, team_id: idField('team') }),
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
    body: z.strictObject({ ...tokenField, team_id: idField('team'), captain_id: idField('captain') }),
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
    body: z.strictObject({ ...tokenField, player_id: idField('player') }),
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
    body: z.strictObject({ ...tokenField }),
    handler: async ({ user }) => {
      await leaveTeam(app, user);
      return null;
    },
  });
}
