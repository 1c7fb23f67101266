import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../lib/clock';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The start of today a page showing what is next embeds (decision 068): by the app's clock, and the
 * page rendered anew when the league's day changes, with a stand-in for the web app's server bundle.
 */
let t: TestApp;
const root = mkdtempSync(join(tmpdir(), 'league-today-'));
// Tuesday 24.11.2026, 22:30 in Munich.
const clock = new ManualClock(new Date('2026-11-24T21:30:00Z'));
const BUNDLE = `
globalThis.todayRenders = 0;
export const PRERENDERED_PAGES = { '/': ['leagueToday', 'teams'] };
export const hasPage = () => true;
export async function render(url, data) {
  globalThis.todayRenders++;
  return { html: '<p>today ' + data.leagueToday + '</p>', title: 'Home' };
}`;
const renders = () => (globalThis as { todayRenders?: number }).todayRenders ?? 0;
const embedded = (html: string) =>
  JSON.parse(html.match(/id="prerendered-data">(.*?)<\/script>/s)?.[1] ?? 'null') as { leagueToday: string };

beforeAll(async () => {
  mkdirSync(join(root, 'web', '.vite'), { recursive: true });
  mkdirSync(join(root, 'ssr'));
  writeFileSync(
    join(root, 'web', 'index.html'),
    '<!doctype html><html lang="en"><head><title>League</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'web', '.vite', 'manifest.json'), '{}');
  writeFileSync(join(root, 'ssr', 'entry-server.js'), BUNDLE);
  t = await createTestApp({ webDist: join(root, 'web') }, { clock });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('leagueToday', () => {
  it("embeds the start of the league's day by the app's clock, rendered once a day", async () => {
    const first = await t.app.inject({ url: '/' });
    expect(embedded(first.body).leagueToday).toBe('2026-11-23T23:00:00.000Z');
    expect(first.body).toContain('<p>today 2026-11-23T23:00:00.000Z</p>');
    const rendered = renders();
    // Later the same day in Munich: the kept page.
    clock.advance(1);
    expect((await t.app.inject({ url: '/' })).body).toBe(first.body);
    expect(renders()).toBe(rendered);
    // Past midnight in Munich (still 24.11. in UTC): the next day's page.
    clock.advance(1);
    const next = await t.app.inject({ url: '/' });
    expect(embedded(next.body).leagueToday).toBe('2026-11-24T23:00:00.000Z');
    expect(renders()).toBe(rendered + 1);
  });
});
