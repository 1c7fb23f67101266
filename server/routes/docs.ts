import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routeRegistry } from '../lib/route';

/** OpenAPI description built from the same zod schemas the routes validate with. */
export async function docsRoutes(app: FastifyInstance) {
  app.get('/api/docs', async () => {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const route of routeRegistry) {
      const operation: Record<string, unknown> = {
        summary: route.summary,
        security: route.auth === 'none' ? [] : [{ bearer: [] }],
        responses: {
          200: { description: '{ status: true, data }' },
          '4XX': { description: '{ status: false, error }' },
        },
      };
      if (route.body) {
        operation.requestBody = {
          required: true,
          content: {
            'application/json': {
              schema: z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }),
            },
          },
        };
      }
      paths[route.url] = { ...(paths[route.url] ?? {}), [route.method.toLowerCase()]: operation };
    }
    return {
      openapi: '3.1.0',
      info: { title: 'Munich University League API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      paths,
    };
  });
}
