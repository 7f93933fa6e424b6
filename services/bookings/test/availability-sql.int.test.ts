import {
  ACTIVE_BOOKING_STATUSES,
  addDays,
  BOOKING_STATUSES,
  coreEntities,
  createOrm,
  earliestStartDate,
  type Orm,
  searchItems,
} from '@koalarent/core';
import { createDatabaseFromTemplate } from '@koalarent/core/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AvailabilityRules,
  type DayRange,
  freeForRange,
  type ListingAvailability,
  rulesOrDefault,
} from '../src/booking/availability.js';
import { notFreeForRangeSql } from '../src/booking/availability-sql.js';
import { bookingsEntities } from '../src/entities.js';

/**
 * Issue 23 §4: the search's SQL (`notFreeForRangeSql`) and the rules module (`freeForRange`) say the same. Random
 * listings (quantity, rules or none, bookings of every status, blocked ranges) and a random range: the catalogue
 * search by dates, run through core's `searchItems` as the gateway runs it, finds exactly the listings the module
 * calls free.
 */

let orm: Orm;
let drop: () => Promise<void>;
const sql = (text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute(text, params);

const now = new Date();
/** The first day a request may start today: every generated day counts from it. */
const base = earliestStartDate(now);
const on = (offset: number) => addDays(base, offset);

let renterId = 0;
let categoryId = 0;

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  orm = await createOrm({
    databaseUrl: db.databaseUrl,
    entities: [...coreEntities, ...bookingsEntities],
    poolMax: 2,
  });
  const [renter] = await sql(
    `insert into users (username, full_name, email, is_verified, email_verified_at)
     values ('freerenter', 'Free Renter', 'freerenter@example.com', true, now()) returning id`,
  );
  renterId = Number(renter!.id);
  const [category] = await sql(`select id from categories where name = 'Tools'`);
  categoryId = Number(category!.id);
});

afterAll(async () => {
  await orm?.close();
  await drop?.();
});

interface GeneratedBooking extends DayRange {
  status: string;
}

interface GeneratedListing {
  quantity: number;
  /** Null: the listing has no rules row (the defaults). */
  rules: AvailabilityRules | null;
  bookings: GeneratedBooking[];
  blocks: DayRange[];
}

const span = (from: number, to: number) =>
  fc
    .record({ start: fc.integer({ min: from, max: to }), length: fc.integer({ min: 1, max: 6 }) })
    .map(({ start, length }) => ({ startDate: on(start), endDate: on(start + length - 1) }));

const rulesArb: fc.Arbitrary<AvailabilityRules> = fc
  .record({
    minDays: fc.integer({ min: 1, max: 4 }),
    extra: fc.option(fc.integer({ min: 0, max: 4 })),
    bufferDays: fc.integer({ min: 0, max: 3 }),
    advanceNoticeDays: fc.integer({ min: 0, max: 6 }),
    horizon: fc.option(fc.integer({ min: 1, max: 25 })),
  })
  .map((r) => ({
    minDays: r.minDays,
    maxDays: r.extra === null ? null : r.minDays + r.extra,
    bufferDays: r.bufferDays,
    advanceNoticeDays: r.advanceNoticeDays,
    horizonDays: r.horizon === null ? null : r.advanceNoticeDays + r.horizon,
  }));

const listingArb: fc.Arbitrary<GeneratedListing> = fc.record({
  quantity: fc.integer({ min: 1, max: 3 }),
  rules: fc.option(rulesArb, { freq: 3 }),
  bookings: fc.array(
    fc
      .record({ range: span(-6, 22), status: fc.constantFrom(...BOOKING_STATUSES) })
      .map(({ range, status }) => ({
        ...range,
        status,
      })),
    { maxLength: 9 },
  ),
  blocks: fc.array(span(-3, 24), { maxLength: 2 }),
});

let serial = 0;

/** The listings written for one case, under an owner of their own (the search's `owner` filter finds them). */
async function write(listings: GeneratedListing[]): Promise<{ ownerId: number; ids: number[] }> {
  const name = `free${process.pid}${++serial}`;
  const [owner] = await sql(
    `insert into users (username, full_name, email, is_verified, email_verified_at)
     values (?, 'Free Owner', ?, true, now()) returning id`,
    [name, `${name}@example.com`],
  );
  const ownerId = Number(owner!.id);
  const ids: number[] = [];
  for (const listing of listings) {
    const [row] = await sql(
      `insert into items (title, description, category_id, owner_id, currency, price_per_day_cents,
                          security_deposit_cents, quantity, images, availability, approval_status)
       values ('Cordless drill', 'A cordless drill with two batteries and a case.', ?, ?, 'USD', 1500, 0, ?,
               '[]'::jsonb, true, 'approved') returning id`,
      [categoryId, ownerId, listing.quantity],
    );
    const id = Number(row!.id);
    ids.push(id);
    if (listing.rules)
      await sql(
        `insert into item_availability_rules (item_id, min_days, max_days, buffer_days, advance_notice_days, horizon_days)
         values (?, ?, ?, ?, ?, ?)`,
        [
          id,
          listing.rules.minDays,
          listing.rules.maxDays,
          listing.rules.bufferDays,
          listing.rules.advanceNoticeDays,
          listing.rules.horizonDays,
        ],
      );
    for (const [n, b] of listing.bookings.entries())
      await sql(
        `insert into bookings (item_id, renter_id, owner_id, status, start_date, end_date, days, currency,
                               daily_price_cents, rent_cents, fee_cents, total_cents, deposit_cents, single_unit,
                               delivery_method, request_key, expires_at)
         values (?, ?, ?, ?, ?::date, ?::date, ?::date - ?::date + 1, 'USD', 1500, 1500, 225, 1725, 0, false,
                 'pickup', ?, now() + interval '2 days')`,
        [id, renterId, ownerId, b.status, b.startDate, b.endDate, b.endDate, b.startDate, `k${id}-${n}`],
      );
    for (const block of listing.blocks)
      await sql(
        'insert into item_blocked_dates (item_id, start_date, end_date) values (?, ?::date, ?::date)',
        [id, block.startDate, block.endDate],
      );
  }
  return { ownerId, ids };
}

/** The module's answer: the listing as the rules module sees it (active bookings only, defaults without rules). */
function moduleSays(listing: GeneratedListing, range: DayRange): boolean {
  const seen: ListingAvailability = {
    rules: rulesOrDefault(listing.rules),
    quantity: listing.quantity,
    bookings: listing.bookings.filter((b) =>
      (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(b.status),
    ),
    blocks: listing.blocks,
  };
  return freeForRange(seen, range, now);
}

async function searchSays(ownerId: number, range: DayRange): Promise<number[]> {
  const page = await searchItems(
    orm.em.fork(),
    { owner: ownerId, startDate: range.startDate, endDate: range.endDate },
    { viewer: null, first: 100, after: null, availability: { notFree: notFreeForRangeSql, now } },
  );
  return page.rows.map((r) => r.id).sort((a, b) => a - b);
}

describe('search by dates agrees with the rules module', () => {
  it('finds exactly the listings freeForRange calls free', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(listingArb, { minLength: 1, maxLength: 5 }),
        span(0, 20),
        async (listings, range) => {
          const { ownerId, ids } = await write(listings);
          const expected = ids.filter((_, n) => moduleSays(listings[n]!, range));
          expect(await searchSays(ownerId, range)).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  }, 180_000);

  it('counts units day by day: two bookings that never meet leave a second unit free', async () => {
    // Quantity 2, three bookings over the range: never two on the same day, so a unit is free every day. The fast
    // path (fewer bookings than units) cannot say so; the day-by-day count must.
    const listing: GeneratedListing = {
      quantity: 2,
      rules: null,
      bookings: [
        { startDate: on(2), endDate: on(3), status: 'approved' },
        { startDate: on(4), endDate: on(5), status: 'pending_approval' },
        { startDate: on(6), endDate: on(7), status: 'with_renter' },
      ],
      blocks: [],
    };
    const range = { startDate: on(2), endDate: on(7) };
    const { ownerId, ids } = await write([listing]);
    expect(moduleSays(listing, range)).toBe(true);
    expect(await searchSays(ownerId, range)).toEqual(ids);
    const full = {
      ...listing,
      bookings: [...listing.bookings, { startDate: on(5), endDate: on(6), status: 'approved' }],
    };
    const second = await write([full]);
    expect(moduleSays(full, range)).toBe(false);
    expect(await searchSays(second.ownerId, range)).toEqual([]);
  });
});
