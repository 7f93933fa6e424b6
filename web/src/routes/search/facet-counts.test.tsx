import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrencyProvider } from '../../features/currency/currency-context';
import { CATEGORIES_QUERY } from '../../features/items/graphql/categories.query';
import { SEARCH_FACETS_QUERY } from '../../features/items/graphql/search-facets.query';
import { LocationProvider } from '../../features/location/location-context';
import { loadNamespaces, switchLanguage } from '../../shared/i18n/i18n';
import { renderText } from '../../shared/testing/render-text';
import { facetFilter, PriceBands, type SearchFacets } from './facet-counts';
import { FilterSidebar } from './filter-sidebar';
import { DEFAULT_SEARCH, type SearchState } from './search-params';

afterAll(() => switchLanguage('en'));
beforeAll(() => loadNamespaces('search', 'items', 'location'));

// The cache holds each object's __typename, which Apollo adds to the document but its result type leaves out.
type Cached<T> = T extends readonly (infer U)[]
  ? Cached<U>[]
  : T extends object
    ? { [K in keyof T]: Cached<T[K]> } & { __typename: string }
    : T;

const FACETS: Cached<SearchFacets> = {
  __typename: 'SearchFacets',
  total: 39,
  totalIsExact: true,
  categories: [
    { __typename: 'CategoryFacet', id: 1, name: 'Cameras', count: 12 },
    { __typename: 'CategoryFacet', id: 3, name: 'Tools', count: 39 },
    { __typename: 'CategoryFacet', id: 4, name: 'Bicycles', count: 0 },
  ],
  priceBands: [
    { __typename: 'PriceBandFacet', min: 0, max: 10, count: 3 },
    { __typename: 'PriceBandFacet', min: 10, max: 20, count: 1234 },
    { __typename: 'PriceBandFacet', min: 20, max: null, count: 0 },
  ],
  distanceBands: [
    { __typename: 'DistanceBandFacet', maxKm: 5, count: 4 },
    { __typename: 'DistanceBandFacet', maxKm: 10, count: 7 },
  ],
};

const CATEGORIES = ['Cameras', 'Electronics', 'Tools', 'Bicycles'].map((name, n) => ({
  __typename: 'Category' as const,
  id: n + 1,
  name,
  icon: 'camera',
  itemCount: 1,
}));

/** The sidebar as the server renders it, the counts and categories already in the cache (as after SSR's queries). */
function renderSidebar(state: SearchState): string {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: CATEGORIES_QUERY, data: { categories: CATEGORIES } });
  cache.writeQuery({
    query: SEARCH_FACETS_QUERY,
    variables: { filter: facetFilter(state, 'USD') },
    data: { searchFacets: FACETS },
  });
  const client = new ApolloClient({ cache, link: ApolloLink.empty() });
  return renderText(
    <ApolloProvider client={client}>
      <CurrencyProvider initial="USD">
        <LocationProvider>
          <FilterSidebar state={state} onChange={() => undefined} onReset={() => undefined} />
        </LocationProvider>
      </CurrencyProvider>
    </ApolloProvider>,
  );
}

describe('the filter sidebar with counts (issue 24 §2)', () => {
  it("shows each category's count, and the total of any category", () => {
    const text = renderSidebar({ ...DEFAULT_SEARCH, q: 'drill' });
    expect(text).toContain('Tools (39)');
    expect(text).toContain('Cameras (12)');
    expect(text).toContain('Bicycles (0)');
    expect(text).toContain('All categories (51)');
    // A category the counts do not name keeps its plain label.
    expect(text).toMatch(/Electronics(?! \()/);
  });

  it('shows the price bands with their counts, and the radius choices with theirs around a point', () => {
    const text = renderSidebar({ ...DEFAULT_SEARCH, lat: 51.5, lon: -0.12, radius: 10 });
    expect(text).toContain('Up to $10 (3)');
    expect(text).toContain('$10 – $20 (1,234)');
    expect(text).toContain('$20 and up (0)');
    expect(text).toContain('5 km (4)');
    expect(text).toContain('10 km (7)');
    // No count known for 25 km: the plain choice.
    expect(text).toMatch(/25 km(?! \()/);
  });

  it('asks the counts without the order, in the viewer’s currency', () => {
    expect(facetFilter({ ...DEFAULT_SEARCH, q: 'bike', sort: 'price_asc' }, 'EUR')).toEqual({
      search: 'bike',
      currency: 'EUR',
    });
  });
});

describe('PriceBands', () => {
  it('labels the bands in the viewer’s currency', () => {
    const html = renderText(
      <CurrencyProvider initial="EUR">
        <PriceBands
          bands={FACETS.priceBands}
          state={{ ...DEFAULT_SEARCH, minPrice: 10, maxPrice: 20 }}
          onChange={() => undefined}
        />
      </CurrencyProvider>,
    );
    expect(html).toContain('€10 – €20 (1,234)');
  });

  it('speaks the language on screen', async () => {
    await switchLanguage('de');
    await loadNamespaces('search');
    const text = renderText(
      <CurrencyProvider initial="EUR">
        <PriceBands bands={FACETS.priceBands} state={DEFAULT_SEARCH} onChange={() => undefined} />
      </CurrencyProvider>,
    );
    expect(text).toContain('Preisspannen');
    expect(text).toContain('Bis €10 (3)');
    expect(text).toContain('€10 – €20 (1.234)');
    await switchLanguage('en');
  });
});
