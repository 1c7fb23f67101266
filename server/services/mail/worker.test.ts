import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { smtpSink } from '../../test/smtp-sink';
import { createTestApp } from '../../test/test-app';
import { queueMail } from './outbox';
import { FIRST_RETRY_SECONDS, flushOutbox, MAIL_MAX_ATTEMPTS } from './worker';

/**
 * A mail counts as sent in production only once SMTP took it (issue 23): loadConfig refuses
 * production without SMTP_URL, and should the worker still meet that case, it leaves the mails queued.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: 'production', smtpUrl: undefined });
});
afterAll(() => t.close());

describe('mail worker in production without SMTP_URL', () => {
  it('marks nothing sent and counts no attempt, so the mails go out once SMTP is configured', async () => {
    const to = 'queued-without-smtp@example.test';
    await queueMail(t.db, { to, subject: 'Reset your password', text: 'http://x/reset', html: '<p>x</p>' });
    await flushOutbox(t.app);
    await flushOutbox(t.app);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row).toMatchObject({ sentAt: null, attempts: 0, lastError: null });
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('a mail sent again', () => {
  it('carries the Message-ID of its outbox row on every attempt, another row another one', async () => {
    const received: string[] = [];
    const sink = smtpSink(received);
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const port = (sink.server.address() as AddressInfo).port;
    const app = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      appUrl: 'https://league.example',
    });
    try {
      const mail = { subject: 'Reset your password', text: 'http://x/reset', html: '<p>x</p>' };
      await queueMail(app.db, { to: 'twice@example.test', ...mail });
      await flushOutbox(app.app);
      // SMTP took it, but the send was not recorded (the reply lost, the instance gone): the row
      // comes due again, as it does when its lease ends, and goes out a second time.
      await app.db
        .update(mailOutbox)
        .set({ sentAt: null, nextAttemptAt: new Date(0) })
        .where(eq(mailOutbox.to, 'twice@example.test'));
      await queueMail(app.db, { to: 'other@example.test', ...mail });
      await flushOutbox(app.app);
      const messageId = (raw: string | undefined) => raw?.match(/^Message-ID: (.*)$/im)?.[1]?.trim();
      const toTwice = received.filter((raw) => /^To: twice@example\.test/m.test(raw));
      expect(toTwice).toHaveLength(2);
      const first = messageId(toTwice[0]);
      expect(first).toMatch(/^<outbox\.\d+\.[0-9a-z]+@league\.example>$/);
      expect(messageId(toTwice[1])).toBe(first);
      const other = messageId(received.find((raw) => /^To: other@example\.test/m.test(raw)));
      expect(other).toMatch(/@league\.example>$/);
      expect(other).not.toBe(first);
    } finally {
      await app.close();
      await new Promise<void>((resolve) => sink.close(() => resolve()));
    }
  });
});

describe('a mail the relay keeps refusing', () => {
  let received: string[];
  let refuse = true;
  let sink: ReturnType<typeof smtpSink>;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    received = [];
    sink = smtpSink(received, () => refuse);
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  });

  it('is retried on the README schedule, then marked failed after the last attempt and left alone', async () => {
    const to = 'refused@example.test';
    await queueMail(app.db, { to, subject: 'Your result', text: 'x', html: '<p>x</p>' });
    const row = async () => (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await flushOutbox(app.app);
      const after = await row();
      expect(after).toMatchObject({ attempts: attempt, sentAt: null });
      expect(after?.lastError).toMatch(/550|Mailbox unavailable/);
      if (attempt < MAIL_MAX_ATTEMPTS) {
        expect(after?.failedAt).toBeNull();
        // 30 s after the first failure, doubling each time (README, Mail delivery).
        const wait = ((after?.nextAttemptAt.getTime() ?? 0) - Date.now()) / 1000;
        expect(wait).toBeGreaterThan(FIRST_RETRY_SECONDS * 2 ** (attempt - 1) - 5);
        expect(wait).toBeLessThanOrEqual(FIRST_RETRY_SECONDS * 2 ** (attempt - 1) + 1);
        // The wait is over (instead of sleeping through it).
        await app.db
          .update(mailOutbox)
          .set({ nextAttemptAt: new Date(0) })
          .where(eq(mailOutbox.to, to));
      }
    }
    const failed = await row();
    expect(failed?.failedAt).toBeInstanceOf(Date);
    // Failed is final: no pass picks it up again, whatever its retry time says.
    refuse = false;
    await app.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.to, to));
    await flushOutbox(app.app);
    expect(await row()).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null });
    expect(received).toEqual([]);
  });

  it('carries Auto-Submitted: auto-generated, so auto-replies do not answer it', async () => {
    refuse = false;
    await queueMail(app.db, { to: 'auto@example.test', subject: 'Hi', text: 'x', html: '<p>x</p>' });
    await flushOutbox(app.app);
    const raw = received.find((mail) => /^To: auto@example\.test/m.test(mail));
    expect(raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
  });
});
