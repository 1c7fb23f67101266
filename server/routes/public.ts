import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Team } from '../../common/api/types';
import { canSeeAllContacts, opponentPhonesTeam } from '../../common/policies/contacts';
import { notFound } from '../lib/errors';
import { defineRoute, tokenField } from '../lib/route';
import { idField } from '../lib/validation';
import { buildTeams, loadLeagueSnapshot, opponentCaptainPhones } from '../services/league-read';
import { sendCached } from '../services/public-cache';

/** Public reads: served from the cache of serialized answers (docs/PRODUCT.md#api). */
export async function publicRoutes(app: FastifyInstance) {
  const cachedRoute = (url: string, key: string, summary: string) =>
    defineRoute(app, {
      method: 'GET',
      url,
      summary,
      auth: 'none',
      handler: async ({ request, reply }) => {
        const answer = await app.publicCache.get(key);
        if (!answer) throw notFound('Not found.');
        return sendCached(request, reply, answer);
      },
    });

  cachedRoute(
    '/api/getSeasons',
    'seasons',
    'All seasons with groups (standings), matches, results and scorers',
  );
  cachedRoute('/api/getGroups', 'groups', 'All groups of all seasons with their standings');
  // The visitor's getTeams answer: accepted teams only.
  cachedRoute('/api/getAcceptedTeams', 'teams', 'Accepted teams (public fields)');
  cachedRoute('/api/gettopscorer', 'topScorers', 'Ranked top scorers per season');
  cachedRoute('/api/getBoardMembers', 'boardMembers', 'Board members for Meet the Team');

  defineRoute(app, {
    method: 'POST',
    url: '/api/getTeams',
    summary:
      "All teams; admins also get contact data and member ids, team members the phone of their opponents' captains",
    auth: 'optional',
    body: z.strictObject({ ...tokenField }),
    handler: async ({ request, reply, user }) => {
      if (canSeeAllContacts(user)) return buildTeams(await loadLeagueSnapshot(app.db), true);
      const answer = (await app.publicCache.get('teams')) as NonNullable<
        Awaited<ReturnType<typeof app.publicCache.get>>
      >;
      // A visitor gets the shared cached bytes; a member's answer is personal (no-store).
      if (!user) return sendCached(request, reply, answer);
      const teamId = opponentPhonesTeam(user);
      const phones =
        teamId === null ? new Map<number, string>() : await opponentCaptainPhones(app.db, teamId);
      if (phones.size === 0) return answer.data;
      // docs/PRODUCT.md#roles: whoever plays a match may call the opposing captain.
      return (answer.data as Team[]).map((team) => {
        const phone = phones.get(team.id);
        return phone && team.captain ? { ...team, captain: { ...team.captain, phone } } : team;
      });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getPenaltyDeductions',
    summary: 'team id -> points deducted in a season',
    auth: 'none',
    body: z.strictObject({ ...tokenField, season_id: idField('season') }),
    handler: async ({ request, reply, body }) => {
      const answer = await app.publicCache.get(`penalties:${body.season_id}`);
      if (!answer) throw notFound('Season not found.');
      return sendCached(request, reply, answer);
    },
  });
}
