import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match, Pitch, Result, Season } from '../../common/api/types';
import { locales } from '../../common/i18n/locale';
import { loadDemoDataIfEmpty } from '../db/demo';
import { users } from '../db/schema';
import { loadLeagueSnapshot, publicAnswers } from '../services/league-read';
import { PerLocale, toCachedAnswer } from '../services/public-cache';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A write confined to one season rebuilds only that season's part of the public answers (decisions
 * 045, 047): after every kind of such write, and after the writes that rebuild everything, each
 * public answer in each language must be byte for byte what a full rebuild from the database gives.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoDataIfEmpty(t.db, new Date('2026-11-22T12:00:00Z'));
}, 300_000);
afterAll(() => t.close());

const admin = async () => {
  const [row] = await t.db.select().from(users).where(eq(users.mail, 'admin@demo.example'));
  if (!row) throw new Error('no demo admin');
  return row;
};
const get = (url: string) => t.app.inject({ method: 'GET', url });
const seasons = async () => okData<Season[]>(await get('/api/getSeasons'));

/** Every public answer, in every language, as the cache serves it and as a full rebuild makes it. */
async function expectAsFullRebuild(label: string) {
  const fresh = publicAnswers(await loadLeagueSnapshot(t.db));
  for (const [key, value] of fresh) {
    for (const locale of locales) {
      const expected =
        value instanceof PerLocale ? toCachedAnswer(value.byLocale[locale], locale) : toCachedAnswer(value);
      const cached = await t.app.publicCache.get(key, { locale });
      // The ETag is a hash of the bytes: equal ETags, equal answers (and a short message when not).
      expect(cached?.etag, `${label}: ${key} (${locale})`).toBe(expected.etag);
      expect(cached?.body.equals(expected.body), `${label}: ${key} (${locale})`).toBe(true);
    }
  }
}

/**
 * Runs a write on a warm cache (every answer read and serialized, so kept serializations are
 * checked too) and compares; `seasonPart`: whether the write may rebuild one season's part only.
 */
async function write(label: string, seasonPart: boolean, run: () => Promise<unknown>) {
  await expectAsFullRebuild(`${label} (before)`);
  const cache = t.app.publicCache;
  const [rebuilds, seasonRebuilds] = [cache.rebuilds, cache.seasonRebuilds];
  await run();
  await expectAsFullRebuild(label);
  expect(cache.seasonRebuilds - seasonRebuilds, `${label}: season rebuilds`).toBe(seasonPart ? 1 : 0);
  expect(cache.rebuilds - rebuilds, `${label}: rebuilds`).toBe(1);
}

const openMatch = (season: Season, taken: Set<number>): Match => {
  const match = season.matches.find(
    (m) => m.results.length === 0 && m.home_id !== null && m.guest_id !== null && !taken.has(m.id),
  );
  if (!match) throw new Error(`no open match in ${season.name}`);
  taken.add(match.id);
  return match;
};

/** A player or captain of the team, for referee and scorer writes. */
const memberOf = async (teamId: number) => {
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.memberOf, teamId), inArray(users.role, ['PLAYER', 'CAPTAIN'])));
  if (!row) throw new Error(`no member of team ${teamId}`);
  return row.id;
};

describe('public answers after a write equal a full rebuild', () => {
  it('for every kind of match-day write in the running season, admin edits of an old one, and the rest', async () => {
    const me = await admin();
    const [past, running] = (await seasons()) as [Season, Season];
    const taken = new Set<number>();
    const post = async <T>(url: string, payload: object) => okData<T>(await t.post(url, me, payload));

    const dated = openMatch(running, taken);
    await write('date', true, () =>
      post('/api/updateMatchDate', { match_id: dated.id, date: '2026-12-03T18:30:00.000Z' }),
    );
    await write('date cleared', true, () =>
      post('/api/updateMatchDate', { match_id: dated.id, date: 'tbd' }),
    );

    const pitch = await (async () => {
      let added: Pitch | undefined;
      await write('a pitch added (everything)', false, async () => {
        added = await post<Pitch>('/api/addPitch', {
          name: 'Sportplatz Nord',
          address: 'Nordstraße 1, 80801 München',
          map_url: 'https://maps.example/nord',
        });
      });
      return added as Pitch;
    })();
    await write('pitch', true, () => post('/api/setMatchPitch', { match_id: dated.id, pitch_id: pitch.id }));

    const refereed = running.matches.find((m) => m.referee_team_id !== null && !taken.has(m.id));
    if (!refereed?.referee_team_id) throw new Error('no match with a referee team');
    const referee = await memberOf(refereed.referee_team_id);
    await write('referee', true, () =>
      post('/api/assignReferee', { match_id: refereed.id, referee_id: referee, slot: 1 }),
    );

    const played = openMatch(running, taken);
    const suggested = await (async () => {
      let result: Result | undefined;
      await write('result suggested', true, async () => {
        result = await post<Result>('/api/addResult', { match_id: played.id, home_score: 3, guest_score: 1 });
      });
      return result as Result;
    })();
    if (!suggested.is_final) {
      await write('result accepted', true, () => post('/api/acceptResult', { result_id: suggested.id }));
    }
    const scorer = await memberOf(played.home_id as number);
    await write('scorers', true, () =>
      post('/api/addscorer', {
        match_id: played.id,
        result_id: suggested.id,
        team_id: played.home_id,
        scorers: [{ playerId: scorer, goals: 3 }],
      }),
    );

    const team = running.groups[0]?.teams[0];
    if (!team) throw new Error('no team in the running season');
    await write('penalty adjustment', false, () =>
      post('/api/addPenaltyAdjustment', {
        season_id: running.id,
        team_id: team.id,
        duties: 2,
        reason: 'Late',
      }),
    );

    // An admin's edits of a finished season: its own part is rebuilt, the running season's kept.
    const old = past.matches.find((m) => m.results.some((r) => r.is_final && !r.forfeit && !r.unplayed));
    const final = old?.results.find((r) => r.is_final);
    if (!old || !final) throw new Error('no played match in the past season');
    await write('old season: date', true, () =>
      post('/api/updateMatchDate', { match_id: old.id, date: '2026-03-04T17:00:00.000Z' }),
    );
    if (final.score_home > 0) {
      const oldScorer = await memberOf(old.home_id as number);
      await write('old season: scorers', true, () =>
        post('/api/addscorer', {
          match_id: old.id,
          result_id: final.id,
          team_id: old.home_id,
          scorers: [{ playerId: oldScorer, goals: final.score_home }],
        }),
      );
    }
    await write('old season: penalty adjustment', false, () =>
      post('/api/addPenaltyAdjustment', {
        season_id: past.id,
        team_id: team.id,
        duties: -1,
        reason: 'Forgiven',
      }),
    );
    await write('a team renamed (everything)', false, () =>
      post('/api/updateTeam', { team_id: team.id, name: 'Renamed Kickers' }),
    );
    // And two season writes in a row before any read: both parts are rebuilt on the next read.
    const cache = t.app.publicCache;
    const seasonRebuilds = cache.seasonRebuilds;
    await post('/api/updateMatchDate', { match_id: dated.id, date: '2026-12-05T18:30:00.000Z' });
    await post('/api/updateMatchDate', { match_id: old.id, date: '2026-03-05T17:00:00.000Z' });
    await expectAsFullRebuild('two seasons written');
    expect(cache.seasonRebuilds - seasonRebuilds).toBe(2);
  });
});
