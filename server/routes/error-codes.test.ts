import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '../../common/api/error-codes';
import { buildTeam, buildUser } from '../db/factories';
import { checkAnswers } from '../lib/answer-check';
import { conflict } from '../lib/errors';
import { defineRoute, routeRegistry } from '../lib/route';
import { errorHandling } from '../plugins/error-handling';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Operation {
  'x-error-codes'?: string[];
  responses: Record<
    string,
    { content?: { 'application/json'?: { schema?: { properties?: Record<string, unknown> } } } }
  >;
}

/** The codes the schema of one of an operation's answers allows. */
const codesOf = (operation: Operation, status: string) =>
  (
    operation.responses[status]?.content?.['application/json']?.schema?.properties?.code as {
      enum?: string[];
    }
  )?.enum;

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('error codes at /api/docs', () => {
  it("lists every route's codes on its operation, as x-error-codes and as the enum of code", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const paths = document.paths as Record<string, Record<string, Operation>>;
    expect(routeRegistry.length).toBeGreaterThan(50);
    for (const route of routeRegistry) {
      const operation = paths[route.url]?.[route.method.toLowerCase()];
      const name = `${route.method} ${route.url}`;
      expect(operation?.['x-error-codes'], name).toEqual(route.errorCodes);
      expect(codesOf(operation as Operation, '4XX'), name).toEqual(
        route.errorCodes.filter((c) => c !== 'internal' && c !== 'database_unavailable'),
      );
      expect(codesOf(operation as Operation, '500'), name).toEqual(['internal']);
      expect(codesOf(operation as Operation, '503'), name).toEqual(['database_unavailable']);
      expect(route.errorCodes, name).toEqual(expect.arrayContaining(['internal', 'database_unavailable']));
    }
  });

  it('declares every code on some route (none is thrown where no route says so)', () => {
    const declared = new Set(routeRegistry.flatMap((route) => route.errorCodes));
    // An unknown path has no route to declare it: the 404 handler answers it.
    const unused = ERROR_CODES.filter((code) => code !== 'unknown_route' && !declared.has(code));
    expect(unused).toEqual([]);
  });
});

describe('a refusal carries its code', () => {
  it('names the field of bad input (400 invalid_field) and unknown fields (unknown_fields)', async () => {
    const bad = await post('/api/getPenaltyDeductions', { season_id: 'x' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalid_field']);
    expect(bad.json().error).toMatch(/^season_id: /);
    const extra = await post('/api/getPenaltyDeductions', { season_id: 1, role: 'ADMIN' });
    expect([extra.statusCode, extra.json().code]).toEqual([400, 'unknown_fields']);
  });

  it('401 session_expired, 403 for what the caller may not do, 404, 409', async () => {
    const player = await buildUser(t.db);
    const token = await t.tokenFor(player);
    const anonymous = await post('/api/getMyTeam', {});
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'session_expired']);
    const dead = await post('/api/getMyTeam', { access_token: `${token}x` });
    expect([dead.statusCode, dead.json().code]).toEqual([401, 'session_expired']);
    const notAdmin = await post('/api/updateSettings', { access_token: token, registration_open: false });
    expect([notAdmin.statusCode, notAdmin.json().code]).toEqual([403, 'settings_not_allowed']);
    const missing = await post('/api/getPenaltyDeductions', { season_id: 999_999 });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'season_not_found']);
    await buildTeam(t.db, { name: 'Isar Lions' });
    const taken = await post('/api/createTeam', {
      access_token: token,
      name: 'Isar Lions',
      name_short: 'IL',
    });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'team_name_taken']);
  });

  it('keeps the words the product sends as they are, and repeats them as the code', async () => {
    const wrong = await post('/api/login', { email: 'nobody@example.org', password: 'wrong password' });
    expect([wrong.statusCode, wrong.json()]).toEqual([
      401,
      { status: false, error: 'invalid_credentials', code: 'invalid_credentials' },
    ]);
  });

  it('unknown paths (unknown_route), broken JSON (invalid_json)', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'unknown_route']);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/getPenaltyDeductions',
      headers: { 'content-type': 'application/json' },
      payload: '{"season_id":',
    });
    expect([broken.statusCode, broken.json().code]).toEqual([400, 'invalid_json']);
  });

  it('429 rate_limited over the auth budget', async () => {
    const limited = await createTestApp({ authRateLimit: 1 });
    try {
      const login = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'nobody@example.org', password: 'wrong password' },
        });
      expect((await login()).statusCode).toBe(401);
      const over = await login();
      expect([over.statusCode, over.json().code]).toEqual([429, 'rate_limited']);
      expect(over.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('the check of the API tests', () => {
  it('fails a refusal whose code its route does not declare', async () => {
    const bare = Fastify({ logger: false });
    bare.decorate('config', t.config);
    await bare.register(rateLimit, { global: false });
    await bare.register(errorHandling);
    checkAnswers(bare);
    for (const [url, code] of [
      ['/api/test/declared', 'team_drawn'],
      ['/api/test/undeclared', 'team_played'],
    ] as const) {
      defineRoute(bare, {
        method: 'GET',
        url,
        summary: 'test',
        auth: 'none',
        answer: z.null(),
        errors: ['team_drawn'],
        handler: async () => {
          throw conflict(code, 'refused');
        },
      });
    }
    await bare.ready();
    const declared = await bare.inject({ method: 'GET', url: '/api/test/declared' });
    expect([declared.statusCode, declared.json()]).toEqual([
      409,
      { status: false, error: 'refused', code: 'team_drawn' },
    ]);
    // Loudly: instead of the refusal, Fastify's own error answer naming the route and the code.
    const undeclared = await bare.inject({ method: 'GET', url: '/api/test/undeclared' });
    expect(undeclared.body).toContain("GET /api/test/undeclared answered code 'team_played'");
    expect(undeclared.json().code).not.toBe('team_played');
    await bare.close();
  });
});
