import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Season } from '../../common/api/types';
import { buildSeason } from '../db/factories';
import { seasons } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeLeague } from './league-write';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const seasonNames = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/getSeasons' })).json().data as Season[]).map(
    (s) => s.name,
  );

describe('writeLeague', () => {
  it('drops the public answers once the write has committed, so the next read sees it', async () => {
    expect(await seasonNames()).not.toContain('Committed');
    const rebuilds = t.app.publicCache.rebuilds;
    const invalidate = vi.spyOn(t.app.publicCache, 'invalidate');
    const season = await writeLeague(t.app, async (tx) => {
      const row = await buildSeason(tx, { name: 'Committed' });
      expect(invalidate).not.toHaveBeenCalled();
      return row;
    });
    expect(season.name).toBe('Committed');
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(await seasonNames()).toContain('Committed');
    expect(t.app.publicCache.rebuilds).toBe(rebuilds + 1);
  });

  it('keeps the public answers when the work throws: the write was rolled back', async () => {
    await seasonNames();
    const rebuilds = t.app.publicCache.rebuilds;
    const invalidate = vi.spyOn(t.app.publicCache, 'invalidate');
    const refused = new Error('refused');
    await expect(
      writeLeague(t.app, async (tx) => {
        await buildSeason(tx, { name: 'Rolled back' });
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(invalidate).not.toHaveBeenCalled();
    expect(await t.db.select().from(seasons).where(eq(seasons.name, 'Rolled back'))).toEqual([]);
    expect(await seasonNames()).not.toContain('Rolled back');
    expect(t.app.publicCache.rebuilds).toBe(rebuilds);
  });
});
