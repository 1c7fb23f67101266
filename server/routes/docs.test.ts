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
  responses: Record<
    string,
    {
      content?: Record<
        'application/json' | 'text/event-stream',
        { schema?: Record<string, unknown> } | undefined
      >;
    }
  >;
}

describe('/api/docs', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes the 200 answer of every operation inside the envelope (the confirmation link redirects, the live stream streams)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
      ([url, methods]) => Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
    );
    expect(operations).toHaveLength(routeRegistry.length);
    const undescribed = operations.filter(({ url, operation }) => {
      if (url === '/api/confirm') return !operation.responses['302'];
      if (url === '/api/live') {
        // The event stream's messages: their data as a schema, their format in words.
        const stream = operation.responses['200']?.content?.['text/event-stream']?.schema;
        return !(stream?.properties as Record<string, unknown> | undefined)?.status;
      }
      const schema = operation.responses['200']?.content?.['application/json']?.schema;
      const properties = schema?.properties as Record<string, { const?: unknown }> | undefined;
      return !(properties?.status?.const === true && properties.data && schema?.required);
    });
    expect(undescribed.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });

  it('names each operation by its call, once, and the site it is served from', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const ids = Object.values(
      document.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(ids).toHaveLength(routeRegistry.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('getSeasons');
    expect(ids).toContain('updateLeagueDetails');
    expect(ids.every((id) => /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(document.servers).toEqual([{ url: t.app.config.appUrl }]);
  });

  it('gives browsers the reference page, served with its viewer from this server', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers.vary).toContain('Accept');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/api/docs/redoc.standalone.js', '/api/docs/reference.js']);
    const viewer = await t.app.inject({ method: 'GET', url: '/api/docs/redoc.standalone.js' });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toContain('javascript');
    expect(viewer.body.length).toBeGreaterThan(100_000);
    const start = await t.app.inject({ method: 'GET', url: '/api/docs/reference.js' });
    expect(start.body).toContain("Redoc.init('/api/docs/openapi.json'");
  });

  it('keeps the document for API clients, at /api/docs and /api/docs/openapi.json', async () => {
    const byDefault = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const asJson = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'application/json, text/html;q=0.5' },
    });
    const named = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    for (const res of [byDefault, asJson, named]) {
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().openapi).toBe('3.1.0');
    }
  });
});
