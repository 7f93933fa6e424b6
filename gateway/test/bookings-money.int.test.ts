import { MAX_RENTAL_DAYS, PRICE_MAX } from '@koalarent/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BOOKING_FIELDS,
  type BookingJson,
  book,
  bookableItem,
  bookingBody,
  bookingSuite,
  card,
  day,
  gql,
  gqlRequest,
  moneyCounts,
  type PricedItem,
  rest,
  restOk,
  restRequest,
  type Sql,
  viewBooking,
} from './bookings-fixtures.js';
import { listItem, type Member, uploadImage } from './catalog-fixtures.js';
import type { TestStack } from './harness.js';

/**
 * Money at its edges, end to end (REST and GraphQL → gateway → queue → bookings worker → PostgreSQL): the largest
 * listing the contracts accept booked for the longest rental they accept, whose amounts overflowed 32-bit columns;
 * totals above what any booking can cost; and amounts finer than a cent, which rounded to nothing and reached the
 * database's checks. Every refusal here is a prompt 400, never a retried job answered 503.
 */

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const world = bookingSuite(['owner', 'renter']);

let stack: TestStack;
let admin: Member;
let owner: Member;
let renter: Member;
let sql: Sql;

beforeAll(() => {
  ({
    stack,
    admin,
    sql,
    members: { owner, renter },
  } = world());
});

const DECIMALS = 'Amounts can have at most 2 decimal places';
const TOTAL_MAX = "This booking's total is above the maximum of 419,750,000.00";

/** A returned rental of `item` (request → approve → received → returned), through REST. */
async function returnedBooking(item: PricedItem, offset: number): Promise<BookingJson> {
  const booking = await book(renter, bookingBody(item, day(offset), day(offset + 1), card()));
  await restOk(owner, 'approve', booking.id);
  await restOk(renter, 'received', booking.id);
  return restOk(renter, 'returned', booking.id, { notes: '' });
}

describe('the largest listing for the longest rental', () => {
  it('books, charges and completes with every amount exact, in the API and in the books', async () => {
    const item = await bookableItem(stack, owner, admin, {
      pricePerDay: PRICE_MAX,
      pricePerWeek: null,
      securityDeposit: PRICE_MAX,
      quantity: 1,
    });
    const start = day(3);
    const end = day(3 + MAX_RENTAL_DAYS - 1);
    // 1,000,000 × 365 = 365,000,000 rent, + 15 % = 419,750,000: 41,975,000,000 cents, beyond a 32-bit integer.
    const body = bookingBody(item, start, end, card());
    expect(body.totalPrice).toBe(419_750_000);
    const started = Date.now();
    const requested = await restRequest(renter, body);
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    // Answered by the worker's first run, not after five retries.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(requested.body).toMatchObject({
      status: 'pending_approval',
      paymentStatus: 'authorized',
      days: MAX_RENTAL_DAYS,
      dailyPrice: 1_000_000,
      rentPrice: 365_000_000,
      serviceFee: 54_750_000,
      totalPrice: 419_750_000,
      securityDeposit: 1_000_000,
    });
    const id = requested.body.id;

    await restOk(owner, 'approve', id);
    await restOk(renter, 'received', id);
    await restOk(renter, 'returned', id, { notes: '' });
    const completed = await restOk(owner, 'confirmCondition', id);
    expect(completed).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      totalPrice: 419_750_000,
      ownerPayout: 365_000_000,
      refundedAmount: 0,
    });

    // Both doors show the same decimals.
    expect(await viewBooking(renter, id)).toMatchObject({
      totalPrice: 419_750_000,
      ownerPayout: 365_000_000,
    });
    const viaGraphql = await owner.client.graphql<{ booking: BookingJson }>(
      `query ($id: Int!) { booking(id: $id) { ${BOOKING_FIELDS} } }`,
      { id },
    );
    expect(viaGraphql.body.data?.booking).toMatchObject({
      rentPrice: 365_000_000,
      serviceFee: 54_750_000,
      totalPrice: 419_750_000,
      securityDeposit: 1_000_000,
      ownerPayout: 365_000_000,
    });

    // Stored exactly, in minor units.
    const [row] = await sql(
      'select total_cents::text as total, rent_cents::text as rent, owner_payout_cents::text as payout from bookings where id = ?',
      [id],
    );
    expect(row).toEqual({ total: '41975000000', rent: '36500000000', payout: '36500000000' });
    const [books] = await sql(
      `select sum(amount_cents) filter (where account = 'owner_payable')::text as owner,
              sum(amount_cents) filter (where account = 'platform_fees')::text as fees,
              sum(amount_cents)::text as total
         from ledger_entries where booking_id = ?`,
      [id],
    );
    expect(books).toEqual({ owner: '36500000000', fees: '5475000000', total: '0' });
    const [hold] = await sql(
      'select amount_cents::text as amount, captured_cents::text as captured from sandbox_payments where id = (select rent_payment_ref from bookings where id = ?)',
      [id],
    );
    expect(hold).toEqual({ amount: '41975000000', captured: '41975000000' });
  });

  it('the same request through GraphQL is booked too', async () => {
    const item = await bookableItem(stack, owner, admin, {
      pricePerDay: PRICE_MAX,
      pricePerWeek: null,
      securityDeposit: 0,
      quantity: 1,
    });
    const res = await gqlRequest(renter, bookingBody(item, day(2), day(2 + MAX_RENTAL_DAYS - 1), card()));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.requestBooking).toMatchObject({ totalPrice: 419_750_000, securityDeposit: 0 });
  });
});

describe('totals above what any booking can cost', () => {
  it('are refused at the contract with a clear 400, through both doors, and nothing is written', async () => {
    const item = await bookableItem(stack, owner, admin);
    const before = await moneyCounts(stack);
    const body = { ...bookingBody(item, day(5), day(6), card()), totalPrice: 500_000_000 };
    const res = await restRequest(renter, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(TOTAL_MAX);
    expect(res.body.fieldErrors).toEqual({ totalPrice: TOTAL_MAX });
    const viaGraphql = await gqlRequest(renter, body);
    expect(viaGraphql.body.errors?.[0]).toMatchObject({
      message: TOTAL_MAX,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await moneyCounts(stack)).toEqual(before);
  });
});

describe('amounts finer than a cent', () => {
  it('listing prices and deposits with more than 2 decimals are refused, not rounded', async () => {
    const image = (await uploadImage(stack, owner)).url;
    for (const overrides of [
      { pricePerDay: 0.005 },
      { pricePerDay: 45.999 },
      { pricePerWeek: 250.001 },
      { securityDeposit: 0.001 },
    ]) {
      const res = await owner.client.request<{ message: string; fieldErrors?: Record<string, string> }>(
        'POST',
        '/api/items',
        {
          title: 'Canon EOS R6 mirrorless camera',
          description: 'Full-frame mirrorless camera with a 24-105 lens, two batteries and a charger.',
          category: 'Cameras',
          currency: 'USD',
          pricePerDay: 45,
          securityDeposit: 300,
          location: 'Sydney',
          quantity: 1,
          images: [image],
          ...overrides,
        },
      );
      expect(res.status, JSON.stringify({ overrides, body: res.body })).toBe(400);
      expect(res.body.fieldErrors?.[Object.keys(overrides)[0]!]).toBe(DECIMALS);
    }
    // Two decimals are a price like any other.
    const exact = await listItem(stack, owner, { pricePerDay: 0.01, securityDeposit: 0.5, images: [image] });
    expect(exact).toMatchObject({ pricePerDay: 0.01 });
  });

  it('a booking total with more than 2 decimals is refused at the contract', async () => {
    const item = await bookableItem(stack, owner, admin);
    const body = bookingBody(item, day(8), day(9), card());
    const res = await restRequest(renter, { ...body, totalPrice: body.totalPrice + 0.001 });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fieldErrors).toEqual({ totalPrice: DECIMALS });
  });

  it('a damage claim of 0.001 is a prompt 400 (REST and GraphQL), and the claim can still be made', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await returnedBooking(item, 30);
    const started = Date.now();
    const res = await rest(owner, 'reportDamage', booking.id, { amount: 0.001, reason: 'Scratched' });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fieldErrors).toEqual({ amount: DECIMALS });
    expect(Date.now() - started).toBeLessThan(5_000);
    const viaGraphql = await gql(owner, 'reportDamage', booking.id, { amount: 10.005, reason: 'Scratched' });
    expect(viaGraphql.error).toEqual({ code: 'BAD_USER_INPUT', message: DECIMALS });
    expect(await sql('select id from damage_claims where booking_id = ?', [booking.id])).toEqual([]);

    await restOk(owner, 'reportDamage', booking.id, { amount: 0.01, reason: 'Scratched' });
    const disputed = await restOk(renter, 'respondToClaim', booking.id, { accept: false });
    expect(disputed.damageClaim).toMatchObject({ amount: 0.01, status: 'disputed' });
    // An admin's decision is an amount too.
    const decision = await rest(admin, 'resolveClaim', booking.id, { ownerAmount: 0.005 });
    expect(decision.status, JSON.stringify(decision.body)).toBe(400);
    expect(decision.body.fieldErrors).toEqual({ ownerAmount: DECIMALS });
    const decided = await restOk(admin, 'resolveClaim', booking.id, { ownerAmount: 0.01 });
    expect(decided).toMatchObject({ status: 'completed', damageClaim: { ownerAmount: 0.01 } });
  });
});
