import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Todo, TodoKind } from '../../common/api/todos';
import type { AuditLogPage } from '../../common/api/types';
import { ManualClock } from '../lib/clock';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';
import { loadDemoDataIfEmpty } from './demo';
import { matches, seasons, users } from './schema';

/** What each demo login finds on the To do list (docs/PRODUCT.md#to-do). */
const EXPECTED: Record<string, TodoKind[]> = {
  'captain@demo.example': ['accept_result', 'set_date', 'appoint_referee'],
  'cocaptain@demo.example': ['accept_result', 'set_date', 'appoint_referee'],
  'player@demo.example': ['referee_duty'],
  'admin@demo.example': ['team_request', 'disputed_result', 'overdue_result'],
  'pending@demo.example': ['own_request'],
  'user@demo.example': ['own_request'],
};

// The demo is loaded at any time of day: just after midnight and late in the evening (UTC).
describe.each(['2026-11-22T00:20:00Z', '2026-06-10T23:40:00Z'])('the demo league loaded at %s', (at) => {
  let t: TestApp;
  beforeAll(async () => {
    const now = new Date(at);
    t = await createTestApp({}, { clock: new ManualClock(now) });
    await loadDemoDataIfEmpty(t.db, now);
  });
  afterAll(() => t.close());

  const todosOf = async (mail: string) => {
    const [user] = await t.db.select().from(users).where(eq(users.mail, mail));
    if (!user) throw new Error(`no demo user ${mail}`);
    return okData<Todo[]>(await t.post('/api/getTodos', user));
  };

  for (const [mail, kinds] of Object.entries(EXPECTED)) {
    it(`gives ${mail} ${kinds.join(', ')}`, async () => {
      const todos = await todosOf(mail);
      for (const kind of kinds) expect(todos.map((todo) => todo.kind)).toContain(kind);
    });
  }

  it("asks the demo captain to rate the fair play of this season's last matches, not of every past match", async () => {
    const rate = (await todosOf('captain@demo.example')).filter((todo) => todo.kind === 'rate_fair_play');
    const ids = rate.map((todo) => todo.match_id as number);
    const rated = ids.length
      ? await t.db.select({ seasonId: matches.seasonId }).from(matches).where(inArray(matches.id, ids))
      : [];
    const [newest] = await t.db.select({ id: seasons.id }).from(seasons).orderBy(desc(seasons.id)).limit(1);
    expect(rated.every((match) => match.seasonId === newest?.id)).toBe(true);
    expect(rate.length).toBeLessThanOrEqual(2);
  });

  it('gives the other players of the demo team no more than referee duties and who-is-coming questions', async () => {
    const [team] = await t.db.select().from(users).where(eq(users.mail, 'captain@demo.example'));
    const players = await t.db
      .select()
      .from(users)
      .where(eq(users.memberOf, team?.memberOf ?? 0));
    const plain = players.filter((u) => u.role === 'PLAYER' && u.mail !== 'player@demo.example');
    expect(plain.length).toBeGreaterThan(0);
    for (const player of plain.slice(0, 3)) {
      const todos = okData<Todo[]>(await t.post('/api/getTodos', player));
      expect(todos.every((todo) => todo.kind === 'referee_duty' || todo.kind === 'availability')).toBe(true);
    }
  });

  it("starts the audit log with the demo's history, each login seeing its share", async () => {
    const actions = async (mail: string) => {
      const [user] = await t.db.select().from(users).where(eq(users.mail, mail));
      if (!user) throw new Error(`no demo user ${mail}`);
      return okData<AuditLogPage>(await t.post('/api/getAuditLog', user)).entries.map((e) => e.action);
    };
    expect(await actions('admin@demo.example')).toEqual([
      'team.create',
      'season.matches',
      'season.groups',
      'season.add',
      'roster.promote',
      'roster.accept',
      'pitch.add',
    ]);
    expect(await actions('captain@demo.example')).toEqual([
      'season.groups',
      'roster.promote',
      'roster.accept',
    ]);
    expect(await actions('pending@demo.example')).toEqual(['team.create']);
  });
});
