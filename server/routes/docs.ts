import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, failureAnswer } from '../../common/api/answers';
import type { ErrorCode } from '../../common/api/error-codes';
import { isEventStream, routeRegistry } from '../lib/route';

const json = (schema: z.ZodType, io: 'input' | 'output') => ({
  'application/json': { schema: z.toJSONSchema(schema, { io, unrepresentable: 'any' }) },
});

/** The failure envelope whose code is one of the given ones (decision 060). */
const failure = (codes: ErrorCode[]) =>
  json(failureAnswer.extend({ code: z.enum(codes as [ErrorCode, ...ErrorCode[]]) }), 'output');

/**
 * OpenAPI 3.1 description built from the same zod schemas the routes validate their requests
 * with and the API tests check their answers against. Built once, on the first request.
 */
/** The operation's name for generated clients: the call's name, as the league's clients say it (getSeasons). */
const operationId = (url: string) =>
  url.replace(/^\/api\//, '').replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase());

function openApiDocument(appUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routeRegistry) {
    const success =
      route.answer === 'redirect'
        ? { 302: { description: 'Redirects to the web app' } }
        : isEventStream(route.answer)
          ? {
              200: {
                description: `text/event-stream: a \`retry:\` hint, then messages \`event: ${route.answer.event}\`, \`id: <increasing id>\`, \`data: <JSON below>\`, and \`: ping\` comment lines`,
                content: {
                  'text/event-stream': {
                    schema: z.toJSONSchema(route.answer.eventStream, {
                      io: 'output',
                      unrepresentable: 'any',
                    }),
                  },
                },
              },
            }
          : {
              200: { description: '{ status: true, data }', content: json(envelope(route.answer), 'output') },
            };
    const operation: Record<string, unknown> = {
      operationId: operationId(route.url),
      summary: route.summary,
      security: route.auth === 'none' ? [] : [{ bearer: [] }],
      // Every code a refusal of this call may carry, for clients that branch on them.
      'x-error-codes': route.errorCodes,
      responses: {
        ...success,
        '4XX': {
          description: '{ status: false, error, code }: error is a sentence for people, code one of these',
          content: failure(
            route.errorCodes.filter((code) => code !== 'internal' && code !== 'database_unavailable'),
          ),
        },
        ...(route.budget
          ? {
              429: {
                description: `Over ${route.budget}: { status: false, error, code }; Retry-After names the seconds to wait`,
                headers: { 'Retry-After': { schema: { type: 'integer' } } },
                content: failure(['rate_limited']),
              },
            }
          : {}),
        500: {
          description: 'A failure on the server side, without its details',
          content: failure(['internal']),
        },
        503: {
          description:
            'The database cannot be reached (restarting, down): { status: false, error, code }; Retry-After names the seconds to wait',
          headers: { 'Retry-After': { schema: { type: 'integer' } } },
          content: failure(['database_unavailable']),
        },
      },
    };
    if (route.query) {
      const schema = z.toJSONSchema(route.query, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      operation.parameters = Object.entries(schema.properties ?? {}).map(([name, property]) => ({
        name,
        in: 'query',
        required: schema.required?.includes(name) ?? false,
        schema: property,
      }));
    }
    if (route.body) operation.requestBody = { required: true, content: json(route.body, 'input') };
    paths[route.url] = { ...(paths[route.url] ?? {}), [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Munich University League API', version: '1.0.0' },
    servers: [{ url: appUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

/**
 * The reference page for people: Redoc's standalone bundle, served from node_modules so it stays
 * out of the site's bundles and needs no network (decision 025). Its start script is a file of
 * its own: the site's CSP allows no inline script.
 */
const REDOC_BUNDLE = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Munich University League API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/redoc.standalone.js"></script>
<script src="/api/docs/reference.js"></script>
</body>
</html>
`;

// Search runs in a blob: worker, which the CSP refuses: the page works without it.
const REFERENCE_SCRIPT = `Redoc.init('/api/docs/openapi.json', { disableSearch: true, hideDownloadButton: false }, document.getElementById('reference'));
`;

/** A browser asks for HTML first; API clients (and tools that send no Accept) get the document. */
const wantsPage = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return html !== -1 && (json === -1 || html < json);
};

export async function docsRoutes(app: FastifyInstance) {
  let document: ReturnType<typeof openApiDocument> | null = null;
  const describe = () => {
    document ??= openApiDocument(app.config.appUrl);
    return document;
  };
  app.get('/api/docs', async (request, reply) => {
    reply.header('Vary', 'Accept');
    if (wantsPage(request)) return reply.type('text/html; charset=utf-8').send(REFERENCE_PAGE);
    return describe();
  });
  app.get('/api/docs/openapi.json', async () => describe());
  app.get('/api/docs/reference.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(REFERENCE_SCRIPT),
  );
  app.get('/api/docs/redoc.standalone.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(createReadStream(REDOC_BUNDLE)),
  );
}
