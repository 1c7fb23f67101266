import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Group, Season } from '../../common/api/types';
import { loadDemoDataIfEmpty } from '../db/demo';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The tables' explanations, statuses and penalty reasons in the request's language (decision 042):
 * German by the `lang` cookie or Accept-Language, English otherwise and unchanged, each language
 * with its own ETag, and Vary saying so.
 */
let t: TestApp;
// A stand-in for the web app's server bundle (as server/plugins/prerender.test.ts): /table shows
// the first status of the newest season's first group, as the real table does.
const root = mkdtempSync(join(tmpdir(), 'league-explain-language-'));
const BUNDLE = `
export const PRERENDERED_PAGES = { '/table': ['seasonList', 'newestSeason'] };
export async function render(url, data) {
  return { html: '<p>' + data.newestSeason.groups[0].explanations[0].status.sentence + '</p>', title: 'Table' };
}`;

beforeAll(async () => {
  mkdirSync(join(root, 'web'));
  mkdirSync(join(root, 'ssr'));
  writeFileSync(
    join(root, 'web', 'index.html'),
    '<!doctype html><html lang="en"><head><title>League</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'ssr', 'entry-server.js'), BUNDLE);
  t = await createTestApp({ webDist: join(root, 'web') });
  await loadDemoDataIfEmpty(t.db, new Date('2026-11-22T12:00:00Z'));
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const VARIES = 'Accept-Encoding, Cookie, Accept-Language';

/** The answer without its sentences: what must be the same in every language. */
function withoutSentences(seasons: Season[]) {
  return seasons.map((season) => ({
    ...season,
    groups: season.groups.map((group: Group) => ({
      ...group,
      explanations: group.explanations.map((e) => ({
        team_id: e.team_id,
        penalties: e.penalties.length,
        neighbours: e.neighbours.map(({ team_id, ahead, criterion }) => ({ team_id, ahead, criterion })),
        mini_table: e.mini_table !== null,
        status: e.status?.kind ?? null,
      })),
    })),
    // A knockout side not known yet is named in each language ('Winner QF1', 'Sieger VF1').
    matches: season.matches.map((match) => ({
      ...match,
      home_source: match.home_source !== null,
      guest_source: match.guest_source !== null,
    })),
  }));
}

describe('explanations in the reader language', () => {
  it('getSeasons speaks German to a German cookie or Accept-Language, English otherwise', async () => {
    const en = await get('/api/getSeasons');
    const explicitEnglish = await get('/api/getSeasons', { 'accept-language': 'en-GB,en;q=0.9' });
    const byCookie = await get('/api/getSeasons', { cookie: 'lang=de' });
    const byHeader = await get('/api/getSeasons', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    // The cookie wins over Accept-Language, as for pages.
    const cookieOverHeader = await get('/api/getSeasons', { cookie: 'lang=en', 'accept-language': 'de' });

    for (const res of [en, explicitEnglish, byCookie, byHeader, cookieOverHeader]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toBe(VARIES);
    }
    // English is one answer, whatever says it.
    expect(explicitEnglish.body).toBe(en.body);
    expect(cookieOverHeader.body).toBe(en.body);
    expect(explicitEnglish.headers.etag).toBe(en.headers.etag);
    // German is another, with its own ETag, the same whether the cookie or the header asked.
    expect(byHeader.body).toBe(byCookie.body);
    expect(byCookie.headers.etag).toBe(byHeader.headers.etag);
    expect(byCookie.headers.etag).not.toBe(en.headers.etag);

    const english = en.json().data as Season[];
    const german = byCookie.json().data as Season[];
    // Only the sentences differ: rows, matches, criteria and status kinds are the same.
    expect(withoutSentences(german)).toEqual(withoutSentences(english));

    const [past, current] = german as [Season, Season];
    const penalised = past.groups.flatMap((g) => g.explanations).find((e) => e.penalties.length > 0);
    expect(penalised?.penalties[0]).toMatch(/^Versäumter Schiedsrichterdienst: \d+\. Spieltag, .+ – .+$/);
    expect(penalised?.points).toMatch(/^3 × \d+ Siege? \+ \d+ Unentschieden − 2 Strafpunkte = \d+ Punkte?$/);
    const statuses = current.groups.flatMap((g) => g.explanations).map((e) => e.status);
    expect(statuses.some((s) => s?.kind === 'open')).toBe(true);
    for (const s of statuses) {
      if (s?.kind === 'through') expect(s.sentence).toBe('Sicher weiter');
      else if (s?.kind === 'out') expect(s.sentence).toBe('Ausgeschieden');
      else expect(s?.sentence).toMatch(/^(Weiter mit |Braucht |Muss |Kann höchstens )/);
    }
    const neighbours = [...past.groups, ...current.groups].flatMap((g) =>
      g.explanations.flatMap((e) => e.neighbours),
    );
    expect(neighbours.length).toBeGreaterThan(0);
    for (const n of neighbours) expect(n.sentence).toMatch(/^(Vor |Hinter |Gleichauf mit )/);

    // And English is as it was.
    const englishStatuses = (english[1] as Season).groups.flatMap((g) => g.explanations).map((e) => e.status);
    for (const s of englishStatuses) {
      if (s?.kind !== 'open') expect(s?.sentence).toBe(s?.kind === 'through' ? 'Through' : 'Out');
    }
  });

  it('answers 304 only to the ETag of the same language', async () => {
    const en = await get('/api/getSeasons');
    const de = await get('/api/getSeasons', { cookie: 'lang=de' });
    const enEtag = String(en.headers.etag);
    const deEtag = String(de.headers.etag);
    expect(deEtag).toMatch(/^"de-[\w-]+"$/);
    expect((await get('/api/getSeasons', { cookie: 'lang=de', 'if-none-match': deEtag })).statusCode).toBe(
      304,
    );
    expect((await get('/api/getSeasons', { 'if-none-match': enEtag })).statusCode).toBe(304);
    // A browser that switched language revalidates its old copy: it gets the new language.
    const switched = await get('/api/getSeasons', { cookie: 'lang=de', 'if-none-match': enEtag });
    expect(switched.statusCode).toBe(200);
    expect(switched.body).toBe(de.body);
    const back = await get('/api/getSeasons', { cookie: 'lang=en', 'if-none-match': deEtag });
    expect(back.statusCode).toBe(200);
    expect(back.body).toBe(en.body);
  });

  it('says getSeason, getGroups in the language too; answers without sentences stay one', async () => {
    const list = (await get('/api/getSeasonList')).json().data as { id: number }[];
    const running = list[list.length - 1]?.id;
    for (const url of [`/api/getSeason?season_id=${running}`, '/api/getGroups']) {
      const en = await get(url);
      const de = await get(url, { 'accept-language': 'de' });
      expect(de.headers.vary).toBe(VARIES);
      expect(de.headers.etag).not.toBe(en.headers.etag);
      expect(de.body).toMatch(/"sentence":"(Sicher weiter|Ausgeschieden|Weiter mit )/);
      expect(en.body).toMatch(/"sentence":"(Through|Out)/);
      expect(en.body).not.toMatch(/Sicher weiter|Ausgeschieden|Strafpunkt/);
    }
    // The season list has no sentences: the same bytes and ETag for everyone.
    const en = await get('/api/getSeasonList');
    const de = await get('/api/getSeasonList', { cookie: 'lang=de' });
    expect(de.headers.etag).toBe(en.headers.etag);
    expect(de.headers.vary).toBe('Accept-Encoding');
  });

  it('renders and embeds the German answers in a German /table page, the English ones in an English one', async () => {
    const embedded = (html: string) =>
      JSON.parse(
        html.match(/<script type="application\/json" id="prerendered-data">(.*?)<\/script>/s)?.[1] ?? 'null',
      ) as { newestSeason: Season };
    const status = (season: Season) => season.groups[0]?.explanations[0]?.status?.sentence;
    const de = await get('/table', { cookie: 'lang=de' });
    const en = await get('/table');
    const german = (await get('/api/getSeasons', { cookie: 'lang=de' })).json().data as Season[];
    const english = (await get('/api/getSeasons')).json().data as Season[];
    // The page holds what the app fetches next in the same language: no flash of the other one.
    expect(embedded(de.body).newestSeason).toEqual(german.at(-1));
    expect(embedded(en.body).newestSeason).toEqual(english.at(-1));
    expect(de.body).toContain(`<div id="root"><p>${status(german.at(-1) as Season)}</p></div>`);
    expect(status(german.at(-1) as Season)).not.toBe(status(english.at(-1) as Season));
  });
});
