import type { ItemFilterInput } from '../../contracts/item.schema.js';
import type { EntityManager } from '../../db/orm.js';
import { toMinorUnits } from '../../money/money.js';
import type { MatchMode } from './cursor.js';
import type { QueryCache } from './query-cache.js';
import { parseSearchFilter } from './search-filter.js';
import {
  conditions,
  countCap,
  earthMetres,
  likeLiteral,
  type NotFreeForRangeSql,
  Params,
  planSearch,
  type SearchPlan,
  type SearchStatement,
  type SearchViewer,
  withNotFree,
} from './search-sql.js';

/**
 * Issue 24 §2: the edges of the price bands, in the request's own currency (a daily price). Fixed round numbers in
 * the visitor's money rather than dollar bands converted: the sidebar's slider and the `minPrice`/`maxPrice`
 * filter are in that currency (0–1000 in steps of 10, spec §5), so every band is a range the slider can show and
 * the filter receives as it is — and its count is then exactly what choosing it answers, because both compare
 * `price_per_day_usd_cents` with `koala_usd_cents(edge, currency)`. The §9 rates are all within 4× of the dollar,
 * so one 1-2-5 series spans the useful range of every currency. All below the slider's "1000+".
 */
export const FACET_PRICE_EDGES = [10, 20, 50, 100, 200, 500] as const;

/** Issue 24 §2: the distance bands (km from the search's centre): the radius choices of the sidebar. */
export const FACET_DISTANCE_KM = [5, 10, 25, 50, 100, 250] as const;

export interface CategoryFacet {
  id: number;
  name: string;
  count: number;
}

/**
 * Listings with a daily price from `min` to `max` in the request's currency, both included as the price filter
 * includes them (`max` null: no ceiling). Neighbouring bands share their edge, so a listing priced exactly at one
 * counts in both: each count is what choosing that band shows.
 */
export interface PriceBandFacet {
  min: number;
  max: number | null;
  count: number;
}

/** Listings within `maxKm` of the centre (cumulative, like the radius filter it stands for). */
export interface DistanceBandFacet {
  maxKm: number;
  count: number;
}

export interface SearchFacets {
  /** Every match of the whole query, capped as the results' count is (SEARCH_COUNT_CAP, see countCap). */
  total: number;
  /** True when `total` is every match; false when it is the cap ("1,000+"), as for the results' count. */
  totalIsExact: boolean;
  /** Every category, in the categories' own order (by id), with the matches of the query in any category. */
  categories: CategoryFacet[];
  /** The bands of FACET_PRICE_EDGES, with the matches of the query at any price. */
  priceBands: PriceBandFacet[];
  /** The bands of FACET_DISTANCE_KM, with the matches at any distance; empty when the search has no centre. */
  distanceBands: DistanceBandFacet[];
}

export interface FacetOptions {
  viewer: SearchViewer | null;
  /** As for searchItems: what "a unit free for the range" means, for a filter with dates. */
  availability?: { notFree: NotFreeForRangeSql; now?: Date };
  /** Answers kept per normalised query for a few seconds (see QueryCache); none: always counted. */
  cache?: QueryCache<SearchFacets>;
}

/** One row of the facet statement: a cell of (category, price band, distance band) and its four counts. */
interface FacetRow {
  category_id: number;
  /** width_bucket of the price over the band edges: 0 below the first edge, k at or above the k-th. */
  pb: number;
  /** The price is exactly a band edge (it is then in band pb − 1 too). */
  pe: boolean;
  /** How many distance bands hold the listing, the widest ones (null: no centre, or no coordinates). */
  db: number | null;
  /** The listing's location text names the place (place searches: it matches at any distance). */
  t: boolean;
  /** Every filter holds. */
  n_all: number;
  /** Every filter but the category. */
  n_cat: number;
  /** Every filter but the price. */
  n_price: number;
  /** Every filter but the radius. */
  n_dist: number;
}

/**
 * The facet statement: one scan of the matches of the query with the category, price and radius filters taken off
 * (the radius widened to the largest distance band), each row marked with whether each of those three holds, then
 * grouped by category, price band and distance band. Standard (disjunctive) faceting: a dimension's counts ignore
 * that dimension's own filter, so 'Tools (39)' is what choosing Tools answers while Cameras is chosen, and every
 * other filter still narrows them. One scan, not four, and only narrow columns read.
 */
export function facetStatement(plan: SearchPlan, mode: MatchMode): SearchStatement {
  const p = new Params();
  const prelude = withNotFree(p, plan);
  const { filter } = plan;
  const currency = filter.currency ?? 'USD';
  const usd = (amount: number) =>
    `koala_usd_cents(${p.add(toMinorUnits(amount))}::int, ${p.add(currency)}::text)`;
  const edges = () => `array[${FACET_PRICE_EDGES.map(usd).join(', ')}]`;
  const price = 'i.price_per_day_usd_cents';

  // Whether the category filter holds: the same test `conditions` writes.
  const categoryOk = (): string => {
    const category = filter.category?.trim();
    if (!category) return 'true';
    if (/^\d+$/.test(category)) {
      const id = Number(category);
      return id >= 1 && id <= 2_147_483_647 ? `i.category_id = ${p.add(id)}` : 'false';
    }
    return `coalesce(i.category_id = (select c.id from categories c where lower(c.name) = lower(${p.add(category)})), false)`;
  };
  // Whether the price filter holds: the bounds in the request's currency, as `conditions` compares them.
  const priceOk = (): string => {
    const bounds: string[] = [];
    if (filter.minPrice != null) bounds.push(`${price} >= ${usd(filter.minPrice)}`);
    if (filter.maxPrice != null) bounds.push(`${price} <= ${usd(filter.maxPrice)}`);
    return bounds.length > 0 ? `(${bounds.join(' and ')})` : 'true';
  };

  // Parameters are added in the order their `?` appear: the select list, then the lateral, then the conditions.
  const location = filter.location?.trim();
  const placeText = (): string =>
    plan.centre && plan.centreFromPlace && location
      ? `coalesce(koala_unaccent(lower(i.location)) like '%' || koala_unaccent(lower(${p.add(likeLiteral(location))})) || '%', false)`
      : 'false';
  const columns = [
    'i.category_id',
    `width_bucket(${price}, ${edges()}) as pb`,
    `${price} = any(${edges()}) as pe`,
    // How many distance bands hold the listing (the bands it is within: the last `db` of them). One
    // width_bucket over the negated edges reads the distance once: the edges b with −b ≤ −d, i.e. d ≤ b.
    plan.centre
      ? `width_bucket(-dd.d, array[${[...FACET_DISTANCE_KM]
          .reverse()
          .map((km) => `${p.add(-km * 1000)}::float8`)
          .join(', ')}]) as db`
      : 'null::int as db',
    `${placeText()} as t`,
    `${categoryOk()} as cat_ok`,
    `${priceOk()} as price_ok`,
    // The radius filter: within it, or (a place search) the location text names the place.
    plan.centre
      ? `(${placeText()} or coalesce(dd.d <= ${p.add(plan.radiusMetres)}::float8, false)) as dist_ok`
      : 'true as dist_ok',
  ];
  // The distance as the radius filter measures it: earth_distance from the centre, in metres.
  const lateral = plan.centre
    ? `\n  cross join lateral (select ${earthMetres(`ll_to_earth(${p.add(plan.centre.latitude)}::float8, ${p.add(plan.centre.longitude)}::float8)`)} as d) dd`
    : '';
  // The matches with the three faceted filters off, the radius widened to the largest band.
  const wider: SearchPlan = {
    ...plan,
    filter: { ...filter, category: null, minPrice: null, maxPrice: null },
    radiusMetres: Math.max(plan.radiusMetres, FACET_DISTANCE_KM.at(-1)! * 1000),
  };
  const where = conditions(p, wider, mode);
  const sql = `${prelude}select m.category_id, m.pb, m.pe, m.db, m.t,
  count(*) filter (where m.cat_ok and m.price_ok and m.dist_ok)::int as n_all,
  count(*) filter (where m.price_ok and m.dist_ok)::int as n_cat,
  count(*) filter (where m.cat_ok and m.dist_ok)::int as n_price,
  count(*) filter (where m.cat_ok and m.price_ok)::int as n_dist
from (
  select ${columns.join(',\n    ')}
  from items i${lateral}
  where ${where}
) m
group by m.category_id, m.pb, m.pe, m.db, m.t`;
  return { sql, params: p.values };
}

/** The answer from the statement's rows: sums over the cells, the categories from the categories table. */
function facetsOf(
  plan: SearchPlan,
  rows: FacetRow[],
  categories: { id: number; name: string }[],
): SearchFacets {
  const byCategory = new Map<number, number>();
  const bands = new Array<number>(FACET_PRICE_EDGES.length + 1).fill(0);
  const within = new Array<number>(FACET_DISTANCE_KM.length).fill(0);
  let total = 0;
  for (const row of rows) {
    total += row.n_all;
    byCategory.set(row.category_id, (byCategory.get(row.category_id) ?? 0) + row.n_cat);
    bands[row.pb]! += row.n_price;
    if (row.pe && row.pb > 0) bands[row.pb - 1]! += row.n_price;
    if (plan.centre) {
      FACET_DISTANCE_KM.forEach((_, band) => {
        const nearest = FACET_DISTANCE_KM.length - (row.db ?? 0);
        if (row.t || (row.db !== null && band >= nearest)) within[band]! += row.n_dist;
      });
    }
  }
  const edges: number[] = [...FACET_PRICE_EDGES];
  // The total says what the results' count says ('1,000+ items found': capped the same way, see countCap); the
  // counts beside the filters are exact, as 'Tools (39)' must be for a visitor to trust it.
  const cap = countCap(plan);
  const capped = cap !== null && total > cap;
  return {
    total: capped ? cap : total,
    totalIsExact: !capped,
    categories: categories.map((c) => ({ id: c.id, name: c.name, count: byCategory.get(c.id) ?? 0 })),
    priceBands: bands.map((count, band) => ({
      min: band === 0 ? 0 : edges[band - 1]!,
      max: band < edges.length ? edges[band]! : null,
      count,
    })),
    distanceBands: plan.centre
      ? FACET_DISTANCE_KM.map((maxKm, band) => ({ maxKm, count: within[band]! }))
      : [],
  };
}

/**
 * Issue 24 §2: counts per category, per price band and per distance band for a search, each ignoring its own
 * dimension's filter (see facetStatement). The filter is read and refused exactly as searchItems reads it, and
 * the words are matched the same way: full text, or the trigram fallback when full text finds nothing.
 */
export async function searchFacets(
  em: EntityManager,
  rawFilter: unknown,
  options: FacetOptions,
): Promise<SearchFacets> {
  const now = options.availability?.now ?? new Date();
  const filter = parseSearchFilter(rawFilter, now);
  const availability = options.availability ? { notFree: options.availability.notFree, now } : null;
  const plan = planSearch(filter, options.viewer, availability);
  const compute = () => countFacets(em, plan);
  return options.cache ? options.cache.get(facetCacheKey(plan, now), compute) : compute();
}

async function countFacets(em: EntityManager, plan: SearchPlan): Promise<SearchFacets> {
  const connection = em.getConnection();
  const run = async (mode: MatchMode) => {
    const statement = facetStatement(plan, mode);
    const rows: FacetRow[] = await connection.execute<FacetRow[]>(statement.sql, statement.params);
    return rows.map((r): FacetRow => ({ ...r, db: r.db === null ? null : Number(r.db) }));
  };
  let rows = await run('fts');
  // The results fall back to trigrams when full text finds nothing for the whole query: so do their counts.
  if (plan.words.length > 0 && rows.every((r) => r.n_all === 0)) rows = await run('trgm');
  const categories: { id: number; name: string }[] = await connection.execute(
    'select id, name from categories order by id',
  );
  return facetsOf(plan, rows, categories);
}

/**
 * What decides a search's facets, as a cache key: every filter but the sort (the order changes no count), the words
 * as the search reads them, whether the viewer sees the owner's every item, and the day (dates are judged by it).
 */
export function facetCacheKey(plan: SearchPlan, now: Date): string {
  const { sort: _sort, search: _search, ...rest } = plan.filter as ItemFilterInput & Record<string, unknown>;
  const filters = Object.entries(rest)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const owner = plan.filter.owner ?? null;
  const ownerView =
    owner !== null && plan.viewer !== null && (plan.viewer.role === 'admin' || plan.viewer.id === owner);
  return JSON.stringify([
    plan.words.map((w) => w.toLowerCase()),
    filters,
    ownerView,
    plan.dates ? now.toISOString().slice(0, 10) : null,
  ]);
}
