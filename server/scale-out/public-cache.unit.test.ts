import { describe, expect, it } from 'vitest';
import { type CacheChannel, PublicCache } from '../services/public-cache';

/** A cache over a counter: each build reads the current value. */
function counterCache() {
  const state = { value: 1, fail: false };
  const cache = new PublicCache(async () => {
    if (state.fail) throw new Error('database unavailable');
    return new Map([['value', state.value]]);
  });
  const read = async () => (await cache.get('value'))?.data;
  return { state, cache, read };
}

describe('PublicCache with other instances', () => {
  it('announces each invalidation and lets a reader catch up before it reads', async () => {
    const { state, cache, read } = counterCache();
    const calls: string[] = [];
    let release = () => {};
    const channel: CacheChannel = {
      announce: () => {
        calls.push('announce');
        return new Promise<void>((done) => {
          release = done;
        });
      },
      catchUp: async () => {
        calls.push('catchUp');
      },
    };
    cache.share(channel);
    expect(await read()).toBe(1);
    state.value = 2;
    // Nothing to wait for before a write: answers go out at once.
    expect(cache.announced()).toBeNull();
    cache.invalidate();
    let announced = false;
    const pending = cache.announced();
    expect(pending).not.toBeNull();
    const waiting = pending?.then(() => {
      announced = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(announced).toBe(false);
    release();
    await waiting;
    expect(await read()).toBe(2);
    expect(calls).toEqual(['catchUp', 'announce', 'catchUp']);
  });

  it('drops a snapshot when another instance wrote, and keeps none while the channel is down', async () => {
    const { state, cache, read } = counterCache();
    expect(await read()).toBe(1);
    state.value = 2;
    expect(await read()).toBe(1);
    cache.drop();
    expect(await read()).toBe(2);

    cache.setKeepSnapshots(false);
    const rebuilds = cache.rebuilds;
    await read();
    await read();
    expect(cache.rebuilds).toBe(rebuilds + 2);
    cache.setKeepSnapshots(true);
    await read();
    await read();
    expect(cache.rebuilds).toBe(rebuilds + 3);
  });

  it('a failed rebuild fails its readers only, and the next read tries again', async () => {
    const { state, read } = counterCache();
    state.fail = true;
    // An unhandled rejection here would fail the run.
    await expect(read()).rejects.toThrow('database unavailable');
    state.fail = false;
    expect(await read()).toBe(1);
  });
});
