import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { USER_ROLE_HEADER, USER_TEAM_HEADER } from '../../common/api/enums';
import type { ErrorCode } from '../../common/api/error-codes';
import { WRITE_BUDGETS } from '../policies/write-budgets';
import { limitPerUser } from '../services/accounts';
import type { CurrentUser } from '../services/auth';
import { getOptionalUser } from '../services/auth';
import { unauthorized } from './errors';
import { browserLocale, preferAccountLocale, runInLocale } from './locale';
import { parsePayload } from './validation';

type Auth = 'none' | 'optional' | 'user';

interface Context<B, A extends Auth, Q = undefined> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Record<string, string | undefined>;
  /** The query string parsed by the route's `query` schema (a GET's parameters). */
  params: Q;
  user: A extends 'user' ? CurrentUser : CurrentUser | null;
}

/** A route that answers with a Server-Sent Events stream: the data of its messages, for /api/docs. */
export interface EventStreamAnswer {
  eventStream: z.ZodType;
  /** The messages' `event:` name. */
  event: string;
}

/**
 * The data of a route's 200 answer, 'redirect' for a route that answers with a 302 only, or an
 * event stream's messages.
 */
export type AnswerSchema = z.ZodType | 'redirect' | EventStreamAnswer;

export const isEventStream = (answer: AnswerSchema): answer is EventStreamAnswer =>
  answer !== 'redirect' && 'eventStream' in answer;

export interface RouteDefinition<
  S extends z.ZodType,
  A extends Auth,
  R extends AnswerSchema,
  Q extends z.ZodType = z.ZodUndefined,
> {
  method: 'GET' | 'POST';
  url: string;
  summary: string;
  auth: A;
  body?: S;
  /** A GET's query parameters: checked like a body (400 naming the field), described at /api/docs. */
  query?: Q;
  /** Auth routes share one per-IP budget between them (AUTH_RATE_LIMIT per 5 minutes in all). */
  rateLimited?: boolean;
  /**
   * A call for which this answers true is not counted against the per-IP auth budget (a login from
   * a browser the account logged in from before, decision 052). Read after the body is parsed.
   */
  rateLimitExempt?: (request: FastifyRequest) => Promise<boolean>;
  /** Described at /api/docs inside the envelope, and checked against real answers in the API tests. */
  answer: R;
  /**
   * The codes of the refusals this route's own work may answer (decision 060), besides those every
   * route of its kind may (requestCodes). Listed at /api/docs; in the API tests an answer with a
   * code not declared here fails (server/lib/answer-check.ts).
   */
  errors?: readonly ErrorCode[];
  handler: (
    ctx: Context<z.infer<S>, A, z.infer<Q>>,
  ) => Promise<(R extends z.ZodType ? z.input<R> : never) | FastifyReply>;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  summary: string;
  auth: Auth;
  body?: z.ZodType;
  query?: z.ZodType;
  answer: AnswerSchema;
  /** The budget whose excess is answered with 429, in words, for /api/docs. */
  budget?: string;
  /** Every code a refusal of this route may carry: requestCodes and the route's own `errors`. */
  errorCodes: ErrorCode[];
}

/**
 * The codes any route may answer by what it takes: a body or query (400 naming the field; a body
 * also 413, 415, broken JSON, and the per-address upload budget's 429), a session (401), a budget
 * (429), and the 500 and 503 (database out of reach) every route may fail with.
 */
function requestCodes(definition: {
  method: string;
  auth: Auth;
  body?: unknown;
  query?: unknown;
  rateLimited?: boolean;
  writeBudget: boolean;
}): ErrorCode[] {
  // Fastify's own refusals of a malformed request (clientFailure in error-handling.ts) may meet any route.
  const codes: ErrorCode[] = ['internal', 'database_unavailable', 'invalid_request'];
  if (definition.body || definition.query) codes.push('invalid_field', 'unknown_fields');
  if (definition.method === 'POST') {
    codes.push('invalid_json', 'empty_body', 'body_too_large', 'unsupported_media_type', 'rate_limited');
  }
  if (definition.auth !== 'none') codes.push('session_expired');
  if (definition.rateLimited || definition.writeBudget) codes.push('rate_limited');
  return codes;
}

/** The window of the per-IP limit on the routes marked rateLimited (login, sign-up, mails). */
export const AUTH_RATE_WINDOW_MS = 5 * 60 * 1000;
/** The rate-limit store counts the routes of this group under one key per client (rate-limit-store.ts). */
export const AUTH_RATE_GROUP = 'auth';

/** Every API route, for the OpenAPI document and the authorization matrix test. */
export const routeRegistry: RegisteredRoute[] = [];

export function defineRoute<
  S extends z.ZodType,
  A extends Auth,
  R extends AnswerSchema,
  Q extends z.ZodType = z.ZodUndefined,
>(app: FastifyInstance, definition: RouteDefinition<S, A, R, Q>): void {
  const routeKey = `${definition.method} ${definition.url}`;
  // One account's flood of a write costs a counter, not the write (server/policies/write-budgets.ts).
  const writeBudget = WRITE_BUDGETS[routeKey];
  const errorCodes = [
    ...new Set([
      ...requestCodes({ ...definition, writeBudget: !!writeBudget }),
      ...(definition.errors ?? []),
    ]),
  ];
  if (!routeRegistry.some((r) => r.method === definition.method && r.url === definition.url)) {
    routeRegistry.push({
      method: definition.method,
      url: definition.url,
      summary: definition.summary,
      auth: definition.auth,
      body: definition.body,
      query: definition.query,
      answer: definition.answer,
      budget: writeBudget
        ? `${writeBudget.max} calls per ${writeBudget.window} per account`
        : definition.rateLimited
          ? 'the auth budget shared by the auth routes, per client address'
          : undefined,
      errorCodes,
    });
  }
  app.route({
    method: definition.method,
    url: definition.url,
    config: {
      ...(definition.rateLimited
        ? {
            rateLimit: {
              max: app.config.authRateLimit,
              timeWindow: AUTH_RATE_WINDOW_MS,
              groupId: AUTH_RATE_GROUP,
              ...(definition.rateLimitExempt
                ? { hook: 'preHandler' as const, allowList: definition.rateLimitExempt }
                : {}),
            },
          }
        : {}),
      ...(definition.answer === 'redirect' || isEventStream(definition.answer)
        ? {}
        : { answer: definition.answer }),
      errorCodes,
    },
    // Sentences in the request's language: the browser's until the user is known, then theirs.
    handler: (request, reply) =>
      runInLocale(browserLocale(request), async () => {
        // Answers of routes that take a session, refusals included, stay out of every cache; a
        // visitor's shared public answer may set its own revalidation headers.
        if (definition.auth !== 'none') reply.header('Cache-Control', 'no-store');
        const body = definition.body ? parsePayload(definition.body, request.body) : undefined;
        const params = definition.query ? parsePayload(definition.query, request.query) : undefined;
        let user: CurrentUser | null = null;
        if (definition.auth !== 'none') {
          user = await getOptionalUser(request);
          if (definition.auth === 'user' && !user) throw unauthorized();
          preferAccountLocale(user?.language);
          if (user && writeBudget) await limitPerUser(app.db, routeKey, writeBudget, user.id);
          // Role and team as read for this request: an open dashboard sees a promotion or an accepted
          // join request at its next call, since good news ends no session (decision 033).
          if (user) {
            reply.header(USER_ROLE_HEADER, user.role);
            reply.header(USER_TEAM_HEADER, user.memberOf === null ? 'none' : String(user.memberOf));
          }
        }
        const data = await definition.handler({
          request,
          reply,
          body: body as z.infer<S>,
          // A repeated key arrives as an array: handlers only see keys given once.
          query: Object.fromEntries(
            Object.entries(request.query as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
          ) as Record<string, string>,
          params: params as z.infer<Q>,
          user: user as Context<z.infer<S>, A, z.infer<Q>>['user'],
        });
        if (reply.sent) return reply;
        return { status: true, data: data ?? null };
      }),
  });
}
