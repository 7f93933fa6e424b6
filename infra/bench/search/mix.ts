import { notFreeForRangeSql } from '@koalarent/bookings/client';
import {
  addDays,
  facetStatement,
  type ItemFilterInput,
  planSearch,
  searchStatement,
  toIsoDate,
} from '@koalarent/core';
import { BENCH_CITIES } from './data.js';

/** The page size of every request: the REST shim's default (`limit` absent means 20). */
export const PAGE = 20;

export type MixId =
  | 'text'
  | 'textRadius'
  | 'priceCategory'
  | 'radiusPrice'
  | 'list'
  | 'dates'
  | 'bbox'
  | 'facets';

/** One kind of query a visitor makes, in six variants (so every mix weighs the same in the total). */
export interface Mix {
  id: MixId;
  label: string;
  /** What is asked: a page of results (`GET /api/items`, default) or the counts beside them (`/api/items/facets`). */
  endpoint?: Endpoint;
  filters: Partial<ItemFilterInput>[];
}

export type Endpoint = 'items' | 'facets';

/** A range of days from today (UTC, as the generated bookings are), inclusive, for the date mix. */
const days = (from: number, to: number) => {
  const today = toIsoDate(new Date());
  return { startDate: addDays(today, from), endDate: addDays(today, to) };
};

/** A map's view around a city: `half` degrees each way (the box the map sends when a visitor pans there). */
const around = (name: string, half: number): Pick<ItemFilterInput, 'bbox'> => {
  const { lat, lon } = city(name);
  return { bbox: { minLon: lon - half, minLat: lat - half, maxLon: lon + half, maxLat: lat + half } };
};

const city = (name: string) => {
  const found = BENCH_CITIES.find((c) => c.name === name);
  if (!found) throw new Error(`no bench city ${name}`);
  return { lat: found.latitude, lon: found.longitude };
};

export const MIXES: Mix[] = [
  {
    id: 'text',
    label: 'text',
    filters: [
      { search: 'camera' },
      { search: 'drill' },
      { search: 'kayak' },
      { search: 'mountain bike' },
      { search: 'proj' },
      { search: 'karcher pressure' },
    ],
  },
  {
    id: 'textRadius',
    label: 'text + radius',
    filters: [
      { search: 'camera', ...city('Sydney'), radiusKm: 10 },
      { search: 'bike', ...city('London'), radiusKm: 25 },
      { search: 'tent', ...city('Toronto'), radiusKm: 20 },
      { search: 'drill', ...city('Paris'), radiusKm: 15 },
      { search: 'console', ...city('New York'), radiusKm: 10 },
      { search: 'lens', ...city('Dubai'), radiusKm: 30 },
    ],
  },
  {
    id: 'priceCategory',
    label: 'price + category',
    filters: [
      { category: 'Cameras', minPrice: 20, maxPrice: 100, currency: 'USD' },
      { category: 'Tools', maxPrice: 50, currency: 'GBP' },
      { category: 'Bicycles', minPrice: 30, currency: 'EUR' },
      { category: 'Gaming', maxPrice: 80, currency: 'CAD' },
      { category: 'Outdoor', minPrice: 10, maxPrice: 60, currency: 'AUD' },
      { category: 'Electronics', maxPrice: 200, currency: 'AED' },
    ],
  },
  {
    id: 'radiusPrice',
    label: 'radius + price',
    filters: [
      { ...city('Sydney'), radiusKm: 15, maxPrice: 60, currency: 'AUD', sort: 'distance' },
      { ...city('London'), radiusKm: 20, maxPrice: 40, currency: 'GBP' },
      { ...city('Paris'), radiusKm: 10, minPrice: 20, maxPrice: 80, currency: 'EUR', sort: 'price_asc' },
      { ...city('New York'), radiusKm: 25, maxPrice: 100, sort: 'distance' },
      { ...city('Melbourne'), radiusKm: 20, maxPrice: 50, currency: 'AUD' },
      { ...city('Riyadh'), radiusKm: 30, maxPrice: 200, currency: 'SAR', sort: 'price_asc' },
    ],
  },
  {
    id: 'list',
    label: 'plain list',
    filters: [{}, { sort: 'price_asc' }, {}, { sort: 'rating' }, {}, { sort: 'price_desc' }],
  },
  {
    // Issue 23 §4: dates alone and with each other kind of filter, over the generated bookings and blocks.
    id: 'dates',
    label: 'dates',
    filters: [
      { ...days(7, 9) },
      { ...days(14, 20), sort: 'price_asc' },
      { ...days(10, 12), search: 'drill' },
      { ...days(21, 23), category: 'Cameras', maxPrice: 100, currency: 'USD' },
      { ...days(8, 8), ...city('Sydney'), radiusKm: 15, sort: 'distance' },
      { ...days(30, 44), ...city('London'), radiusKm: 20, maxPrice: 40, currency: 'GBP' },
    ],
  },
  {
    // Issue 24 §3: the map's "search this area", alone and with the other filters.
    id: 'bbox',
    label: 'map area',
    filters: [
      { ...around('Sydney', 0.2) },
      { ...around('London', 0.3), sort: 'price_asc' },
      { ...around('Paris', 0.15), search: 'bike' },
      { ...around('New York', 0.25), category: 'Tools', maxPrice: 60, currency: 'USD' },
      { ...around('Toronto', 0.5), sort: 'rating' },
      { ...around('Melbourne', 0.2), minPrice: 15, currency: 'AUD', sort: 'price_desc' },
    ],
  },
  {
    // Issue 24 §2: the sidebar's counts for the searches visitors make (the API keeps each for a few seconds).
    id: 'facets',
    label: 'facet counts',
    endpoint: 'facets',
    filters: [
      {},
      { search: 'camera' },
      { category: 'Tools', maxPrice: 50, currency: 'GBP' },
      { ...city('Sydney'), radiusKm: 15 },
      { search: 'bike', ...city('London'), radiusKm: 25 },
      { ...around('Paris', 0.15) },
    ],
  },
];

/** The REST request for a filter: `GET /api/items` with the filter as query parameters (spec §3 names). */
export function restPath(filter: Partial<ItemFilterInput>, endpoint: Endpoint = 'items'): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === null || value === undefined) continue;
    if (key === 'bbox' && typeof value === 'object') {
      const box = value as NonNullable<ItemFilterInput['bbox']>;
      query.set(key, [box.minLon, box.minLat, box.maxLon, box.maxLat].join(','));
    } else query.set(key, String(value));
  }
  const text = query.toString();
  const base = endpoint === 'facets' ? '/api/items/facets' : '/api/items';
  return text ? `${base}?${text}` : base;
}

/**
 * The statement searchItems issues for the filter, for an anonymous visitor and a first page of PAGE items
 * (it asks for one more, to know whether a next page exists), with its parameters in order.
 */
export function searchSql(
  filter: Partial<ItemFilterInput>,
  endpoint: Endpoint = 'items',
): { sql: string; params: unknown[] } {
  // Dates are judged at the moment the statement is made, with the bookings service's rule (as the gateway does).
  const plan = planSearch(filter as ItemFilterInput, null, {
    notFree: notFreeForRangeSql,
    now: new Date(),
  });
  // The facets' one statement (a search with no full-text match would add the trigram one; none in these mixes).
  return endpoint === 'facets' ? facetStatement(plan, 'fts') : searchStatement(plan, 'fts', null, PAGE + 1);
}
