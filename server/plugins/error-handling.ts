import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from '../../common/api/error-codes';
import type { Locale } from '../../common/i18n/locale';
import { m } from '../../common/i18n/messages';
import { isDatabaseUnavailable } from '../lib/database-outage';
import { HttpError } from '../lib/errors';
import { browserLocale } from '../lib/locale';

/** Failures before a route's handler ran (parsing the body): a code, and a sentence in the browser's language. */
function clientFailure(error: FastifyError, locale: Locale): { code: ErrorCode; error: string } {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'unsupported_media_type', error: m.server_error_json_only({}, { locale }) };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'body_too_large', error: m.server_error_too_large({}, { locale }) };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'empty_body', error: m.server_error_empty_body({}, { locale }) };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'invalid_json', error: m.server_error_invalid_json({}, { locale }) };
    default:
      if (error instanceof SyntaxError)
        return { code: 'invalid_json', error: m.server_error_invalid_json({}, { locale }) };
      return { code: 'invalid_request', error: error.message };
  }
}

/** Seconds a client is asked to wait while the database cannot be reached: a restart's usual length. */
export const DATABASE_RETRY_AFTER_S = 30;

/** One answer shape for every failure (docs/PRODUCT.md#api); 5xx never carries internals. */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.code(error.statusCode).send({ status: false, error: error.message, code: error.code });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({ status: false, ...clientFailure(error, browserLocale(request)) });
    }
    // The outage's first failure is logged at error level, later ones at debug (server/app.ts).
    request.log.error({ err: error }, 'request failed');
    if (isDatabaseUnavailable(error)) {
      return reply
        .code(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_S))
        .send({
          status: false,
          error: m.server_error_database_unavailable({}, { locale: browserLocale(request) }),
          code: 'database_unavailable',
        });
    }
    return reply.code(500).send({
      status: false,
      error: m.server_error_generic({}, { locale: browserLocale(request) }),
      code: 'internal',
    });
  });

  // An attacker could search for valid URLs if 404 handling is not rate limited.
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: 60_000 }) },
    (request, reply) => {
      if (request.url.startsWith('/api')) {
        return reply.code(404).send({
          status: false,
          error: m.server_error_unknown_api_path(
            { method: request.method, path: request.url.split('?')[0] ?? '' },
            { locale: browserLocale(request) },
          ),
          code: 'unknown_route',
        });
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    },
  );
});
