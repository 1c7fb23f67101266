import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeRegistry } from '../lib/route';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Operation {
  responses: Record<string, { content?: { 'application/json'?: { schema?: Record<string, unknown> } } }>;
}

describe('/api/docs', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes the 200 answer of every operation inside the envelope (the confirmation link redirects)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
      ([url, methods]) => Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
    );
    expect(operations).toHaveLength(routeRegistry.length);
    const undescribed = operations.filter(({ url, operation }) => {
      if (url === '/api/confirm') return !operation.responses['302'];
      const schema = operation.responses['200']?.content?.['application/json']?.schema;
      const properties = schema?.properties as Record<string, { const?: unknown }> | undefined;
      return !(properties?.status?.const === true && properties.data && schema?.required);
    });
    expect(undescribed.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });
});
