import { type EntityManager, parseInput } from '@koalarent/core';
import { z } from 'zod';

/**
 * Issue 24 §4, the admins' Demand view: what people search for and don't find. The ranges it compares with the one
 * before them (Tracking's ranges but All time, which has no range before it and no bound on the rows read).
 */
export const DEMAND_RANGES = ['DAY', 'WEEK', 'MONTH'] as const;
export type DemandRange = (typeof DEMAND_RANGES)[number];

const HOUR_MS = 3600 * 1000;
/** Each range's length and the width of its chart's buckets (24 hours, 28 quarter days, 30 days). */
const RANGE_SHAPE: Record<DemandRange, { spanMs: number; bucketMs: number }> = {
  DAY: { spanMs: 24 * HOUR_MS, bucketMs: HOUR_MS },
  WEEK: { spanMs: 7 * 24 * HOUR_MS, bucketMs: 6 * HOUR_MS },
  MONTH: { spanMs: 30 * 24 * HOUR_MS, bucketMs: 24 * HOUR_MS },
};

/** The most rows each of the view's lists returns. */
export const MAX_DEMAND_ROWS = 50;

export const DemandFilter = z.object({
  range: z.enum(DEMAND_RANGES, {
    error: 'range must be DAY, WEEK or MONTH (Demand compares a range with the one before it)',
  }),
  first: z
    .number()
    .int(`first must be a whole number from 1 to ${MAX_DEMAND_ROWS}`)
    .min(1, `first must be a whole number from 1 to ${MAX_DEMAND_ROWS}`)
    .max(MAX_DEMAND_ROWS, `first must be a whole number from 1 to ${MAX_DEMAND_ROWS}`)
    .default(10),
});
export type DemandFilter = z.input<typeof DemandFilter>;

/** A search term of the range: how often, how often the range before, and how often it found nothing. */
export interface DemandTerm {
  /** The term as most visitors typed it (terms are counted case- and spacing-insensitively). */
  term: string;
  count: number;
  previousCount: number;
  zeroResultCount: number;
}

/** A search that found nothing, where it looked (null: anywhere) and for what (null: no words, only filters). */
export interface DemandZeroResult {
  place: string | null;
  term: string | null;
  count: number;
  previousCount: number;
  /** ISO 8601: the latest time it was searched in the range. */
  lastSearchedAt: string;
}

/** A place whose searches found nothing, all its terms together. */
export interface DemandPlace {
  place: string | null;
  count: number;
  previousCount: number;
}

/** One bar of the chart: the searches and all page views (searches included) from `start` for one bucket. */
export interface DemandBucket {
  /** ISO 8601 */
  start: string;
  searches: number;
  pageViews: number;
}

export interface DemandTotals {
  searches: number;
  previousSearches: number;
  /** Searches whose result count was reported as 0. */
  zeroResultSearches: number;
  previousZeroResultSearches: number;
  pageViews: number;
  previousPageViews: number;
}

export interface SearchDemand {
  range: DemandRange;
  /** ISO 8601: the range is [from, to); the one it is compared with is [from − (to − from), from). */
  from: string;
  to: string;
  bucketSeconds: number;
  totals: DemandTotals;
  topSearches: DemandTerm[];
  zeroResults: DemandZeroResult[];
  zeroResultPlaces: DemandPlace[];
  buckets: DemandBucket[];
}

/** A search's words, counted as one whatever their case and spacing. */
const TERM_KEY = `lower(regexp_replace(btrim(r.search_query), '\\s+', ' ', 'g'))`;
/** The searches of [previous start, end): the partial index browsing_records_searches answers them alone. */
const SEARCHES = `browsing_records r where r.page = '/search' and r."timestamp" >= ? and r."timestamp" < ?`;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The Demand view's numbers for a range ending at `now`: the most frequent searches, the searches that found
 * nothing (per place and term, and per place), each against the range before; the totals; and the searches and
 * page views per bucket for the chart. Every statement reads one time range through an index on it (searches
 * through the partial index of /search views, page views through the timestamp index) and returns a bounded
 * number of rows. Permission is the caller's to decide (the gateway allows admins only).
 */
export async function searchDemand(
  em: EntityManager,
  raw: DemandFilter,
  now = new Date(),
): Promise<SearchDemand> {
  const { range, first } = parseInput(DemandFilter, raw);
  const { spanMs, bucketMs } = RANGE_SHAPE[range];
  const to = now;
  const from = new Date(to.getTime() - spanMs);
  const previousFrom = new Date(from.getTime() - spanMs);
  const db = em.getConnection();
  const bucketSeconds = bucketMs / 1000;
  const bucketOf = `floor(extract(epoch from (r."timestamp" - ?::timestamptz)) / ${bucketSeconds})::int`;

  // One statement after another on the request's connection: an admin's view, not worth a pool's connections.
  const searchTotals: { s: number; ps: number; z: number; pz: number }[] = await db.execute(
    `select count(*) filter (where r."timestamp" >= ?)::int as s,
              count(*) filter (where r."timestamp" < ?)::int as ps,
              count(*) filter (where r."timestamp" >= ? and r.result_count = 0)::int as z,
              count(*) filter (where r."timestamp" < ? and r.result_count = 0)::int as pz
         from ${SEARCHES}`,
    [from, from, from, from, previousFrom, to],
  );
  const pageViewTotals: { v: number; pv: number }[] = await db.execute(
    `select count(*) filter (where r."timestamp" >= ?)::int as v,
              count(*) filter (where r."timestamp" < ?)::int as pv
         from browsing_records r where r."timestamp" >= ? and r."timestamp" < ?`,
    [from, from, previousFrom, to],
  );
  const topSearches: { term: string; count: number; previous: number; zero: number }[] = await db.execute(
    `select mode() within group (order by btrim(r.search_query)) as term,
              count(*) filter (where r."timestamp" >= ?)::int as count,
              count(*) filter (where r."timestamp" < ?)::int as previous,
              count(*) filter (where r."timestamp" >= ? and r.result_count = 0)::int as zero
         from ${SEARCHES} and r.search_query is not null and btrim(r.search_query) <> ''
        group by ${TERM_KEY}
       having count(*) filter (where r."timestamp" >= ?) > 0
        order by count desc, ${TERM_KEY}
        limit ${first}`,
    [from, from, from, previousFrom, to, from],
  );
  const zeroResults: {
    place: string | null;
    term: string | null;
    count: number;
    previous: number;
    last: Date | string;
  }[] = await db.execute(
    `select mode() within group (order by r.search_place) as place,
              mode() within group (order by btrim(r.search_query)) as term,
              count(*) filter (where r."timestamp" >= ?)::int as count,
              count(*) filter (where r."timestamp" < ?)::int as previous,
              max(r."timestamp") filter (where r."timestamp" >= ?) as last
         from ${SEARCHES} and r.result_count = 0
        group by lower(r.search_place), coalesce(${TERM_KEY}, '')
       having count(*) filter (where r."timestamp" >= ?) > 0
        order by count desc, last desc
        limit ${first}`,
    [from, from, from, previousFrom, to, from],
  );
  const zeroResultPlaces: { place: string | null; count: number; previous: number }[] = await db.execute(
    `select mode() within group (order by r.search_place) as place,
              count(*) filter (where r."timestamp" >= ?)::int as count,
              count(*) filter (where r."timestamp" < ?)::int as previous
         from ${SEARCHES} and r.result_count = 0
        group by lower(r.search_place)
       having count(*) filter (where r."timestamp" >= ?) > 0
        order by count desc, lower(r.search_place) nulls last
        limit ${first}`,
    [from, from, previousFrom, to, from],
  );
  const searchBuckets: { i: number; n: number }[] = await db.execute(
    `select ${bucketOf} as i, count(*)::int as n from ${SEARCHES} group by 1`,
    [from, from, to],
  );
  const viewBuckets: { i: number; n: number }[] = await db.execute(
    `select ${bucketOf} as i, count(*)::int as n
         from browsing_records r where r."timestamp" >= ? and r."timestamp" < ? group by 1`,
    [from, from, to],
  );

  const count = Math.round(spanMs / bucketMs);
  const buckets: DemandBucket[] = Array.from({ length: count }, (_, i) => ({
    start: new Date(from.getTime() + i * bucketMs).toISOString(),
    searches: 0,
    pageViews: 0,
  }));
  for (const { i, n } of searchBuckets) if (buckets[i]) buckets[i].searches = n;
  for (const { i, n } of viewBuckets) if (buckets[i]) buckets[i].pageViews = n;
  const s = searchTotals[0];
  const v = pageViewTotals[0];
  return {
    range,
    from: from.toISOString(),
    to: to.toISOString(),
    bucketSeconds,
    totals: {
      searches: s?.s ?? 0,
      previousSearches: s?.ps ?? 0,
      zeroResultSearches: s?.z ?? 0,
      previousZeroResultSearches: s?.pz ?? 0,
      pageViews: v?.v ?? 0,
      previousPageViews: v?.pv ?? 0,
    },
    topSearches: topSearches.map((r) => ({
      term: r.term,
      count: r.count,
      previousCount: r.previous,
      zeroResultCount: r.zero,
    })),
    zeroResults: zeroResults.map((r) => ({
      place: r.place,
      term: r.term ? r.term : null,
      count: r.count,
      previousCount: r.previous,
      lastSearchedAt: iso(r.last),
    })),
    zeroResultPlaces: zeroResultPlaces.map((r) => ({
      place: r.place,
      count: r.count,
      previousCount: r.previous,
    })),
    buckets,
  };
}
