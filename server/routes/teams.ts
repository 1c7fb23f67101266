import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Team, TeamMember } from '../../common/api/types';
import { teams, users } from '../db/schema';
import { defineRoute, tokenField } from '../lib/route';
import { teamAnswer } from '../services/league-read';

const CAPTAINS = new Set(['CAPTAIN', 'CAPTAIN_PENDING', 'ADMIN']);

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
      const isMember = user.role !== 'USER';
      // Join requests (role USER) are for those who decide on them.
      const showRequests = CAPTAINS.has(user.role);
      const players: TeamMember[] = roster
        .filter((m) => m.role !== 'USER' || showRequests)
        .filter((m) => isMember || m.role !== 'USER')
        .map((m) => (isMember ? m : { id: m.id, name: m.name, role: m.role }));
      const captain = roster.find((m) => m.id === team.captainId);
      const playerCount = roster.filter((m) => m.role !== 'USER').length;
      const answer: Team & { request_pending: boolean } = {
        ...teamAnswer(team, players, playerCount, captain, isMember),
        request_pending: !isMember,
      };
      return answer;
    },
  });
}
