import { lateFeeCents } from '@koalarent/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Action,
  type BookingJson,
  book,
  bookableItem,
  bookingBody,
  bookingSuite,
  CARDS,
  card,
  day,
  eventsOf,
  gql,
  moneyCounts,
  newKey,
  type PricedItem,
  priceOf,
  rest,
  restOk,
  restRequest,
  type Sql,
  snapshot,
  viewBooking,
} from './bookings-fixtures.js';
import { type ItemJson, listItem, type Member, signedInMember } from './catalog-fixtures.js';
import { Client, type TestStack } from './harness.js';

/**
 * A booking's whole life through the two doors (REST and GraphQL) of the real gateway and a real bookings worker:
 * request, approve, hand-over, a late return with its fee taken from the deposit, the condition check, reviews and
 * what follows from them (ratings, ranks), damage claims, the cancellation policy's amounts, and every refusal.
 */

// Bounds against a hang, not targets: on a loaded two-core CI machine these files run several times slower.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const world = bookingSuite(['owner', 'renter', 'stranger']);

let stack: TestStack;
let admin: Member;
let owner: Member;
let renter: Member;
let stranger: Member;
let sql: Sql;

beforeAll(() => {
  ({
    stack,
    admin,
    sql,
    members: { owner, renter, stranger },
  } = world());
});

/** Moves a booking's dates (the clock cannot be moved: the dates can). */
async function setDates(bookingId: number, startDate: string, endDate: string) {
  await sql('update bookings set start_date = ?, end_date = ? where id = ?', [startDate, endDate, bookingId]);
}

async function userJson(member: Member) {
  const res = await member.client.request<Record<string, unknown>>('GET', `/api/users/${member.id}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** Request → approve → received → returned → confirmed, through REST; answers the completed booking. */
async function completedRental(item: PricedItem, who: Member, offset: number): Promise<BookingJson> {
  const booking = await book(who, bookingBody(item, day(offset), day(offset + 1), card()));
  await restOk(owner, 'approve', booking.id);
  await restOk(who, 'received', booking.id);
  await restOk(who, 'returned', booking.id, { notes: '' });
  return restOk(owner, 'confirmCondition', booking.id);
}

/** A booking brought to `returned` (request, approve, shipped, received, returned). */
async function returnedBooking(item: PricedItem, offset: number): Promise<BookingJson> {
  const booking = await book(renter, bookingBody(item, day(offset), day(offset + 2), card()));
  await restOk(owner, 'approve', booking.id);
  await restOk(owner, 'shipped', booking.id, { notes: 'Sent by courier' });
  await restOk(renter, 'received', booking.id);
  return restOk(renter, 'returned', booking.id, { notes: 'All good' });
}

describe('a rental from request to reviews', () => {
  it('request → approve → ready → received → late return → condition OK (fee from the deposit) → both review', async () => {
    const item = await bookableItem(stack, owner, admin, { pricePerDay: 45, securityDeposit: 300 });
    const price = priceOf(item, day(20), day(22));

    // The request (REST): held, not charged.
    const requested = await book(
      renter,
      bookingBody(item, day(20), day(22), card(), {
        deliveryOption: 'delivery',
        deliveryAddress: '1 Koala Way',
      }),
    );
    expect(requested).toMatchObject({
      status: 'pending_approval',
      paymentStatus: 'authorized',
      days: 3,
      dailyPrice: 45,
      rentPrice: 135,
      serviceFee: 20.25,
      totalPrice: 155.25,
      securityDeposit: 300,
      refundedAmount: 0,
      ownerPayout: 0,
      lateFee: 0,
      viewerRole: 'renter',
      deliveryMethod: 'delivery',
      deliveryAddress: '1 Koala Way',
      cancellationRefund: 155.25,
      startDate: day(20),
      endDate: day(22),
    });
    expect(price.total).toBe(155.25);
    expect(requested.allowedActions).toEqual(['cancel']);
    const asOwner = (await gql(owner, 'approve', requested.id, {}, newKey('appr'))).data!;

    // Approved (GraphQL): rent + fee captured, deposit still held.
    expect(asOwner).toMatchObject({ status: 'approved', paymentStatus: 'paid', viewerRole: 'owner' });
    expect(asOwner.approvedAt).not.toBeNull();

    const ready = await restOk(owner, 'readyForPickup', requested.id, { notes: 'Front desk, after 5 pm' });
    expect(ready).toMatchObject({ status: 'awaiting_pickup', ownerNotes: 'Front desk, after 5 pm' });

    // The rental ran past its end: four days ago (the dates move, the clock cannot).
    await setDates(requested.id, day(-7), day(-4));
    const received = (await gql(renter, 'received', requested.id)).data!;
    expect(received).toMatchObject({ status: 'with_renter', overdue: true });
    expect(received.receivedDate).not.toBeNull();
    expect(received.lateFee).toBeGreaterThan(0);
    const returned = await restOk(renter, 'returned', requested.id, { notes: 'Sorry, a few days late' });
    const expectedLate = lateFeeCents(day(-4), new Date(String(returned.returnedAt)), 4500);
    expect(expectedLate).toBeGreaterThanOrEqual(4 * 4500);
    expect(returned).toMatchObject({
      status: 'returned',
      returnNotes: 'Sorry, a few days late',
      lateFee: expectedLate / 100,
      overdue: false,
    });

    // Condition OK (GraphQL): the late fee is taken from the deposit, the rest released; completed.
    const completed = (await gql(owner, 'confirmCondition', requested.id)).data!;
    expect(completed).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      ownerPayout: (13500 + expectedLate) / 100,
      refundedAmount: 0,
    });
    expect(completed.completedAt).not.toBeNull();
    const balances = await sql(
      `select account, sum(amount_cents)::int as total from ledger_entries where booking_id = ?
        group by account having sum(amount_cents) <> 0 order by account`,
      [requested.id],
    );
    expect(balances).toEqual([
      { account: 'owner_payable', total: 13500 + expectedLate },
      { account: 'platform_fees', total: 2025 },
      { account: 'renter_card', total: -(15525 + expectedLate) },
    ]);
    // Each step told both sides: one status_changed per transition, plus requested and approved.
    const events = (await eventsOf(stack, requested.id)).map((e) => e.type);
    expect(events.filter((t) => t === 'booking.status_changed')).toHaveLength(6);
    expect(events).toContain('booking.requested');
    expect(events).toContain('booking.approved');

    // Reviews: hidden until both have written.
    const mine = await rest(renter, 'review', requested.id, {
      rating: 5,
      comment: 'Great camera, great owner',
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body).toMatchObject({ rating: 5, direction: 'renter_to_owner', itemId: item.id });
    expect((await renter.client.request('GET', `/api/items/${item.id}/reviews`)).body).toEqual([]);
    expect((await rest(renter, 'review', requested.id, { rating: 4 })).status).toBe(409);
    const theirs = await gql(owner, 'review', requested.id, {
      rating: 4,
      comment: 'Returned late but careful',
    });
    expect(theirs.error).toBeNull();
    expect(theirs.data).toMatchObject({ rating: 4, direction: 'owner_to_renter', itemId: null });

    const itemReviews = await stranger.client.request<{ rating: number; comment: string }[]>(
      'GET',
      `/api/items/${item.id}/reviews`,
    );
    expect(itemReviews.body).toMatchObject([{ rating: 5, comment: 'Great camera, great owner' }]);
    const ownerReviews = await stranger.client.request<unknown[]>('GET', `/api/users/${owner.id}/reviews`);
    expect(ownerReviews.body).toHaveLength(1);
    const renterReviews = await stranger.client.request<{ rating: number }[]>(
      'GET',
      `/api/users/${renter.id}/reviews`,
    );
    expect(renterReviews.body).toMatchObject([{ rating: 4 }]);
    const itemNow = await stranger.client.request<ItemJson>('GET', `/api/items/${item.id}`);
    expect(itemNow.body).toMatchObject({ averageRating: 5, reviewCount: 1 });
    expect(await userJson(owner)).toMatchObject({ rating: 5, reviewCount: 1, koalaRank: 'rookie' });
    expect(await userJson(renter)).toMatchObject({
      rating: 4,
      reviewCount: 1,
      itemsRented: 1,
      koalaRank: 'rookie',
    });
    expect((await eventsOf(stack, requested.id, 'review.published')).length).toBe(2);

    // Two more completed rentals rated 5 and 4: three completed rentals, 4+ stars → junior on both sides.
    const second = await completedRental(item, renter, 40);
    await restOk(renter, 'review', second.id, { rating: 5 });
    await restOk(owner, 'review', second.id, { rating: 5 });
    const third = await completedRental(item, renter, 44);
    await restOk(renter, 'review', third.id, { rating: 4 });
    await restOk(owner, 'review', third.id, { rating: 4 });
    expect(await userJson(renter)).toMatchObject({
      rating: 4.33,
      reviewCount: 3,
      itemsRented: 3,
      koalaRank: 'junior',
    });
    expect(await userJson(owner)).toMatchObject({ rating: 4.67, reviewCount: 3, koalaRank: 'junior' });
    expect((await stranger.client.request<ItemJson>('GET', `/api/items/${item.id}`)).body).toMatchObject({
      averageRating: 4.67,
      reviewCount: 3,
    });
    // The owner's earnings list what each completed booking paid out.
    const earnings = await owner.client.request<{ totals: { amount: number; currency: string }[] }>(
      'GET',
      '/api/bookings/earnings',
    );
    expect(earnings.status).toBe(200);
    expect(earnings.body.totals).toEqual([
      { amount: (13500 + expectedLate + 2 * 9000) / 100, currency: 'USD' },
    ]);
  });
});

describe('damage claims', () => {
  it('the renter accepts: that part of the deposit goes to the owner, the rest back, completed', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await returnedBooking(item, 60);
    const reported = await restOk(owner, 'reportDamage', booking.id, {
      amount: 50,
      reason: 'Scratched lens',
      photos: ['/uploads/lens.jpg'],
    });
    expect(reported).toMatchObject({ status: 'returned', damageClaim: { amount: 50, status: 'open' } });
    expect(await eventsOf(stack, booking.id, 'booking.damage_reported')).toHaveLength(1);
    // Open claim: the condition cannot be confirmed, nor damage reported twice.
    expect((await rest(owner, 'confirmCondition', booking.id)).status).toBe(409);
    expect((await rest(owner, 'reportDamage', booking.id, { amount: 10, reason: 'Again' })).status).toBe(409);
    const accepted = await restOk(renter, 'respondToClaim', booking.id, { accept: true });
    expect(accepted).toMatchObject({
      status: 'completed',
      ownerPayout: 135 + 50,
      damageClaim: { status: 'accepted', ownerAmount: 50 },
    });
    expect(await eventsOf(stack, booking.id, 'booking.damage_resolved')).toMatchObject([
      { payload: { resolution: 'accepted', ownerAmount: 50 } },
    ]);
  });

  it('the renter disputes, an admin decides part of it; only an admin may, and at most the claim', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await returnedBooking(item, 64);
    // More than the deposit is refused (400), as is nothing at all.
    expect((await rest(owner, 'reportDamage', booking.id, { amount: 301, reason: 'Broken' })).status).toBe(
      400,
    );
    expect((await rest(owner, 'reportDamage', booking.id, { amount: 0, reason: 'Broken' })).status).toBe(400);
    await restOk(owner, 'reportDamage', booking.id, { amount: 120, reason: 'Cracked screen' });
    const disputed = (await gql(renter, 'respondToClaim', booking.id, { accept: false })).data!;
    expect(disputed).toMatchObject({ status: 'returned', damageClaim: { status: 'disputed' } });
    expect((await rest(renter, 'respondToClaim', booking.id, { accept: true })).status).toBe(409);
    expect((await rest(owner, 'confirmCondition', booking.id)).status).toBe(409);
    const disputes = await admin.client.request<BookingJson[]>('GET', '/api/admin/disputes');
    expect(disputes.body.map((b) => b.id)).toContain(booking.id);
    expect((await rest(owner, 'resolveClaim', booking.id, { ownerAmount: 60 })).status).toBe(403);
    expect((await rest(admin, 'resolveClaim', booking.id, { ownerAmount: 121 })).status).toBe(400);
    const decided = await restOk(admin, 'resolveClaim', booking.id, { ownerAmount: 60, note: 'Half of it' });
    expect(decided).toMatchObject({
      status: 'completed',
      ownerPayout: 135 + 60,
      damageClaim: { status: 'admin_decided', ownerAmount: 60 },
    });
    expect((await rest(admin, 'resolveClaim', booking.id, { ownerAmount: 60 })).status).toBe(409);
  });
});

describe('the damage report window', () => {
  it('damage can be reported within 3 days of the return, not later; the late fee leaves less of the deposit to claim', async () => {
    const item = await bookableItem(stack, owner, admin, { pricePerDay: 45, securityDeposit: 100 });
    const late = await returnedBooking(item, 68);
    await sql(`update bookings set returned_at = now() - interval '3 days 1 minute' where id = ?`, [late.id]);
    const tooLate = await rest(owner, 'reportDamage', late.id, { amount: 10, reason: 'Noticed a dent' });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe('Damage can be reported within 3 days of the return.');
    await restOk(owner, 'confirmCondition', late.id);

    // Ended the day before yesterday: two days late, 2 × 45 of the 100 deposit taken, 10 left to claim.
    const overdue = await book(renter, bookingBody(item, day(72), day(73), card()));
    await restOk(owner, 'approve', overdue.id);
    await setDates(overdue.id, day(-3), day(-2));
    await restOk(renter, 'received', overdue.id);
    const back = await restOk(renter, 'returned', overdue.id, { notes: '' });
    expect(back.lateFee).toBe(90);
    const tooMuch = await rest(owner, 'reportDamage', overdue.id, { amount: 10.01, reason: 'Broken' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(
      'The damage amount can be at most $10.00 (the deposit, less any late fee).',
    );
    await restOk(owner, 'reportDamage', overdue.id, { amount: 10, reason: 'Broken strap' });
    const settled = await restOk(renter, 'respondToClaim', overdue.id, { accept: true });
    // The owner keeps the whole deposit: the late fee and the claim.
    expect(settled).toMatchObject({ status: 'completed', ownerPayout: 90 + 90 + 10 });
  });
});

describe('the cancellation policy', () => {
  async function approved(item: PricedItem, from: number, to: number): Promise<BookingJson> {
    const booking = await book(renter, bookingBody(item, day(from), day(to), card()));
    return restOk(owner, 'approve', booking.id);
  }

  it('renter before approval: everything released; the preview says so', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await book(renter, bookingBody(item, day(30), day(31), card()));
    expect(booking.cancellationRefund).toBe(103.5);
    const cancelled = await restOk(renter, 'cancel', booking.id, { reason: 'Found another one' });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'renter',
      cancelReason: 'Found another one',
      paymentStatus: 'refunded',
      ownerPayout: 0,
    });
    expect((await eventsOf(stack, booking.id, 'booking.cancelled'))[0]!.payload).toMatchObject({
      cancelledBy: 'renter',
      refundedAmount: 103.5,
    });
  });

  it('renter after approval, 48 hours or more before the start: the rent back, the fee kept', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await approved(item, 5, 6);
    const preview = (await viewBooking(renter, booking.id)).cancellationRefund;
    expect(preview).toBe(90);
    const cancelled = (await gql(renter, 'cancel', booking.id, { reason: null })).data!;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'partially_refunded',
      refundedAmount: 90,
      ownerPayout: 0,
    });
  });

  it('renter after approval, less than 48 hours before the start: half the rent back', async () => {
    const item = await bookableItem(stack, owner, admin, { pricePerDay: 45.55 });
    // Starts the day after tomorrow (UTC): between 24 and 48 hours away.
    const booking = await approved(item, 2, 4);
    // 3 days × 45.55 = 136.65; half, rounded down to the cent: 68.32.
    expect((await viewBooking(renter, booking.id)).cancellationRefund).toBe(68.32);
    const cancelled = await restOk(renter, 'cancel', booking.id, {});
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'partially_refunded',
      refundedAmount: 68.32,
      ownerPayout: 68.33,
    });
  });

  it('owner after approval: everything back to the renter', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await approved(item, 2, 3);
    const cancelled = await restOk(owner, 'cancel', booking.id, { reason: 'The camera broke' });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'owner',
      paymentStatus: 'refunded',
      refundedAmount: 103.5,
      ownerPayout: 0,
    });
  });

  it('reject releases every hold and keeps the reason', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await book(renter, bookingBody(item, day(8), day(9), card()));
    expect((await rest(owner, 'reject', booking.id, { reason: '  ' })).status).toBe(400);
    const rejected = await restOk(owner, 'reject', booking.id, { reason: 'In repair that week' });
    expect(rejected).toMatchObject({
      status: 'rejected',
      paymentStatus: 'refunded',
      ownerNotes: 'In repair that week',
    });
    expect((await eventsOf(stack, booking.id, 'booking.rejected'))[0]!.payload).toMatchObject({
      reason: 'In repair that week',
    });
  });
});

describe('refused requests write nothing', () => {
  let item: ItemJson & PricedItem;
  beforeAll(async () => {
    item = await bookableItem(stack, owner, admin);
  });

  async function refused(member: Member, body: unknown): Promise<{ status: number; message: string }> {
    const before = await moneyCounts(stack);
    const res = await restRequest(member, body);
    expect(await moneyCounts(stack)).toEqual(before);
    return { status: res.status, message: res.body.message };
  }

  it('a declined card and a card without funds: 402 with the message', async () => {
    expect(await refused(renter, bookingBody(item, day(50), day(51), card(CARDS.declined)))).toEqual({
      status: 402,
      message: 'Your card was declined.',
    });
    expect(await refused(renter, bookingBody(item, day(50), day(51), card(CARDS.insufficient)))).toEqual({
      status: 402,
      message: 'Your card has insufficient funds.',
    });
    // GraphQL says the same.
    const gqlDeclined = await renter.client.graphql(
      `mutation ($input: BookingRequestInput!, $key: String!) { requestBooking(input: $input, idempotencyKey: $key) { id } }`,
      {
        input: {
          ...bookingBody(item, day(50), day(51)),
          paymentMethod: undefined,
          card: card(CARDS.declined),
        },
        key: newKey(),
      },
    );
    expect(gqlDeclined.body.errors?.[0]).toMatchObject({
      message: 'Your card was declined.',
      extensions: { code: 'PAYMENT_FAILED' },
    });
  });

  it('a total that disagrees with the price: 409 with the price now', async () => {
    const res = await refused(renter, { ...bookingBody(item, day(50), day(51)), totalPrice: 90 });
    expect(res.status).toBe(409);
    expect(res.message).toContain('$103.50');
  });

  it('own item 403, an item not approved 404, past dates 400, a missing card 400', async () => {
    expect((await refused(owner, bookingBody(item, day(50), day(51)))).status).toBe(403);
    const unapproved = (await listItem(stack, owner)) as ItemJson & PricedItem;
    expect(await refused(renter, bookingBody(unapproved, day(50), day(51)))).toMatchObject({ status: 404 });
    expect(await refused(renter, bookingBody(item, day(-5), day(-4)))).toEqual({
      status: 400,
      message: 'Past dates cannot be selected',
    });
    expect(
      (await refused(renter, { ...bookingBody(item, day(50), day(51)), paymentMethod: null })).status,
    ).toBe(400);
    expect(
      (
        await refused(renter, {
          ...bookingBody(item, day(50), day(51)),
          paymentMethod: card('4242 4242 4242 4241'),
        })
      ).status,
    ).toBe(400);
  });

  it('a saved card is charged again by its id; someone else’s saved card is refused', async () => {
    const newcomer = await signedInMember(stack);
    const first = await book(newcomer, bookingBody(item, day(70), day(70), card()));
    const methods = await newcomer.client.request<{ id: number; last4: string }[]>(
      'GET',
      '/api/payment-methods',
    );
    expect(methods.body).toMatchObject([{ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }]);
    expect(JSON.stringify(methods.body)).not.toContain('4242424242424242');
    const saved = methods.body[0]!.id;
    const second = await book(newcomer, bookingBody(item, day(72), day(72), saved));
    expect(second.id).not.toBe(first.id);
    expect((await refused(stranger, bookingBody(item, day(74), day(74), saved))).status).toBe(400);
  });
});

describe('refused transitions change nothing', () => {
  /** Every action by the party that could take it, with a body it accepts. */
  const TRIES: { action: Action; by: 'owner' | 'renter' | 'admin'; body?: Record<string, unknown> }[] = [
    { action: 'approve', by: 'owner' },
    { action: 'reject', by: 'owner', body: { reason: 'No' } },
    { action: 'cancel', by: 'renter' },
    { action: 'readyForPickup', by: 'owner' },
    { action: 'shipped', by: 'owner' },
    { action: 'received', by: 'renter' },
    { action: 'returned', by: 'renter', body: { notes: '' } },
    { action: 'confirmCondition', by: 'owner' },
    { action: 'reportDamage', by: 'owner', body: { amount: 10, reason: 'Dent' } },
    { action: 'respondToClaim', by: 'renter', body: { accept: true } },
    { action: 'resolveClaim', by: 'admin', body: { ownerAmount: 1 } },
    { action: 'review', by: 'renter', body: { rating: 5 } },
  ];
  /** What each state allows (ARCHITECTURE §4); the claim and review actions are checked in their own tests. */
  const ALLOWED: Record<string, Action[]> = {
    pending_approval: ['approve', 'reject', 'cancel'],
    approved: ['cancel', 'readyForPickup', 'shipped', 'received'],
    awaiting_pickup: ['cancel', 'shipped', 'received'],
    in_transit: ['received'],
    with_renter: ['returned'],
    returned: ['confirmCondition', 'reportDamage'],
    completed: ['review'],
    cancelled: [],
    rejected: [],
  };

  async function expectAllRefused(bookingId: number, status: string) {
    const who = { owner, renter, admin };
    for (const t of TRIES) {
      if (ALLOWED[status]!.includes(t.action)) continue;
      const before = await snapshot(stack, bookingId);
      const res = await rest(who[t.by], t.action, bookingId, t.body ?? {});
      expect(
        res.status,
        `${t.action} by the ${t.by} on a ${status} booking: ${JSON.stringify(res.body)}`,
      ).toBe(409);
      expect(res.body.message.length).toBeGreaterThan(0);
      expect(await snapshot(stack, bookingId), `${t.action} on ${status} changed something`).toEqual(before);
    }
  }

  it('from every state, each action it does not allow answers 409 and nothing changes', async () => {
    const item = await bookableItem(stack, owner, admin);
    const a = await book(renter, bookingBody(item, day(80), day(81), card()));
    await expectAllRefused(a.id, 'pending_approval');
    await restOk(owner, 'approve', a.id);
    await expectAllRefused(a.id, 'approved');
    await restOk(owner, 'readyForPickup', a.id);
    await expectAllRefused(a.id, 'awaiting_pickup');
    await restOk(renter, 'received', a.id);
    await expectAllRefused(a.id, 'with_renter');
    await restOk(renter, 'returned', a.id, { notes: '' });
    await expectAllRefused(a.id, 'returned');
    await restOk(owner, 'confirmCondition', a.id);
    await expectAllRefused(a.id, 'completed');

    const b = await book(renter, bookingBody(item, day(84), day(85), card()));
    await restOk(owner, 'approve', b.id);
    await restOk(owner, 'shipped', b.id);
    await expectAllRefused(b.id, 'in_transit');

    const c = await book(renter, bookingBody(item, day(88), day(89), card()));
    await restOk(renter, 'cancel', c.id);
    await expectAllRefused(c.id, 'cancelled');
    const d = await book(renter, bookingBody(item, day(88), day(89), card()));
    await restOk(owner, 'reject', d.id, { reason: 'Busy' });
    await expectAllRefused(d.id, 'rejected');
  });

  it('a stranger gets 404 for every action and the booking itself; the renter approving gets 403', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await book(renter, bookingBody(item, day(90), day(91), card()));
    const before = await snapshot(stack, booking.id);
    expect((await stranger.client.request('GET', `/api/bookings/${booking.id}`)).status).toBe(404);
    const gqlView = await stranger.client.graphql(`query ($id: Int!) { booking(id: $id) { id } }`, {
      id: booking.id,
    });
    expect(gqlView.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const t of TRIES.filter((x) => x.action !== 'resolveClaim')) {
      const res = await rest(stranger, t.action, booking.id, t.body ?? {});
      expect(res.status, `${t.action} by a stranger`).toBe(404);
    }
    expect((await rest(stranger, 'approve', 99_999_999)).status).toBe(404);
    const byRenter = await rest(renter, 'approve', booking.id);
    expect(byRenter.status).toBe(403);
    expect(byRenter.body.message).toBe('Only the owner can do that.');
    expect((await gql(renter, 'approve', booking.id)).error?.code).toBe('FORBIDDEN');
    expect((await rest(owner, 'received', booking.id)).status).toBe(403);
    expect((await rest(renter, 'reject', booking.id, { reason: 'x' })).status).toBe(403);
    // An admin sees the booking but is not a party to it.
    expect((await admin.client.request('GET', `/api/bookings/${booking.id}`)).status).toBe(200);
    expect((await rest(admin, 'approve', booking.id)).status).toBe(403);
    // A member's bookings list is their own.
    expect((await stranger.client.request('GET', `/api/users/${renter.id}/bookings`)).status).toBe(403);
    // Signed out: 401.
    const anon = new Client(stack.baseUrl);
    expect((await anon.request('PUT', `/api/bookings/${booking.id}/approve`, {})).status).toBe(401);
    expect(await snapshot(stack, booking.id)).toEqual(before);
  });

  it('lists: as renter, as owner, and the item availability', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await book(renter, bookingBody(item, day(95), day(97), card()));
    const mine = await renter.client.request<BookingJson[]>('GET', '/api/bookings/as-renter');
    expect(mine.body.map((b) => b.id)).toContain(booking.id);
    const theirs = await owner.client.request<BookingJson[]>('GET', '/api/bookings/as-owner');
    expect(theirs.body.find((b) => b.id === booking.id)).toMatchObject({
      viewerRole: 'owner',
      allowedActions: expect.arrayContaining(['approve', 'reject', 'cancel']),
    });
    const own = await renter.client.request<BookingJson[]>('GET', `/api/users/${renter.id}/bookings`);
    expect(own.status).toBe(200);
    const availability = await stranger.client.request('GET', `/api/items/${item.id}/availability`);
    expect(availability.body).toEqual([{ startDate: day(95), endDate: day(97) }]);
  });
});
