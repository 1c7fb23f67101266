import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { buildUser, DEFAULT_PASSWORD } from '../db/factories';
import { createTestApp, type TestApp } from '../test/test-app';

// Hashes at a tiny cost (why: server/test/cheap-passwords.ts); it hashed 22 times at full cost.
vi.mock('../services/passwords', async (importOriginal) =>
  (await import('../test/cheap-passwords')).cheapPasswords(await importOriginal()),
);

/**
 * Rate limits per IP and per account, and X-Forwarded-For honoured only from the proxy that
 * TRUST_PROXY names (issue 7, Security). Checked by behaviour (status, envelope, headers) only,
 * so the tests hold whatever stores the counters.
 */

const LIMIT = 3;

/** TRUST_PROXY as the server reads it from the environment. */
const trustProxyFrom = (value: string | undefined) =>
  loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value }).trustProxy;

let direct: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  direct = await createTestApp({ authRateLimit: LIMIT, trustProxy: trustProxyFrom(undefined) });
  // app.inject comes from 127.0.0.1 unless told otherwise: that is the proxy here.
  proxied = await createTestApp({ authRateLimit: LIMIT, trustProxy: trustProxyFrom('127.0.0.1') });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

/**
 * A cheap auth call (no password hashing) that counts against the address; session checks
 * (verify) do not (decision 052).
 */
const authCall = (t: TestApp, from: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/resendverification',
    payload: { email: 'x@example.test' },
    ...from,
  });

function expectLimited(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBe(429);
  expect(res.json(), label).toEqual({ status: false, error: expect.any(String), code: 'rate_limited' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter, `${label}: Retry-After`).toBeGreaterThan(0);
  expect(retryAfter, `${label}: Retry-After`).toBeLessThanOrEqual(5 * 60);
}

async function useBudget(t: TestApp, from: { remoteAddress?: string; headers?: Record<string, string> }) {
  for (let i = 0; i < LIMIT; i++) {
    const res = await authCall(t, from);
    expect(res.statusCode, `request ${i + 1} of ${LIMIT}: ${res.body}`).toBe(200);
  }
}

describe('per-IP limit on auth routes', () => {
  it('TRUST_PROXY unset means no proxy is trusted', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('127.0.0.1')).toBe('127.0.0.1');
  });

  it('after AUTH_RATE_LIMIT requests from one IP the next is a 429 with the envelope and Retry-After; other IPs go on', async () => {
    const from = { remoteAddress: '192.0.2.10' };
    await useBudget(direct, from);
    expectLimited(await authCall(direct, from), 'over the limit');
    expectLimited(await authCall(direct, from), 'still over the limit');
    const other = await authCall(direct, { remoteAddress: '192.0.2.11' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ status: true, data: null });
  });

  it('without TRUST_PROXY, spoofed forwarding headers give no new budget', async () => {
    const from = { remoteAddress: '192.0.2.20' };
    await useBudget(direct, from);
    const spoofs: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.1' },
      { 'x-forwarded-for': '203.0.113.2, 203.0.113.3' },
      { 'x-real-ip': '203.0.113.4' },
      { forwarded: 'for=203.0.113.5' },
    ];
    for (const [i, headers] of spoofs.entries()) {
      expectLimited(await authCall(direct, { ...from, headers }), `spoof ${i}`);
    }
  });

  it('with TRUST_PROXY naming the proxy, the forwarded client address is limited, each client apart', async () => {
    const client = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    await useBudget(proxied, client('203.0.113.7'));
    expectLimited(await authCall(proxied, client('203.0.113.7')), 'client over the limit');
    // Another client behind the same proxy has its own budget.
    expect((await authCall(proxied, client('203.0.113.8'))).statusCode).toBe(200);
  });

  it('behind the trusted proxy, an address the client made up in front of its own is ignored', async () => {
    // The proxy appends the address it saw; whatever the client sent comes before it.
    const spoofed = (fake: string) => ({ headers: { 'x-forwarded-for': `${fake}, 203.0.113.30` } });
    for (let i = 0; i < LIMIT; i++) {
      expect((await authCall(proxied, spoofed(`198.51.100.${i}`))).statusCode).toBe(200);
    }
    expectLimited(await authCall(proxied, spoofed('198.51.100.99')), 'client rotating made-up addresses');
  });

  it('a client that is not the trusted proxy cannot claim another address', async () => {
    const from = (fake: string) => ({ remoteAddress: '192.0.2.40', headers: { 'x-forwarded-for': fake } });
    for (let i = 0; i < LIMIT; i++) {
      expect((await authCall(proxied, from(`203.0.113.${100 + i}`))).statusCode).toBe(200);
    }
    expectLimited(
      await authCall(proxied, from('203.0.113.200')),
      'untrusted client rotating X-Forwarded-For',
    );
  });

  it('unknown paths are limited per IP too (300 a minute), so URLs cannot be searched freely', async () => {
    const from = { remoteAddress: '192.0.2.50' };
    for (let i = 0; i < 300; i++) {
      const res = await direct.app.inject({ method: 'GET', url: `/api/guess${i}`, ...from });
      expect(res.statusCode).toBe(404);
    }
    const limited = await direct.app.inject({ method: 'GET', url: '/api/guess-more', ...from });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status).toBe(false);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await direct.app.inject({ method: 'GET', url: '/api/guess-more' })).statusCode).toBe(404);
  });
});

describe('per-account login limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-IP limit is out of the way: only the account's own limit is tested.
    t = await createTestApp({ authRateLimit: 1000 });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

  it('holds across IPs: 10 failures from 10 addresses lock the account for an 11th address, not other accounts', async () => {
    const victim = await buildUser(t.db);
    const bystander = await buildUser(t.db);
    for (let i = 0; i < 10; i++) {
      expect((await login(victim.mail, `guess ${i}`, `203.0.113.${i + 1}`)).statusCode).toBe(401);
    }
    const locked = await login(victim.mail, DEFAULT_PASSWORD, '198.51.100.77');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: false, error: expect.any(String), code: 'too_many_logins' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    // The same addresses may still log in to another account.
    expect((await login(bystander.mail, DEFAULT_PASSWORD, '203.0.113.1')).statusCode).toBe(200);
  });

  it('the address is the account’s key whatever its spelling', async () => {
    const victim = await buildUser(t.db);
    for (let i = 0; i < 10; i++) {
      const spelling = i % 2 ? victim.mail.toUpperCase() : ` ${victim.mail} `;
      expect((await login(spelling, `guess ${i}`, `203.0.113.${i + 20}`)).statusCode).toBe(401);
    }
    expect((await login(victim.mail, DEFAULT_PASSWORD, '198.51.100.78')).statusCode).toBe(429);
  });
});
