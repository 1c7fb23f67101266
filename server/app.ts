import { createHash, randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { stdSerializers } from 'pino';
import { EARLY_ANSWERS_SCRIPT } from '../common/early-answers';
import { SCRIPTS_AFTER_PAINT_SCRIPT } from '../common/scripts-after-paint';
import { TEAM_FILTER_SCRIPT } from '../common/team-filter';
import type { Config } from './config';
import type { Database } from './db/client';
import './types';
import { m } from '../common/i18n/messages';
import { AfterAnswer } from './lib/after-answer';
import { checkAnswers } from './lib/answer-check';
import { type Clock, systemClock } from './lib/clock';
import { DatabaseOutage } from './lib/database-outage';
import { HttpError } from './lib/errors';
import { browserLocale } from './lib/locale';
import { registerMetrics } from './lib/metrics';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { securityHeaders } from './lib/security-headers';
import { registerUploadBudget } from './lib/upload-budget';
import { errorHandling } from './plugins/error-handling';
import { webApp } from './plugins/web-app';
import { assetRoutes } from './routes/assets';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { availabilityRoutes } from './routes/availability';
import { boardRoutes } from './routes/board';
import { calendarRoutes } from './routes/calendar';
import { confirmationRoutes } from './routes/confirmation';
import { devMailRoutes } from './routes/dev-mail';
import { disciplineRoutes } from './routes/discipline';
import { docsRoutes } from './routes/docs';
import { eligibilityRoutes, universityLinkRoutes } from './routes/eligibility';
import { fairPlayRoutes } from './routes/fair-play';
import { forfeitRoutes } from './routes/forfeits';
import { freeAgentRoutes } from './routes/free-agents';
import { healthRoutes } from './routes/health';
import { leagueTextRoutes } from './routes/league-texts';
import { liveRoutes } from './routes/live';
import { mailRoutes } from './routes/mail';
import { matchMoveRoutes } from './routes/match-moves';
import { matchRoutes } from './routes/matches';
import { notificationRoutes } from './routes/notifications';
import { pitchRoutes } from './routes/pitches';
import { postponementRoutes } from './routes/postponement';
import { publicRoutes } from './routes/public';
import { pushRoutes } from './routes/push';
import { refereeConfirmRoutes } from './routes/referee-confirm';
import { refereePlannerRoutes } from './routes/referee-planner';
import { seasonRoutes } from './routes/seasons';
import { teamRoutes } from './routes/teams';
import { todoRoutes } from './routes/todos';
import { unsubscribeRoutes } from './routes/unsubscribe';
import { ACCOUNTS_CHANNEL, AccountsCache, loadAccountsSnapshot } from './services/accounts-snapshot';
import { shareCacheInvalidation } from './services/cache-notify';
import { autoAcceptResults, sendReminders } from './services/deadlines';
import { tiebreakAverages } from './services/fair-play-facts';
import { buildPublicAnswers, loadSeasonSnapshot, withSeasonRebuilt } from './services/league-read';
import { startMailWorker } from './services/mail/worker';
import { sendNotificationDigests } from './services/notifications/digest';
import { PublicCache } from './services/public-cache';
import { pushNotificationItems } from './services/push';
import { startScheduler } from './services/scheduler';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Time for time-driven work; tests inject one they move by hand. */
  clock?: Clock;
}

/** The whole app as a plugin: server.ts listens, tests inject. */
export const app = fp(async (fastify: FastifyInstance, options: AppOptions) => {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  // Infrastructure: configuration, database, the public answer cache.
  fastify.decorate('config', config);
  fastify.decorate('database', database);
  fastify.decorate('db', database.db);
  fastify.decorate(
    'publicCache',
    new PublicCache(
      () => buildPublicAnswers(database.db, clock.now()),
      async (before, seasonId) =>
        withSeasonRebuilt(
          before,
          await loadSeasonSnapshot(database, seasonId),
          await tiebreakAverages(database.db, clock.now(), seasonId),
        ),
    ),
  );
  fastify.decorate('accounts', new AccountsCache(() => loadAccountsSnapshot(database.db)));
  // Several instances on one PostgreSQL drop their caches together; PGlite has one process.
  if (database.pool) await shareCacheInvalidation(fastify, database.pool);
  // PGlite hands over a notification before the statement that committed it resolves, so no
  // answer can go out between a change and the drop.
  else if (database.pglite) {
    const accounts = fastify.accounts;
    const unlisten = await database.pglite.listen(ACCOUNTS_CHANNEL, () => accounts.drop());
    fastify.addHook('onClose', () => unlisten());
  }
  // A writer gets its answer only once the other instances have been told, so its next read is
  // fresh anywhere. Synchronous unless an announcement is on its way: an async hook would make
  // every answer wait a turn of the event loop and Fastify watch each reply's stream end.
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    const pending =
      request.method === 'GET' || request.method === 'HEAD' ? null : fastify.publicCache.announced();
    if (!pending) return done(null, payload);
    pending.then(() => done(null, payload), done);
  });
  fastify.decorate(
    'afterAnswer',
    new AfterAnswer((error) => fastify.log.error({ err: error }, 'work after an answer failed')),
  );
  fastify.addHook('onClose', () => fastify.afterAnswer.settled());
  startMailWorker(fastify);
  fastify.decorate('clock', clock);
  fastify.decorate('scheduler', startScheduler(fastify));
  // Deadlines before reminders: a suggestion made final this pass needs no reminder.
  fastify.scheduler.add('auto-accept', autoAcceptResults);
  fastify.scheduler.add('reminders', sendReminders);
  // Pushes new items to their users' devices first, so their mails wait for the push (decision 091).
  fastify.scheduler.add('pushes', pushNotificationItems);
  // Last: mails the notification items that requests and the jobs before it queued (decision 027).
  fastify.scheduler.add('notification-digests', sendNotificationDigests);
  if (config.checkAnswers) checkAnswers(fastify);

  // Security headers on every answer (helmet's, computed once); the three inline scripts the pages
  // carry (the remembered team filter, common/team-filter.ts, the dashboard's first requests,
  // common/early-answers.ts, and the start of the scripts of a rendered page after its first paint,
  // common/scripts-after-paint.ts) are allowed by their hashes.
  const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          scriptHash(TEAM_FILTER_SCRIPT),
          scriptHash(EARLY_ANSWERS_SCRIPT),
          scriptHash(SCRIPTS_AFTER_PAINT_SCRIPT),
        ],
        // Mantine sets CSS variables through style attributes and one style element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest (decision 046).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // The id of the request's log lines (reqId), so a report of a failed answer finds them.
    reply.header('X-Request-Id', request.id);
    done();
  });

  // Rate limits: only routes that opt in (auth routes) and the 404 handler. Counted in the
  // database, so all instances share one budget per client address.
  await fastify.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
    max: config.authRateLimit,
    timeWindow: 5 * 60 * 1000,
    // The plugin throws what this returns: an HttpError reaches the envelope with its sentence.
    // It runs before the route's handler: the sentence is in the browser's language.
    errorResponseBuilder: (request, context) =>
      new HttpError(
        429,
        'rate_limited',
        m.server_too_many_requests(
          { seconds: Math.ceil(context.ttl / 1000) },
          { locale: browserLocale(request) },
        ),
      ),
  });

  // Uploads per address, counted before their bodies are read (decision 052).
  registerUploadBudget(fastify);
  registerMetrics(fastify);

  // The API speaks JSON only: anything else is a 415, not a string for the validators.
  fastify.removeContentTypeParser('text/plain');

  // The error envelope and JSON 404 for /api.
  await fastify.register(errorHandling);

  // Routes.
  await fastify.register(publicRoutes);
  await fastify.register(authRoutes);
  await fastify.register(teamRoutes);
  await fastify.register(seasonRoutes);
  await fastify.register(boardRoutes);
  await fastify.register(leagueTextRoutes);
  await fastify.register(auditRoutes);
  await fastify.register(mailRoutes);
  await fastify.register(matchRoutes);
  await fastify.register(forfeitRoutes);
  await fastify.register(disciplineRoutes);
  await fastify.register(refereeConfirmRoutes);
  await fastify.register(fairPlayRoutes);
  await fastify.register(eligibilityRoutes);
  await fastify.register(liveRoutes);
  await fastify.register(pushRoutes);
  await fastify.register(matchMoveRoutes);
  await fastify.register(availabilityRoutes);
  await fastify.register(freeAgentRoutes);
  await fastify.register(refereePlannerRoutes);
  await fastify.register(pitchRoutes);
  await fastify.register(postponementRoutes);
  await fastify.register(calendarRoutes);
  await fastify.register(todoRoutes);
  await fastify.register(notificationRoutes);
  await fastify.register(unsubscribeRoutes);
  await fastify.register(confirmationRoutes);
  await fastify.register(universityLinkRoutes);
  await fastify.register(assetRoutes);
  await fastify.register(docsRoutes);
  await fastify.register(devMailRoutes);
  await fastify.register(healthRoutes);

  // The built web app with history fallback, last so /api and assets win.
  await fastify.register(webApp);
});

/**
 * A request URL as the log may keep it: the secrets that URLs carry blanked, in the query (mail
 * links' `token`, `access_token`, a crest's `key`, decision 037) and in the path (a personal
 * calendar feed's address is its token).
 */
export function redactUrlTokens(url: string): string {
  return url
    .replace(/([?&](?:token|access_token|key)=)[^&#]*/gi, '$1[redacted]')
    .replace(/^(\/calendar\/personal\/)[^/?#]+?(\.ics)?(?=[?#]|$)/i, '$1[redacted]$2');
}

/** `logDestination` receives the log lines instead of stdout: tests read what would be logged. */
export async function buildApp(
  options: AppOptions,
  fastifyOptions: FastifyServerOptions = {},
  logDestination?: { write(line: string): void },
) {
  // One error line per database outage, not one per failed request or job (decision 076).
  const outage = new DatabaseOutage(
    () => options.database.db.execute(sql`select 1`),
    () => fastify.log,
  );
  const fastify = Fastify({
    logger: {
      level: options.config.logLevel,
      stream: logDestination,
      hooks: { logMethod: outage.logMethodHook() },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.access_token'],
        censor: '[redacted]',
      },
      serializers: {
        // Mail links carry their token in the query string: it must never reach the logs.
        req: (request) => ({
          method: request.method,
          url: redactUrlTokens(request.url),
          remoteAddress: request.ip,
        }),
        // A failed query's message lists its parameters, and the database's detail may quote the
        // row: password hashes, mail links with tokens. The log keeps the statement and the reason.
        err: (error: Error) => {
          if (!(error instanceof DrizzleQueryError)) return stdSerializers.err(error);
          const cause = error.cause as (Error & { code?: string; constraint?: string }) | undefined;
          return {
            type: 'DrizzleQueryError',
            message: `Failed query: ${error.query}`,
            stack: (error.stack ?? '')
              .split('\n')
              .filter((line) => line.startsWith('    at '))
              .join('\n'),
            cause: cause && {
              type: cause.name,
              message: cause.message,
              code: cause.code,
              constraint: cause.constraint,
            },
          };
        },
      },
    },
    trustProxy: options.config.trustProxy,
    // Unique across instances and restarts (Fastify's default counts from 1 in each process).
    genReqId: () => randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    ...fastifyOptions,
  });
  fastify.addHook('onClose', async () => outage.stop());
  await fastify.register(app, options);
  await fastify.ready();
  return fastify;
}
