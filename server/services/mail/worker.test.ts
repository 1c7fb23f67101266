import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
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
