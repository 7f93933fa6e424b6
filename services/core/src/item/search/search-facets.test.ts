import { describe, expect, it } from 'vitest';
import type { ItemFilterInput } from '../../contracts/item.schema.js';
import { FacetCache, facetCacheKey, type SearchFacets } from './search-facets.js';
import { planSearch } from './search-sql.js';

const answer = (total: number): SearchFacets => ({
  total,
  totalIsExact: true,
  categories: [],
  priceBands: [],
  distanceBands: [],
});

describe('FacetCache', () => {
  it('keeps an answer for its time, then counts again', async () => {
    let now = 0;
    const cache = new FacetCache(10_000, 10, () => now);
    let counted = 0;
    const count = async () => answer(++counted);
    expect((await cache.get('q', count)).total).toBe(1);
    now = 9_999;
    expect((await cache.get('q', count)).total).toBe(1);
    now = 10_000;
    expect((await cache.get('q', count)).total).toBe(2);
  });

  it('shares one count among callers asking at once, and keeps no failure', async () => {
    const cache = new FacetCache(10_000, 10, () => 0);
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
    const cache = new FacetCache(10_000, 2, () => 0);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => answer(1));
    expect(cache.size).toBe(2);
    let counted = 0;
    await cache.get('a', async () => answer(++counted));
    expect(counted).toBe(1);
  });
});

describe('facetCacheKey', () => {
  const key = (filter: Partial<ItemFilterInput>) =>
    facetCacheKey(planSearch(filter as ItemFilterInput, null), new Date('2026-11-29T08:00:00Z'));

  it('is the same whatever the order, and for words however they are cased or spaced', () => {
    expect(key({ search: 'Mountain  bike', sort: 'price_asc', category: 'Bicycles' })).toBe(
      key({ category: 'Bicycles', search: 'mountain bike' }),
    );
  });

  it('differs for anything that changes a count', () => {
    const base = key({ search: 'bike' });
    for (const other of [
      { search: 'bikes' },
      { search: 'bike', category: 'Tools' },
      { search: 'bike', currency: 'EUR' },
      { search: 'bike', maxPrice: 10 },
      { search: 'bike', instantBook: true },
      { search: 'bike', lat: 1, lon: 2 },
      { search: 'bike', location: 'London' },
    ] as Partial<ItemFilterInput>[]) {
      expect(key(other), JSON.stringify(other)).not.toBe(base);
    }
  });

  it("tells the owner's own view from a stranger's", () => {
    const filter = { owner: 5 } as ItemFilterInput;
    const at = new Date();
    expect(facetCacheKey(planSearch(filter, { id: 5, role: 'user' }), at)).not.toBe(
      facetCacheKey(planSearch(filter, { id: 6, role: 'user' }), at),
    );
  });
});
