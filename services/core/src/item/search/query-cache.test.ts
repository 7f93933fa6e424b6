import { describe, expect, it } from 'vitest';
import { QueryCache } from './query-cache.js';
import type { SearchFacets } from './search-facets.js';

const answer = (total: number): SearchFacets => ({
  total,
  totalIsExact: true,
  categories: [],
  priceBands: [],
  distanceBands: [],
});

describe('QueryCache', () => {
  it('keeps an answer for its time, then counts again', async () => {
    let now = 0;
    const cache = new QueryCache<SearchFacets>(10_000, 10, () => now);
    let counted = 0;
    const count = async () => answer(++counted);
    expect((await cache.get('q', count)).total).toBe(1);
    now = 9_999;
    expect((await cache.get('q', count)).total).toBe(1);
    now = 10_000;
    expect((await cache.get('q', count)).total).toBe(2);
  });

  it('shares one count among callers asking at once, and keeps no failure', async () => {
    const cache = new QueryCache<SearchFacets>(10_000, 10, () => 0);
    let counted = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const slow = async () => {
      counted++;
      await gate;
      return answer(counted);
    };
    const asks = [cache.get('q', slow), cache.get('q', slow), cache.get('q', slow)];
    release();
    expect((await Promise.all(asks)).map((a) => a.total)).toEqual([1, 1, 1]);
    expect(counted).toBe(1);

    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('bad', async () => answer(7))).total).toBe(7);
  });

  it('holds at most its number of queries, dropping the oldest', async () => {
    const cache = new QueryCache<SearchFacets>(10_000, 2, () => 0);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => answer(1));
    expect(cache.size).toBe(2);
    let counted = 0;
    await cache.get('a', async () => answer(++counted));
    expect(counted).toBe(1);
  });
  it('keeps nothing after a clear, nor what was being computed when it came', async () => {
    const cache = new QueryCache<SearchFacets>(10_000, 10, () => 0);
    let counted = 0;
    const count = async () => answer(++counted);
    await cache.get('q', count);
    cache.clear();
    expect((await cache.get('q', count)).total).toBe(2);

    // A computation that began before the change answers its callers, and the next caller reads again.
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    cache.clear();
    const before = cache.get('q', async () => {
      await gate;
      return answer(++counted);
    });
    cache.clear();
    release();
    expect((await before).total).toBe(3);
    expect((await cache.get('q', count)).total).toBe(4);
    expect((await cache.get('q', count)).total).toBe(4);
  });

  it('computes every time with a TTL of 0', async () => {
    const cache = new QueryCache<SearchFacets>(0);
    let counted = 0;
    const count = async () => answer(++counted);
    await cache.get('q', count);
    expect((await cache.get('q', count)).total).toBe(2);
    expect(cache.size).toBe(0);
  });
});
