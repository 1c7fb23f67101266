import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '../../common/i18n/locale';
import { m } from '../../common/i18n/messages';
import { HttpError } from '../lib/errors';
import { browserLocale } from '../lib/locale';

/** Failures before a route's handler ran (parsing the body): in the browser's language. */
function clientMessage(error: FastifyError, locale: Locale): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return m.server_error_json_only({}, { locale });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return m.server_error_too_large({}, { locale });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return m.server_error_empty_body({}, { locale });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return m.server_error_invalid_json({}, { locale });
    default:
      if (error instanceof SyntaxError) return m.server_error_invalid_json({}, { locale });
      return error.message;
  }
}

/** One answer shape for every failure (docs/PRODUCT.md#api); 5xx never carries internals. */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.code(error.statusCode).send({ status: false, error: error.message });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply
        .code(statusCode)
        .send({ status: false, error: clientMessage(error, browserLocale(request)) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ status: false, error: m.server_error_generic({}, { locale: browserLocale(request) }) });
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
        });
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    },
  );
});
