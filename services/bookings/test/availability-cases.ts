import { ACTIVE_BOOKING_STATUSES, addDays, BOOKING_STATUSES, earliestStartDate } from '@koalarent/core';
import fc from 'fast-check';
import {
  type AvailabilityRules,
  type DayRange,
  type ListingAvailability,
  rulesOrDefault,
} from '../src/booking/availability.js';
import type { Sql } from './ledger-check.js';

/**
 * Random listings for the property tests that hold a decider of availability to the rules module
 * (availability-sql.int: the search; request-availability.int: the booking request): quantity, rules or none,
 * bookings of every status, blocked ranges, and ranges to ask for, all counted in days from the first day a request
 * may start today.
 */

export const now = new Date();
/** The first day a request may start today: every generated day counts from it. */
export const base = earliestStartDate(now);
export const on = (offset: number) => addDays(base, offset);

export interface GeneratedBooking extends DayRange {
  status: string;
}

export interface GeneratedListing {
  quantity: number;
  /** Null: the listing has no rules row (the defaults). */
  rules: AvailabilityRules | null;
  bookings: GeneratedBooking[];
  blocks: DayRange[];
}

/** A range of 1 to 6 days starting between `from` and `to` days from `base`. */
export const span = (from: number, to: number) =>
  fc
    .record({ start: fc.integer({ min: from, max: to }), length: fc.integer({ min: 1, max: 6 }) })
    .map(({ start, length }) => ({ startDate: on(start), endDate: on(start + length - 1) }));

export const rulesArb: fc.Arbitrary<AvailabilityRules> = fc
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

export const listingArb: fc.Arbitrary<GeneratedListing> = fc.record({
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

/**
 * The listings of one case, written as rows under an owner of their own (approved, available, USD 15 a day, no
 * deposit); their bookings are `renterId`'s, written as rows (not single-unit, so the overlap constraint leaves
 * them be: the generator overlaps them freely).
 */
export async function writeListings(
  sql: Sql,
  listings: GeneratedListing[],
  { categoryId, renterId }: { categoryId: number; renterId: number },
): Promise<{ ownerId: number; ids: number[] }> {
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

/** The listing as the rules module sees it: active bookings only, the defaults without rules. */
export function moduleListing(listing: GeneratedListing): ListingAvailability {
  return {
    rules: rulesOrDefault(listing.rules),
    quantity: listing.quantity,
    bookings: listing.bookings.filter((b) =>
      (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(b.status),
    ),
    blocks: listing.blocks,
  };
}
