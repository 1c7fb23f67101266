import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../lib/errors';
import { defineRoute, tokenField } from '../lib/route';
import { isAdmin } from '../policies/teams';
import { buildTeams, loadLeagueSnapshot } from '../services/league-read';
import { sendCached } from '../services/public-cache';

/** Public reads: served from the cache of serialized answers (DESIGN.md section 7). */
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
  cachedRoute('/api/getAcceptedTeams', 'acceptedTeams', 'Accepted teams (public fields)');
  cachedRoute('/api/gettopscorer', 'topScorers', 'Ranked top scorers per season');
  cachedRoute('/api/getBoardMembers', 'boardMembers', 'Board members for Meet the Team');

  defineRoute(app, {
    method: 'POST',
    url: '/api/getTeams',
    summary: 'All teams; admins also get contact data and member ids',
    auth: 'optional',
    body: z.strictObject({ ...tokenField }),
    handler: async ({ request, reply, user }) => {
      if (user && isAdmin(user)) return buildTeams(await loadLeagueSnapshot(app.db), true);
      const answer = await app.publicCache.get('teams');
      return sendCached(request, reply, answer as NonNullable<typeof answer>);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getPenaltyDeductions',
    summary: 'team id -> points deducted in a season',
    auth: 'none',
    body: z.strictObject({ ...tokenField, season_id: z.coerce.number().int().positive() }),
    handler: async ({ request, reply, body }) => {
      const answer = await app.publicCache.get(`penalties:${body.season_id}`);
      if (!answer) throw notFound('Season not found.');
      return sendCached(request, reply, answer);
    },
  });
}
