import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'league-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>League</title><div id="root"></div>');
  const js = 'console.log("app");'.repeat(100);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), js);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(js));
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves hashed assets as immutable, precompressed when accepted', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('text/javascript');
  });

  it('serves index.html with no-cache for the root and, as history fallback, for app routes', async () => {
    for (const url of ['/', '/teams', '/dashboard/matches', '/TopScorer?season=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await t.app.inject({ url: '/favicon.svg' });
    const again = await t.app.inject({
      url: '/favicon.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('404s a missing asset instead of sending the app', async () => {
    expect((await t.app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/robots-missing.txt' })).statusCode).toBe(404);
  });

  it('keeps /api paths out of the fallback', async () => {
    const res = await t.app.inject({ url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe(false);
  });
});
