import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorJson } from './bookings-fixtures.js';
import { type ItemJson, type Member, publicItem, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';

/**
 * Issue 24 §2 through both doors: `GET /api/items/facets` takes the query parameters of `GET /api/items` and answers
 * what `searchFacets(filter:)` answers for the same filter; each count is the list's X-Total-Count for choosing that
 * facet; every parameter the list refuses, the facets refuse with the same 400. (The counts themselves against a
 * model: services/core/test/search-facets.int.test.ts.)
 */

let stack: TestStack;
let owner: Member;
let admin: Member;
let anon: Client;

interface Facets {
  total: number;
  totalIsExact: boolean;
  categories: { id: number; name: string; count: number }[];
  priceBands: { min: number; max: number | null; count: number }[];
  distanceBands: { maxKm: number; count: number }[];
}

const FACET_FIELDS =
  'total totalIsExact categories { id name count } priceBands { min max count } distanceBands { maxKm count }';

const LISTINGS = [
  {
    title: 'Facet camera Berlin',
    category: 'Cameras',
    currency: 'USD',
    pricePerDay: 20,
    location: 'Berlin, Germany',
  },
  {
    title: 'Facet drill Potsdam',
    category: 'Tools',
    currency: 'EUR',
    pricePerDay: 45,
    location: 'Potsdam, Germany',
  },
  {
    title: 'Facet ladder Berlin',
    category: 'Tools',
    currency: 'GBP',
    pricePerDay: 8,
    location: 'Berlin, Germany',
  },
  {
    title: 'Facet bike Paris',
    category: 'Bicycles',
    currency: 'USD',
    pricePerDay: 120,
    location: 'Paris, France',
  },
  {
    title: 'Facet tent Local',
    category: 'Outdoor',
    currency: 'AUD',
    pricePerDay: 600,
    location: 'Local Pickup',
  },
];

beforeAll(async () => {
  stack = await startStack();
  [owner, admin] = await Promise.all([signedInMember(stack), signedInAdmin(stack)]);
  anon = new Client(stack.baseUrl);
  for (const listing of LISTINGS) await publicItem(stack, owner, admin, listing);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

/** Query strings of GET /api/items, and the same filter as GraphQL's ItemFilter. */
const BERLIN = { lat: 52.52, lon: 13.405 };
const QUERIES: { query: string; filter: Record<string, unknown> }[] = [
  { query: '', filter: {} },
  { query: 'search=facet', filter: { search: 'facet' } },
  {
    query: 'category=Tools&currency=EUR&maxPrice=50',
    filter: { category: 'Tools', currency: 'EUR', maxPrice: 50 },
  },
  {
    query: `lat=${BERLIN.lat}&lon=${BERLIN.lon}&radiusKm=10&sort=distance&minPrice=5`,
    filter: { ...BERLIN, radiusKm: 10, sort: 'DISTANCE', minPrice: 5 },
  },
  { query: 'location=Berlin&instantBook=false', filter: { location: 'Berlin', instantBook: false } },
];

async function restFacets(query: string): Promise<Facets> {
  const res = await anon.request<Facets>('GET', `/api/items/facets${query ? `?${query}` : ''}`);
  expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

async function listTotal(query: string): Promise<number> {
  const res = await anon.request<ItemJson[]>('GET', `/api/items?${query}`);
  expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
  return Number(res.headers.get('x-total-count'));
}

/** A query string with one parameter set (or removed, for null). */
function withParam(query: string, key: string, value: string | null): string {
  const params = new URLSearchParams(query);
  if (value === null) params.delete(key);
  else params.set(key, value);
  return params.toString();
}

describe('GET /api/items/facets and searchFacets (issue 24 §2)', () => {
  it.each(QUERIES)('?$query: both doors answer the same counts', async ({ query, filter }) => {
    const rest = await restFacets(query);
    const res = await anon.graphql<{ searchFacets: Facets }>(
      `query ($filter: ItemFilter) { searchFacets(filter: $filter) { ${FACET_FIELDS} } }`,
      { filter },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.searchFacets).toEqual(rest);
    expect(rest.total).toBeGreaterThan(0);
  });

  it.each(QUERIES)("?$query: each count is the list's count for choosing it", async ({ query }) => {
    const facets = await restFacets(query);
    expect(facets.total).toBe(await listTotal(query));
    expect(facets.totalIsExact).toBe(true);
    for (const category of facets.categories) {
      expect(await listTotal(withParam(query, 'category', category.name)), category.name).toBe(
        category.count,
      );
    }
    for (const band of facets.priceBands) {
      let choice = withParam(query, 'minPrice', band.min > 0 ? String(band.min) : null);
      choice = withParam(choice, 'maxPrice', band.max === null ? null : String(band.max));
      if (!new URLSearchParams(query).has('currency')) choice = withParam(choice, 'currency', 'USD');
      expect(await listTotal(choice), `${band.min}–${band.max}`).toBe(band.count);
    }
    for (const band of facets.distanceBands) {
      expect(await listTotal(withParam(query, 'radiusKm', String(band.maxKm))), `${band.maxKm} km`).toBe(
        band.count,
      );
    }
  });

  it('names every category and shows distances only around a centre, prices in the asked currency', async () => {
    const plain = await restFacets('');
    expect(plain.categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Cameras', 'Tools', 'Bicycles', 'Outdoor']),
    );
    expect(plain.categories.find((c) => c.name === 'Tools')!.count).toBe(2);
    expect(plain.distanceBands).toEqual([]);
    expect(plain.priceBands.at(0)).toMatchObject({ min: 0, max: 10 });
    expect(plain.priceBands.at(-1)).toMatchObject({ max: null });
    // 8 GBP is about 10.26 USD: above the first USD band, inside the first band of pounds.
    const usd = plain.priceBands.find((b) => b.min === 10)!;
    const pounds = await restFacets('currency=GBP');
    expect(pounds.priceBands.find((b) => b.min === 0)!.count).toBe(1);
    expect(usd.count).toBeGreaterThanOrEqual(1);
    const berlin = await restFacets(`lat=${BERLIN.lat}&lon=${BERLIN.lon}&radiusKm=5`);
    // Berlin's two within 5 km, Potsdam's (about 27 km) from 50 km on; Paris beyond every band.
    expect(berlin.total).toBe(2);
    expect(berlin.distanceBands.find((b) => b.maxKm === 5)!.count).toBe(2);
    expect(berlin.distanceBands.find((b) => b.maxKm === 50)!.count).toBe(3);
    expect(berlin.distanceBands.find((b) => b.maxKm === 250)!.count).toBe(3);
  });

  it('refuses what GET /api/items refuses, with the same 400', async () => {
    const bad = [
      'minPrice=abc',
      'lat=10',
      'minPrice=50&maxPrice=10',
      'currency=XYZ',
      'sort=bogus',
      'radiusKm=-1',
      'instantBook=maybe',
      'owner=0',
      'limit=0',
      'limit=abc',
      'cursor=not-a-cursor',
      'startDate=2020-01-01&endDate=2020-01-02',
      'startDate=2099-01-01',
      'bbox=1,2,3',
    ];
    for (const query of bad) {
      const list = await anon.request<ErrorJson>('GET', `/api/items?${query}`);
      const facets = await anon.request<ErrorJson>('GET', `/api/items/facets?${query}`);
      expect(list.status, query).toBe(400);
      expect(facets.status, query).toBe(400);
      // The same answer but for the request's own id.
      expect({ ...facets.body, requestId: null }, query).toEqual({ ...list.body, requestId: null });
    }
  });
});
