import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../common/api/notification-list';
import { buildUser, type UserRow } from '../db/factories';
import { notificationSettings, notifications } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { NOTIFICATIONS_KEPT } from '../services/notifications/list';
import { notify } from '../services/notifications/notify';
import { runScheduledWork } from '../services/scheduler';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/** The in-app notification list (docs/PRODUCT.md#notifications, decision 090). */

const clock = new ManualClock(new Date('2026-05-04T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

/** Queues `count` items for `user`, a second apart, titled `<prefix> 1` to `<prefix> count`. */
async function queue(user: UserRow, count: number, prefix = 'Item') {
  for (let n = 1; n <= count; n++) {
    clock.set(new Date(clock.now().getTime() + 1000));
    await t.db.insert(notifications).values({
      userId: user.id,
      group: 'results',
      kind: 'result_final',
      objectId: n,
      title: `${prefix} ${n}`,
      body: `Body ${n}`,
      path: `/dashboard/matches#match-${n}`,
      createdAt: clock.now(),
    });
  }
}

const list = async (user: UserRow) => okData<NotificationList>(await t.post('/api/getNotifications', user));
const mark = async (user: UserRow, ids?: number[]) =>
  okData<{ unread: number }>(await t.post('/api/markNotificationsRead', user, ids ? { ids } : {}));

describe('POST /api/getNotifications', () => {
  it('answers 401 without a session, and an empty list to a user without items', async () => {
    expect((await t.post('/api/getNotifications', null)).statusCode).toBe(401);
    expect((await t.post('/api/markNotificationsRead', null)).statusCode).toBe(401);
    expect(await list(await buildUser(t.db))).toEqual({ unread: 0, items: [] });
  });

  it("lists the caller's own newest 50, newest first, all unread", async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    await queue(user, 55);
    const newestAt = clock.now().toISOString();
    await queue(other, 2, 'Other');
    const answer = await list(user);
    expect(answer.unread).toBe(50);
    expect(answer.items).toHaveLength(50);
    expect(answer.items.map((item) => item.title).slice(0, 2)).toEqual(['Item 55', 'Item 54']);
    expect(answer.items.at(-1)?.title).toBe('Item 6');
    expect(answer.items[0]).toEqual({
      id: expect.any(Number),
      kind: 'result_final',
      title: 'Item 55',
      body: 'Body 55',
      path: '/dashboard/matches#match-55',
      created_at: newestAt,
      read: false,
    });
    expect((await list(other)).items.map((item) => item.title)).toEqual(['Other 2', 'Other 1']);
  });

  it('keeps the items of a mail group switched off, and the mailed ones: the list is the record', async () => {
    const user = await buildUser(t.db);
    await t.db.insert(notificationSettings).values({ userId: user.id, results: false });
    const item = { group: 'results', kind: 'result_final', objectId: 1, path: '/dashboard/matches' } as const;
    await notify(t.db, [user.id], { ...item, title: () => 'Switched off, still listed' });
    clock.advance(1);
    await runScheduledWork(t.app);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(row?.mailedAt).not.toBeNull();
    expect((await list(user)).items.map((i) => i.title)).toEqual(['Switched off, still listed']);
  });
});

describe('POST /api/markNotificationsRead', () => {
  it('marks the given items read, then all; answers the unread count', async () => {
    const user = await buildUser(t.db);
    await queue(user, 3);
    const [third, second] = (await list(user)).items;
    expect(await mark(user, [third?.id ?? 0, second?.id ?? 0])).toEqual({ unread: 1 });
    expect((await list(user)).items.map((item) => [item.title, item.read])).toEqual([
      ['Item 3', true],
      ['Item 2', true],
      ['Item 1', false],
    ]);
    // Marking again changes nothing; without ids, everything is read.
    expect(await mark(user, [third?.id ?? 0])).toEqual({ unread: 1 });
    expect(await mark(user)).toEqual({ unread: 0 });
    expect((await list(user)).items.every((item) => item.read)).toBe(true);
  });

  it("ignores another user's ids and ids that do not exist: their items stay unread", async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    await queue(user, 1);
    await queue(other, 2);
    const theirs = (await list(other)).items.map((item) => item.id);
    expect(await mark(user, [...theirs, 2_000_000_000])).toEqual({ unread: 1 });
    expect(await list(other)).toMatchObject({ unread: 2 });
    // "All" is the caller's all.
    expect(await mark(user)).toEqual({ unread: 0 });
    expect(await list(other)).toMatchObject({ unread: 2 });
  });

  it('refuses bad ids with a 400 naming the field, marking nothing', async () => {
    const user = await buildUser(t.db);
    await queue(user, 1);
    const state = () => list(user);
    for (const ids of [[0], ['1'], [1.5], 'all', Array.from({ length: 51 }, (_, n) => n + 1)]) {
      await expectRefusedUnchanged(
        state,
        () => t.post('/api/markNotificationsRead', user, { ids }),
        400,
        'invalid_field',
        /^ids(\.\d+)?: /,
      );
    }
  });
});

describe('cleanup', () => {
  it(`keeps a user's newest ${NOTIFICATIONS_KEPT} once mailed, deletes older ones; others untouched`, async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    await queue(user, NOTIFICATIONS_KEPT + 5);
    await queue(other, 3);
    clock.advance(1);
    await runScheduledWork(t.app);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows).toHaveLength(NOTIFICATIONS_KEPT);
    expect(rows.map((row) => row.title)).not.toContain('Item 5');
    expect(rows.map((row) => row.title)).toContain('Item 6');
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, other.id))).toHaveLength(3);
  });
});
