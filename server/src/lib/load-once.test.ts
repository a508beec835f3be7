import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every caller, at the first call', async () => {
    let loads = 0;
    const get = loadOnce(async () => ++loads);
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b, await get()]).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let loads = 0;
    const get = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('not yet');
      return 'loaded';
    });
    await expect(get()).rejects.toThrow('not yet');
    await expect(get()).resolves.toBe('loaded');
    await expect(get()).resolves.toBe('loaded');
    expect(loads).toBe(2);
  });
});
