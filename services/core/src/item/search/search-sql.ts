import {
  type Bbox,
  DEFAULT_RADIUS_KM,
  type ItemFilterInput,
  type ItemSort,
} from '../../contracts/item.schema.js';
import type { SearchDateRange } from '../../contracts/search-dates.schema.js';
import { lookupPlace } from '../../geo/gazetteer.js';
import { toMinorUnits } from '../../money/money.js';
import { ApprovalStatus } from '../item.entity.js';
import { ITEM_COLUMNS, ITEM_FROM } from '../item.queries.js';
import type { MatchMode, SearchCursor } from './cursor.js';

/** Who is searching; decides whether the `owner` filter shows every state of that owner's items. */
export interface SearchViewer {
  id: number;
  role: 'admin' | 'user';
}

/** The largest value of PostgreSQL's `integer`: ids beyond it name no row (and must not reach SQL). */
const MAX_INT = 2_147_483_647;
/** Words of a search beyond this many are ignored: a query is for finding things, not for pasting essays. */
const MAX_WORDS = 12;

/**
 * Issue 24 §1: the public search counts its matches exactly up to this many; beyond it the count says "1,000+"
 * (`totalIsExact` false). Counting stops after CAP + 1 rows however many match: counting every match of a common
 * word or of the plain list was most of a search's cost. One owner's listings ('Items by {username}') are counted
 * exactly (see countCap).
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * Issue 24 §1: a search by words ranks a bounded candidate set, not every match: the latest listed matches whose
 * TITLES hold the words, and the latest listed matches of any kind (highest ids), this many of each (see the
 * `ranked` statement shape). A search with fewer matches than this ranks every one, as before.
 */
export const RELEVANCE_CANDIDATES = 100;

/** The cap of a plan's count, or null when it is counted exactly: one owner's listings, whatever their number. */
export function countCap(plan: Pick<SearchPlan, 'filter'>): number | null {
  return plan.filter.owner != null ? null : SEARCH_COUNT_CAP;
}

/**
 * Issue 23 §4: a SELECT of `item_id`, never null: the listings WITHOUT a unit free for every day of the range at
 * `now`. What that means is the bookings service's rule (its `notFreeForRangeSql`); the gateway hands it to the
 * search, which cannot import a service. `bind` records a value and returns its placeholder with the cast.
 */
export type NotFreeForRangeSql = (
  bind: (value: unknown, cast: string) => string,
  range: SearchDateRange,
  now: Date,
) => string;

/** A search by dates: the range, the moment the rules are applied at, and who says what "free" means. */
export interface SearchDates {
  range: SearchDateRange;
  now: Date;
  notFree: NotFreeForRangeSql;
}

/** One statement and its positional parameters (`?`, as MikroORM's `execute` takes them). */
export interface SearchStatement {
  sql: string;
  params: unknown[];
}

/** A search's filters, resolved once: the words, the centre for distances, the effective sort. */
export interface SearchPlan {
  filter: ItemFilterInput;
  viewer: SearchViewer | null;
  /** The words, each a prefix every match must contain (see searchWords). */
  words: string[];
  centre: { latitude: number; longitude: number } | null;
  /** True when the centre came from the gazetteer resolving `location` (the text match still counts). */
  centreFromPlace: boolean;
  radiusMetres: number;
  sort: ItemSort;
  /** Issue 23 §4: only listings with a unit free for the range; null without dates. */
  dates: SearchDates | null;
}

/**
 * Words of a search: runs of letters and digits, apostrophes dropped first ("canon's" → canons, which the
 * English stems match as canon); single letters left over from "e-bike" or initials are dropped when there is
 * anything else to search for. Each word is quoted by PostgreSQL (koala_word_query), so nothing typed is syntax.
 */
export function searchWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = text
    .normalize('NFKC')
    .replace(/['’`]/g, '')
    .match(/[\p{L}\p{N}]+/gu);
  if (!words) return [];
  const meaningful = words.filter((w) => w.length > 1 || /\p{N}/u.test(w));
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_WORDS);
}

/**
 * Resolves a parsed filter. `sort` defaults to relevance when there are words and to newest otherwise;
 * relevance without words and distance without a centre fall back to newest.
 */
export function planSearch(
  filter: ItemFilterInput,
  viewer: SearchViewer | null,
  availability: { notFree: NotFreeForRangeSql; now: Date } | null = null,
): SearchPlan {
  let dates: SearchDates | null = null;
  if (filter.startDate && filter.endDate) {
    // A programming error, not the visitor's: a caller that takes dates must say what "free" means.
    if (!availability) throw new Error("A search by dates needs the bookings service's notFreeForRangeSql");
    dates = { range: { startDate: filter.startDate, endDate: filter.endDate }, ...availability };
  }
  const words = searchWords(filter.search);
  let centre: SearchPlan['centre'] = null;
  let centreFromPlace = false;
  if (filter.lat != null && filter.lon != null) {
    centre = { latitude: filter.lat, longitude: filter.lon };
  } else if (filter.location) {
    const place = lookupPlace(filter.location);
    if (place) {
      centre = { latitude: place.latitude, longitude: place.longitude };
      centreFromPlace = true;
    }
  }
  let sort: ItemSort = filter.sort ?? (words.length > 0 ? 'relevance' : 'newest');
  if (sort === 'relevance' && words.length === 0) sort = 'newest';
  if (sort === 'distance' && centre === null) sort = 'newest';
  return {
    filter,
    viewer,
    words,
    centre,
    centreFromPlace,
    radiusMetres: (filter.radiusKm ?? DEFAULT_RADIUS_KM) * 1000,
    sort,
    dates,
  };
}

/** Appends parameters in the order their `?` appear in the text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return '?';
  }
}

/** A key of a keyset order: its value for a row, and how it goes into a cursor and comes back out. */
interface SortKey {
  /** The value as an expression over `i`. */
  value: (p: Params) => string;
  /** The value (an expression of the value's type) printed for the cursor. */
  text: (value: string) => string;
  /** The cursor's text turned back into the value's type. */
  param: (p: Params, key: string) => string;
}

/**
 * Every word a prefix, every word required: `koala_word_query` (Migration20261123100000) makes each word a
 * prefix query over both halves of search_vector (as typed, and English stems), safely quoted.
 */
const tsquery = (p: Params, words: string[]): string =>
  `(${words.map((w) => `koala_word_query(${p.add(w)})`).join(' && ')})`;

const trigramQuery = (p: Params, words: string[]): string =>
  `koala_unaccent(lower(${p.add(words.join(' '))}))`;

/** Every word a prefix of a word of the TITLE (weight A of search_vector): `koala_title_word_query`. */
const titleTsquery = (p: Params, words: string[]): string =>
  `(${words.map((w) => `koala_title_word_query(${p.add(w)})`).join(' && ')})`;

/** The match condition and the relevance score for the words, in either mode. */
function wordMatch(p: Params, plan: SearchPlan, mode: MatchMode): { where: string; rank: string } {
  // Each getter adds its parameters when read, so only the part used is written into the statement.
  if (mode === 'fts') {
    return {
      get where() {
        return `i.search_vector @@ ${tsquery(p, plan.words)}`;
      },
      get rank() {
        return `ts_rank_cd(i.search_vector, ${tsquery(p, plan.words)})`;
      },
    };
  }
  // Typo fallback: the words against the best-matching stretch of the title (pg_trgm's word similarity at
  // 0.4, inside koala_items_title_like, through the trigram index on the unaccented lower-case title). Ranked by
  // strict word similarity, which compares whole words: "camra" ties "camping" and "camera" at 0.5 on word
  // similarity (both share "cam"), but only "camera" shares the word's ending too (0.44 against 0.27).
  return {
    get where() {
      return `i.id in (select koala_items_title_like(${p.add(plan.words.join(' '))}))`;
    },
    get rank() {
      return `strict_word_similarity(${trigramQuery(p, plan.words)}, koala_unaccent(lower(i.title)))`;
    },
  };
}

const earthAt = (p: Params, c: { latitude: number; longitude: number }): string =>
  `ll_to_earth(${p.add(c.latitude)}::float8, ${p.add(c.longitude)}::float8)`;

/**
 * Metres along the earth from the centre to the listing: `earth_distance` (sec_to_gc of the straight-line distance)
 * over the listing's stored point, `i.earth`, not one computed from its coordinates for every row.
 */
export const earthMetres = (centre: string): string => `sec_to_gc(cube_distance(${centre}, i.earth))`;

/** Kilometres from the centre; null for an item without coordinates. */
const distanceKm = (p: Params, plan: SearchPlan): string =>
  plan.centre ? `(${earthMetres(earthAt(p, plan.centre))} / 1000.0)` : 'null';

/**
 * Within the radius: the earth_box cube (GiST index `items_earth`) first, then the straight-line distance against the
 * chord of the radius (the same test as the distance along the earth, which rises with it, without sec_to_gc's SQL
 * call for every candidate in the box).
 */
function withinRadius(p: Params, plan: SearchPlan): string {
  const centre = plan.centre!;
  return `(earth_box(${earthAt(p, centre)}, ${p.add(plan.radiusMetres)}::float8) @> i.earth
    and cube_distance(${earthAt(p, centre)}, i.earth) <= 2 * earth() * sin(${p.add(plan.radiusMetres)}::float8 / (2 * earth())))`;
}

/** The range of cos (or sin, `shift` = π/2) over an interval of angles in radians, lo ≤ hi, hi − lo < 2π. */
function trigRange(lo: number, hi: number, shift: number): [number, number] {
  const f = (a: number) => Math.cos(a - shift);
  let min = Math.min(f(lo), f(hi));
  let max = Math.max(f(lo), f(hi));
  // Extremes inside the interval: cos(a − shift) is 1 at a = shift + 2kπ and −1 at shift + π + 2kπ.
  for (let k = Math.ceil((lo - shift) / Math.PI); shift + k * Math.PI <= hi; k++) {
    if (k % 2 === 0) max = 1;
    else min = -1;
  }
  return [min, max];
}

/**
 * The smallest axis-aligned cube (earth-centred, unit radius) holding every point of a longitude/latitude box:
 * z = sin(lat) is monotonic; x = cos(lat)·cos(lon) and y = cos(lat)·sin(lon) take their extremes at the product of
 * the ranges of their factors (cos(lat) ≥ 0 over any latitude). Widened by 1e-9 (about 6 mm) so rounding in
 * PostgreSQL's own trigonometry never leaves a point on an edge outside it.
 */
export function boxCube(box: Bbox): { low: [number, number, number]; high: [number, number, number] } {
  const rad = Math.PI / 180;
  const [lon0, lon1] = [box.minLon * rad, box.maxLon * rad];
  const [lat0, lat1] = [box.minLat * rad, box.maxLat * rad];
  const [cosLat0, cosLat1] = trigRange(lat0, lat1, 0);
  const [cosLon0, cosLon1] = trigRange(lon0, lon1, 0);
  const [sinLon0, sinLon1] = trigRange(lon0, lon1, Math.PI / 2);
  const products = (a0: number, a1: number) => [cosLat0 * a0, cosLat0 * a1, cosLat1 * a0, cosLat1 * a1];
  const xs = products(cosLon0, cosLon1);
  const ys = products(sinLon0, sinLon1);
  const e = 1e-9;
  return {
    low: [Math.min(...xs) - e, Math.min(...ys) - e, Math.sin(lat0) - e],
    high: [Math.max(...xs) + e, Math.max(...ys) + e, Math.sin(lat1) + e],
  };
}

/** Inside the box, edges included: its bounding cube against `items_earth` first, the exact ranges after. */
function withinBox(p: Params, box: Bbox): string {
  const { low, high } = boxCube(box);
  const corner = (xyz: number[]) => `array[${xyz.map((v) => `${p.add(v)}::float8 * earth()`).join(', ')}]`;
  return `(cube(${corner(low)}, ${corner(high)}) @> i.earth
    and i.latitude between ${p.add(box.minLat)}::float8 and ${p.add(box.maxLat)}::float8
    and i.longitude between ${p.add(box.minLon)}::float8 and ${p.add(box.maxLon)}::float8)`;
}

/** Escapes LIKE's wildcards so the text matches literally. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The CTE of a search by dates: the listings without a unit free for the range. */
const NOT_FREE = 'not_free_for_range';

/**
 * `with not_free_for_range as materialized (…) ` for a search by dates, else ''. It heads the statement, so it is
 * made first (its parameters come first) and evaluated once, however many times the conditions name it.
 */
export function withNotFree(p: Params, plan: SearchPlan): string {
  if (!plan.dates) return '';
  const { range, now, notFree } = plan.dates;
  return `with ${NOT_FREE} as materialized (\n${notFree((value, cast) => `${p.add(value)}::${cast}`, range, now)}\n)\n`;
}

/** Every filter of the plan, as one condition over `items i`. */
export function conditions(p: Params, plan: SearchPlan, mode: MatchMode): string {
  const { filter, viewer } = plan;
  const and: string[] = [];
  const owner = filter.owner ?? null;
  if (owner !== null && owner > MAX_INT) return 'false';
  const ownerMode = owner !== null && viewer !== null && (viewer.role === 'admin' || viewer.id === owner);
  if (ownerMode) {
    // The owner (or an admin) looking at the owner's items: every approval state, available or not.
    and.push(`i.owner_id = ${p.add(owner)}`);
  } else {
    and.push(`i.approval_status = '${ApprovalStatus.Approved}' and i.availability`);
    and.push('not exists (select 1 from users u where u.id = i.owner_id and u.is_locked)');
    if (owner !== null) and.push(`i.owner_id = ${p.add(owner)}`);
  }

  const category = filter.category?.trim();
  if (category) {
    if (/^\d+$/.test(category)) {
      const id = Number(category);
      and.push(id >= 1 && id <= MAX_INT ? `i.category_id = ${p.add(id)}` : 'false');
    } else {
      and.push(
        `i.category_id = (select c.id from categories c where lower(c.name) = lower(${p.add(category)}))`,
      );
    }
  }

  if (plan.words.length > 0) and.push(wordMatch(p, plan, mode).where);

  // Bounds in the viewer's currency, converted by the same function that computed each item's normalised
  // price: an item priced exactly at a bound rounds to the same USD cents and is included.
  const currency = filter.currency ?? 'USD';
  if (filter.minPrice != null) {
    and.push(
      `i.price_per_day_usd_cents >= koala_usd_cents(${p.add(toMinorUnits(filter.minPrice))}::int, ${p.add(currency)}::text)`,
    );
  }
  if (filter.maxPrice != null) {
    and.push(
      `i.price_per_day_usd_cents <= koala_usd_cents(${p.add(toMinorUnits(filter.maxPrice))}::int, ${p.add(currency)}::text)`,
    );
  }

  // Issue 23 §5: only listings a trusted renter can book at once.
  if (filter.instantBook === true) and.push('i.instant_book');

  const location = filter.location?.trim();
  const textMatch = location
    ? `koala_unaccent(lower(i.location)) like '%' || koala_unaccent(lower(${p.add(likeLiteral(location))})) || '%'`
    : null;
  if (plan.centre && plan.centreFromPlace) {
    // `location` names a known place: items whose location text mentions it, and items within the radius of it.
    and.push(`(${textMatch} or ${withinRadius(p, plan)})`);
  } else {
    if (textMatch) and.push(textMatch);
    if (plan.centre) and.push(withinRadius(p, plan));
  }

  // Issue 24 §3: the map's box, through the GiST index on the stored point (`items_earth`) first, exactly after.
  if (filter.bbox) and.push(withinBox(p, filter.bbox));

  // Dates: the listings not free, read once at the top of the statement (`withNotFree`), hashed by NOT IN.
  if (plan.dates) and.push(`i.id not in (select item_id from ${NOT_FREE})`);
  return and.join('\n    and ');
}

/** Microseconds since the epoch: created_at exactly (a JavaScript Date would drop the microseconds). */
const createdAtKey: SortKey = {
  value: () => 'i.created_at',
  text: (v) => `(extract(epoch from ${v}) * 1000000)::bigint::text`,
  param: (p, key) => `(timestamptz 'epoch' + ${p.add(key)}::bigint * interval '1 microsecond')`,
};

const plainKey = (column: string, type: string): SortKey => ({
  value: () => column,
  text: (v) => `${v}::text`,
  param: (p, key) => `${p.add(key)}::${type}`,
});

/** How many sort keys (besides the id) a cursor of this plan's order carries. */
export function sortKeyCount(plan: SearchPlan): number {
  return sortKeys(plan, 'fts').keys.length;
}

/** The keys of each order, all ascending or all descending, the id last (unique, so the order is total). */
function sortKeys(plan: SearchPlan, mode: MatchMode): { keys: SortKey[]; descending: boolean } {
  switch (plan.sort) {
    case 'relevance':
      return {
        keys: [
          // ts_rank_cd and word_similarity are `real`: compared as real, so the printed value round-trips.
          {
            value: (p) => wordMatch(p, plan, mode).rank,
            text: (v) => `${v}::text`,
            param: (p, key) => `${p.add(key)}::real`,
          },
          createdAtKey,
        ],
        descending: true,
      };
    case 'price_asc':
      return { keys: [plainKey('i.price_per_day_usd_cents', 'int')], descending: false };
    case 'price_desc':
      return { keys: [plainKey('i.price_per_day_usd_cents', 'int')], descending: true };
    case 'rating':
      return {
        keys: [plainKey('i.average_rating', 'float8'), plainKey('i.review_count', 'int')],
        descending: true,
      };
    case 'distance':
      return {
        keys: [
          {
            // Items found by their location text may have no coordinates: they come last.
            value: (p) => `coalesce(${distanceKm(p, plan)}, 'Infinity'::float8)`,
            text: (v) => `${v}::text`,
            param: (p, key) => `${p.add(key)}::float8`,
          },
        ],
        descending: false,
      };
    default:
      return { keys: [createdAtKey], descending: true };
  }
}

/**
 * How the statement reads the matches (issue 24 §1: no shape reads every match of a common query).
 * - `twoPass`: the count and the page as two scans. The count stops after the cap (countCap) plus one; the page is
 *   read in an order an index can give where there is one (newest, price, rating of the public list; the newest of
 *   a category), so it stops after `limit` rows however many match.
 * - `ranked` (relevance by full text): a bounded candidate set is ranked, not every match: the
 *   RELEVANCE_CANDIDATES matches with the highest ids whose titles hold the words and as many of any kind, ordered
 *   by rank (then newest, then id); every other match follows them, newest first, with a rank key of -1, so paging still reaches each
 *   match exactly once (those are read only after the first page, which the candidates fill). With fewer matches
 *   than RELEVANCE_CANDIDATES every match is a candidate: the order is the rank order over all of them, as before.
 *   The candidates are chosen by id, not as a scan happens to meet them: a plan that reads the table in another
 *   order (a sequential scan joined to another one, synchronize_seqscans) must not change them between pages.
 * - `onePass` (relevance in the typo fallback, whose matches the trigram function returns as a set, and relevance
 *   around a centre, whose matches the radius bounds): one scan, an exact count as a window over it, the page sorted
 *   from it (EXPLAIN: for text + radius the ranked shape read about 2.5× the buffers).
 */
export type StatementShape = 'twoPass' | 'onePass' | 'ranked';

export function statementShape(plan: SearchPlan, mode: MatchMode = 'fts'): StatementShape {
  if (plan.sort !== 'relevance') return 'twoPass';
  // With a centre the radius bounds the matches: one ranked scan of them is cheaper than the candidates' three.
  return mode === 'fts' && plan.centre === null ? 'ranked' : 'onePass';
}

/** The rank key of a match outside the ranked candidates (ranks are never negative). */
const UNRANKED = -1;

/** The count of the matches of `where`, stopping after `cap` + 1 when capped. */
function countOf(p: Params, where: string, cap: number | null): string {
  if (cap === null) return `select count(*)::int as total from items i where ${where}`;
  return `select count(*)::int as total from (select 1 from items i where ${where} limit ${p.add(cap + 1)}::int) c`;
}

/**
 * The one statement of a search page: the number of matches (ignoring the cursor; capped, see countCap) and up to
 * `limit` rows after the cursor, each with its distance, its sort keys printed for the next cursor, and the item
 * itself (the columns of `ItemRecord`, read by primary key once the page is chosen, so the caller needs no second
 * statement). The `twoPass` and `ranked` shapes always return at least one row (the count, with a null id when the
 * page is empty); the `onePass` shape returns no row for an empty page, and after a cursor the count then needs
 * `countStatement`. Parameters are appended in the order their `?` appear in the text.
 */
export function searchStatement(
  plan: SearchPlan,
  mode: MatchMode,
  after: SearchCursor | null,
  limit: number,
): SearchStatement & { keyCount: number; shape: StatementShape } {
  const p = new Params();
  const shape = statementShape(plan, mode);
  const cap = shape === 'onePass' ? null : countCap(plan);
  const { keys, descending } = sortKeys(plan, mode);
  const dir = descending ? 'desc' : 'asc';
  if (after && after.keys.length !== keys.length) throw new RangeError('cursor keys do not fit the sort');
  const keyset = (value: (k: SortKey) => string, id: string): string => {
    if (!after) return '';
    const left = [...keys.map(value), id].join(', ');
    const right = [...keys.map((k, n) => k.param(p, after.keys[n]!)), `${p.add(after.id)}::int`].join(', ');
    return `(${left}) ${descending ? '<' : '>'} (${right})`;
  };
  const order = (prefix: string, id: string) =>
    [...keys.map((_, n) => `${prefix}o${n} ${dir}`), `${id} ${dir}`].join(', ');
  // The page's own columns: the count, the id, the distance, the sort keys (as values, and printed for the cursor).
  const pageColumns = (prefix: string) =>
    [
      `${prefix}id`,
      `${prefix}distance_km`,
      ...keys.map((k, n) => `${prefix}o${n}, ${k.text(`${prefix}o${n}`)} as k${n}`),
    ].join(', ');

  let prelude = withNotFree(p, plan);
  let page: string;
  if (shape === 'ranked') {
    // The candidates: the highest ids (the latest listed), a fixed set whatever plan reads them, so every page ranks
    // the same ones. A common word walks the primary key backwards and stops after them; a rarer one is read from the
    // full-text index and only the ids are sorted.
    const newest = 'order by i.created_at desc, i.id desc';
    // At least a page and one more, so that the first page and whether a next one exists come from the candidates.
    const bound = Math.max(RELEVANCE_CANDIDATES, limit);
    const titleWhere = `${conditions(p, plan, mode)}\n    and i.search_vector @@ ${titleTsquery(p, plan.words)}`;
    const titled = `search_title as materialized (\n  select i.id from items i where ${titleWhere}\n  order by i.id desc limit ${p.add(bound)}::int\n)`;
    const recentWhere = conditions(p, plan, mode);
    const recent = `search_recent as materialized (\n  select i.id from items i where ${recentWhere}\n  order by i.id desc limit ${p.add(bound)}::int\n)`;
    prelude = `${prelude ? `${prelude.trimEnd()},\n` : 'with '}${titled},\n${recent}\n`;
    const candidates = '(select id from search_title union select id from search_recent)';
    const count = countOf(p, conditions(p, plan, mode), cap);
    const rankedDistance = distanceKm(p, plan);
    const rank = wordMatch(p, plan, mode).rank;
    // The rest: only when the matches filled their candidates (else every match is a candidate already), never on the
    // first page (the candidates fill it then), and after a cursor in the rest, from it on in the index's order.
    const restDistance = distanceKm(p, plan);
    let restWhere = `${conditions(p, plan, mode)}\n        and i.id not in ${candidates}\n        and (select count(*) from search_recent) >= ${p.add(bound)}::int`;
    if (!after) restWhere += '\n        and false';
    if (after && Number(after.keys[0]) === UNRANKED) {
      restWhere += `\n        and (i.created_at, i.id) < (${createdAtKey.param(p, after.keys[1]!)}, ${p.add(after.id)}::int)`;
    }
    const restLimit = p.add(limit);
    const after_ = keyset((k) => `m.o${keys.indexOf(k)}`, 'm.id');
    page = `select t.total, ${pageColumns('r.')}
  from (${count}) t
  left join lateral (
    select m.id, m.distance_km, m.o0, m.o1
    from (
      select i.id, ${rankedDistance} as distance_km, ${rank} as o0, i.created_at as o1
      from items i
      where i.id in ${candidates}
      union all
      (select i.id, ${restDistance} as distance_km, (${UNRANKED})::real as o0, i.created_at as o1
      from items i
      where ${restWhere}
      ${newest}
      limit ${restLimit}::int)
    ) m${
      after_
        ? `
    where ${after_}`
        : ''
    }
    order by ${order('m.', 'm.id')}
    limit ${p.add(limit)}::int
  ) r on true`;
  } else if (shape === 'onePass') {
    const distance = distanceKm(p, plan);
    const values = keys.map((k, n) => `${k.value(p)} as o${n}`).join(', ');
    const where = conditions(p, plan, mode);
    // The keyset is applied outside the window, so the count still covers every match.
    const after_ = keyset((k) => `m.o${keys.indexOf(k)}`, 'm.id');
    page = `select m.total, ${pageColumns('m.')}
  from (
    select i.id, ${distance} as distance_km, ${values}, count(*) over ()::int as total
    from items i
    where ${where}
  ) m${after_ ? `\n  where ${after_}` : ''}
  order by ${order('m.', 'm.id')}
  limit ${p.add(limit)}::int`;
  } else {
    // The matches, up to the cap and one more, each with its sort keys: the count, and while there are no more than
    // the cap (or no cap: one owner's listings), every match, so the page is sorted from them and the table is read
    // once. Beyond the cap the page is read on its own, in an order an index gives where there is one.
    const matchDistance = distanceKm(p, plan);
    const matchValues = keys.map((k, n) => `${k.value(p)} as o${n}`).join(', ');
    const matchWhere = conditions(p, plan, mode);
    const matchLimit = cap === null ? '' : `\n  limit ${p.add(cap + 1)}::int`;
    const matches = `search_matches as materialized (\n  select i.id, ${matchDistance} as distance_km, ${matchValues}\n  from items i where ${matchWhere}${matchLimit}\n)`;
    prelude = `${prelude ? `${prelude.trimEnd()},\n` : 'with '}${matches}\n`;
    const cols = (prefix: string) =>
      [`${prefix}id`, `${prefix}distance_km`, ...keys.map((_, n) => `${prefix}o${n}`)].join(', ');
    // Parameters in the order the text reads: the cap's, then the cursor's.
    const underCap = cap === null ? '' : `t.total <= ${p.add(cap)}::int`;
    const fromMatches = keyset((k) => `m.o${keys.indexOf(k)}`, 'm.id');
    const fromMatchesWhere = [underCap, fromMatches].filter(Boolean).join(' and ');
    const firstBranch = `(select ${cols('m.')} from search_matches m${fromMatchesWhere ? ` where ${fromMatchesWhere}` : ''}
      order by ${order('m.', 'm.id')} limit ${p.add(limit)}::int)`;
    let secondBranch = '';
    if (cap !== null) {
      const distance = distanceKm(p, plan);
      const values = keys.map((k, n) => `${k.value(p)} as o${n}`).join(', ');
      let where = `t.total > ${p.add(cap)}::int\n    and ${conditions(p, plan, mode)}`;
      const after_ = keyset((k) => k.value(p), 'i.id');
      if (after_) where += `\n    and ${after_}`;
      // The ORDER BY names the output columns, so an index on the underlying column still gives the order.
      secondBranch = `
      union all
      (select i.id, ${distance} as distance_km, ${values}
      from items i
      where ${where}
      order by ${order('', 'i.id')}
      limit ${p.add(limit)}::int)`;
    }
    page = `select t.total, ${pageColumns('p.')}
  from (select count(*)::int as total from search_matches) t
  left join lateral (
    select ${cols('q.')} from (
      ${firstBranch}${secondBranch}
    ) q
    order by ${order('q.', 'q.id')}
    limit ${p.add(limit)}::int
  ) p on true`;
  }
  // The page's items are joined after its LIMIT: a primary-key read of at most `limit` rows, never of every match.
  const printedKeys = keys.map((_, n) => `page.k${n}`).join(', ');
  const sql = `${prelude}select page.total, page.distance_km, ${printedKeys}, ${ITEM_COLUMNS}
from (
  ${page}
) page
left join (${ITEM_FROM}) on i.id = page.id
order by ${order('page.', 'page.id')}`;
  return { sql, params: p.values, keyCount: keys.length, shape };
}

/** Only the number of matches: for an empty `onePass` page after a cursor. */
export function countStatement(plan: SearchPlan, mode: MatchMode): SearchStatement {
  const p = new Params();
  const prelude = withNotFree(p, plan);
  const where = conditions(p, plan, mode);
  return { sql: `${prelude}select count(*)::int as total from items i where ${where}`, params: p.values };
}
