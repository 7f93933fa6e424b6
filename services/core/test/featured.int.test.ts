import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { coreEntities, createOrm, featuredItems, type Orm, recentItems } from '../src/index.js';
import { createDatabaseFromTemplate } from '../src/testing/index.js';

/** Issue 27 §4 "Featured is not Recent": which items the home page features, and in what order. */

let orm: Orm;
let drop: () => Promise<void>;
const ids: Record<string, number> = {};
let owner = 0;
let locked = 0;
let renter = 0;

interface Seed {
  key: string;
  rating: [number, number];
  /** Bookings that went ahead, and ones that did not (refused or cancelled). */
  booked?: number;
  refused?: number;
  photo?: boolean;
  status?: 'approved' | 'pending' | 'rejected';
  availability?: boolean;
  lockedOwner?: boolean;
  createdAt: string;
}

// The newest items are the worst to feature: Recently Added must still list them first.
const seeds: Seed[] = [
  { key: 'top', rating: [4.9, 12], booked: 1, createdAt: '2026-01-01 10:00:00+00' },
  { key: 'busy', rating: [4.6, 5], booked: 3, createdAt: '2026-01-02 10:00:00+00' },
  { key: 'quiet', rating: [4.6, 9], booked: 1, refused: 5, createdAt: '2026-01-03 10:00:00+00' },
  { key: 'fair', rating: [3.8, 4], createdAt: '2026-01-04 10:00:00+00' },
  { key: 'unrated', rating: [0, 0], booked: 6, createdAt: '2026-01-05 10:00:00+00' },
  { key: 'noPhoto', rating: [5, 20], photo: false, createdAt: '2026-01-06 10:00:00+00' },
  { key: 'pending', rating: [5, 20], status: 'pending', createdAt: '2026-01-07 10:00:00+00' },
  { key: 'hidden', rating: [5, 20], availability: false, createdAt: '2026-01-08 10:00:00+00' },
  { key: 'locked', rating: [5, 20], lockedOwner: true, createdAt: '2026-01-09 10:00:00+00' },
  { key: 'newest', rating: [0, 0], createdAt: '2026-01-10 10:00:00+00' },
];

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.getConnection().execute<T[]>(text, params);
}

async function addUser(name: string, isLocked: boolean): Promise<number> {
  const [row] = await sql<{ id: number }>(
    'insert into users (username, full_name, email, role, is_locked) values (?, ?, ?, ?, ?) returning id',
    [name, `${name} Tester`, `${name}@example.com`, 'user', isLocked],
  );
  return row!.id;
}

async function addBooking(itemId: number, status: string, n: number): Promise<void> {
  await sql(
    `insert into bookings (item_id, renter_id, owner_id, status, start_date, end_date, days, currency,
       daily_price_cents, rent_cents, fee_cents, total_cents, deposit_cents, single_unit, delivery_method,
       request_key, expires_at)
     values (?, ?, ?, ?, '2026-02-01', '2026-02-02', 2, 'USD', 1000, 2000, 300, 2300, 0, false, 'pickup', ?, now())`,
    [itemId, renter, owner, status, `featured-${itemId}-${status}-${n}`],
  );
}

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  orm = await createOrm({ databaseUrl: db.databaseUrl, entities: coreEntities, poolMax: 2 });
  owner = await addUser('featuredowner', false);
  locked = await addUser('lockedowner', true);
  renter = await addUser('featuredrenter', false);
  const [category] = await sql<{ id: number }>('select id from categories order by id limit 1');
  for (const s of seeds) {
    const [row] = await sql<{ id: number }>(
      `insert into items (title, description, category_id, owner_id, currency, price_per_day_cents, images,
         approval_status, availability, average_rating, review_count, created_at)
       values (?, ?, ?, ?, 'USD', 1000, ?::jsonb, ?, ?, ?, ?, ?) returning id`,
      [
        `Featured test ${s.key}`,
        'An item of the featured ordering test, described at length.',
        category!.id,
        s.lockedOwner ? locked : owner,
        JSON.stringify(s.photo === false ? [] : [`/uploads/${s.key}.jpg`]),
        s.status ?? 'approved',
        s.availability ?? true,
        s.rating[0],
        s.rating[1],
        s.createdAt,
      ],
    );
    ids[s.key] = row!.id;
    for (let n = 0; n < (s.booked ?? 0); n++) await addBooking(row!.id, n % 2 ? 'approved' : 'completed', n);
    for (let n = 0; n < (s.refused ?? 0); n++) await addBooking(row!.id, n % 2 ? 'rejected' : 'cancelled', n);
  }
});

afterAll(async () => {
  await orm?.close();
  await drop?.();
});

const keyOf = (id: number): string => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? `#${id}`;

describe('featuredItems', () => {
  it('features public items with a photo, best rated first, then the most booked, unrated last', async () => {
    const rows = await featuredItems(orm.em.fork(), 24);
    // quiet and busy tie on rating: busy went ahead 3 times, quiet once (its refusals and cancellations do
    // not count). Unrated items come after every rated one, the more booked first.
    expect(rows.map((r) => keyOf(r.id))).toEqual(['top', 'busy', 'quiet', 'fair', 'unrated', 'newest']);
  });

  it('answers only as many as asked', async () => {
    const rows = await featuredItems(orm.em.fork(), 4);
    expect(rows.map((r) => keyOf(r.id))).toEqual(['top', 'busy', 'quiet', 'fair']);
  });

  it('leaves Recently Added newest first', async () => {
    const rows = await recentItems(orm.em.fork(), 3);
    expect(rows.map((r) => keyOf(r.id))).toEqual(['newest', 'noPhoto', 'unrated']);
  });
});
