import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  leagueDetailsAnswer,
  leagueTextVersionAnswer,
  leagueTextVersionsAnswer,
  leagueTextVersionsRequest,
  restoreLeagueTextVersionRequest,
  updateLeagueDetailsRequest,
  updateLeagueTextRequest,
} from '../../common/api/league-texts';
import { sessionRequest } from '../../common/api/requests';
import { LIMITS } from '../../common/limits';
import { defineRoute } from '../lib/route';
import {
  leagueTextVersionsOf,
  listLeagueTexts,
  restoreLeagueTextVersion,
  updateLeagueDetails,
  updateLeagueText,
} from '../services/league-texts';

/**
 * The league's details and texts, edited by admins (docs/PRODUCT.md#league-texts, decision 043);
 * the public reads are getLeagueDetails and getLeagueText (public.ts).
 */
export async function leagueTextRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/getLeagueTexts',
    summary: 'Every league text in every language with its current version, author and time (admin)',
    auth: 'user',
    body: sessionRequest,
    answer: z.array(leagueTextVersionAnswer),
    errors: ['league_texts_not_allowed'],
    handler: ({ user }) => listLeagueTexts(app, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/updateLeagueText',
    summary:
      'Save a league text (Markdown) in one language as its new version; the previous versions are kept (admin)',
    auth: 'user',
    body: updateLeagueTextRequest,
    answer: leagueTextVersionAnswer,
    errors: ['league_texts_not_allowed'],
    handler: ({ user, body }) => updateLeagueText(app, user, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/getLeagueTextVersions',
    summary: `A league text's versions in one language, newest (the current one) first, at most ${LIMITS.leagueTextVersionsShown} (admin)`,
    auth: 'user',
    body: leagueTextVersionsRequest,
    answer: leagueTextVersionsAnswer,
    errors: ['league_texts_not_allowed'],
    handler: ({ user, body }) => leagueTextVersionsOf(app, user, body.key, body.locale),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/restoreLeagueTextVersion',
    summary: 'Bring an earlier version of a league text back: saved again as its newest version (admin)',
    auth: 'user',
    body: restoreLeagueTextVersionRequest,
    answer: leagueTextVersionAnswer,
    errors: ['league_text_version_not_found', 'league_texts_not_allowed'],
    handler: ({ user, body }) => restoreLeagueTextVersion(app, user, body.version_id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/updateLeagueDetails',
    summary:
      "Change the league's details: name, contact mail and phone, postal address, register, board, content responsible, Instagram profile, and the seasons' match window in months (admin)",
    auth: 'user',
    body: updateLeagueDetailsRequest,
    answer: leagueDetailsAnswer,
    errors: ['league_texts_not_allowed'],
    handler: ({ user, body }) => updateLeagueDetails(app, user, body),
  });
}
