import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope, failureAnswer } from '../../common/api/answers';

/** What a route's config carries for the check: the schema of its answer's data, the codes it declares. */
export interface AnswerConfig {
  answer?: z.ZodType;
  errorCodes?: readonly string[];
}

/**
 * Checks every 200 JSON answer of an /api route against the answer schema it declares (the one
 * /api/docs describes), failing the request with a 500 that names the mismatch, and every
 * refusal's code against the codes it declares (decision 060): an undeclared one is replaced by
 * Fastify's own error answer naming route and code, which no test expecting a code passes. For the API
 * tests only (Config.checkAnswers): public answers are served pre-serialized, and production
 * does not parse them again.
 */
export function checkAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const { answer: schema, errorCodes } = request.routeOptions.config as AnswerConfig;
    // A 500 is every route's (`internal`).
    const refusal = reply.statusCode >= 400 && reply.statusCode < 500;
    if (errorCodes && refusal && payload !== null && payload !== undefined) {
      const gzipped = reply.getHeader('content-encoding') === 'gzip';
      const bytes = typeof payload === 'string' ? Buffer.from(payload) : (payload as Buffer);
      const text = (gzipped ? gunzipSync(bytes) : bytes).toString('utf8');
      const undeclared = undeclaredCode(request.method, request.routeOptions.url, errorCodes, text);
      return undeclared ? done(undeclared) : done(null, payload);
    }
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

/**
 * A refusal whose code its route does not declare (RouteDefinition.errors): an Error naming both,
 * so the API tests keep each route's list at /api/docs complete. Null when the code is declared.
 */
function undeclaredCode(
  method: string,
  url: string | undefined,
  declared: readonly string[],
  text: string,
): Error | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  const parsed = failureAnswer.safeParse(json);
  if (!parsed.success) return new Error(`A refusal of ${method} ${url} is no failure envelope: ${text}`);
  if (declared.includes(parsed.data.code)) return null;
  return new Error(
    `${method} ${url} answered code '${parsed.data.code}', which it does not declare (its errors in defineRoute): ${text}`,
  );
}
