import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../../common/api/links';
import { buildApp } from '../app';
import { openPostgres } from '../db/client';
import { buildMatch, buildSeason, buildUser } from '../db/factories';
import { mailOutbox, notifications } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { notify } from '../services/notifications/notify';
import { runScheduledWork } from '../services/scheduler';
import { createTestApp, type TestApp } from '../test/test-app';

// Two instances need one shared server database: PGlite lives inside a single process.
describe.skipIf(!process.env.TEST_DATABASE_URL)('notification digests on two instances', () => {
  const clock = new ManualClock(new Date('2026-05-04T10:00:00Z'));
  let t: TestApp;
  let b: FastifyInstance;
  let closeB: () => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    const url = t.database.pool?.options.connectionString;
    if (!url) throw new Error('the test database has no connection string');
    const database = await openPostgres(url);
    b = await buildApp({ config: t.config, database, clock });
    closeB = async () => {
      await b.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await closeB?.();
    await t?.close();
  });

  it('mails each user once when both run their pass at the same time, round after round', async () => {
    const users = await Promise.all(Array.from({ length: 15 }, () => buildUser(t.db)));
    const ids = users.map((user) => user.id);
    // A digest drops an item about a match that is gone, so the items are about one that exists.
    const match = await buildMatch(t.db, { seasonId: (await buildSeason(t.db)).id });
    const mails = () =>
      t.db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.to,
            users.map((u) => u.mail),
          ),
        );
    for (let round = 1; round <= 3; round++) {
      for (const user of users) {
        await notify(t.db, [user.id], {
          group: 'results',
          kind: 'result_final',
          objectId: match.id,
          title: () => `Round ${round}, item 1`,
          path: actionPaths.match(match.id),
        });
        await notify(t.db, [user.id], {
          group: 'team',
          kind: 'join_answered',
          objectId: match.homeId ?? 0,
          title: () => `Round ${round}, item 2`,
          path: actionPaths.myTeam,
        });
      }
      // A second pass in the same window mails nothing: it has to wait 10 minutes.
      await Promise.all([runScheduledWork(t.app), runScheduledWork(b), runScheduledWork(b)]);
      const sent = await mails();
      expect(sent).toHaveLength(users.length * round);
      for (const user of users) {
        expect(sent.filter((mail) => mail.to === user.mail)).toHaveLength(round);
      }
      const waiting = await t.db.select().from(notifications).where(inArray(notifications.userId, ids));
      expect(waiting.every((item) => item.mailedAt !== null)).toBe(true);
      clock.advance(10 / 60);
    }
    const sent = await mails();
    expect(sent.every((mail) => mail.subject === '2 updates from the Munich University League')).toBe(true);
  });
});
