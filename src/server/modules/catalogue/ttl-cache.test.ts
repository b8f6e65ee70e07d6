import { afterEach, describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('ttlCache', () => {
  it('answers from memory until the time is up, per key', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const load = vi.fn(async (key: string) => `${key}:${load.mock.calls.length}`);
    const get = ttlCache(5_000, load);
    expect(await get('a')).toBe('a:1');
    expect(await get('a')).toBe('a:1');
    expect(await get('b')).toBe('b:2');
    vi.advanceTimersByTime(5_001);
    expect(await get('a')).toBe('a:3');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one load between concurrent misses', async () => {
    const load = vi.fn(async () => 1);
    const get = ttlCache(5_000, load);
    await Promise.all([get('k'), get('k'), get('k')]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so the next call tries again', async () => {
    let fail = true;
    const get = ttlCache(5_000, async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(get('k')).rejects.toThrow('down');
    fail = false;
    expect(await get('k')).toBe('up');
  });
});
