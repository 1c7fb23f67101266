import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, mailOutbox, rateLimits, users } from '../db/schema';
import { flushOutbox } from '../services/mail/worker';
import { smtpSink } from '../test/smtp-sink';
import { createTestApp, type TestApp } from '../test/test-app';

const signup = (email: string) => ({
  email,
  password: 'correct horse battery',
  name: 'Fault Tester',
  phone: '+4915112345678',
});

// Killing a backend needs a server with backends: PGlite runs in this process.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL connection killed mid-request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Everything a signup writes, for that address. */
  const written = async (email: string) => ({
    users: await t.db.select().from(users).where(eq(users.mail, email)),
    tokens: await t.db
      .select({ id: emailTokens.id })
      .from(emailTokens)
      .innerJoin(users, eq(users.id, emailTokens.userId))
      .where(eq(users.mail, email)),
    mails: await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)),
    limits: await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `%${email}`)),
  });

  it('answers a clean 503, keeps no partial rows, and the next request succeeds', async () => {
    const email = 'killed-midway@example.test';
    const pool = t.database.pool as pg.Pool;
    // A second connection, outside the app's pool, that the signup's token insert must wait for:
    // the signup has written its user and rate-limit rows by then, uncommitted.
    const blocker = new pg.Client({
      connectionString: (pool.options as { connectionString: string }).connectionString,
    });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table email_tokens in exclusive mode');
      const pending = t.app.inject({ method: 'POST', url: '/api/signup', payload: signup(email) });

      // The app's backend, found by the lock it waits for; the poll covers the password hashing first.
      let victim: number | undefined;
      const deadline = Date.now() + 30_000;
      while (victim === undefined && Date.now() < deadline) {
        const { rows } = await blocker.query<{ pid: number }>(
          `select l.pid from pg_locks l join pg_class c on c.oid = l.relation
            where not l.granted and c.relname = 'email_tokens' and l.database = (
              select oid from pg_database where datname = current_database())`,
        );
        victim = rows[0]?.pid;
        if (victim === undefined) await new Promise((r) => setTimeout(r, 50));
      }
      if (victim === undefined) throw new Error('the signup never reached the locked table');
      const { rows: blocked } = await blocker.query<{ users: number }>(
        `select count(*)::int as users from pg_locks l join pg_class c on c.oid = l.relation
          where l.pid = $1 and c.relname = 'users' and l.mode = 'RowExclusiveLock'`,
        [victim],
      );
      // The signup really had written to users when it was killed.
      expect(blocked[0]?.users).toBe(1);
      await blocker.query('select pg_terminate_backend($1)', [victim]);
      await blocker.query('commit');

      const res = await pending;
      // The backend's end (57P01) is the database going away: try again (decision 076).
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: false,
        error: "The league's database cannot be reached right now. Please try again in a minute.",
        code: 'database_unavailable',
      });
      expect(res.body).not.toMatch(/terminat|at .*\.ts|stack/i);
      expect(await written(email)).toEqual({ users: [], tokens: [], mails: [], limits: [] });
    } finally {
      await blocker.end();
    }

    // The pool replaced the dead connection: the same signup now goes through, whole.
    const again = await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup(email) });
    expect(again.statusCode, again.body).toBe(200);
    const after = await written(email);
    expect([after.users.length, after.tokens.length, after.mails.length, after.limits.length]).toEqual([
      1, 1, 1, 1,
    ]);
    const read = await t.app.inject({ method: 'GET', url: '/api/getSeasons' });
    expect(read.statusCode).toBe(200);
  });
});

describe('the SMTP server down', () => {
  it('keeps the mail queued and delivers it exactly once when the server is back', async () => {
    const received: string[] = [];
    const smtp = () => smtpSink(received);
    // A port that was free a moment ago and now has nobody listening: connections are refused.
    const probe = smtp();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const server = smtp();
    try {
      const email = 'smtp-down@example.test';
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/signup', payload: signup(email) })).statusCode,
      ).toBe(200);
      const outbox = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      await flushOutbox(t.app);
      const [failed] = await outbox();
      expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
      expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
      // Backoff: not due again for a while, so a pass now leaves it alone.
      expect((failed?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(20_000);
      await flushOutbox(t.app);
      expect((await outbox())[0]?.attempts).toBe(1);

      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      // The retry comes due (instead of waiting the 30 s backoff).
      await t.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.to, email));
      await flushOutbox(t.app);
      await flushOutbox(t.app);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(new RegExp(`^To: ${email}`, 'm'));
      expect(received[0]).toMatch(/^Subject: Confirm your e-mail address/m);
      const [sent] = await outbox();
      expect(sent?.sentAt).toBeInstanceOf(Date);
      expect(sent?.attempts).toBe(1);
      // Sent mails are never due again, even with their retry time in the past.
      await t.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(mailOutbox.to, email));
      await flushOutbox(t.app);
      expect(received).toHaveLength(1);
    } finally {
      await t.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
