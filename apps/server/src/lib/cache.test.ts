import { describe, expect, it } from 'vitest';
import { ExpiringCache, isLargeTotal, LARGE_TOTAL, totalsCache } from './cache.ts';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('ExpiringCache', () => {
  it('keeps a value for its lifetime, then computes it afresh', async () => {
    const time = clock();
    const cache = new ExpiringCache<number>({ ttlMs: 30_000, maxEntries: 10, now: time.now });
    let counted = 0;
    const count = async () => ++counted;
    expect(await cache.get('k', count)).toBe(1);
    expect(cache.peek('k')).toBe(1);
    time.advance(29_999);
    expect(await cache.get('k', count)).toBe(1);
    time.advance(1);
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', count)).toBe(2);
    expect(counted).toBe(2);
  });

  it('lets concurrent callers share one computation', async () => {
    const cache = new ExpiringCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let calls = 0;
    let release!: (value: number) => void;
    const slow = () => {
      calls++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = cache.get('k', slow);
    const second = cache.get('k', slow);
    expect(cache.peek('k')).toBeUndefined();
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(calls).toBe(1);
  });

  it('keeps only what keep() accepts, and never a failure', async () => {
    const cache = new ExpiringCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let n = 0;
    expect(await cache.get('small', async () => ++n, isLargeTotal)).toBe(1);
    expect(cache.peek('small')).toBeUndefined();
    expect(await cache.get('small', async () => ++n, isLargeTotal)).toBe(2);
    await expect(cache.get('broken', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.get('broken', async () => 5)).toBe(5);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = new ExpiringCache<number>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    cache.remember('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.peek('a')).toBeUndefined();
    expect([cache.peek('b'), cache.peek('c')]).toEqual([2, 3]);
  });

  it('a total is large above one page of the largest size, and each database has its own totals', () => {
    expect(isLargeTotal(LARGE_TOTAL)).toBe(false);
    expect(isLargeTotal(LARGE_TOTAL + 1)).toBe(true);
    const a = {};
    expect(totalsCache(a)).toBe(totalsCache(a));
    expect(totalsCache(a)).not.toBe(totalsCache({}));
  });
});
