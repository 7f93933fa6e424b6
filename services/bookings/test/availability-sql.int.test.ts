import {
  BOOKING_STATUSES,
  coreEntities,
  createOrm,
  type EntityManager,
  type Orm,
  searchItems,
} from '@koalarent/core';
import { createDatabaseFromTemplate } from '@koalarent/core/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DayRange, freeForRange } from '../src/booking/availability.js';
import { notFreeForRangeSql } from '../src/booking/availability-sql.js';
import { bookingsEntities } from '../src/entities.js';
import {
  type GeneratedListing,
  listingArb,
  moduleListing,
  now,
  on,
  rulesArb,
  span,
  writeListings,
} from './availability-cases.js';

/**
 * Issue 23 §4: the search's SQL (`notFreeForRangeSql`) and the rules module (`freeForRange`) say the same. Random
 * listings (quantity, rules or none, bookings of every status, blocked ranges) and a random range: the catalogue
 * search by dates, run through core's `searchItems` as the gateway runs it, finds exactly the listings the module
 * calls free.
 */

let orm: Orm;
let drop: () => Promise<void>;
const sql = (text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute(text, params);

let renterId = 0;
let categoryId = 0;

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  orm = await createOrm({
    databaseUrl: db.databaseUrl,
    entities: [...coreEntities, ...bookingsEntities],
    // Three: two writers' transactions at once, and a connection that watches them.
    poolMax: 3,
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

/** The listings written for one case, under an owner of their own (the search's `owner` filter finds them). */
const write = (listings: GeneratedListing[]) => writeListings(sql, listings, { categoryId, renterId });

/** The module's answer: the listing as the rules module sees it (active bookings only, defaults without rules). */
function moduleSays(listing: GeneratedListing, range: DayRange): boolean {
  return freeForRange(moduleListing(listing), range, now);
}

/**
 * A change made after the listings were written, as the app's writers make them (a booking's status or dates, a
 * booking removed, a new quantity, rules written or removed); `listing` and `booking` pick one by position.
 */
type Edit =
  | { kind: 'status'; listing: number; booking: number; status: string }
  | { kind: 'dates'; listing: number; booking: number; range: DayRange }
  | { kind: 'delete'; listing: number; booking: number }
  | { kind: 'quantity'; listing: number; quantity: number }
  | { kind: 'rules'; listing: number; rules: GeneratedListing['rules'] };

const pick = { listing: fc.nat(), booking: fc.nat() };
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('status' as const), ...pick, status: fc.constantFrom(...BOOKING_STATUSES) }),
  fc.record({ kind: fc.constant('dates' as const), ...pick, range: span(-4, 20) }),
  fc.record({ kind: fc.constant('delete' as const), ...pick }),
  fc.record({
    kind: fc.constant('quantity' as const),
    listing: fc.nat(),
    quantity: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('rules' as const), listing: fc.nat(), rules: fc.option(rulesArb) }),
);

/** Applies `edit` to the rows and to `model` alike (a removed booking's key goes to `removed`). */
async function applyEdit(
  edit: Edit,
  model: GeneratedListing[],
  ids: number[],
  removed: Set<string>,
): Promise<void> {
  const n = edit.listing % model.length;
  const listing = model[n]!;
  const itemId = ids[n]!;
  if (edit.kind === 'quantity') {
    listing.quantity = edit.quantity;
    await sql('update items set quantity = ? where id = ?', [edit.quantity, itemId]);
    return;
  }
  if (edit.kind === 'rules') {
    listing.rules = edit.rules;
    const r = edit.rules;
    if (r === null) await sql('delete from item_availability_rules where item_id = ?', [itemId]);
    else
      await sql(
        `insert into item_availability_rules (item_id, min_days, max_days, buffer_days, advance_notice_days, horizon_days)
         values (?, ?, ?, ?, ?, ?)
         on conflict (item_id) do update set min_days = excluded.min_days, max_days = excluded.max_days,
           buffer_days = excluded.buffer_days, advance_notice_days = excluded.advance_notice_days,
           horizon_days = excluded.horizon_days`,
        [itemId, r.minDays, r.maxDays, r.bufferDays, r.advanceNoticeDays, r.horizonDays],
      );
    return;
  }
  if (listing.bookings.length === 0) return;
  const k = edit.booking % listing.bookings.length;
  const key = `k${itemId}-${k}`;
  if (removed.has(key)) return;
  const booking = listing.bookings[k]!;
  if (edit.kind === 'status') {
    booking.status = edit.status;
    await sql('update bookings set status = ? where request_key = ?', [edit.status, key]);
  } else if (edit.kind === 'dates') {
    booking.startDate = edit.range.startDate;
    booking.endDate = edit.range.endDate;
    await sql(
      'update bookings set start_date = ?::date, end_date = ?::date, days = ?::date - ?::date + 1 where request_key = ?',
      [edit.range.startDate, edit.range.endDate, edit.range.endDate, edit.range.startDate, key],
    );
  } else {
    removed.add(key);
    await sql('delete from bookings where request_key = ?', [key]);
  }
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

  it('still agrees after bookings, quantities and rules change (the full days the triggers keep)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(listingArb, { minLength: 1, maxLength: 4 }),
        fc.array(editArb, { minLength: 1, maxLength: 6 }),
        span(0, 20),
        async (listings, edits, range) => {
          const { ownerId, ids } = await write(listings);
          const model = listings.map((l) => ({ ...l, bookings: l.bookings.map((b) => ({ ...b })) }));
          const removed = new Set<string>();
          for (const edit of edits) await applyEdit(edit, model, ids, removed);
          const current = model.map((l, n) => ({
            ...l,
            bookings: l.bookings.filter((_, k) => !removed.has(`k${ids[n]}-${k}`)),
          }));
          const expected = ids.filter((_, n) => moduleSays(current[n]!, range));
          expect(await searchSays(ownerId, range)).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  }, 180_000);

  it('counts two writers of one listing at once with each other’s bookings: the later waits for the earlier', async () => {
    // Two units, two requests for the same day in two transactions at once. Each alone sees one booking, a unit
    // left; counted apart, neither would mark the day full. The second's recount waits for the first to commit
    // and then counts both.
    const listing: GeneratedListing = { quantity: 2, rules: null, bookings: [], blocks: [] };
    const { ownerId, ids } = await write([listing]);
    const day = on(3);
    const book = (tx: EntityManager, key: string) =>
      tx.getConnection().execute(
        `insert into bookings (item_id, renter_id, owner_id, status, start_date, end_date, days, currency,
                                 daily_price_cents, rent_cents, fee_cents, total_cents, deposit_cents, single_unit,
                                 delivery_method, request_key, expires_at)
           values (?, ?, ?, 'approved', ?::date, ?::date, 1, 'USD', 1500, 1500, 225, 1725, 0, false, 'pickup', ?,
                   now() + interval '2 days')`,
        [ids[0], renterId, ownerId, day, day, key],
        'all',
        tx.getTransactionContext(),
      );
    // The second insert has run its recount (or is waiting to): it sits behind a lock, or it is done.
    const secondHasCounted = async (second: { done: boolean }) => {
      for (let tries = 0; tries < 40 && !second.done; tries++) {
        const [row] = await sql(`select count(*)::int as n from pg_locks where not granted`);
        if (Number(row!.n) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const second = { done: false, run: Promise.resolve() as Promise<unknown> };
    await orm.em.fork().transactional(async (first) => {
      await book(first, `together-1-${ids[0]}`);
      second.run = orm.em
        .fork()
        .transactional((tx) => book(tx, `together-2-${ids[0]}`))
        .finally(() => {
          second.done = true;
        });
      await secondHasCounted(second);
    });
    await second.run;
    expect(await searchSays(ownerId, { startDate: day, endDate: day })).toEqual([]);
    expect(await searchSays(ownerId, { startDate: on(4), endDate: on(4) })).toEqual(ids);
  });

  it('counts every listing again from scratch to exactly the rows the triggers keep (the backfill, a TRUNCATE)', async () => {
    // koala_count_all_full_days fills the table once when the migration runs and again after a TRUNCATE; what it
    // counts must be what the row triggers left, for these listings and every listing the cases above wrote.
    await write(fc.sample(listingArb, 200));
    const rows = () =>
      sql(`select item_id, day::text as day, buffer_days from item_full_days order by item_id, day`);
    const kept = await rows();
    expect(kept.length).toBeGreaterThan(0);
    await sql(`select koala_count_all_full_days()`);
    expect(await rows()).toEqual(kept);
  });

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
