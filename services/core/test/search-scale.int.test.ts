import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  coreEntities,
  createOrm,
  type EntityManager,
  type ItemFilterInput,
  type Orm,
  RELEVANCE_CANDIDATES,
  SEARCH_COUNT_CAP,
  type SearchOptions,
  searchItems,
} from '../src/index.js';
import { createDatabaseFromTemplate } from '../src/testing/index.js';

/**
 * Issue 24 §1 and §5: counts exact up to the cap and "1,000+" beyond it (one owner's listings always exact), and every
 * filter combined with paging: each match exactly once across the pages, none lost, none twice, in every order,
 * including relevance past its bounded candidate set. 1,500 generated listings (deterministic, no randomness), more
 * than the cap in the public list; what each filter should find is computed here in plain SQL, independently of the
 * search's statement.
 */

let orm: Orm;
let drop: () => Promise<void>;
let em: EntityManager;
const owners: Record<'bulk' | 'other' | 'locked', number> = { bulk: 0, other: 0, locked: 0 };
const LISTINGS = 1500;
const SYDNEY = { lat: -33.8688, lon: 151.2093 };

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
      `insert into users (username, full_name, email, is_locked) values (?, ?, ?, ?) returning id`,
      [name, `${name} Tester`, `${name}@example.com`, name === 'locked'],
    );
    owners[name] = row!.id;
  }
  // Titles by g % 5, "camera" in one description in three, categories by g % 6, four currencies, prices spread,
  // coordinates on a grid around Sydney (a few without), created_at in threes (ties broken by id), some pending,
  // some unavailable, owners: bulk (most), other, locked (one in twelve).
  await sql(
    `insert into items (title, description, category_id, owner_id, currency, price_per_day_cents, location, latitude,
       longitude, approval_status, availability, average_rating, review_count, instant_book, created_at)
     select (array['Camera kit', 'Cordless drill', 'Family tent', 'Mountain bike', 'Desk lamp'])[1 + g % 5] || ' ' || g,
       case when g % 3 = 0 then 'Works with any camera and tripod.' else 'Clean and ready to rent.' end,
       (select id from categories order by id offset g % 6 limit 1),
       case when g % 12 = 0 then ? when g % 6 = 0 then ? else ? end,
       (array['USD', 'EUR', 'GBP', 'AUD'])[1 + g % 4], 500 + (g * 37) % 20000, 'Somewhere ' || g % 7,
       case when g % 97 = 0 then null else ?::float8 + ((g % 50) - 25) * 0.01 end,
       case when g % 97 = 0 then null else ?::float8 + (((g / 50) % 30) - 15) * 0.01 end,
       case when g % 17 = 0 then 'pending' else 'approved' end, g % 19 <> 0, (g % 10) / 2.0, g % 7, g % 3 = 0,
       timestamptz '2026-01-01' + (g / 3) * interval '1 hour'
     from generate_series(1, ?::int) g`,
    [owners.locked, owners.other, owners.bulk, SYDNEY.lat, SYDNEY.lon, LISTINGS],
  );
}, 120_000);

afterAll(async () => {
  await orm?.close();
  await drop?.();
});

const PUBLIC = `i.approval_status = 'approved' and i.availability
  and not exists (select 1 from users u where u.id = i.owner_id and u.is_locked)`;
const nearSydney = (km: number) =>
  `earth_distance(ll_to_earth(i.latitude, i.longitude), ll_to_earth(${SYDNEY.lat}, ${SYDNEY.lon})) <= ${km * 1000}`;
const cameraWords = `(i.title ilike '%camera%' or i.description ilike '%camera%'
  or i.category_id = (select id from categories where name = 'Cameras'))`;

/** The ids a filter must find, in plain SQL over `items i`. */
async function expected(where: string): Promise<number[]> {
  const rows = await sql<{ id: number }>(`select i.id from items i where ${where} order by i.id`);
  return rows.map((r) => r.id);
}

async function allPages(
  filter: Partial<ItemFilterInput>,
  size: number,
  options: Partial<SearchOptions> = {},
) {
  const ids: number[] = [];
  let after: string | null = null;
  let first: { totalCount: number; totalIsExact: boolean } | null = null;
  for (let pages = 0; pages < 200; pages++) {
    const page = await searchItems(em, filter, { viewer: null, first: size, after, ...options });
    first ??= { totalCount: page.totalCount, totalIsExact: page.totalIsExact };
    // Every page carries the same count.
    expect({ totalCount: page.totalCount, totalIsExact: page.totalIsExact }).toEqual(first);
    ids.push(...page.rows.map((r) => r.id));
    if (!page.hasNextPage) return { ids, ...first };
    after = page.endCursor;
  }
  throw new Error('paging never ended');
}

describe('search counts: exact up to the cap, "1,000+" beyond (issue 24 §1)', () => {
  it('caps the public list at SEARCH_COUNT_CAP and says the count is not exact', async () => {
    const all = await expected(PUBLIC);
    expect(all.length).toBeGreaterThan(SEARCH_COUNT_CAP);
    const page = await searchItems(em, {}, { viewer: null, first: 20, after: null });
    expect(page.totalCount).toBe(SEARCH_COUNT_CAP);
    expect(page.totalIsExact).toBe(false);
    const words = await searchItems(em, { search: 'camera' }, { viewer: null, first: 20, after: null });
    const cameras = await expected(`${PUBLIC} and ${cameraWords}`);
    expect(words.totalIsExact).toBe(cameras.length <= SEARCH_COUNT_CAP);
    expect(words.totalCount).toBe(Math.min(cameras.length, SEARCH_COUNT_CAP));
  });

  it('counts exactly below the cap, at it, and just above it', async () => {
    const tools = await expected(
      `${PUBLIC} and i.category_id = (select id from categories where name = 'Tools')`,
    );
    const small = await searchItems(em, { category: 'Tools' }, { viewer: null, first: 5, after: null });
    expect(small.totalCount).toBe(tools.length);
    expect(small.totalIsExact).toBe(true);
    // Prices rank the public list: a ceiling that leaves exactly the cap, and one that leaves one more.
    const byPrice = await sql<{ usd: number }>(
      `select i.price_per_day_usd_cents as usd from items i where ${PUBLIC} order by 1`,
    );
    const atCap = byPrice[SEARCH_COUNT_CAP - 1]!.usd;
    const aboveCap = byPrice[SEARCH_COUNT_CAP]!.usd;
    const count = async (maxUsdCents: number) => {
      const n = (await expected(`${PUBLIC} and i.price_per_day_usd_cents <= ${maxUsdCents}`)).length;
      const page = await searchItems(
        em,
        { maxPrice: maxUsdCents / 100, currency: 'USD' },
        { viewer: null, first: 1, after: null },
      );
      return { n, totalCount: page.totalCount, totalIsExact: page.totalIsExact };
    };
    const at = await count(atCap);
    if (at.n === SEARCH_COUNT_CAP)
      expect(at).toEqual({ n: SEARCH_COUNT_CAP, totalCount: SEARCH_COUNT_CAP, totalIsExact: true });
    const above = await count(aboveCap);
    expect(above.n).toBeGreaterThan(SEARCH_COUNT_CAP);
    expect(above.totalCount).toBe(SEARCH_COUNT_CAP);
    expect(above.totalIsExact).toBe(false);
  });

  it("counts one owner's listings exactly, past the cap ('Items by {username}')", async () => {
    const publicOfBulk = await expected(`${PUBLIC} and i.owner_id = ${owners.bulk}`);
    expect(publicOfBulk.length).toBeGreaterThan(SEARCH_COUNT_CAP);
    const anonymous = await searchItems(em, { owner: owners.bulk }, { viewer: null, first: 20, after: null });
    expect(anonymous.totalCount).toBe(publicOfBulk.length);
    expect(anonymous.totalIsExact).toBe(true);
    const everyState = await expected(`i.owner_id = ${owners.bulk}`);
    const own = await searchItems(
      em,
      { owner: owners.bulk },
      { viewer: { id: owners.bulk, role: 'user' }, first: 20, after: null },
    );
    expect(own.totalCount).toBe(everyState.length);
    expect(own.totalIsExact).toBe(true);
  });
});

describe('every filter with paging: each match once, none lost (issue 24 §5)', () => {
  const cases: [string, Partial<ItemFilterInput>, string, Partial<SearchOptions>?][] = [
    ['newest', {}, PUBLIC],
    ['price ascending', { sort: 'price_asc' }, PUBLIC],
    ['price descending', { sort: 'price_desc' }, PUBLIC],
    ['rating', { sort: 'rating' }, PUBLIC],
    ['words by relevance, past the candidates', { search: 'camera' }, `${PUBLIC} and ${cameraWords}`],
    ['words, newest', { search: 'camera', sort: 'newest' }, `${PUBLIC} and ${cameraWords}`],
    [
      'two words by relevance',
      { search: 'cordless drill' },
      `${PUBLIC} and i.title ilike '%cordless drill%'`,
    ],
    [
      'category and price in another currency',
      { category: 'Tools', maxPrice: 100, currency: 'EUR' },
      `${PUBLIC} and i.category_id = (select id from categories where name = 'Tools')
        and i.price_per_day_usd_cents <= koala_usd_cents(10000, 'EUR')`,
    ],
    ['radius by distance', { ...SYDNEY, radiusKm: 20, sort: 'distance' }, `${PUBLIC} and ${nearSydney(20)}`],
    [
      'radius and a price floor by price',
      { ...SYDNEY, radiusKm: 20, minPrice: 20, currency: 'AUD', sort: 'price_asc' },
      `${PUBLIC} and ${nearSydney(20)} and i.price_per_day_usd_cents >= koala_usd_cents(2000, 'AUD')`,
    ],
    [
      'words and radius by relevance',
      { search: 'camera', ...SYDNEY, radiusKm: 25 },
      `${PUBLIC} and ${cameraWords} and ${nearSydney(25)}`,
    ],
    ['instant book by rating', { instantBook: true, sort: 'rating' }, `${PUBLIC} and i.instant_book`],
    ['one owner, anonymous', { owner: 0 }, `${PUBLIC} and i.owner_id = :bulk`],
    ['one owner, as that owner', { owner: 0 }, 'i.owner_id = :bulk', { viewer: { id: 0, role: 'user' } }],
  ];

  for (const [name, rawFilter, where, rawOptions] of cases) {
    it(name, async () => {
      const filter = rawFilter.owner === 0 ? { ...rawFilter, owner: owners.bulk } : rawFilter;
      const options = rawOptions?.viewer ? { viewer: { ...rawOptions.viewer, id: owners.bulk } } : {};
      const want = await expected(where.replaceAll(':bulk', String(owners.bulk)));
      expect(want.length, 'the case finds something').toBeGreaterThan(0);
      for (const size of [100, 37]) {
        const got = await allPages(filter, size, options);
        expect(new Set(got.ids).size, `${name} by ${size}: no item twice`).toBe(got.ids.length);
        expect(
          [...got.ids].sort((a, b) => a - b),
          `${name} by ${size}: none lost`,
        ).toEqual(want);
        if (filter.sort === 'price_asc' || filter.sort === 'price_desc') {
          const usd = new Map(
            (
              await sql<{ id: number; usd: number }>(
                `select id, price_per_day_usd_cents as usd from items where id in (${got.ids.join(', ')})`,
              )
            ).map((r) => [r.id, r.usd]),
          );
          const prices = got.ids.map((id) => usd.get(id)!);
          const sign = filter.sort === 'price_asc' ? 1 : -1;
          expect(prices, 'in price order').toEqual([...prices].sort((a, b) => sign * (a - b)));
        }
        const capped = filter.owner == null && want.length > SEARCH_COUNT_CAP;
        expect(got.totalCount).toBe(capped ? SEARCH_COUNT_CAP : want.length);
        expect(got.totalIsExact).toBe(!capped);
      }
    });
  }

  it('the relevance case has more matches than candidates, so the rest past them is paged too', async () => {
    const cameras = await expected(`${PUBLIC} and ${cameraWords}`);
    expect(cameras.length).toBeGreaterThan(2 * RELEVANCE_CANDIDATES);
  });
});
