import { parseInput } from '../../commands/parse-input.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import { ItemFilterInput } from '../../contracts/item.schema.js';
import { searchDatesRefusal } from '../../contracts/search-dates.schema.js';
import type { EntityManager } from '../../db/orm.js';
import type { ItemRecord } from '../item.queries.js';
import { decodeCursor, encodeCursor, invalidCursor, type MatchMode, type SearchCursor } from './cursor.js';
import type { QueryCache } from './query-cache.js';
import { facetCacheKey } from './search-facets.js';
import {
  countCap,
  countStatement,
  type NotFreeForRangeSql,
  planSearch,
  type SearchPlan,
  type SearchViewer,
  searchStatement,
  sortKeyCount,
} from './search-sql.js';

export interface SearchOptions {
  viewer: SearchViewer | null;
  /** Page size, clamped to 1..100. */
  first: number;
  /** `endCursor` of the previous page, or null for the first page. */
  after: string | null;
  /**
   * Issue 23 §4: what "a unit free for the range" means (the bookings service's `notFreeForRangeSql`), for a filter
   * with dates; `now` (default: the call's moment) is when the listings' rules are applied.
   */
  availability?: { notFree: NotFreeForRangeSql; now?: Date };
  /**
   * Pages kept per normalised query, page size and cursor (issue 24 §1): the gateway passes one for anonymous visitors
   * only, whose pages are the same for everyone; none: always read.
   */
  cache?: QueryCache<SearchPage>;
}

export interface SearchRow {
  id: number;
  /** The item, as every catalog read presents it (read by the search statement itself). */
  item: ItemRecord;
  /** Kilometres from the search's centre (lat/lon, or the place `location` names); null without one. */
  distanceKm: number | null;
  /** The opaque cursor that continues right after this row. */
  cursor: string;
}

export interface SearchPage {
  rows: SearchRow[];
  endCursor: string | null;
  hasNextPage: boolean;
  /**
   * The matches of the filters, whatever the page: exact up to SEARCH_COUNT_CAP, and that cap when more match
   * (issue 24 §1: "1,000+ items found"); one owner's listings are always counted exactly.
   */
  totalCount: number;
  /** False when more than `totalCount` match (the count stopped at the cap). */
  totalIsExact: boolean;
}

export const SEARCH_PAGE_MAX = 100;
export const SEARCH_PAGE_DEFAULT = 20;

/** A row of the search statement: the page's columns and the item's (all null on the count row of an empty page). */
type Row = Omit<ItemRecord, 'id'> & {
  total: number;
  id: number | null;
  distance_km: number | null;
  k0: string | null;
  k1?: string | null;
};

export function clampPageSize(first: number): number {
  if (!Number.isFinite(first)) return SEARCH_PAGE_DEFAULT;
  return Math.min(Math.max(Math.trunc(first), 1), SEARCH_PAGE_MAX);
}

/**
 * The catalogue search (issue 7 §2): one statement per page, a second only when full text finds nothing and
 * the trigram fallback runs. Visibility: the public list (approved, available, owner not locked), except that
 * the `owner` filter shows the owner (and admins) every item of that owner in any state.
 *
 * Words: full text over title (A), category (B) and description (C), accent-insensitive, every word a prefix
 * ("cam" finds cameras), ranked by ts_rank_cd; when that finds nothing, trigram word similarity on the title
 * ("camra" finds "Camera"). `location`: a text match on the item's location; when lat/lon are absent and the
 * gazetteer knows the place, items within `radiusKm` of it count too, and distances are measured from it.
 * `lat`/`lon`: within `radiusKm` (default 50). Prices: bounds in `currency`, compared in USD cents.
 *
 * Pagination is keyset for every order (the cursor holds the last row's sort keys and id), relevance
 * included: its score is a `real`, printed and compared back as one.
 */
export async function searchItems(
  em: EntityManager,
  rawFilter: unknown,
  options: SearchOptions,
): Promise<SearchPage> {
  const filter = parseInput(ItemFilterInput, rawFilter ?? {});
  if ((filter.lat == null) !== (filter.lon == null)) {
    const message = 'Latitude and longitude must be given together';
    throw new DomainError(ErrorCode.ValidationFailed, {
      message,
      fieldErrors: { [filter.lat == null ? 'lat' : 'lon']: message },
    });
  }
  if (filter.minPrice != null && filter.maxPrice != null && filter.minPrice > filter.maxPrice) {
    const message = 'Minimum price must not exceed the maximum price';
    throw new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { minPrice: message } });
  }
  const now = options.availability?.now ?? new Date();
  if (filter.startDate && filter.endDate) {
    // The day it is decides these: dates a request could not ask for are refused, not answered with nothing.
    const refusal = searchDatesRefusal({ startDate: filter.startDate, endDate: filter.endDate }, now);
    if (refusal)
      throw new DomainError(ErrorCode.ValidationFailed, {
        message: refusal.message,
        fieldErrors: { [refusal.field]: refusal.message },
      });
  }
  const first = clampPageSize(options.first);
  const availability = options.availability ? { notFree: options.availability.notFree, now } : null;
  const plan = planSearch(filter, options.viewer, availability);
  const after = options.after ? decodeCursor(options.after) : null;
  if (after && after.sort !== plan.sort) throw invalidCursor();

  const read = () => readPage(em, plan, after, first);
  return options.cache ? options.cache.get(pageCacheKey(plan, now, first, options.after), read) : read();
}

/**
 * What decides a page, as a cache key: what decides its query's counts (facetCacheKey: the filters, the words as
 * read, the owner's view, the day), the order, the page size and the cursor.
 */
function pageCacheKey(plan: SearchPlan, now: Date, first: number, after: string | null): string {
  return JSON.stringify([facetCacheKey(plan, now), plan.sort, first, after]);
}

async function readPage(
  em: EntityManager,
  plan: SearchPlan,
  after: SearchCursor | null,
  first: number,
): Promise<SearchPage> {
  const run = async (mode: MatchMode): Promise<Row[]> => {
    if (after && after.keys.length !== sortKeyCount(plan)) throw invalidCursor();
    const statement = searchStatement(plan, mode, after, first + 1);
    return em.getConnection().execute<Row[]>(statement.sql, statement.params);
  };

  let mode: MatchMode = after?.mode ?? 'fts';
  let rows = await run(mode);
  if (plan.words.length > 0 && mode === 'fts' && !after && (rows[0]?.total ?? 0) === 0) {
    mode = 'trgm';
    rows = await run(mode);
  }
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && after) {
    // A one-pass page past the last match carries no count: counted on its own (a client paging past the end).
    const count = countStatement(plan, mode);
    const [row] = await em.getConnection().execute<{ total: number }[]>(count.sql, count.params);
    total = row?.total ?? 0;
  }
  // The statement counted at most cap + 1 (none in the typo fallback's exact one-pass count).
  const cap = countCap(plan);
  const capped = cap !== null && total > cap;
  return pageOf(rows, capped ? cap : total, !capped, first, plan.sort, mode);
}

function pageOf(
  rows: Row[],
  totalCount: number,
  totalIsExact: boolean,
  first: number,
  sort: SearchCursor['sort'],
  mode: MatchMode,
): SearchPage {
  const found = rows.filter((r): r is Row & { id: number } => r.id !== null);
  const page = found.slice(0, first).map(({ total: _total, distance_km, k0, k1, ...item }) => ({
    id: item.id,
    item,
    distanceKm: distance_km === null ? null : Number(distance_km),
    cursor: encodeCursor({
      sort,
      mode,
      keys: [k0, k1].filter((k): k is string => typeof k === 'string'),
      id: item.id,
    }),
  }));
  return {
    rows: page,
    endCursor: page.at(-1)?.cursor ?? null,
    hasNextPage: found.length > first,
    totalCount,
    totalIsExact,
  };
}
