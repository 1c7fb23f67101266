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
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"League"}');
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

  it('says the language of its HTML (the service worker reads it for its offline shell)', async () => {
    const german = await t.app.inject({ url: '/table', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(german.headers['content-language']).toBe('de');
    expect((await t.app.inject({ url: '/' })).headers['content-language']).toBe('en');
  });

  it('revalidates the service worker and the manifest on every use (a deployment is seen at once)', async () => {
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('text/javascript');
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
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
