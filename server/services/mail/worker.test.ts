import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { smtpSink } from '../../test/smtp-sink';
import { createTestApp } from '../../test/test-app';
import { queueMail } from './outbox';
import { flushOutbox } from './worker';

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
