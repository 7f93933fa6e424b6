import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addDays,
  coreEntities,
  createOrm,
  DomainError,
  type EntityManager,
  FACET_DISTANCE_KM,
  FACET_PRICE_EDGES,
  type ItemFilterInput,
  lookupPlace,
  type NotFreeForRangeSql,
  type Orm,
  type SearchFacets,
  type SearchViewer,
  searchFacets,
  searchItems,
  toIsoDate,
} from '../src/index.js';
import { createDatabaseFromTemplate } from '../src/testing/index.js';

/**
 * Issue 24 §2/§5: facet counts against counts computed here, over generated listings. The test's own model of a
 * match (visibility, words, category, price in USD cents, distance, place text, instant book, dates, the owner's
 * view) is written out below; the listings' USD cents and the band edges' USD cents are read from the database
 * (they are the stored column and the conversion the price filter defines), everything else is counted in
 * JavaScript. Then every count is checked once more against the search itself: choosing the facet.
 */

let orm: Orm;
let drop: () => Promise<void>;
let em: EntityManager;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The sphere earthdistance measures on (its earth() is 6,378,168 m). */
const EARTH_M = 6_378_168;

/** The point `km` from `from` towards `bearing` (radians) on that sphere. */
function destination(from: { lat: number; lon: number }, km: number, bearing: number) {
  const rad = Math.PI / 180;
  const d = (km * 1000) / EARTH_M;
  const lat1 = from.lat * rad;
  const lon1 = from.lon * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: lat2 / rad, lon: lon2 / rad };
}

const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'AED', 'SAR'] as const;
/** Radii the cases below filter by, besides the bands: no listing is put within 100 m of any of them. */
const RADII_KM = [...FACET_DISTANCE_KM, 50, 300];

interface Listing {
  id: number;
  title: string;
  categoryId: number;
  ownerId: number;
  currency: string;
  cents: number;
  usdCents: number;
  location: string;
  /** Kilometres from the centre as generated; null without coordinates. */
  km: number | null;
  status: 'approved' | 'pending' | 'rejected';
  availability: boolean;
  instantBook: boolean;
}

const listings: Listing[] = [];
const owners = { ann: 0, ben: 0, cal: 0 };
let categoryIds: number[] = [];
let centre = { lat: 0, lon: 0 };

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.getConnection().execute<T[]>(text, params);
}

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  orm = await createOrm({ databaseUrl: db.databaseUrl, entities: coreEntities, poolMax: 4 });
  em = orm.em.fork();
  for (const name of Object.keys(owners) as (keyof typeof owners)[]) {
    const [row] = await sql<{ id: number }>(
      `insert into users (username, full_name, email, role, is_locked) values (?, ?, ?, 'user', ?) returning id`,
      [name, `${name} Tester`, `${name}@example.com`, name === 'cal'],
    );
    owners[name] = row!.id;
  }
  categoryIds = (await sql<{ id: number }>('select id from categories order by id')).map((r) => r.id);
  const london = lookupPlace('London');
  if (!london) throw new Error('the gazetteer knows London');
  centre = { lat: london.latitude, lon: london.longitude };

  const random = generator(24);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const values: unknown[] = [];
  const rows: string[] = [];
  for (let n = 0; n < 420; n++) {
    const currency = pick(CURRENCY_CODES);
    // Two in five exactly on a band edge (in some currency), the rest anywhere from 1 to 1,200.
    const cents = random() < 0.4 ? pick(FACET_PRICE_EDGES) * 100 : 100 + Math.floor(random() * 119_900);
    let km: number | null = null;
    if (random() < 0.85) {
      do km = random() * 400;
      while (RADII_KM.some((r) => Math.abs(km! - r) < 0.1));
    }
    const at = km === null ? null : destination(centre, km, random() * 2 * Math.PI);
    const words = [pick(['Lamp', 'Ladder', 'Kettle', 'Speaker', 'Stroller'])];
    if (random() < 0.25) words.push('Zephyr');
    if (random() < 0.2) words.push('Quokka');
    if (random() < 0.15) words.push('Busy');
    const roll = random();
    const status = roll < 0.05 ? 'pending' : roll < 0.1 ? 'rejected' : 'approved';
    const listing: Listing = {
      id: 0,
      title: `${words.join(' ')} ${n}`,
      categoryId: pick(categoryIds),
      ownerId: pick([owners.ann, owners.ann, owners.ben, owners.ben, owners.cal]),
      currency,
      cents,
      usdCents: 0,
      location: pick(['Camden, London', 'London Bridge', 'Brighton', 'Local Pickup', 'Oxford']),
      km,
      status,
      availability: random() > 0.06,
      instantBook: random() < 0.3,
    };
    listings.push(listing);
    rows.push('(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    values.push(
      listing.title,
      'Something to rent for a day or a week.',
      listing.categoryId,
      listing.ownerId,
      currency,
      cents,
      listing.location,
      at?.lat ?? null,
      at?.lon ?? null,
      status,
      listing.availability,
      listing.instantBook,
    );
  }
  const inserted = await sql<{ id: number; usd: number }>(
    `insert into items (title, description, category_id, owner_id, currency, price_per_day_cents, location,
       latitude, longitude, approval_status, availability, instant_book)
     values ${rows.join(', ')} returning id, price_per_day_usd_cents as usd`,
    values,
  );
  inserted.forEach((row, n) => {
    listings[n]!.id = row.id;
    listings[n]!.usdCents = row.usd;
  });
});

afterAll(async () => {
  await orm?.close();
  await drop?.();
});

/** The price filter's bound in USD cents: `koala_usd_cents`, the conversion the filter is defined by. */
async function usdCents(amount: number, currency: string): Promise<number> {
  const [row] = await sql<{ c: number }>('select koala_usd_cents(?::int, ?::text) as c', [
    Math.round(amount * 100),
    currency,
  ]);
  return row!.c;
}

/** Dates: "not free" is any listing with Busy in its title (the bookings service's rule is tested elsewhere). */
const busy: NotFreeForRangeSql = (bind) =>
  `select id as item_id from items where title like ${bind('%Busy%', 'text')}`;

interface Case {
  name: string;
  filter: Partial<ItemFilterInput>;
  viewer?: SearchViewer;
}

const today = toIsoDate(new Date());
const CASES: Case[] = [
  { name: 'everything', filter: {} },
  { name: 'a category', filter: { category: 'Tools' } },
  {
    name: 'a category by id, a price range in EUR',
    filter: { category: '2', minPrice: 20, maxPrice: 100, currency: 'EUR' },
  },
  {
    name: 'a word, a category and a ceiling in GBP',
    filter: { search: 'zephyr', category: 'Cameras', maxPrice: 50, currency: 'GBP' },
  },
  {
    name: 'a point and radius, a floor in AED',
    filter: { lat: 0, lon: 0, radiusKm: 25, minPrice: 50, currency: 'AED' },
  },
  {
    name: 'two words, instant book, a point, a range in CAD',
    filter: {
      search: 'quokka zephyr',
      instantBook: true,
      lat: 0,
      lon: 0,
      radiusKm: 300,
      minPrice: 10,
      maxPrice: 900,
      currency: 'CAD',
    },
  },
  {
    name: 'a place (its text, or within the default radius)',
    filter: { location: 'London', category: 'Gaming' },
  },
  {
    name: 'a place with a radius and a price',
    filter: { location: 'London', radiusKm: 10, maxPrice: 20, currency: 'USD' },
  },
  {
    name: 'dates',
    filter: { startDate: addDays(today, 3), endDate: addDays(today, 5), maxPrice: 100, currency: 'SAR' },
  },
  {
    name: "the owner's own view",
    filter: { owner: -1, category: 'Electronics' },
    viewer: { id: -1, role: 'user' },
  },
  { name: "a stranger's view of an owner", filter: { owner: -1 } },
];

/** A case with the generated values filled in (the centre, the owner). */
function resolve(c: Case): { filter: Partial<ItemFilterInput>; viewer: SearchViewer | null } {
  const filter = { ...c.filter };
  if (filter.lat === 0) Object.assign(filter, centre);
  if (filter.owner === -1) filter.owner = owners.ben;
  const viewer = c.viewer ? { ...c.viewer, id: owners.ben } : null;
  return { filter, viewer };
}

type Dimension = 'category' | 'price' | 'distance';

/** The counts the facets must give, computed from the listings. */
async function expected(
  filter: Partial<ItemFilterInput>,
  viewer: SearchViewer | null,
): Promise<SearchFacets> {
  const currency = filter.currency ?? 'USD';
  const min = filter.minPrice == null ? null : await usdCents(filter.minPrice, currency);
  const max = filter.maxPrice == null ? null : await usdCents(filter.maxPrice, currency);
  const edges = await Promise.all(FACET_PRICE_EDGES.map((e) => usdCents(e, currency)));
  const words = (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const categoryId = filter.category
    ? /^\d+$/.test(filter.category)
      ? Number(filter.category)
      : (await sql<{ id: number }>('select id from categories where name = ?', [filter.category]))[0]!.id
    : null;
  const ownerView = filter.owner != null && viewer !== null && viewer.id === filter.owner;
  const place = filter.lat == null && filter.location ? 'london' : null;
  const hasCentre = filter.lat != null || place !== null;
  const radius = filter.radiusKm ?? 50;
  const dates = Boolean(filter.startDate);

  const matches = (l: Listing, without: Dimension | null, withinKm = radius): boolean => {
    if (ownerView) {
      if (l.ownerId !== filter.owner) return false;
    } else {
      if (l.status !== 'approved' || !l.availability || l.ownerId === owners.cal) return false;
      if (filter.owner != null && l.ownerId !== filter.owner) return false;
    }
    const title = l.title.toLowerCase();
    if (!words.every((w) => title.split(' ').includes(w))) return false;
    if (filter.instantBook && !l.instantBook) return false;
    if (dates && l.title.includes('Busy')) return false;
    if (without !== 'category' && categoryId !== null && l.categoryId !== categoryId) return false;
    if (without !== 'price' && min !== null && l.usdCents < min) return false;
    if (without !== 'price' && max !== null && l.usdCents > max) return false;
    if (filter.location && !place && !l.location.toLowerCase().includes(filter.location.toLowerCase()))
      return false;
    if (hasCentre && without !== 'distance') {
      const text = place !== null && l.location.toLowerCase().includes(place);
      if (!text && (l.km === null || l.km > withinKm)) return false;
    }
    return true;
  };
  const count = (test: (l: Listing) => boolean) => listings.filter(test).length;
  const bands = [0, ...edges];
  return {
    total: count((l) => matches(l, null)),
    totalIsExact: true,
    categories: categoryIds.map((id) => ({
      id,
      name: expect.any(String) as unknown as string,
      count: count((l) => l.categoryId === id && matches(l, 'category')),
    })),
    priceBands: bands.map((low, n) => ({
      min: n === 0 ? 0 : FACET_PRICE_EDGES[n - 1]!,
      max: n < edges.length ? FACET_PRICE_EDGES[n]! : null,
      count: count(
        (l) =>
          (n === 0 || l.usdCents >= low) &&
          (n === edges.length || l.usdCents <= edges[n]!) &&
          matches(l, 'price'),
      ),
    })),
    distanceBands: hasCentre
      ? FACET_DISTANCE_KM.map((maxKm) => ({
          maxKm,
          count: count((l) => matches(l, null, maxKm)),
        }))
      : [],
  };
}

const facets = (filter: Partial<ItemFilterInput>, viewer: SearchViewer | null, now?: Date) =>
  searchFacets(em, filter, { viewer, availability: { notFree: busy, ...(now ? { now } : {}) } });

const total = async (filter: Partial<ItemFilterInput>, viewer: SearchViewer | null) =>
  (await searchItems(em, filter, { viewer, first: 1, after: null, availability: { notFree: busy } }))
    .totalCount;

describe('facet counts (issue 24 §2)', () => {
  it.each(CASES)('$name: every count is the one computed from the listings', async (c) => {
    const { filter, viewer } = resolve(c);
    const want = await expected(filter, viewer);
    const got = await facets(filter, viewer);
    expect(got).toEqual(want);
    // Not vacuous: the case finds something, and some facet differs from the total.
    expect(got.total).toBeGreaterThan(0);
  });

  it.each(CASES)('$name: each count is what choosing that facet answers', async (c) => {
    const { filter, viewer } = resolve(c);
    const got = await facets(filter, viewer);
    expect(got.total).toBe(await total(filter, viewer));
    // With words, a choice that full text finds nothing for shows the typo fallback's matches instead (as any
    // search does): a count of 0 there stands for "no exact match", and is not compared.
    const shown = <T extends { count: number }>(buckets: T[]) =>
      filter.search ? buckets.filter((b) => b.count > 0) : buckets;
    for (const category of shown(got.categories)) {
      expect(
        await total({ ...filter, category: String(category.id) }, viewer),
        `category ${category.name}`,
      ).toBe(category.count);
    }
    for (const band of shown(got.priceBands)) {
      const choice = {
        ...filter,
        minPrice: band.min > 0 ? band.min : null,
        maxPrice: band.max,
        currency: filter.currency ?? 'USD',
      };
      expect(await total(choice, viewer), `band ${band.min}–${band.max}`).toBe(band.count);
    }
    for (const band of shown(got.distanceBands)) {
      expect(await total({ ...filter, radiusKm: band.maxKm }, viewer), `within ${band.maxKm} km`).toBe(
        band.count,
      );
    }
  });

  it('counts a listing priced exactly on an edge in both bands, as choosing either shows it', async () => {
    const got = await facets({}, null);
    const edgeListings = listings.filter(
      (l) =>
        l.status === 'approved' &&
        l.availability &&
        l.ownerId !== owners.cal &&
        l.currency === 'USD' &&
        l.cents === 2000,
    );
    expect(edgeListings.length).toBeGreaterThan(0);
    const sum = got.priceBands.reduce((a, b) => a + b.count, 0);
    // More than the total: the listings on an edge are in two bands.
    expect(sum).toBeGreaterThan(got.total);
  });

  it('falls back to trigrams as the results do when full text finds nothing', async () => {
    const filter = { search: 'zephir' };
    const got = await facets(filter, null);
    expect(got.total).toBeGreaterThan(0);
    expect(got.total).toBe(await total(filter, null));
    expect(got.categories.reduce((a, c) => a + c.count, 0)).toBe(got.total);
  });

  it("caps the total as the results' count is capped, and keeps each facet exact", async () => {
    // Last in the file: 1,001 more listings, all matching one word.
    await sql(
      `insert into items (title, description, category_id, owner_id, currency, price_per_day_cents, location,
         approval_status)
       select 'Wombat ' || n, 'Something to rent.', ?, ?, 'USD', 1500, 'Oxford', 'approved'
       from generate_series(1, 1001) n`,
      [categoryIds[0], owners.ben],
    );
    const got = await facets({ search: 'wombat' }, null);
    const results = await searchItems(em, { search: 'wombat' }, { viewer: null, first: 1, after: null });
    expect({ n: results.totalCount, exact: results.totalIsExact }).toEqual({ n: 1000, exact: false });
    expect({ total: got.total, totalIsExact: got.totalIsExact }).toEqual({
      total: results.totalCount,
      totalIsExact: false,
    });
    expect(got.total).toBe(1000);
    expect(got.categories.find((c) => c.id === categoryIds[0])!.count).toBe(1001);
    expect(got.priceBands.find((b) => b.min === 10)!.count).toBe(1001);
    // One owner's listings are counted exactly, as 'Items by {username}' is.
    const own = await facets({ search: 'wombat', owner: owners.ben }, null);
    expect({ total: own.total, totalIsExact: own.totalIsExact }).toEqual({ total: 1001, totalIsExact: true });
  });

  it('refuses what the results refuse, with the same field', async () => {
    const bad: Partial<ItemFilterInput>[] = [
      { lat: 10 },
      { minPrice: 50, maxPrice: 10 },
      { currency: 'XYZ' },
      { radiusKm: -1 },
      { startDate: addDays(today, -3), endDate: addDays(today, -1) },
    ];
    for (const filter of bad) {
      const results = await searchItems(em, filter, { viewer: null, first: 1, after: null }).catch(
        (e: unknown) => e,
      );
      const counts = await facets(filter, null).catch((e: unknown) => e);
      expect(results, JSON.stringify(filter)).toBeInstanceOf(DomainError);
      expect(counts).toBeInstanceOf(DomainError);
      expect((counts as DomainError).fieldErrors).toEqual((results as DomainError).fieldErrors);
    }
  });
});
