import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badRequest, conflict } from '../lib/errors';
import { defineRoute } from '../lib/route';
import { createTestApp, type TestApp } from '../test/test-app';
import { errorHandling } from './error-handling';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API envelope', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: false,
      error: 'Unknown API path: GET /api/nope',
      code: 'unknown_route',
    });
  });

  it('reports malformed JSON as a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getPenaltyDeductions',
      headers: { 'content-type': 'application/json' },
      payload: '{"season_id":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 'invalid_json' });
  });

  it('names the field of a bad payload and refuses unknown fields', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/getPenaltyDeductions',
      payload: { season_id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_field', error: expect.stringMatching(/^season_id: /) });
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/getPenaltyDeductions',
      payload: { season_id: 1, role: 'ADMIN' },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ status: false, error: 'role: unknown field', code: 'unknown_fields' });
  });

  it('refuses bodies that are not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getPenaltyDeductions',
      headers: { 'content-type': 'text/plain' },
      payload: 'season_id=1',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().status).toBe(false);
  });
});

describe('the error handler', () => {
  it('passes HttpErrors through and hides the internals of anything else', async () => {
    const bare = Fastify({ logger: false });
    bare.decorate('config', t.config);
    await bare.register(rateLimit, { global: false });
    await bare.register(errorHandling);
    defineRoute(bare, {
      method: 'POST',
      url: '/api/test/boom',
      summary: 'test',
      auth: 'none',
      body: z.strictObject({ kind: z.enum(['bad', 'conflict', 'crash']) }),
      answer: z.null(),
      handler: async ({ body }) => {
        if (body.kind === 'bad') throw badRequest('invalid_field', 'name: too long');
        if (body.kind === 'conflict') throw conflict('result_already_final', 'This result is already final.');
        throw new Error('connection string postgres://secret@db leaked');
      },
    });
    await bare.ready();
    const bad = await bare.inject({ method: 'POST', url: '/api/test/boom', payload: { kind: 'bad' } });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { status: false, error: 'name: too long', code: 'invalid_field' },
    ]);
    const conflictRes = await bare.inject({
      method: 'POST',
      url: '/api/test/boom',
      payload: { kind: 'conflict' },
    });
    expect([conflictRes.statusCode, conflictRes.json().code]).toEqual([409, 'result_already_final']);
    const crash = await bare.inject({ method: 'POST', url: '/api/test/boom', payload: { kind: 'crash' } });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({
      status: false,
      error: 'Something went wrong on our side. Please try again later.',
      code: 'internal',
    });
    expect(crash.body).not.toContain('secret');
    await bare.close();
  });
});

describe('security headers', () => {
  it('sends the CSP, HSTS, nosniff and no-referrer on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getSeasons' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
