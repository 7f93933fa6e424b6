import { bullPrefix, protectionFeeCents } from '@koalarent/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingJson,
  bookableItem,
  bookingBody,
  bookingInput,
  bookingSuite,
  CARDS,
  card,
  day,
  type ErrorJson,
  gqlRequest,
  moneyCounts,
  newKey,
  restRequest,
} from './bookings-fixtures.js';
import { type Member, signedInMember } from './catalog-fixtures.js';
import type { TestStack } from './harness.js';

/**
 * The gateway's side of a booking request, against the real bookings worker: the card is tokenised before the
 * request is enqueued (the number never reaches Redis), the saved card is offered next time, the same key answers
 * the same booking, and the REST answers keep spec §3's field names through the renter's hand-over steps.
 */

const world = bookingSuite(['owner', 'renter']);

let stack: TestStack;
let admin: Member;
let owner: Member;
let renter: Member;

beforeAll(() => {
  ({
    stack,
    admin,
    members: { owner, renter },
  } = world());
});

function jobKey(member: Member, key: string): string {
  return `${bullPrefix(stack.config.REDIS_PREFIX)}:bookings:cmd-booking-request-${member.id}-${key}`;
}

/** Every value stored under this stack's Redis prefix (queues, jobs, events), as one text. */
async function redisText(): Promise<string> {
  const redis = stack.gateway.deps.redis;
  const keys = await redis.keys(`${bullPrefix(stack.config.REDIS_PREFIX)}*`);
  const parts: string[] = [];
  for (const key of keys) {
    const type = await redis.type(key);
    if (type === 'hash') parts.push(JSON.stringify(await redis.hgetall(key)));
    else if (type === 'string') parts.push(String(await redis.get(key)));
    else if (type === 'list') parts.push((await redis.lrange(key, 0, -1)).join('\n'));
    else if (type === 'zset') parts.push((await redis.zrange(key, 0, -1)).join('\n'));
    else if (type === 'stream') parts.push(JSON.stringify(await redis.xrange(key, '-', '+')));
  }
  return parts.join('\n');
}

describe('POST /api/bookings', () => {
  it('tokenises a new card before enqueueing: Redis and the database never see its number or CVV', async () => {
    const item = await bookableItem(stack, owner, admin);
    const body = bookingBody(item, day(5), day(7), card('4242-4242-4242-4242'));
    const key = newKey('card');
    const res = await restRequest(renter, body, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The job is where the tests below look for card data (and where a refused request leaves none).
    expect(await stack.gateway.deps.redis.exists(jobKey(renter, key))).toBe(1);
    expect(res.body).toMatchObject({
      itemId: item.id,
      item: { id: item.id, title: item.title, ownerId: owner.id },
      owner: { id: owner.id, fullName: 'Test Person' },
      status: 'pending_approval',
      paymentStatus: 'authorized',
      totalPrice: 155.25,
      startDate: day(5),
      endDate: day(7),
      deliveryMethod: 'pickup',
      rentalMessage: body.message,
      receivedDate: null,
      viewerRole: 'renter',
      allowedActions: ['cancel'],
      cancellationRefund: 155.25,
      paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, nameOnCard: 'Kim Renter' },
    });
    const stored = await redisText();
    expect(stored).toContain('booking-request');
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('4242-4242');
    expect(stored).not.toMatch(/"cvv"|cardNumber/);

    // The card is saved (brand and last four only) and offered next time.
    const saved = await renter.client.request<{ id: number; last4: string }[]>('GET', '/api/payment-methods');
    expect(saved.body.map((m) => m.last4)).toEqual(['4242']);
    const again = await restRequest(renter, bookingBody(item, day(10), day(10), saved.body[0]!.id));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.paymentMethod).toMatchObject({ id: saved.body[0]!.id, last4: '4242' });
    // The owner sees the request, not the renter's card.
    const asOwner = await owner.client.request<BookingJson>('GET', `/api/bookings/${again.body.id}`);
    expect(asOwner.body).toMatchObject({
      viewerRole: 'owner',
      allowedActions: ['approve', 'reject', 'cancel'],
    });
    expect(asOwner.body.paymentMethod).toBeNull();
  });

  it('answers the same booking to the same key and body sent at once, and 422 to the key with another body', async () => {
    const item = await bookableItem(stack, owner, admin);
    const body = bookingBody(item, day(20), day(21), card());
    const key = newKey('same');
    const answers = await Promise.all(Array.from({ length: 10 }, () => restRequest(renter, body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const id = answers[0]!.body.id;
    const [count] = await stack.gateway.deps.orm.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as n from bookings where item_id = ?', [item.id]);
    expect(count!.n).toBe(1);

    const otherDates = await restRequest(renter, bookingBody(item, day(22), day(23), card()), key);
    expect(otherDates.status).toBe(422);
    expect(otherDates.body.code).toBe('IDEMPOTENCY_MISMATCH');
    const otherCard = await restRequest(
      renter,
      bookingBody(item, day(20), day(21), card('5555 5555 5555 4444')),
      key,
    );
    expect(otherCard.status).toBe(422);
    // GraphQL with the same key is the same request.
    const viaGraphql = await renter.client.graphql<{ requestBooking: { id: number } }>(
      'mutation ($input: BookingRequestInput!, $key: String!) { requestBooking(input: $input, idempotencyKey: $key) { id } }',
      { input: bookingInput(body), key },
    );
    expect(viaGraphql.body.errors, JSON.stringify(viaGraphql.body.errors)).toBeUndefined();
    expect(viaGraphql.body.data?.requestBooking.id).toBe(id);
  });

  it("answers the provider's refusal of a card with 402 on the payment method, and books nothing", async () => {
    const item = await bookableItem(stack, owner, admin);
    const declined = await restRequest(renter, bookingBody(item, day(30), day(31), card(CARDS.declined)));
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      code: 'PAYMENT_FAILED',
      fieldErrors: { paymentMethod: 'Your card was declined.' },
    });
    const poor = await restRequest(renter, bookingBody(item, day(30), day(31), card(CARDS.insufficient)));
    expect(poor.status).toBe(402);
    expect(poor.body.message).toBe('Your card has insufficient funds.');
    const after = await renter.client.request<{ id: number }[]>('GET', `/api/items/${item.id}/availability`);
    expect(after.body).toEqual([]);
  });

  it('answers a price that disagrees with 409 and a taken date range with 409, and shows the booked range', async () => {
    const item = await bookableItem(stack, owner, admin);
    const wrongPrice = await restRequest(renter, {
      ...bookingBody(item, day(40), day(41), card()),
      totalPrice: 1,
    });
    expect(wrongPrice.status).toBe(409);
    expect(wrongPrice.body.code).toBe('PRICE_CHANGED');
    const first = await restRequest(renter, bookingBody(item, day(40), day(42), card()));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const other = await signedInMember(stack);
    const clash = await restRequest(other, bookingBody(item, day(42), day(43), card()));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('These dates are no longer available');
    const ranges = await other.client.request('GET', `/api/items/${item.id}/availability`);
    expect(ranges.body).toEqual([{ startDate: day(40), endDate: day(42) }]);
    const own = await owner.client.request<ErrorJson>(
      'POST',
      '/api/bookings',
      bookingBody(item, day(50), day(51)),
      {
        'idempotency-key': newKey(),
      },
    );
    expect(own.status).toBe(403);
  });
});

describe('the protection fee the renter was shown (issue 26 §2)', () => {
  /** The terms as protectionTerms answers them, which the wizard prices with. */
  async function shownTerms() {
    const res = await renter.client.graphql<{
      protectionTerms: { feePercent: number; minimumFee: number; cap: number };
    }>('{ protectionTerms { feePercent minimumFee cap } }');
    const terms = res.body.data!.protectionTerms;
    return {
      feePercent: terms.feePercent,
      minimumFeeCents: terms.minimumFee * 100,
      capCents: terms.cap * 100,
    };
  }

  it('refuses over REST and GraphQL with PRICE_CHANGED naming the new fee when the operator changed the terms since the quote', async () => {
    const item = await bookableItem(stack, owner, admin, { quantity: 10 });
    // The renter's quote: 8 % of the 135.00 rent, as the wizard computes it from protectionTerms.
    const shown = protectionFeeCents(13_500, await shownTerms()) / 100;
    expect(shown).toBe(10.8);
    const body = bookingBody(item, day(30), day(32), card(), { protection: true, protectionFee: shown });
    const before = await moneyCounts(stack);
    const percent = stack.config.PROTECTION_FEE_PERCENT;
    // The operator raises the fee to 10 % before the request arrives (the worker reads the same configuration).
    stack.config.PROTECTION_FEE_PERCENT = 10;
    try {
      const message =
        'The price of protection for this rental has changed: it now costs $13.50. Please review and try again.';
      const viaRest = await restRequest(renter, body);
      expect(viaRest.status, JSON.stringify(viaRest.body)).toBe(409);
      expect(viaRest.body).toMatchObject({ code: 'PRICE_CHANGED', message });
      const viaGql = await gqlRequest(renter, body);
      expect(viaGql.body.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'CONFLICT', reason: 'PRICE_CHANGED' },
      });
      expect(await moneyCounts(stack)).toEqual(before);
      // A client that leaves the fee out is charged the fee computed now, as before the field existed.
      const unpinned = bookingBody(item, day(30), day(32), card(), { protection: true });
      const charged = await restRequest(renter, unpinned);
      expect(charged.status, JSON.stringify(charged.body)).toBe(200);
      expect(charged.body.protectionFee).toBe(13.5);
    } finally {
      stack.config.PROTECTION_FEE_PERCENT = percent;
    }
    // With the terms the renter was quoted, the fee shown is the fee charged, through either door.
    const viaRest = await restRequest(renter, body);
    expect(viaRest.status, JSON.stringify(viaRest.body)).toBe(200);
    expect(viaRest.body).toMatchObject({ totalPrice: 155.25, protectionFee: 10.8 });
    const viaGql = await gqlRequest(renter, { ...body, startDate: day(34), endDate: day(36) });
    expect(viaGql.body.errors, JSON.stringify(viaGql.body.errors)).toBeUndefined();
    expect(viaGql.body.data?.requestBooking.protectionFee).toBe(10.8);
  });

  it('refuses a protection fee without protection as a 400 on it over REST and an error over GraphQL; 0 is no fee', async () => {
    const item = await bookableItem(stack, owner, admin, { quantity: 10 });
    const before = await moneyCounts(stack);
    const message = 'A protection fee was given without protection: add protection or leave the fee out';
    for (const extra of [{ protectionFee: 10.8 }, { protection: false, protectionFee: 2 }]) {
      const body = bookingBody(item, day(40), day(41), card(), extra);
      const res = await restRequest(renter, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.fieldErrors?.protectionFee).toBe(message);
      const viaGql = await gqlRequest(renter, body);
      expect(viaGql.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(viaGql.body.errors)).toContain(message);
    }
    const notAnAmount = await restRequest(
      renter,
      bookingBody(item, day(40), day(41), card(), { protection: true, protectionFee: 'ten' }),
    );
    expect(notAnAmount.status).toBe(400);
    expect(notAnAmount.body.fieldErrors?.protectionFee).toBe('The protection fee must be a number from 0');
    expect(await moneyCounts(stack)).toEqual(before);
    const zero = await restRequest(renter, bookingBody(item, day(40), day(41), card(), { protectionFee: 0 }));
    expect(zero.status, JSON.stringify(zero.body)).toBe(200);
    expect(zero.body.protectionFee).toBe(0);
  });

  it('is one request under one Idempotency-Key whichever door sent it, with the fee or with none', async () => {
    const item = await bookableItem(stack, owner, admin, { quantity: 10 });
    const same = async (rest: Record<string, unknown>, gql: Record<string, unknown>, from: number) => {
      const key = newKey('fee');
      const first = await restRequest(renter, bookingBody(item, day(from), day(from + 2), card(), rest), key);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const again = await gqlRequest(renter, bookingBody(item, day(from), day(from + 2), card(), gql), key);
      expect(again.body.errors, JSON.stringify(again.body.errors)).toBeUndefined();
      expect(again.body.data?.requestBooking.id).toBe(first.body.id);
      return first.body;
    };
    // Protected with the fee shown: the same fee as a number through both doors.
    expect(
      (await same({ protection: true, protectionFee: 10.8 }, { protection: true, protectionFee: 10.8 }, 50))
        .protectionFee,
    ).toBe(10.8);
    // REST's fee as text is the same amount.
    expect(
      (
        await same(
          { protection: true, protectionFee: '10.80' },
          { protection: true, protectionFee: 10.8 },
          53,
        )
      ).protectionFee,
    ).toBe(10.8);
    // No protection: REST leaving both out and GraphQL sending false and a fee of 0 (or null) are one request.
    await same({}, { protection: false, protectionFee: 0 }, 56);
    await same({ protection: null, protectionFee: null }, { protectionFee: null }, 59);
    // A different fee under the same key is a different request.
    const key = newKey('fee');
    const first = await restRequest(
      renter,
      bookingBody(item, day(62), day(64), card(), { protection: true, protectionFee: 10.8 }),
      key,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const other = await gqlRequest(
      renter,
      bookingBody(item, day(62), day(64), card(), { protection: true, protectionFee: 9.45 }),
      key,
    );
    expect(other.body.errors?.[0]?.extensions).toMatchObject({
      code: 'UNPROCESSABLE',
      reason: 'IDEMPOTENCY_MISMATCH',
    });
  });
});

describe("the renter's spec §7 steps", () => {
  it('received (empty body) and returned ({notes: ""}) through REST, each answering the booking', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booked = await restRequest(renter, bookingBody(item, day(0), day(2), card()));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const id = booked.body.id;
    const early = await renter.client.request<ErrorJson>('PUT', `/api/bookings/${id}/received`);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('INVALID_TRANSITION');

    const approved = await owner.client.request<BookingJson>('PUT', `/api/bookings/${id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', paymentStatus: 'paid' });
    const again = await owner.client.request<ErrorJson>('PUT', `/api/bookings/${id}/approve`);
    expect(again.status).toBe(409);

    const received = await renter.client.request<BookingJson>('PUT', `/api/bookings/${id}/received`);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.status).toBe('with_renter');
    expect(Date.parse(String(received.body.receivedDate))).toBeGreaterThan(Date.now() - 60_000);
    expect(received.body.allowedActions).toEqual(['returned']);

    const returned = await renter.client.request<BookingJson>('PUT', `/api/bookings/${id}/returned`, {
      notes: '',
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body).toMatchObject({ status: 'returned', lateFee: 0 });
    const asOwner = await owner.client.request<BookingJson>('GET', `/api/bookings/${id}`);
    expect(asOwner.body.allowedActions).toEqual(['confirmCondition', 'reportDamage']);

    const mine = await renter.client.request<BookingJson[]>('GET', `/api/users/${renter.id}/bookings`);
    expect(mine.body.find((b) => b.id === id)?.status).toBe('returned');
  });
});
