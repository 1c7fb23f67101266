import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope } from '../../common/api/answers';

/** What a route's config carries for the check: the schema of its answer's data. */
export interface AnswerConfig {
  answer?: z.ZodType;
}

/**
 * Checks every 200 JSON answer of an /api route against the answer schema it declares (the one
 * /api/docs describes), failing the request with a 500 that names the mismatch. For the API
 * tests only (Config.checkAnswers): public answers are served pre-serialized, and production
 * does not parse them again.
 */
export function checkAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const schema = (request.routeOptions.config as AnswerConfig).answer;
    if (!schema || reply.statusCode !== 200 || payload === null || payload === undefined) {
      return done(null, payload);
    }
    let bytes = typeof payload === 'string' ? Buffer.from(payload) : (payload as Buffer);
    if (reply.getHeader('content-encoding') === 'gzip') bytes = gunzipSync(bytes);
    const parsed = envelope(schema).safeParse(JSON.parse(bytes.toString('utf8')));
    if (parsed.success) return done(null, payload);
    done(
      new Error(
        `The answer of ${request.method} ${request.routeOptions.url} does not match its schema:\n${z.prettifyError(parsed.error)}`,
      ),
    );
  });
}
