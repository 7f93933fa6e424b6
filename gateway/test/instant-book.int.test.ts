import { instantBookCheck, trustThresholdsOf } from '@koalarent/bookings/client';
import { loadConfig } from '@koalarent/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type BookingJson,
  book,
  bookableItem,
  bookingBody,
  bookingInput,
  bookingSuite,
  day,
  eventsOf,
  eventually,
  gqlRequest,
  moneyCounts,
  newKey,
  type PricedItem,
  restOk,
  type Sql,
} from './bookings-fixtures.js';
import type { ItemJson, Member } from './catalog-fixtures.js';
import { Client, type TestStack } from './harness.js';

/**
 * Instant book (issue 23 §5) through the real gateway and bookings worker: the owner's switch on a listing (REST
 * and GraphQL), the trusted renter rule (a renter made trusted by three real rentals, completed and reviewed), the
 * request approved at once in the request's own transaction — captured payment, ledger, events, both sides'
 * notices — and everyone else requesting as before; the check the item page reads; the search filter.
 */

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const world = bookingSuite(['owner', 'trusted', 'newcomer']);

let stack: TestStack;
let sql: Sql;
let admin: Member;
let owner: Member;
let trusted: Member;
let newcomer: Member;
let instantItem: ItemJson & PricedItem;
let plainItem: ItemJson & PricedItem;

/** One whole rental through the API: requested, approved, handed over, returned, checked in, reviewed by both. */
async function completedReviewedRental(renter: Member, item: PricedItem, start: number): Promise<void> {
  const booking = await book(renter, bookingBody(item, day(start), day(start + 1)));
  await restOk(owner, 'approve', booking.id);
  await restOk(renter, 'received', booking.id);
  await restOk(renter, 'returned', booking.id, { notes: 'Back as it came.' });
  await restOk(owner, 'confirmCondition', booking.id);
  await restOk(owner, 'review', booking.id, { rating: 5, comment: 'Returned on time.' });
  await restOk(renter, 'review', booking.id, { rating: 5, comment: 'Easy hand-over.' });
}

beforeAll(async () => {
  ({
    stack,
    admin,
    sql,
    members: { owner, trusted, newcomer },
  } = world());
  instantItem = await bookableItem(stack, owner, admin, { instantBook: true, quantity: 20 });
  plainItem = await bookableItem(stack, owner, admin, { quantity: 20 });
  // Three completed, five-star rentals make `trusted` a trusted renter (the default thresholds: 3 and 4.5).
  for (const start of [3, 6, 9]) await completedReviewedRental(trusted, plainItem, start);
});

interface CheckJson {
  listingInstantBook: boolean;
  instant: boolean;
  reasons: string[];
  rule: { minCompletedRentals: number; minRating: number };
}

async function check(member: Member | null, itemId: number): Promise<CheckJson> {
  const client = member?.client ?? new Client(stack.baseUrl);
  const res = await client.graphql<{ instantBookCheck: CheckJson }>(
    'query ($id: Int!) { instantBookCheck(itemId: $id) { listingInstantBook instant reasons rule { minCompletedRentals minRating } } }',
    { id: itemId },
  );
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.instantBookCheck;
}

describe('the owner’s switch (issue 23 §1/§5)', () => {
  it('is off by default, set by PUT /api/items/{id} and kept when a body leaves it out; a bad value is refused and changes nothing', async () => {
    expect(plainItem.instantBook).toBe(false);
    expect(instantItem.instantBook).toBe(true);
    const { id: _id, ...fields } = plainItem as unknown as Record<string, unknown>;
    const body = {
      title: fields.title,
      description: fields.description,
      category: fields.category,
      currency: fields.currency,
      pricePerDay: fields.pricePerDay,
      securityDeposit: fields.securityDeposit,
      location: fields.location,
      quantity: fields.quantity,
      images: fields.images,
    };
    const bad = await owner.client.request<{ errors?: Record<string, string> }>(
      'PUT',
      `/api/items/${plainItem.id}`,
      { ...body, instantBook: 'yes' },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('instantBook must be true or false');
    const on = await owner.client.request<ItemJson>('PUT', `/api/items/${plainItem.id}`, {
      ...body,
      instantBook: true,
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.instantBook).toBe(true);
    const kept = await owner.client.request<ItemJson>('PUT', `/api/items/${plainItem.id}`, body);
    expect(kept.body.instantBook).toBe(true);
    const gql = await owner.client.graphql<{ updateItem: { instantBook: boolean } }>(
      'mutation ($id: Int!, $input: ItemInput!) { updateItem(id: $id, input: $input) { instantBook } }',
      { id: plainItem.id, input: { ...body, instantBook: false } },
    );
    expect(gql.body.data?.updateItem.instantBook).toBe(false);
    const read = await new Client(stack.baseUrl).request<ItemJson>('GET', `/api/items/${plainItem.id}`);
    expect(read.body.instantBook).toBe(false);
  });
});

describe('the trusted renter rule, as the item page reads it', () => {
  it('says who would be approved at once, and why not', async () => {
    expect(await check(trusted, instantItem.id)).toEqual({
      listingInstantBook: true,
      instant: true,
      reasons: [],
      rule: { minCompletedRentals: 3, minRating: 4.5 },
    });
    expect((await check(newcomer, instantItem.id)).reasons).toEqual(['too_few_rentals', 'rating_too_low']);
    expect((await check(null, instantItem.id)).reasons).toEqual(['signed_out']);
    expect((await check(owner, instantItem.id)).reasons).toEqual(['own_listing']);
    expect(await check(trusted, plainItem.id)).toMatchObject({
      instant: false,
      reasons: ['not_instant_book'],
    });
  });

  it('reads the renter’s facts as they are now: an unverified e-mail, an upheld damage claim', async () => {
    // Asked of the query itself, not over HTTP: a signed-in member found unverified would lose their session.
    await sql('update users set is_verified = false where id = ?', [trusted.id]);
    try {
      const answer = await instantBookCheck(stack.gateway.deps.orm.em.fork(), instantItem.id, trusted.id, {
        minCompletedRentals: 3,
        minRating: 4.5,
        requireIdentity: false,
      });
      expect(answer?.reasons).toEqual(['email_unverified']);
    } finally {
      await sql('update users set is_verified = true where id = ?', [trusted.id]);
    }
    // An operator who requires an approved identity check (INSTANT_BOOK_REQUIRE_ID, issue 26 §1): the same renter
    // lacks only that until an admin approves their check.
    const requiringId = { ...trustThresholdsOf(loadConfig({ INSTANT_BOOK_REQUIRE_ID: 'true' })) };
    expect(requiringId).toEqual({ minCompletedRentals: 3, minRating: 4.5, requireIdentity: true });
    const em = () => stack.gateway.deps.orm.em.fork();
    expect((await instantBookCheck(em(), instantItem.id, trusted.id, requiringId))?.reasons).toEqual([
      'identity_unverified',
    ]);
    await sql('update users set identity_verified = true where id = ?', [trusted.id]);
    try {
      expect((await instantBookCheck(em(), instantItem.id, trusted.id, requiringId))?.instant).toBe(true);
    } finally {
      await sql('update users set identity_verified = false where id = ?', [trusted.id]);
    }
    // A claim settled with money to the owner counts against the renter; one an admin decided for the renter does not.
    const [past] = await sql(`select id from bookings where renter_id = ? and status = 'completed' limit 1`, [
      trusted.id,
    ]);
    const claim = (status: string, ownerCents: number) =>
      sql(
        `insert into damage_claims (booking_id, amount_cents, reason, photos, status, respond_by, owner_amount_cents)
         values (?, 1000, 'A scratch', '[]', ?, now(), ?)`,
        [past!.id, status, ownerCents],
      );
    try {
      await claim('admin_decided', 0);
      expect((await check(trusted, instantItem.id)).instant).toBe(true);
      await sql('delete from damage_claims where booking_id = ?', [past!.id]);
      await claim('accepted', 1000);
      expect((await check(trusted, instantItem.id)).reasons).toEqual(['upheld_damage_claim']);
    } finally {
      await sql('delete from damage_claims where booking_id = ?', [past!.id]);
    }
  });
});

describe('a request on an instant-book listing', () => {
  it('from a trusted renter is approved at once in the request’s transaction: captured, posted, both sides told', async () => {
    const before = await moneyCounts(stack);
    const booking = await book(trusted, bookingBody(instantItem, day(20), day(22)));
    expect(booking.status).toBe('approved');
    expect(booking.paymentStatus).toBe('paid');

    const [row] = await sql(
      'select status, payment_status, approved_at, rent_payment_ref from bookings where id = ?',
      [booking.id],
    );
    expect(row).toMatchObject({ status: 'approved', payment_status: 'paid' });
    expect(row!.approved_at).not.toBeNull();
    const [payment] = await sql('select status, captured_cents from sandbox_payments where id = ?', [
      row!.rent_payment_ref,
    ]);
    expect(payment!.status).toBe('captured');
    expect(Number(payment!.captured_cents)).toBe(Math.round(booking.totalPrice * 100));
    const postings = await sql(
      'select kind, account, amount_cents from ledger_entries where booking_id = ? order by id',
      [booking.id],
    );
    expect(postings.map((p) => p.kind)).toContain('capture');
    expect(postings.filter((p) => p.kind === 'capture').map((p) => p.account)).toEqual([
      'rent_hold',
      'owner_payable',
      'platform_fees',
    ]);
    const after = await moneyCounts(stack);
    expect(Number(after.bookings)).toBe(Number(before.bookings) + 1);

    const events = await eventsOf(stack, booking.id);
    expect(events.map((e) => e.type)).toEqual([
      'booking.requested',
      'booking.status_changed',
      'booking.status_changed',
      'booking.approved',
    ]);
    expect(events[2]!.payload).toMatchObject({ from: 'pending_approval', status: 'approved', actorId: null });
    expect(events[3]!.payload).toMatchObject({ status: 'approved', actorId: null, renterId: trusted.id });

    // Both sides are told: the owner gets the request and the approval, the renter the approval.
    const notices = await eventually(async () => {
      const rows = await sql(
        `select receiver_id, notice_kind from messages where booking_id = ? and notice_kind = 'BOOKING_APPROVED' order by receiver_id`,
        [booking.id],
      );
      expect(rows).toHaveLength(2);
      return rows;
    });
    expect(notices.map((n) => n.receiver_id).sort()).toEqual([owner.id, trusted.id].sort());
    const ownerView = await owner.client.request<BookingJson>('GET', `/api/bookings/${booking.id}`);
    expect(ownerView.body.status).toBe('approved');
  });

  it('through GraphQL too', async () => {
    const res = await gqlRequest(trusted, bookingBody(instantItem, day(30), day(30)));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.requestBooking).toMatchObject({ status: 'approved', paymentStatus: 'paid' });
  });

  it('shows each party’s e-mail and ID checks apart, from the request’s answer and from a later read (issue 26 §1)', async () => {
    const parties = 'renter { isVerified identityVerified } owner { isVerified identityVerified }';
    type Parties = Record<'renter' | 'owner', { isVerified: boolean; identityVerified: boolean }>;
    await sql('update users set identity_verified = true where id = ?', [owner.id]);
    try {
      // The answer the worker's snapshot presents.
      const requested = await trusted.client.graphql<{ requestBooking: Parties & { id: number } }>(
        `mutation ($input: BookingRequestInput!, $key: String!) {
           requestBooking(input: $input, idempotencyKey: $key) { id ${parties} } }`,
        { input: bookingInput(bookingBody(instantItem, day(32), day(32))), key: newKey('parties') },
      );
      expect(requested.body.errors, JSON.stringify(requested.body.errors)).toBeUndefined();
      const answer = requested.body.data!.requestBooking;
      expect(answer.renter).toEqual({ isVerified: true, identityVerified: false });
      expect(answer.owner).toEqual({ isVerified: true, identityVerified: true });
      // The same booking read again, through the party loader.
      const read = await trusted.client.graphql<{ booking: Parties }>(
        `query ($id: Int!) { booking(id: $id) { ${parties} } }`,
        { id: answer.id },
      );
      expect(read.body.data!.booking.renter).toEqual({ isVerified: true, identityVerified: false });
      expect(read.body.data!.booking.owner).toEqual({ isVerified: true, identityVerified: true });
    } finally {
      await sql('update users set identity_verified = false where id = ?', [owner.id]);
    }
  });

  it('from a renter who is not trusted waits for the owner, as today', async () => {
    const booking = await book(newcomer, bookingBody(instantItem, day(24), day(25)));
    expect(booking).toMatchObject({ status: 'pending_approval', paymentStatus: 'authorized' });
    const events = await eventsOf(stack, booking.id);
    expect(events.map((e) => e.type)).toEqual(['booking.requested', 'booking.status_changed']);
    const [payment] = await sql(
      'select p.status from sandbox_payments p join bookings b on b.rent_payment_ref = p.id where b.id = ?',
      [booking.id],
    );
    expect(payment!.status).toBe('authorized');
  });

  it('from a trusted renter on a listing without instant book waits for the owner too', async () => {
    const booking = await book(trusted, bookingBody(plainItem, day(26), day(27)));
    expect(booking).toMatchObject({ status: 'pending_approval', paymentStatus: 'authorized' });
    expect((await eventsOf(stack, booking.id, 'booking.approved')).length).toBe(0);
  });
});

describe('search (issue 23 §5)', () => {
  it('filters on instant book through GraphQL and REST; a bad value is a 400', async () => {
    const gql = await new Client(stack.baseUrl).graphql<{ items: { nodes: { id: number }[] } }>(
      'query { items(filter: { instantBook: true }, first: 100) { nodes { id } } }',
    );
    const gqlIds = gql.body.data!.items.nodes.map((n) => n.id);
    expect(gqlIds).toContain(instantItem.id);
    expect(gqlIds).not.toContain(plainItem.id);
    const rest = await new Client(stack.baseUrl).request<{ id: number; instantBook: boolean }[]>(
      'GET',
      '/api/items?instantBook=true&limit=100',
    );
    expect(rest.status).toBe(200);
    expect(rest.body.map((i) => i.id)).toContain(instantItem.id);
    expect(rest.body.every((i) => i.instantBook)).toBe(true);
    const all = await new Client(stack.baseUrl).request<{ id: number }[]>('GET', '/api/items?limit=100');
    expect(all.body.map((i) => i.id)).toContain(plainItem.id);
    const bad = await new Client(stack.baseUrl).request('GET', '/api/items?instantBook=maybe');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('instantBook must be true or false');
  });
});
