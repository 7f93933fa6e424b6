import { describe, expect, it } from 'vitest';
import { FILTERS_MAX, pageViewFromLocation, SEARCH_QUERY_MAX, sameView, toPageView } from './page-view';

const AT = new Date('2026-11-23T10:00:00.000Z');

describe('pageViewFromLocation', () => {
  it('reports the route without its query', () => {
    expect(pageViewFromLocation('/my-rentals', '?tab=active', AT)).toEqual({
      page: '/my-rentals',
      searchQuery: null,
      filters: null,
      itemId: null,
      categoryId: null,
      resultCount: null,
      categoryName: null,
      search: null,
      at: '2026-11-23T10:00:00.000Z',
    });
  });

  it('reads a search: the query, the other parameters as filters, and the category', () => {
    const view = pageViewFromLocation('/search', '?q=%20drone%20&maxPrice=100&category=Cameras&lat=', AT);
    expect(view).toMatchObject({
      page: '/search',
      searchQuery: 'drone',
      filters: '{"category":"Cameras","maxPrice":"100"}',
      categoryId: null,
      categoryName: 'Cameras',
      // Its result count is not known yet: the search is kept to find it by when the view leaves.
      resultCount: null,
      search: '?q=%20drone%20&maxPrice=100&category=Cameras&lat=',
    });
  });

  it('takes a numeric category as its id, and reports a search without a query', () => {
    expect(pageViewFromLocation('/search', '?category=4', AT)).toMatchObject({
      searchQuery: null,
      filters: '{"category":"4"}',
      categoryId: 4,
      categoryName: null,
    });
    expect(pageViewFromLocation('/search', '', AT)).toMatchObject({ searchQuery: null, filters: null });
  });

  it('reads the item of an item page, and nothing from a malformed id', () => {
    expect(pageViewFromLocation('/item/42', '?rent=true', AT)).toMatchObject({
      page: '/item/42',
      itemId: 42,
    });
    expect(pageViewFromLocation('/item/abc', '', AT)).toMatchObject({ itemId: null });
    expect(pageViewFromLocation('/item/99999999999', '', AT)).toMatchObject({ itemId: null });
  });

  it('keeps within the server’s bounds', () => {
    const view = pageViewFromLocation('/search', `?q=${'a'.repeat(300)}&location=${'b'.repeat(600)}`, AT);
    expect(view?.searchQuery).toHaveLength(SEARCH_QUERY_MAX);
    expect(view?.filters).toHaveLength(FILTERS_MAX);
  });

  it('leaves out the admin dashboard and its sign-in', () => {
    expect(pageViewFromLocation('/admin', '?tab=tracking', AT)).toBeNull();
    expect(pageViewFromLocation('/admin/login', '', AT)).toBeNull();
    expect(pageViewFromLocation('/administration', '', AT)).not.toBeNull();
  });
});

describe('toPageView and sameView', () => {
  it('drops the helper fields and compares what is sent', () => {
    const a = pageViewFromLocation('/search', '?q=tent&category=Outdoor', AT)!;
    expect(toPageView(a)).not.toHaveProperty('categoryName');
    expect(toPageView(a)).not.toHaveProperty('search');
    expect(toPageView(a)).toHaveProperty('resultCount', null);
    const b = pageViewFromLocation('/search', '?q=tent&category=Outdoor', new Date(AT.getTime() + 5000))!;
    expect(sameView(a, b)).toBe(true);
    expect(sameView(a, pageViewFromLocation('/search', '?q=tents&category=Outdoor', AT)!)).toBe(false);
  });
});
