import { coreEntities, createOrm, type Orm, searchItems } from '@koalarent/core';
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

/** The listings written for one case, under an owner of their own (the search's `owner` filter finds them). */
const write = (listings: GeneratedListing[]) => writeListings(sql, listings, { categoryId, renterId });

/** The module's answer: the listing as the rules module sees it (active bookings only, defaults without rules). */
function moduleSays(listing: GeneratedListing, range: DayRange): boolean {
  return freeForRange(moduleListing(listing), range, now);
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
