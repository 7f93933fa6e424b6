import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CURRENCIES,
  coreEntities,
  createOrm,
  DomainError,
  type EntityManager,
  type ItemFilterInput,
  type Orm,
  type SearchOptions,
  type SearchPage,
  searchItems,
} from '../src/index.js';
import { createDatabaseFromTemplate } from '../src/testing/index.js';

let orm: Orm;
let drop: () => Promise<void>;
let em: EntityManager;

const users: Record<'alice' | 'bob' | 'carl' | 'root', number> = { alice: 0, bob: 0, carl: 0, root: 0 };
const categories: Record<string, number> = {};
const ids: Record<string, number> = {};

const SYDNEY = { lat: -33.8688, lon: 151.2093 };
/** 30 km due north of SYDNEY (one degree of latitude is about 111.2 km). */
const NORTH_30KM = { lat: SYDNEY.lat + 30 / 111.195, lon: SYDNEY.lon };
const PARIS = { lat: 48.8566, lon: 2.3522 };

interface Seed {
  key: string;
  title: string;
  description: string;
  category: string;
  owner: keyof typeof users;
  currency: string;
  price: number;
  location?: string;
  at?: { lat: number; lon: number } | null;
  status?: 'approved' | 'pending' | 'rejected';
  availability?: boolean;
  rating?: [number, number];
  createdAt: string;
}

const seeds: Seed[] = [
  {
    key: 'camera',
    title: 'Canon EOS Camera Kit',
    description: 'Full frame body with two lenses, ideal for weddings and travel.',
    category: 'Cameras',
    owner: 'alice',
    currency: 'USD',
    price: 50,
    location: 'Sydney, NSW',
    at: SYDNEY,
    rating: [4.5, 10],
    createdAt: '2026-01-01 10:00:00.000001+00',
  },
  {
    key: 'cafe',
    title: 'Café espresso machine',
    description: 'Barista grade machine with a milk frother, descaled every week.',
    category: 'Electronics',
    owner: 'alice',
    currency: 'EUR',
    price: 92,
    location: 'Le Marais, Paris',
    at: PARIS,
    rating: [4.9, 3],
    createdAt: '2026-01-02 10:00:00+00',
  },
  {
    key: 'bike',
    title: 'Mountain bike',
    description: 'Full suspension trail bike with a helmet and a lock included.',
    category: 'Bicycles',
    owner: 'bob',
    currency: 'GBP',
    price: 78,
    location: 'Hornsby',
    at: NORTH_30KM,
    rating: [4.9, 8],
    createdAt: '2026-01-03 10:00:00+00',
  },
  {
    key: 'tripod',
    title: 'Aluminium tripod stand',
    description: 'Sturdy legs and a ball head that fits any camera or phone.',
    category: 'Tools',
    owner: 'bob',
    currency: 'USD',
    price: 20,
    createdAt: '2026-01-04 10:00:00+00',
  },
  {
    key: 'drill',
    title: 'Cordless hammer drill',
    description: 'Two batteries and a case of bits for masonry and wood.',
    category: 'Tools',
    owner: 'bob',
    currency: 'USD',
    price: 100,
    createdAt: '2026-01-05 10:00:00+00',
  },
  {
    key: 'tent',
    title: 'Tent for four people',
    description: 'Waterproof family tent that packs small, pegs and mallet included.',
    category: 'Outdoor',
    owner: 'bob',
    currency: 'AUD',
    // 152.01 AUD is 100.0066 USD: 10001 US cents, a cent above $100.
    price: 152.01,
    createdAt: '2026-01-06 10:00:00+00',
  },
  {
    key: 'pending',
    title: 'Pending drone with camera',
    description: 'Quadcopter with a gimbal camera, waiting for approval.',
    category: 'Cameras',
    owner: 'alice',
    currency: 'USD',
    price: 60,
    status: 'pending',
    createdAt: '2026-01-07 10:00:00+00',
  },
  {
    key: 'rejected',
    title: 'Rejected camera lens',
    description: 'A lens the admin rejected for missing photos of the glass.',
    category: 'Cameras',
    owner: 'alice',
    currency: 'USD',
    price: 30,
    status: 'rejected',
    createdAt: '2026-01-08 10:00:00+00',
  },
  {
    key: 'unavailable',
    title: 'Unavailable camera bag',
    description: 'Padded bag for a camera body and three lenses, lent out now.',
    category: 'Cameras',
    owner: 'alice',
    currency: 'USD',
    price: 10,
    availability: false,
    createdAt: '2026-01-09 10:00:00+00',
  },
  {
    key: 'locked',
    title: 'Locked owner camera',
    description: 'A camera whose owner has been locked out by an admin.',
    category: 'Cameras',
    owner: 'carl',
    currency: 'USD',
    price: 40,
    createdAt: '2026-01-10 10:00:00+00',
  },
  // Six twins: the same time (to the microsecond), price and rating, so only the id orders them.
  ...Array.from(
    { length: 6 },
    (_, n): Seed => ({
      key: `lamp${n}`,
      title: `Reading lamp number ${n + 1}`,
      description: 'A warm desk lamp with a dimmer, the same as its siblings.',
      category: 'Electronics',
      owner: 'bob',
      currency: 'USD',
      price: 15,
      rating: [3, 1],
      createdAt: '2026-01-11 10:00:00.123456+00',
    }),
  ),
];

const PUBLIC = [
  'camera',
  'cafe',
  'bike',
  'tripod',
  'drill',
  'tent',
  'lamp0',
  'lamp1',
  'lamp2',
  'lamp3',
  'lamp4',
  'lamp5',
];

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.getConnection().execute<T[]>(text, params);
}

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  orm = await createOrm({ databaseUrl: db.databaseUrl, entities: coreEntities, poolMax: 4 });
  em = orm.em.fork();
  for (const name of Object.keys(users) as (keyof typeof users)[]) {
    const [row] = await sql<{ id: number }>(
      `insert into users (username, full_name, email, role, is_locked) values (?, ?, ?, ?, ?) returning id`,
      [name, `${name} Tester`, `${name}@example.com`, name === 'root' ? 'admin' : 'user', name === 'carl'],
    );
    users[name] = row!.id;
  }
  for (const row of await sql<{ id: number; name: string }>('select id, name from categories')) {
    categories[row.name] = row.id;
  }
  for (const s of seeds) {
    const [row] = await sql<{ id: number }>(
      `insert into items (title, description, category_id, owner_id, currency, price_per_day_cents, location,
         latitude, longitude, approval_status, availability, average_rating, review_count, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [
        s.title,
        s.description,
        categories[s.category],
        users[s.owner],
        s.currency,
        Math.round(s.price * 100),
        s.location ?? 'Local Pickup',
        s.at?.lat ?? null,
        s.at?.lon ?? null,
        s.status ?? 'approved',
        s.availability ?? true,
        s.rating?.[0] ?? 0,
        s.rating?.[1] ?? 0,
        s.createdAt,
      ],
    );
    ids[s.key] = row!.id;
  }
});

afterAll(async () => {
  await orm?.close();
  await drop?.();
});

const keyOf = (id: number): string => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? `#${id}`;

async function search(
  filter: Partial<ItemFilterInput>,
  options: Partial<SearchOptions> = {},
): Promise<SearchPage & { keys: string[] }> {
  const page = await searchItems(em, filter, { viewer: null, first: 100, after: null, ...options });
  return { ...page, keys: page.rows.map((r) => keyOf(r.id)) };
}

/** Every page of a search, `size` at a time, checking the page flags as it goes. */
async function allPages(
  filter: Partial<ItemFilterInput>,
  size: number,
  options: Partial<SearchOptions> = {},
) {
  const keys: string[] = [];
  let after: string | null = null;
  let total = -1;
  for (let pages = 0; pages < 50; pages++) {
    const page = await search(filter, { ...options, first: size, after });
    if (total === -1) total = page.totalCount;
    expect(page.totalCount).toBe(total);
    expect(page.rows.length).toBeLessThanOrEqual(size);
    keys.push(...page.keys);
    if (!page.hasNextPage) return { keys, total };
    expect(page.endCursor).toEqual(expect.any(String));
    after = page.endCursor;
  }
  throw new Error('paging never ended');
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('searchItems: words', () => {
  it('matches a prefix as the user types: "cam" finds the camera, not the bike', async () => {
    const page = await search({ search: 'cam' });
    expect(page.keys).toContain('camera');
    expect(page.keys).not.toContain('bike');
    // The tripod's description says "camera".
    expect(page.keys).toContain('tripod');
  });

  it('matches every word as a prefix, and plurals through the English stems', async () => {
    expect((await search({ search: 'can cam' })).keys).toEqual(['camera']);
    expect((await search({ search: 'cameras' })).keys).toContain('camera');
    expect((await search({ search: 'batteries' })).keys).toEqual(['drill']);
  });

  it('reads tsquery syntax and quotes in what the visitor typed as plain text', async () => {
    expect((await search({ search: "canon's camera!" })).keys).toEqual(['camera']);
    expect((await search({ search: "full-frame (body) & | ! : * ' \\" })).keys).toEqual(['camera']);
    // Nothing but punctuation is no search at all: the newest first, as without words.
    expect((await search({ search: '!!! ???' })).keys).toEqual((await search({})).keys);
  });

  it('ignores accents on both sides', async () => {
    expect((await search({ search: 'cafe' })).keys).toEqual(['cafe']);
    expect((await search({ search: 'CAFÉ espresso' })).keys).toEqual(['cafe']);
    expect((await search({ search: 'alumínium' })).keys).toEqual(['tripod']);
  });

  it('ranks a title hit above a description-only hit (weights A over C)', async () => {
    const page = await search({ search: 'camera' });
    expect(page.keys.indexOf('camera')).toBeGreaterThanOrEqual(0);
    expect(page.keys.indexOf('camera')).toBeLessThan(page.keys.indexOf('tripod'));
  });

  it('searches the category name (weight B)', async () => {
    expect((await search({ search: 'bicycles' })).keys).toEqual(['bike']);
  });

  it('falls back to trigram similarity on the title when full text finds nothing', async () => {
    const typo = await search({ search: 'camra' });
    expect(typo.keys).toContain('camera');
    expect(typo.totalCount).toBe(typo.rows.length);
    expect((await search({ search: 'espreso machine' })).keys).toEqual(['cafe']);
    expect((await search({ search: 'zzqxv' })).totalCount).toBe(0);
    // The fallback keeps the visibility rule.
    expect((await search({ search: 'dron' })).keys).not.toContain('pending');
  });

  it('keeps the fallback mode across pages', async () => {
    const { keys } = await allPages({ search: 'lamp numbr' }, 4);
    expect(keys.sort()).toEqual(['lamp0', 'lamp1', 'lamp2', 'lamp3', 'lamp4', 'lamp5']);
  });

  it('refreshes the vectors of a category’s items when the category is renamed', async () => {
    const id = categories.Outdoor!;
    await sql('update categories set name = ? where id = ?', ['Camping Gear', id]);
    try {
      expect((await search({ search: 'camping' })).keys).toEqual(['tent']);
    } finally {
      await sql('update categories set name = ? where id = ?', ['Outdoor', id]);
    }
    expect((await search({ search: 'camping' })).keys).toEqual([]);
    expect((await search({ search: 'outdoor' })).keys).toEqual(['tent']);
  });
});

describe('searchItems: category, price and place', () => {
  it('filters by category name, case-insensitively, or by id', async () => {
    expect((await search({ category: 'cameras' })).keys).toEqual(['camera']);
    expect((await search({ category: String(categories.Tools) })).keys).toEqual(['drill', 'tripod']);
    expect((await search({ category: 'No such thing' })).totalCount).toBe(0);
    expect((await search({ category: '99999999999' })).totalCount).toBe(0);
  });

  it('compares price bounds in any currency against prices in any currency', async () => {
    // €92, £78 and $100 are all $100; A$152.01 is a cent more.
    const hundred = ['cafe', 'bike', 'drill'];
    expect((await search({ minPrice: 100 })).keys.sort()).toEqual([...hundred, 'tent'].sort());
    expect((await search({ minPrice: 100, maxPrice: 100 })).keys.sort()).toEqual(hundred.sort());
    expect((await search({ minPrice: 92, maxPrice: 92, currency: 'EUR' })).keys.sort()).toEqual(
      hundred.sort(),
    );
    expect((await search({ maxPrice: 78, currency: 'GBP' })).keys).toEqual(expect.arrayContaining(hundred));
    expect((await search({ maxPrice: 78, currency: 'GBP' })).keys).not.toContain('tent');
    expect((await search({ maxPrice: 77.99, currency: 'GBP' })).keys.sort()).toEqual(
      ['camera', 'tripod', 'lamp0', 'lamp1', 'lamp2', 'lamp3', 'lamp4', 'lamp5'].sort(),
    );
    expect((await search({ minPrice: 367, maxPrice: 367, currency: 'AED' })).keys.sort()).toEqual(
      hundred.sort(),
    );
    expect((await search({ minPrice: 100.01 })).keys).toEqual(['tent']);
  });

  it('finds items within a radius and says how far they are', async () => {
    const wide = await search({ ...SYDNEY, radiusKm: 50, sort: 'distance' });
    expect(wide.keys).toEqual(['camera', 'bike']);
    expect(wide.rows[0]!.distanceKm).toBeCloseTo(0, 3);
    expect(wide.rows[1]!.distanceKm).toBeGreaterThan(29.5);
    expect(wide.rows[1]!.distanceKm).toBeLessThan(30.5);
    expect((await search({ ...SYDNEY, radiusKm: 20 })).keys).toEqual(['camera']);
    // 50 km is the default radius.
    expect((await search(SYDNEY)).keys.sort()).toEqual(['bike', 'camera']);
    expect((await search({ search: 'camera' })).rows.every((r) => r.distanceKm === null)).toBe(true);
  });

  it('matches the location text, and the place it names within the radius', async () => {
    // "Paris" is in the café's location text; "Sydney" names a place whose radius takes in Hornsby too.
    expect((await search({ location: 'paris' })).keys).toEqual(['cafe']);
    expect((await search({ location: 'le marais' })).keys).toEqual(['cafe']);
    const sydney = await search({ location: 'Sydney', sort: 'distance' });
    expect(sydney.keys).toEqual(['camera', 'bike']);
    expect(sydney.rows[1]!.distanceKm).toBeGreaterThan(25);
    expect((await search({ location: '100%_' })).totalCount).toBe(0);
  });

  it('refuses a latitude without a longitude and out-of-range values with the schema’s messages', async () => {
    expect((await refusal(search({ lat: 10 }))).message).toBe(
      'Latitude and longitude must be given together',
    );
    expect((await refusal(search({ lat: 100, lon: 0 }))).message).toBe('Latitude must be between -90 and 90');
    expect((await refusal(search({ minPrice: -1 }))).message).toBe('Minimum price must not be negative');
    expect((await refusal(search({ currency: 'XYZ' }))).message).toBe('Unsupported currency');
    expect((await refusal(search({ sort: 'cheapest' as never }))).code).toBe('VALIDATION_FAILED');
  });
});

describe('searchItems: who sees what', () => {
  it('shows the public only approved, available items of unlocked owners', async () => {
    const page = await search({});
    expect(page.keys.sort()).toEqual([...PUBLIC].sort());
    expect(page.totalCount).toBe(PUBLIC.length);
    expect((await search({ search: 'camera' })).keys).not.toEqual(
      expect.arrayContaining(['pending', 'rejected', 'unavailable', 'locked']),
    );
  });

  it('shows the owner every item of their own through the owner filter', async () => {
    const own = await search({ owner: users.alice }, { viewer: { id: users.alice, role: 'user' } });
    expect(own.keys.sort()).toEqual(['cafe', 'camera', 'pending', 'rejected', 'unavailable'].sort());
  });

  it('shows another member, and anonymous visitors, only the public items of that owner', async () => {
    const expected = ['cafe', 'camera'];
    expect(
      (await search({ owner: users.alice }, { viewer: { id: users.bob, role: 'user' } })).keys.sort(),
    ).toEqual(expected);
    expect((await search({ owner: users.alice })).keys.sort()).toEqual(expected);
    expect((await search({ owner: users.carl })).keys).toEqual([]);
  });

  it('shows an admin every item of an owner, and the public list otherwise', async () => {
    const admin = { id: users.root, role: 'admin' as const };
    expect((await search({ owner: users.carl }, { viewer: admin })).keys).toEqual(['locked']);
    expect((await search({}, { viewer: admin })).keys.sort()).toEqual([...PUBLIC].sort());
  });
});

describe('searchItems: order and pages', () => {
  it('orders by newest (the default without words), price and rating, ties by id', async () => {
    const lamps = ['lamp0', 'lamp1', 'lamp2', 'lamp3', 'lamp4', 'lamp5'];
    expect((await search({})).keys).toEqual([
      ...[...lamps].reverse(),
      'tent',
      'drill',
      'tripod',
      'bike',
      'cafe',
      'camera',
    ]);
    expect((await search({ sort: 'price_asc' })).keys).toEqual([
      'lamp0',
      'lamp1',
      'lamp2',
      'lamp3',
      'lamp4',
      'lamp5',
      'tripod',
      'camera',
      'cafe',
      'bike',
      'drill',
      'tent',
    ]);
    expect((await search({ sort: 'price_desc' })).keys.slice(0, 4)).toEqual([
      'tent',
      'drill',
      'bike',
      'cafe',
    ]);
    expect((await search({ sort: 'rating' })).keys.slice(0, 4)).toEqual(['bike', 'cafe', 'camera', 'lamp5']);
    // Distance without a centre, and relevance without words, are the newest first.
    expect((await search({ sort: 'distance' })).keys).toEqual((await search({})).keys);
    expect((await search({ sort: 'relevance' })).keys).toEqual((await search({})).keys);
  });

  it('returns every item exactly once across pages, in every order', async () => {
    const orders = ['newest', 'price_asc', 'price_desc', 'rating', 'relevance', 'distance'] as const;
    for (const sort of orders) {
      for (const size of [1, 2, 5]) {
        const whole = (await search({ sort })).keys;
        const { keys, total } = await allPages({ sort }, size);
        expect(keys, `${sort} by ${size}`).toEqual(whole);
        expect(total).toBe(PUBLIC.length);
      }
    }
    const words = await allPages({ search: 'lamp' }, 4);
    expect(words.keys.sort()).toEqual(['lamp0', 'lamp1', 'lamp2', 'lamp3', 'lamp4', 'lamp5']);
    const near = await allPages({ ...SYDNEY, sort: 'distance' }, 1);
    expect(near.keys).toEqual(['camera', 'bike']);
  });

  it('answers an empty page with the full count after the last row, in either statement shape', async () => {
    for (const filter of [{ search: 'lamp' }, { ...SYDNEY }, {}, { sort: 'price_asc' as const }]) {
      const whole = await search(filter);
      const past = await search(filter, { after: whole.rows.at(-1)!.cursor });
      expect(past.rows).toEqual([]);
      expect(past.hasNextPage).toBe(false);
      expect(past.endCursor).toBeNull();
      expect(past.totalCount).toBe(whole.totalCount);
    }
  });

  it('clamps the page size to 1..100', async () => {
    expect((await search({}, { first: 0 })).rows).toHaveLength(1);
    expect((await search({}, { first: -5 })).rows).toHaveLength(1);
    const page = await search({}, { first: 1000 });
    expect(page.rows).toHaveLength(PUBLIC.length);
    expect(page.hasNextPage).toBe(false);
    expect(page.endCursor).toEqual(expect.any(String));
    expect((await search({ search: 'zzqxv' })).endCursor).toBeNull();
  });

  it('refuses a cursor it did not make, or one made for another order', async () => {
    for (const bad of [
      'garbage!',
      'e30',
      Buffer.from('[1,"newest","fts",["1); drop table items"],1]').toString('base64url'),
    ]) {
      const error = await refusal(search({}, { after: bad }));
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toBe('Invalid cursor');
    }
    const first = await search({ sort: 'price_asc' }, { first: 2 });
    expect((await refusal(search({ sort: 'newest' }, { after: first.endCursor }))).message).toBe(
      'Invalid cursor',
    );
  });
});

describe('the normalised price and the currency rule in the database', () => {
  it('computes USD cents at the spec §9 rates for every currency', async () => {
    for (const [code, { rate }] of Object.entries(CURRENCIES)) {
      const [row] = await sql<{ cents: number }>('select koala_usd_cents(123456, ?) as cents', [code]);
      expect(row!.cents, code).toBe(Math.round(123456 / rate));
    }
  });

  it('refuses an item priced in a currency without a rate', async () => {
    await expect(
      sql(
        `insert into items (title, description, category_id, owner_id, currency, price_per_day_cents)
         values ('Odd money', 'Priced in a currency we do not support', ?, ?, 'XYZ', 100)`,
        [categories.Tools, users.bob],
      ),
    ).rejects.toThrow(/items_currency_supported/);
  });
});
