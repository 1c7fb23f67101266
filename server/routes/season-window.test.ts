import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Season } from '../../common/api/types';
import { MATCH_WINDOW_MONTHS, matchWindowEnd } from '../../common/league/match-window';
import { loadDemoDataIfEmpty } from '../db/demo';
import { users } from '../db/schema';
import { seasonWindowEnd } from '../services/match-window';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/** Each season answers its match window's end (issue 46 point 4): the date form says it before a captain saves. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoDataIfEmpty(t.db, new Date('2026-11-22T12:00:00Z'));
}, 300_000);
afterAll(() => t.close());

const seasons = async () => okData<Season[]>(await t.app.inject({ method: 'GET', url: '/api/getSeasons' }));

describe("the season answer's match_window_end", () => {
  it('is the end the server checks a captain against, and moves with the first kick-off', async () => {
    for (const season of await seasons()) {
      expect(season.match_window_end).toBe((await seasonWindowEnd(t.db, season.id)).toISOString());
    }
    const running = (await seasons()).at(-1) as Season;
    const match = running.matches.find((m) => m.home_id !== null && m.guest_id !== null);
    if (!match) throw new Error('the running season has no match with both teams');
    const [admin] = await t.db.select().from(users).where(eq(users.mail, 'admin@demo.example'));
    if (!admin) throw new Error('no demo admin');
    // Earlier than every kick-off of the season: the window now starts there.
    const first = new Date('2026-01-15T18:00:00Z');
    okData(await t.post('/api/updateMatchDate', admin, { match_id: match.id, date: first.toISOString() }));
    const after = (await seasons()).find((s) => s.id === running.id);
    expect(after?.match_window_end).toBe(matchWindowEnd(first, MATCH_WINDOW_MONTHS.default).toISOString());
    expect(after?.match_window_end).toBe('2026-07-15T17:00:00.000Z');
  });
});
