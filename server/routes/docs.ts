import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelope, failureAnswer } from '../../common/api/answers';
import { routeRegistry } from '../lib/route';

const json = (schema: z.ZodType, io: 'input' | 'output') => ({
  'application/json': { schema: z.toJSONSchema(schema, { io, unrepresentable: 'any' }) },
});

/**
 * OpenAPI 3.1 description built from the same zod schemas the routes validate their requests
 * with and the API tests check their answers against. Built once, on the first request.
 */
function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routeRegistry) {
    const success =
      route.answer === 'redirect'
        ? { 302: { description: 'Redirects to the web app' } }
        : { 200: { description: '{ status: true, data }', content: json(envelope(route.answer), 'output') } };
    const operation: Record<string, unknown> = {
      summary: route.summary,
      security: route.auth === 'none' ? [] : [{ bearer: [] }],
      responses: {
        ...success,
        '4XX': { description: '{ status: false, error }', content: json(failureAnswer, 'output') },
      },
    };
    if (route.body) operation.requestBody = { required: true, content: json(route.body, 'input') };
    paths[route.url] = { ...(paths[route.url] ?? {}), [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Munich University League API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

export async function docsRoutes(app: FastifyInstance) {
  let document: ReturnType<typeof openApiDocument> | null = null;
  app.get('/api/docs', async () => {
    document ??= openApiDocument();
    return document;
  });
}
