import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache';

/** A cache over two answers that count their serializations (JSON.stringify calls toJSON). */
function countingCache() {
  const serialized = { small: 0, large: 0 };
  let builds = 0;
  const cache = new PublicCache(async () => {
    builds++;
    const build = builds;
    const counted = (name: keyof typeof serialized, data: object) => ({
      toJSON: () => {
        serialized[name]++;
        return data;
      },
    });
    return new Map<string, unknown>([
      ['small', counted('small', { build })],
      ['large', counted('large', { build, text: 'x'.repeat(5000) })],
    ]);
  });
  return { cache, serialized, builds: () => builds };
}

describe('PublicCache', () => {
  it('serializes an answer on its first read only, and none that is not read', async () => {
    const { cache, serialized } = countingCache();
    const small = await cache.get('small');
    expect(JSON.parse(small?.body.toString() ?? '')).toEqual({ status: true, data: { build: 1 } });
    expect(serialized).toEqual({ small: 1, large: 0 });
    expect(await cache.get('small')).toBe(small);
    expect(serialized).toEqual({ small: 1, large: 0 });

    const large = await cache.get('large');
    expect(serialized).toEqual({ small: 1, large: 1 });
    expect(large?.etag).toMatch(/^"[\w-]+"$/);
    expect(gunzipSync(large?.gzip as Buffer).equals(large?.body as Buffer)).toBe(true);
    expect(await cache.get('missing')).toBeUndefined();
  });

  it('keeps each answer the same object until a write, then builds new ones once', async () => {
    const { cache, builds } = countingCache();
    const first = await cache.get('large');
    expect(await cache.get('large')).toBe(first);
    cache.invalidate();
    const [a, b] = await Promise.all([cache.get('large'), cache.get('large')]);
    expect(a).toBe(b);
    expect(a).not.toBe(first);
    expect(a?.body.toString()).toContain('"build":2');
    expect(builds()).toBe(2);
    expect(cache.rebuilds).toBe(2);
  });
});
