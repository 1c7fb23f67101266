import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors';

const GENERIC_5XX = 'Something went wrong on our side. Please try again later.';

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request as JSON (Content-Type: application/json).';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body: the JSON body is empty.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'body: not valid JSON.';
    default:
      if (error instanceof SyntaxError) return 'body: not valid JSON.';
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
      return reply.code(statusCode).send({ status: false, error: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ status: false, error: GENERIC_5XX });
  });

  // An attacker could search for valid URLs if 404 handling is not rate limited.
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: 60_000 }) },
    (request, reply) => {
      if (request.url.startsWith('/api')) {
        return reply
          .code(404)
          .send({ status: false, error: `Unknown API path: ${request.method} ${request.url.split('?')[0]}` });
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    },
  );
});
