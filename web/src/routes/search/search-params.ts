import {
  type CurrencyCode,
  DEFAULT_RADIUS_KM,
  ITEM_SORTS,
  type ItemSort,
  PRICE_SLIDER,
} from '@koalarent/core/contracts';
import type { TFunction } from 'i18next';
import type { ITEMS_QUERY } from '../../features/items/graphql/items.query';
import { readDateRange } from '../../features/items/model/date-range';
import type { VariablesOf } from '../../shared/graphql/graphql';

/** Every filter of the search page; the URL is its only store (shareable, back button works). */
export interface SearchState {
  q: string;
  category: string;
  /** In the viewer's currency; PRICE_SLIDER.min means "no floor". */
  minPrice: number;
  /** In the viewer's currency; PRICE_SLIDER.max means "no ceiling" (shown as '1000+'). */
  maxPrice: number;
  location: string;
  lat: number | null;
  lon: number | null;
  radius: number;
  sort: ItemSort;
  owner: number | null;
  /** Issue 23 §4: only items with a unit free from startDate to endDate (inclusive); '' for both: any dates. */
  startDate: string;
  endDate: string;
  /** Issue 23 §5: only listings a trusted renter can book at once. */
  instantBook: boolean;
  /** Issue 24 §3: the List / Map toggle (`map=1`); the list stays under the map either way. */
  map: boolean;
  /** Issue 24 §3: "Search this area": only items in [minLon, minLat, maxLon, maxLat]; null: anywhere. */
  bbox: Bbox | null;
}

/** A bounding box in the API's (GeoJSON) order: [minLon, minLat, maxLon, maxLat]. */
export type Bbox = [number, number, number, number];

export const DEFAULT_SEARCH: SearchState = {
  q: '',
  category: '',
  minPrice: PRICE_SLIDER.min,
  maxPrice: PRICE_SLIDER.max,
  location: '',
  lat: null,
  lon: null,
  radius: DEFAULT_RADIUS_KM,
  sort: 'relevance',
  owner: null,
  startDate: '',
  endDate: '',
  instantBook: false,
  map: false,
  bbox: null,
};

/** The radius choices of the Near me filter, in km. */
export const RADIUS_CHOICES = [5, 10, 25, 50, 100, 250] as const;

function numberParam(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A slider value: clamped to the slider's range and snapped to its step. */
function sliderValue(value: string | null, fallback: number): number {
  const n = numberParam(value);
  if (n === null) return fallback;
  const snapped = Math.round(n / PRICE_SLIDER.step) * PRICE_SLIDER.step;
  return Math.min(Math.max(snapped, PRICE_SLIDER.min), PRICE_SLIDER.max);
}

function inRange(n: number | null, min: number, max: number): number | null {
  return n !== null && n >= min && n <= max ? n : null;
}

/** `bbox=minLon,minLat,maxLon,maxLat` as the API takes it (in range, not inverted), else null. */
function parseBbox(value: string | null): Bbox | null {
  const parts = (value ?? '').split(',').map((part) => numberParam(part));
  if (parts.length !== 4 || parts.some((n) => n === null)) return null;
  const [minLon, minLat, maxLon, maxLat] = parts as Bbox;
  const lonOk = (n: number) => n >= -180 && n <= 180;
  const latOk = (n: number) => n >= -90 && n <= 90;
  if (!lonOk(minLon) || !lonOk(maxLon) || !latOk(minLat) || !latOk(maxLat)) return null;
  return minLon <= maxLon && minLat <= maxLat ? [minLon, minLat, maxLon, maxLat] : null;
}

/** Reads the search page's URL; anything unreadable falls back to its default instead of failing. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  let lat = inRange(numberParam(params.get('lat')), -90, 90);
  let lon = inRange(numberParam(params.get('lon')), -180, 180);
  if (lat === null || lon === null) {
    // A point needs both halves.
    lat = null;
    lon = null;
  }
  let minPrice = sliderValue(params.get('minPrice'), PRICE_SLIDER.min);
  let maxPrice = sliderValue(params.get('maxPrice'), PRICE_SLIDER.max);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const radius = numberParam(params.get('radius'));
  const sortText = (params.get('sort') ?? '').toLowerCase();
  let sort: ItemSort = (ITEM_SORTS as readonly string[]).includes(sortText)
    ? (sortText as ItemSort)
    : DEFAULT_SEARCH.sort;
  // Distance needs a point to measure from.
  if (sort === 'distance' && lat === null) sort = DEFAULT_SEARCH.sort;
  const owner = numberParam(params.get('owner'));
  return {
    q: (params.get('q') ?? '').trim(),
    category: (params.get('category') ?? '').trim(),
    minPrice,
    maxPrice,
    location: (params.get('location') ?? '').trim(),
    lat,
    lon,
    radius: radius !== null && radius > 0 && radius <= 20_000 ? radius : DEFAULT_SEARCH.radius,
    sort,
    owner: owner !== null && Number.isInteger(owner) && owner > 0 ? owner : null,
    ...readDateRange(params.get('startDate'), params.get('endDate')),
    instantBook: params.get('instantBook') === 'true',
    map: params.get('map') === '1',
    bbox: parseBbox(params.get('bbox')),
  };
}

/** The URL for a state: only what differs from the defaults, in a stable order. */
export function serializeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.category) params.set('category', state.category);
  if (state.minPrice > PRICE_SLIDER.min) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice < PRICE_SLIDER.max) params.set('maxPrice', String(state.maxPrice));
  const location = state.location.trim();
  if (location) params.set('location', location);
  if (state.lat !== null && state.lon !== null) {
    params.set('lat', String(state.lat));
    params.set('lon', String(state.lon));
    if (state.radius !== DEFAULT_SEARCH.radius) params.set('radius', String(state.radius));
  }
  if (state.sort !== DEFAULT_SEARCH.sort) params.set('sort', state.sort);
  if (state.owner !== null) params.set('owner', String(state.owner));
  if (state.startDate && state.endDate) {
    params.set('startDate', state.startDate);
    params.set('endDate', state.endDate);
  }
  if (state.instantBook) params.set('instantBook', 'true');
  if (state.bbox) params.set('bbox', state.bbox.join(','));
  if (state.map) params.set('map', '1');
  return params;
}

export type ItemFilterVariables = NonNullable<VariablesOf<typeof ITEMS_QUERY>['filter']>;

/**
 * The API filter for a state. Spec §5: minPrice is sent only above 0 and maxPrice only below 1000; both are
 * in the viewer's currency, named in `currency` so the server compares them across item currencies.
 */
export function toItemFilter(state: SearchState, currency: CurrencyCode): ItemFilterVariables {
  const filter: ItemFilterVariables = {};
  if (state.q) filter.search = state.q;
  if (state.category) filter.category = state.category;
  if (state.minPrice > PRICE_SLIDER.min) filter.minPrice = state.minPrice;
  if (state.maxPrice < PRICE_SLIDER.max) filter.maxPrice = state.maxPrice;
  if (filter.minPrice !== undefined || filter.maxPrice !== undefined) filter.currency = currency;
  if (state.location) filter.location = state.location;
  if (state.lat !== null && state.lon !== null) {
    filter.lat = state.lat;
    filter.lon = state.lon;
    filter.radiusKm = state.radius;
  }
  if (state.sort !== DEFAULT_SEARCH.sort) {
    filter.sort = state.sort.toUpperCase() as NonNullable<ItemFilterVariables['sort']>;
  }
  if (state.owner !== null) filter.owner = state.owner;
  if (state.startDate && state.endDate) {
    filter.startDate = state.startDate;
    filter.endDate = state.endDate;
  }
  if (state.instantBook) filter.instantBook = true;
  if (state.bbox) filter.bbox = [...state.bbox];
  return filter;
}

/**
 * Spec §2 Search empty state: 'No items found', naming the term and category when there are some, in the
 * language of `t` ('search' namespace); `category` is the name as shown (already translated).
 */
export function emptyTitle(q: string, category: string, t: TFunction<'search'>): string {
  if (q && category) return t('results.emptyForIn', { q, category });
  if (q) return t('results.emptyFor', { q });
  if (category) return t('results.emptyIn', { category });
  return t('results.empty');
}

/**
 * Issue 24 §3: the box of a map view as the API takes it. MapLibre's bounds can run past ±180° (a view panned across
 * the antimeridian, or wider than the world): longitudes are brought back into −180..180, and a view that still
 * crosses the antimeridian is widened to every longitude, a superset of what it shows (the API refuses such a box as
 * inverted rather than guess). Latitudes are clamped; the edges rounded outward to 5 decimals (about a metre).
 */
export function boxOfView(west: number, south: number, east: number, north: number): Bbox {
  const down = (n: number) => Math.floor(n * 1e5) / 1e5;
  const up = (n: number) => Math.ceil(n * 1e5) / 1e5;
  const minLat = Math.max(-90, down(south));
  const maxLat = Math.min(90, up(north));
  if (!(east - west < 360)) return [-180, minLat, 180, maxLat];
  const w = ((((west + 180) % 360) + 360) % 360) - 180;
  const e = w + (east - west);
  if (e > 180) return [-180, minLat, 180, maxLat];
  return [Math.max(-180, down(w)), minLat, Math.min(180, up(e)), maxLat];
}
