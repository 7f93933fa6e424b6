import { describe, expect, it } from 'vitest';
import type { ItemFilterInput } from '../../contracts/item.schema.js';
import { facetCacheKey } from './search-facets.js';
import { planSearch } from './search-sql.js';

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
