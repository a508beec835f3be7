import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

describe('createReadCache', () => {
  it('serves a hit until the TTL runs out, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between overlapping misses', async () => {
    let loads = 0;
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const answers = await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('forgets everything on clear, and a load that a write overtook', async () => {
    let loads = 0;
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get('a', async () => ++loads);
    cache.clear();
    expect(await cache.get('a', async () => ++loads)).toBe(2);

    let release: (value: number) => void = () => {};
    const slow = cache.get('b', () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    release(7);
    expect(await slow).toBe(7);
    expect(await cache.get('b', async () => 8)).toBe(8);
  });

  it('does not remember failures and keeps at most maxEntries', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 2 });
    await expect(cache.get('x', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('x', async () => 'ok')).toBe('ok');
    await cache.get('y', async () => 1);
    await cache.get('z', async () => 1);
    expect(cache.size).toBe(2);
  });
});
