import { CardMessages, PAYMENT_CHOICE_MESSAGE } from '@koalarent/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  browserPaymentMethod,
  type FakeStripe,
  startFakeStripe,
} from '../../services/bookings/test/fake-stripe.js';
import {
  BOOKING_FIELDS,
  book,
  bookableItem,
  bookingBody,
  bookingSuite,
  card,
  day,
  gqlRequest,
  type PricedItem,
  rest,
  restRequest,
  sqlOf,
} from './bookings-fixtures.js';
import type { Member } from './catalog-fixtures.js';
import type { TestStack } from './harness.js';

/**
 * Issue 25 §5: with Stripe configured, card data never touches our servers. The browser's Stripe.js registers the
 * card with Stripe (here: the local fake, as Stripe.js would call it with the publishable key) and the gateway
 * receives only the PaymentMethod id; it attaches it to a customer, holds rent and deposit as two intents,
 * captures the rent on approval and keeps the card for the renter's next booking. A raw card is refused.
 */

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake?.close();
});

const world = bookingSuite(['owner', 'renter', 'other'], () => ({
  STRIPE_SECRET_KEY: 'sk_test_koala_elements',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_koala_elements',
  STRIPE_API_BASE: fake.url,
}));

let stack: TestStack;
let admin: Member;
let owner: Member;
let renter: Member;
let other: Member;

beforeAll(() => {
  ({
    stack,
    admin,
    members: { owner, renter, other },
  } = world());
});

/** Requests the gateway itself sent to Stripe that carried a card's number or CVC. */
function cardDataSentByGateway(since: number) {
  return fake.requests
    .slice(since)
    .filter((r) => Object.keys(r.params).some((name) => name.startsWith('card[')) && r.key !== null);
}

async function bookingsOf(item: PricedItem): Promise<unknown[]> {
  return sqlOf(stack)('select id from bookings where item_id = ?', [item.id]);
}

describe('paying through Stripe Elements', () => {
  it('tells the web app the publishable key, so it shows Stripe’s card field', async () => {
    const res = await renter.client.graphql<{ appConfig: { stripePublishableKey: string | null } }>(
      '{ appConfig { stripePublishableKey } }',
    );
    expect(res.body.data?.appConfig.stripePublishableKey).toBe('pk_test_koala_elements');
  });

  it('takes a PaymentMethod id through request → approve → capture, keeping the deposit held apart', async () => {
    const item = await bookableItem(stack, owner, admin, { pricePerDay: 40, securityDeposit: 120 });
    const pm = await browserPaymentMethod(fake, { number: '4242424242424242', name: 'Kim Renter' });
    const since = fake.requests.length;

    const booking = await book(renter, bookingBody(item, day(10), day(11), pm));
    expect(booking).toMatchObject({ status: 'pending_approval', paymentStatus: 'authorized' });
    // The gateway never sent a card number or CVC anywhere: the only card data Stripe saw came from the browser.
    expect(cardDataSentByGateway(since)).toEqual([]);
    expect(fake.requests.slice(since).filter((r) => r.path === '/v1/payment_methods')).toEqual([]);
    const attach = fake.requests.slice(since).find((r) => r.path === '/v1/customers');
    expect(attach?.params).toMatchObject({ payment_method: pm, name: 'Kim Renter' });

    const holds = [...fake.intents.values()].filter((pi) => pi.payment_method === pm);
    // Rent + fee (2 days × 40 + 15 %) and the deposit, each its own manual-capture intent.
    expect(holds.map((pi) => [pi.amount, pi.status]).sort(([a], [b]) => Number(a) - Number(b))).toEqual([
      [9200, 'requires_capture'],
      [12000, 'requires_capture'],
    ]);

    const approved = await rest(owner, 'approve', booking.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', paymentStatus: 'paid' });
    const rent = holds.find((pi) => pi.amount === 9200)!;
    const deposit = holds.find((pi) => pi.amount === 12000)!;
    expect(fake.intents.get(rent.id)).toMatchObject({
      status: 'succeeded',
      amount_received: 9200,
      captures: 1,
    });
    expect(fake.intents.get(deposit.id)).toMatchObject({ status: 'requires_capture', captures: 0 });

    // The card is saved: listed for the renter by brand and last four, and it pays the next booking.
    const saved = await renter.client.request<{ id: number; brand: string; last4: string }[]>(
      'GET',
      '/api/payment-methods',
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', nameOnCard: 'Kim Renter' }),
    ]);
    const again = await book(renter, bookingBody(item, day(20), day(20), saved.body[0]!.id));
    expect(again).toMatchObject({ status: 'pending_approval', paymentStatus: 'authorized' });
    expect([...fake.intents.values()].filter((pi) => pi.payment_method === pm)).toHaveLength(4);
  });

  it('takes the id on the GraphQL door as stripePaymentMethodId', async () => {
    const item = await bookableItem(stack, owner, admin);
    const pm = await browserPaymentMethod(fake, { number: '5555555555554444', name: 'Kim Renter' });
    const res = await gqlRequest(renter, bookingBody(item, day(40), day(41), pm));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.requestBooking).toMatchObject({
      status: 'pending_approval',
      paymentStatus: 'authorized',
    });
  });

  it('refuses a raw card with a clear 400 and changes nothing', async () => {
    const item = await bookableItem(stack, owner, admin);
    const since = fake.requests.length;
    const res = await restRequest(renter, bookingBody(item, day(50), day(51), card()));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: CardMessages.detailsRefused,
      fieldErrors: { paymentMethod: CardMessages.detailsRefused },
    });
    expect(fake.requests.length).toBe(since);
    expect(await bookingsOf(item)).toEqual([]);

    const gql = await gqlRequest(renter, bookingBody(item, day(50), day(51), card()));
    expect(gql.body.errors?.[0]).toMatchObject({
      message: CardMessages.detailsRefused,
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    });
    expect(fake.requests.length).toBe(since);
  });

  it('refuses a malformed, unknown, nameless or someone else’s PaymentMethod id, and a card with an id', async () => {
    const item = await bookableItem(stack, owner, admin);
    const since = fake.requests.length;
    for (const bad of ['pm_', 'pm_ok;drop', { paymentMethodId: 42 }, { paymentMethodId: 'tok_visa' }]) {
      const res = await restRequest(renter, bookingBody(item, day(60), day(61), 0, { paymentMethod: bad }));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.fieldErrors, JSON.stringify(bad)).toEqual({
        stripePaymentMethodId: CardMessages.paymentMethodId,
      });
    }
    expect(fake.requests.length).toBe(since);

    const unknown = await restRequest(
      renter,
      bookingBody(item, day(60), day(61), 'pm_000000000000000000000000'),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ stripePaymentMethodId: CardMessages.paymentMethodUnknown });

    const nameless = await browserPaymentMethod(fake, { number: '4242424242424242', name: null });
    const noName = await restRequest(renter, bookingBody(item, day(60), day(61), nameless));
    expect(noName.status).toBe(400);
    expect(noName.body.fieldErrors).toEqual({ nameOnCard: CardMessages.nameOnCard });

    // A card already attached to the renter's customer cannot be charged by another member.
    const pm = await browserPaymentMethod(fake);
    await book(renter, bookingBody(item, day(62), day(62), pm));
    const stolen = await restRequest(other, bookingBody(item, day(64), day(64), pm));
    expect(stolen.status).toBe(400);
    expect(stolen.body.fieldErrors).toEqual({ stripePaymentMethodId: CardMessages.paymentMethodUnknown });
    expect(await bookingsOf(item)).toHaveLength(1);

    const both = await renter.client.graphql(
      `mutation ($input: BookingRequestInput!, $key: String!) {
         requestBooking(input: $input, idempotencyKey: $key) { ${BOOKING_FIELDS} } }`,
      {
        input: {
          ...bookingBody(item, day(66), day(66)),
          paymentMethod: undefined,
          card: card(),
          stripePaymentMethodId: pm,
        },
        key: `both-${Date.now()}`,
      },
    );
    expect(both.body.errors?.[0]?.message).toBe(PAYMENT_CHOICE_MESSAGE);
  });
});
