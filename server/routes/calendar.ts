import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calendarLinkResetAnswer, calendarLinksAnswer } from '../../common/api/calendar';
import { sessionRequest } from '../../common/api/requests';
import { baseLocale, isLocale, type Locale } from '../../common/i18n/locale';
import { defineRoute } from '../lib/route';
import {
  calendarLinks,
  feedEtag,
  leagueFeed,
  personalFeed,
  resetCalendarLink,
  teamFeed,
} from '../services/calendar';

/**
 * Calendar feeds (docs/PRODUCT.md#calendar-feeds): two API calls for the personal links, and the .ics feeds
 * that calendar apps poll. Feeds are served inline with an ETag, so an unchanged feed costs a 304.
 */

const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

/** If-None-Match may list several tags, weak or strong. */
const matchesEtag = (request: FastifyRequest, etag: string) =>
  String(request.headers['if-none-match'] ?? '')
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag);

function sendFeed(request: FastifyRequest, reply: FastifyReply, body: string | null, cacheControl: string) {
  if (body === null) return notFound(reply);
  const etag = feedEtag(body);
  reply.header('ETag', etag).header('Cache-Control', cacheControl);
  if (matchesEtag(request, etag)) return reply.code(304).send();
  return reply.type('text/calendar; charset=utf-8').send(body);
}

/** A public feed's language: its link's `?lang=` (calendarFeedLink), English without or for another value. */
function feedLocale(request: FastifyRequest<{ Querystring: { lang?: unknown } }>): Locale {
  const lang = request.query.lang;
  return typeof lang === 'string' && isLocale(lang) ? lang : baseLocale;
}

// Public feeds may sit in shared caches briefly; a personal feed is the link owner's alone.
const PUBLIC_CACHE = 'public, max-age=300';
const PERSONAL_CACHE = 'private, no-cache';

export async function calendarRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/getCalendarLinks',
    summary:
      "The caller's calendar feeds as absolute URLs: the secret personal feed (made on first call), the own team's and the league's public feeds",
    auth: 'user',
    body: sessionRequest,
    answer: calendarLinksAnswer,
    handler: ({ user }) => calendarLinks(app, user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/resetCalendarLink',
    summary: 'A new secret personal feed link for the caller; the old link answers 404 from now on',
    auth: 'user',
    body: sessionRequest,
    answer: calendarLinkResetAnswer,
    handler: ({ user }) => resetCalendarLink(app, user),
  });

  app.get<{ Querystring: { lang?: unknown } }>('/calendar/league.ics', async (request, reply) =>
    sendFeed(request, reply, await leagueFeed(app, feedLocale(request)), PUBLIC_CACHE),
  );

  app.get<{ Params: { file: string }; Querystring: { lang?: unknown } }>(
    '/calendar/team/:file',
    async (request, reply) => {
      const id = /^([1-9]\d{0,9})\.ics$/.exec(request.params.file)?.[1];
      const teamId = Number(id);
      if (!id || !Number.isSafeInteger(teamId) || teamId > 2147483647) return notFound(reply);
      return sendFeed(request, reply, await teamFeed(app, teamId, feedLocale(request)), PUBLIC_CACHE);
    },
  );

  app.get<{ Params: { file: string } }>('/calendar/personal/:file', async (request, reply) => {
    const token = /^([A-Za-z0-9_-]{43})\.ics$/.exec(request.params.file)?.[1];
    if (!token) return notFound(reply);
    return sendFeed(request, reply, await personalFeed(app, token), PERSONAL_CACHE);
  });
}
