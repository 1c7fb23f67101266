import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Result, Season, SeasonSummary } from '../../common/api/types';
import { loadDemoDataIfEmpty } from '../db/demo';
import { teams, users } from '../db/schema';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/** The web app's per-season reads (decision 045): getSeasonList and getSeason next to getSeasons. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoDataIfEmpty(t.db, new Date('2026-11-22T12:00:00Z'));
}, 300_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const allSeasons = async () => okData<Season[]>(await get('/api/getSeasons'));

describe('GET /api/getSeason', () => {
  it('answers each season exactly as its entry of getSeasons', async () => {
    const seasons = await allSeasons();
    expect(seasons).toHaveLength(2);
    for (const season of seasons) {
      const res = await get(`/api/getSeason?season_id=${season.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true, data: season });
    }
  });

  it('revalidates like the other public reads: ETag, 304, gzip', async () => {
    const [season] = await allSeasons();
    const url = `/api/getSeason?season_id=${season?.id}`;
    const first = await get(url, { 'accept-encoding': 'gzip' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(first.rawPayload).toString()).data).toEqual(season);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another season is another answer.
    const other = await get(`/api/getSeason?season_id=${(await allSeasons())[1]?.id}`);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('names the field when the season is unknown or the id is not one', async () => {
    const missing = await get('/api/getSeason?season_id=9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'season_not_found',
      error: expect.stringMatching(/^season_id: /),
    });
    for (const query of ['season_id=abc', 'season_id=0', '']) {
      const bad = await get(`/api/getSeason?${query}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'invalid_field',
        error: expect.stringMatching(/^season_id: /),
      });
    }
    const extra = await get('/api/getSeason?season_id=1&all=1');
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ code: 'unknown_fields', error: expect.stringContaining('all') });
  });

  it('is described at /api/docs with its query parameter', async () => {
    const doc = (await get('/api/docs/openapi.json')).json();
    expect(doc.paths['/api/getSeason'].get.parameters).toEqual([
      expect.objectContaining({ name: 'season_id', in: 'query', required: true }),
    ]);
    expect(doc.paths['/api/getSeasonList'].get).toBeDefined();
  });
});

describe('GET /api/getSeasonList', () => {
  it('lists every season without its groups and matches, oldest first', async () => {
    const seasons = await allSeasons();
    const list = okData<SeasonSummary[]>(await get('/api/getSeasonList'));
    // The match window's end is for the date forms, which read the whole season.
    expect(list.map(({ created_at: _, ...summary }) => summary)).toEqual(
      seasons.map(({ groups: _g, matches: _m, match_window_end: _w, ...summary }) => summary),
    );
    const res = await get('/api/getSeasonList');
    expect((await get('/api/getSeasonList', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(
      304,
    );
  });
});

describe('after a write', () => {
  const admin = async () => {
    const [row] = await t.db.select().from(users).where(eq(users.mail, 'admin@demo.example'));
    if (!row) throw new Error('no demo admin');
    return row;
  };

  it("in the running season rebuilds that season's part only; the others keep their answers", async () => {
    const [past, running] = (await allSeasons()) as [Season, Season];
    const pastEtag = (await get(`/api/getSeason?season_id=${past.id}`)).headers.etag;
    const runningEtag = (await get(`/api/getSeason?season_id=${running.id}`)).headers.etag;
    const open = running.matches.find(
      (m) => m.results.length === 0 && m.home_id !== null && m.guest_id !== null,
    );
    if (!open) throw new Error('the running season has no open match');
    const cache = t.app.publicCache;
    const seasonRebuilds = cache.seasonRebuilds;
    const rebuilds = cache.rebuilds;
    const me = await admin();
    const result = okData<Result>(
      await t.post('/api/addResult', me, { match_id: open.id, home_score: 4, guest_score: 1 }),
    );
    if (!result.is_final) okData(await t.post('/api/acceptResult', me, { result_id: result.id }));

    const after = await get(`/api/getSeason?season_id=${running.id}`);
    expect(after.headers.etag).not.toBe(runningEtag);
    const shown = (after.json().data as Season).matches.find((m) => m.id === open.id);
    expect(shown?.results.find((r) => r.is_final)).toMatchObject({ score_home: 4, score_guest: 1 });
    expect(cache.seasonRebuilds).toBeGreaterThan(seasonRebuilds);
    expect(cache.rebuilds - rebuilds).toBe(cache.seasonRebuilds - seasonRebuilds);
    expect((await get(`/api/getSeason?season_id=${past.id}`)).headers.etag).toBe(pastEtag);
    // The whole answer and the per-season one still agree.
    const seasons = await allSeasons();
    expect(seasons.find((s) => s.id === running.id)).toEqual(after.json().data);
    expect(seasons.find((s) => s.id === past.id)).toEqual(past);
  });

  it('elsewhere (a team renamed) rebuilds everything', async () => {
    const [past] = (await allSeasons()) as [Season, Season];
    const team = past.groups[0]?.teams[0];
    if (!team) throw new Error('no team');
    const seasonRebuilds = t.app.publicCache.seasonRebuilds;
    const me = await admin();
    okData(await t.post('/api/updateTeam', me, { team_id: team.id, name: 'Renamed Kickers' }));
    const season = okData<Season>(await get(`/api/getSeason?season_id=${past.id}`));
    expect(season.groups.flatMap((g) => g.teams).find((row) => row.id === team.id)?.name).toBe(
      'Renamed Kickers',
    );
    expect(t.app.publicCache.seasonRebuilds).toBe(seasonRebuilds);
    const [row] = await t.db.select({ name: teams.name }).from(teams).where(eq(teams.id, team.id));
    expect(row?.name).toBe('Renamed Kickers');
  });
});
