import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { mailOutbox, rateLimits, users } from '../db/schema';
import { flushOutbox } from '../services/mail/worker';
import { signUnsubscribeToken } from '../services/notifications/unsubscribe-token';
import { freshDatabase } from '../test/test-app';

// Hashes at a tiny cost (why: server/test/cheap-passwords.ts); it hashed 13 times at full cost.
vi.mock('../services/passwords', async (importOriginal) =>
  (await import('../test/cheap-passwords')).cheapPasswords(await importOriginal()),
);

/**
 * Logs never contain passwords or tokens (issue 7, Security): the real logger (level trace, with
 * its redaction and serializers) writes into memory while an account goes through every step
 * that handles a secret; then the captured text is searched for each secret used.
 */

const lines: string[] = [];
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  // Production: the development outbox logs mail links on purpose (so a developer can click them).
  const config = testConfig({ env: 'production', logLevel: 'trace' });
  app = await buildApp({ config, database }, {}, { write: (line) => lines.push(line) });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

/** Delivers queued mail (through the worker, which logs) and returns the newest link token for `to`. */
async function linkTokenFor(to: string, pattern: RegExp): Promise<string> {
  // Reset mails are queued after the answer.
  await app.afterAnswer.settled();
  const [mail] = await app.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  await flushOutbox(app);
  const token = mail?.text.match(pattern)?.[1];
  if (!token) throw new Error(`no link in the mail to ${to}`);
  return token;
}

/** Makes every statement of `kind` on `table` fail, to reach the 500 path with secrets in flight. */
async function breakTable(table: string, kind: 'INSERT' | 'UPDATE') {
  await app.db.execute(
    sql.raw(`create or replace function fail_for_test() returns trigger language plpgsql as
    $$ begin raise exception 'simulated database failure'; end $$`),
  );
  await app.db.execute(
    sql.raw(
      `create trigger fail_${table} before ${kind} on ${table} for each row execute function fail_for_test()`,
    ),
  );
}

async function repairTable(table: string) {
  await app.db.execute(sql.raw(`drop trigger fail_${table} on ${table}`));
}

describe('logs', () => {
  it('never contain a password, an access token or a link token, at level trace, on success and failure paths', async () => {
    const email = 'logged-user@example.test';
    const passwords = {
      signup: 'first secret password 1',
      changed: 'second secret password 2',
      reset: 'third secret password 3',
      wrong: 'wrong secret password 4',
      unknownUser: 'unknown user password 5',
      malformed: 'malformed json password 6',
      failedChange: 'failed change password 7',
      failedSignup: 'failed signup password 8',
    };
    const tokens: Record<string, string> = {};
    const ok = (res: { statusCode: number; body: string }, status = 200) =>
      expect(res.statusCode, res.body).toBe(status);
    const login = async (password: string) => {
      const res = await post('/api/login', { email, password });
      ok(res);
      return res.json().data.session.access_token as string;
    };

    ok(
      await post('/api/signup', {
        email,
        password: passwords.signup,
        name: 'Logged User',
        phone: '+4915112345678',
      }),
    );
    tokens.confirm = await linkTokenFor(email, /\/api\/confirm\?token=([\w-]+)/);
    ok(await app.inject({ method: 'GET', url: `/api/confirm?token=${tokens.confirm}` }), 302);
    ok(await app.inject({ method: 'GET', url: `/mail/confirm?token=${tokens.confirm}` }));
    ok(await app.inject({ method: 'POST', url: `/mail/confirm?token=${tokens.confirm}` }), 303);

    tokens.first = await login(passwords.signup);
    ok(await post('/api/getUserByToken', {}, { authorization: `Bearer ${tokens.first}` }));
    ok(await post('/api/getUserByToken', { access_token: tokens.first }));
    ok(await post('/api/verify', { token: tokens.first }));
    // A personal calendar feed's address is its token (the path, not the query).
    const links = await post('/api/getCalendarLinks', {}, { authorization: `Bearer ${tokens.first}` });
    ok(links);
    const feed = new URL(links.json().data.personal as string).pathname;
    tokens.feed = /^\/calendar\/personal\/([\w-]+)\.ics$/.exec(feed)?.[1] as string;
    expect(tokens.feed).toHaveLength(43);
    ok(await app.inject({ method: 'GET', url: feed }));
    // A notification mail's unsubscribe link carries a token that never expires.
    const [account] = await app.db.select({ id: users.id }).from(users).where(eq(users.mail, email));
    tokens.unsubscribe = await signUnsubscribeToken(app.config.jwtSecret, {
      userId: account?.id as number,
      groups: ['results'],
    });
    ok(await app.inject({ method: 'GET', url: `/mail/unsubscribe?token=${tokens.unsubscribe}` }));
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const action of ['unsubscribe', 'resubscribe']) {
      const res = await app.inject({
        method: 'POST',
        url: `/mail/${action}?token=${tokens.unsubscribe}`,
        headers: form,
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, res.body).toBeLessThan(400);
    }

    // Change Password (Settings) takes the session token in the body.
    ok(
      await post('/api/resetPassword', {
        access_token: tokens.first,
        password: passwords.changed,
        current_password: passwords.signup,
      }),
    );
    ok(await post('/api/getUserByToken', { access_token: tokens.first }), 401);
    tokens.second = await login(passwords.changed);

    // One mail per address a minute: the sign-up's window is cleared, not waited out.
    await app.db.delete(rateLimits).where(eq(rateLimits.key, `mail:${email}`));
    ok(await post('/api/requestPasswordReset', { email }));
    tokens.reset = await linkTokenFor(email, /\/passwordreset#access_token=([\w-]+)/);
    ok(await post('/api/resetPassword', { access_token: tokens.reset, password: passwords.reset }));
    ok(await post('/api/resetPassword', { access_token: tokens.reset, password: passwords.reset }), 401);

    ok(await post('/api/login', { email, password: passwords.wrong }), 401);
    ok(await post('/api/login', { email: 'nobody@example.test', password: passwords.unknownUser }), 401);
    ok(
      await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"email":"${email}","password":"${passwords.malformed}"`,
      }),
      400,
    );
    tokens.third = await login(passwords.reset);
    ok(await app.inject({ method: 'GET', url: `/api/confirm?token=${tokens.third}` }), 302);

    // 500s with secrets in flight: the failing statement carries a new password hash or a mail with a link.
    await breakTable('users', 'UPDATE');
    ok(
      await post('/api/resetPassword', {
        access_token: tokens.third,
        password: passwords.failedChange,
        current_password: passwords.reset,
      }),
      500,
    );
    await repairTable('users');
    // A failed sign-up: the statement that fails carries the mail with its confirmation link.
    await breakTable('mail_outbox', 'INSERT');
    const second = {
      email: 'second-user@example.test',
      password: passwords.failedSignup,
      name: 'Second User',
      phone: '+4915112345679',
    };
    ok(await post('/api/signup', second), 500);
    await repairTable('mail_outbox');
    ok(await post('/api/getUserByToken', {}, { authorization: `Bearer ${tokens.third}` }));

    const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.mail, email));
    const text = lines.join('');
    // The capture works and saw the run: requests, the redacted link, both failures.
    expect(lines.length).toBeGreaterThan(30);
    expect(text).toContain('/api/confirm?token=[redacted]');
    expect(text).toContain('/calendar/personal/[redacted].ics');
    expect(text).toContain('/mail/confirm?token=[redacted]');
    expect(text).toContain('/mail/unsubscribe?token=[redacted]');
    // Every line of a request names it (X-Request-Id gives the same id to the user).
    const requestLines = lines
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: unknown })
      .filter((line) => ['incoming request', 'request completed', 'request failed'].includes(line.msg ?? ''));
    expect(requestLines.length).toBeGreaterThan(30);
    expect(requestLines.filter((line) => typeof line.reqId !== 'string')).toEqual([]);
    expect(text.match(/"msg":"request failed"/g)).toHaveLength(2);
    // Failures still say what failed and why.
    expect(text).toContain('Failed query: update');
    expect(text).toContain('Failed query: insert into');
    expect(text).toContain('simulated database failure');
    for (const [name, password] of Object.entries(passwords)) {
      expect(text.includes(password), `password ${name} in the log`).toBe(false);
    }
    for (const [name, token] of Object.entries(tokens)) {
      expect(text.includes(token), `token ${name} in the log`).toBe(false);
      // Not even the signature or a long enough piece of it.
      const last = token.split('.').at(-1) as string;
      expect(text.includes(last.slice(0, 24)), `part of token ${name} in the log`).toBe(false);
    }
    // Nor the stored password hash (an offline guessing target).
    const storedKey = row?.hash.split('$').at(-1) as string;
    expect(text.includes(storedKey), 'stored password hash in the log').toBe(false);
    expect(text).not.toMatch(/scrypt\$\d+\$/);
    // Nor any link token, including the one of the mail that was never stored.
    expect(text).not.toMatch(/token=(?!\[redacted\])[\w-]{16,}/);
    // Some 40 requests, five of them hashing a password: 22 s on a loaded machine, near the default 30.
  }, 90_000);
});
