import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ManualClock } from '../lib/clock';
import { runScheduledWork } from '../services/scheduler';
import { createTestApp, type TestApp } from '../test/test-app';
import { loadDemoDataIfEmpty } from './demo';
import { mailOutbox } from './schema';

let t: TestApp;
const now = new Date('2026-11-22T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { clock: new ManualClock(now) });
  await loadDemoDataIfEmpty(t.db, now);
});
afterAll(() => t.close());

it("the demo captain's first scheduler pass queues one digest: a join request, a result, a date, duties", async () => {
  await runScheduledWork(t.app);
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'captain@demo.example'));
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail?.subject).toBe('4 updates from the Munich University League');
  expect(mail?.text).toContain('1. Uli User asks to join TUM Kickers.');
  expect(mail?.text).toMatch(/2\. A result was suggested for .*TUM Kickers.*: \d+:\d+\./);
  expect(mail?.text).toMatch(/3\. .*TUM Kickers.* is dated: /);
  expect(mail?.text).toMatch(/4\. TUM Kickers has (a new referee duty|\d+ new referee duties)/);
  expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  // The co-captain gets the same digest; the player none.
  expect(
    await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'cocaptain@demo.example')),
  ).toHaveLength(1);
  expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'player@demo.example'))).toHaveLength(
    0,
  );
});
