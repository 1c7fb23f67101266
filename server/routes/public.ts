import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  boardMemberAnswer,
  groupAnswer,
  penaltyDeductionsAnswer,
  publicTeamAnswer,
  seasonAnswer,
  seasonSummaryAnswer,
  teamAnswer,
  topScorerSeasonAnswer,
} from '../../common/api/answers';
import type { ErrorCode } from '../../common/api/error-codes';
import { leagueDetailsAnswer, leagueTextAnswer, leagueTextQuery } from '../../common/api/league-texts';
import { seasonQuery, seasonRequest, sessionRequest } from '../../common/api/requests';
import { getLocale, m } from '../../common/i18n/messages';
import { sendAnswerBytes } from '../lib/answer-bytes';
import { notFound } from '../lib/errors';
import { defineRoute } from '../lib/route';
import { LEAGUE_DETAILS, leagueTextKey, seasonKey, teamsAnswerFor } from '../services/league-read';
import { sendCached } from '../services/public-cache';

/** Public reads: served from the cache of serialized answers (docs/PRODUCT.md#api). */
export async function publicRoutes(app: FastifyInstance) {
  // The answers with sentences (the tables' explanations) come in the request's language (decision 042).
  const cached = async (key: string, code: ErrorCode, missing: string) => {
    const answer = await app.publicCache.get(key, { locale: getLocale() });
    if (!answer) throw notFound(code, missing);
    return answer;
  };
  const cachedRoute = (url: string, key: string, answer: z.ZodType, summary: string) =>
    defineRoute(app, {
      method: 'GET',
      url,
      summary,
      auth: 'none',
      answer,
      errors: ['not_found'],
      handler: async ({ request, reply }) =>
        sendCached(request, reply, await cached(key, 'not_found', m.server_not_found())),
    });

  cachedRoute(
    '/api/getSeasons',
    'seasons',
    z.array(seasonAnswer),
    'All seasons with groups (standings), matches, results and scorers',
  );
  // The web app's reads (decision 045): the season list, then the season shown, not every season.
  cachedRoute(
    '/api/getSeasonList',
    'seasonList',
    z.array(seasonSummaryAnswer),
    'All seasons without their groups and matches, oldest first (the web app picks one from these)',
  );
  defineRoute(app, {
    method: 'GET',
    url: '/api/getSeason',
    summary:
      "One season with groups (standings), matches, results and scorers: the same as that season's entry of getSeasons",
    auth: 'none',
    query: seasonQuery,
    answer: seasonAnswer,
    errors: ['season_not_found'],
    handler: async ({ request, reply, params }) =>
      sendCached(
        request,
        reply,
        await cached(seasonKey(params.season_id), 'season_not_found', m.server_season_not_found_field()),
      ),
  });
  cachedRoute(
    '/api/getGroups',
    'groups',
    z.array(groupAnswer),
    'All groups of all seasons with their standings',
  );
  // The visitor's getTeams answer: accepted teams only, no rosters.
  cachedRoute(
    '/api/getAcceptedTeams',
    'teams',
    z.array(publicTeamAnswer),
    'Accepted teams (public fields: the captain and the player count, no roster)',
  );
  cachedRoute(
    '/api/gettopscorer',
    'topScorers',
    z.array(topScorerSeasonAnswer),
    'Ranked top scorers per season',
  );
  cachedRoute(
    '/api/getBoardMembers',
    'boardMembers',
    z.array(boardMemberAnswer),
    'Board members for Meet the Team',
  );

  // The league's details and texts (decision 043): edited by admins, shown by the visitor pages.
  cachedRoute(
    '/api/getLeagueDetails',
    LEAGUE_DETAILS,
    leagueDetailsAnswer,
    "The league's details: name, contact mail and phone, postal address, register, board, Instagram profile",
  );
  defineRoute(app, {
    method: 'GET',
    url: '/api/getLeagueText',
    summary:
      'A league text (home, rules_intro, privacy, imprint, terms) as Markdown in every language; {{field}} names a detail of getLeagueDetails',
    auth: 'none',
    query: leagueTextQuery,
    answer: leagueTextAnswer,
    errors: ['not_found'],
    handler: async ({ request, reply, params }) =>
      sendCached(request, reply, await cached(leagueTextKey(params.key), 'not_found', 'Not found.')),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getTeams',
    summary:
      "All teams; members of a team also get the rosters and the phone of their opponents' captains, admins contact data and member ids; visitors and users in no team no roster",
    auth: 'optional',
    body: sessionRequest,
    answer: z.array(teamAnswer),
    errors: ['not_found'],
    handler: async ({ request, reply, user }) => {
      // A visitor gets the shared cached bytes; a logged-in caller's answer is personal (no-store).
      if (!user) return sendCached(request, reply, await cached('teams', 'not_found', m.server_not_found()));
      return sendAnswerBytes(reply, await teamsAnswerFor(request, user));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getPenaltyDeductions',
    summary: 'team id -> points deducted in a season',
    auth: 'none',
    body: seasonRequest,
    answer: penaltyDeductionsAnswer,
    errors: ['season_not_found'],
    handler: async ({ request, reply, body }) =>
      sendCached(
        request,
        reply,
        await cached(`penalties:${body.season_id}`, 'season_not_found', m.server_season_not_found_short()),
      ),
  });
}
