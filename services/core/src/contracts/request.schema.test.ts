import { describe, expect, it } from 'vitest';
import { BookingMessages } from './booking.constants.js';
import { ReviewInput } from './booking.schema.js';
import { BookingRequestChoice, PAYMENT_CHOICE_MESSAGE } from './booking-request.schema.js';
import { ItemInput, ItemMessages } from './item.schema.js';
import { ItemBody, JsonRating, OnboardingAnswersBody } from './json-body.schema.js';
import { OnboardingMessages } from './onboarding.schema.js';
import {
  bodyId,
  LIST_LIMITS,
  listLimit,
  MAX_ROW_ID,
  PathId,
  queryLimit,
  RequiredIdempotencyKey,
  wholeFor,
} from './request.schema.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('readers for values the GraphQL type cannot carry', () => {
  const quantity = wholeFor(ItemInput.shape.quantity);

  it('passes whole numbers and their digits through for the shared schema to judge', () => {
    expect(quantity.parse(7)).toBe(7);
    expect(quantity.parse(' 12 ')).toBe(12);
    expect(quantity.parse(150)).toBe(150);
  });

  it('stands in a 32-bit value the shared field refuses with the words it gives the original', () => {
    for (const value of [1e12, -1e12, 'abc', null, undefined, { n: 1 }]) {
      const read = quantity.parse(value);
      expect(Math.abs(read)).toBeLessThanOrEqual(MAX_ROW_ID + 1);
      expect(messageOf(ItemInput.shape.quantity.safeParse(read))).toBe(
        messageOf(ItemInput.shape.quantity.safeParse(typeof value === 'number' ? value : value)),
      );
    }
    expect(messageOf(ItemInput.shape.quantity.safeParse(quantity.parse(1e12)))).toBe(
      ItemMessages.quantityMax,
    );
    expect(messageOf(ItemInput.shape.quantity.safeParse(quantity.parse('abc')))).toBe(
      ItemMessages.quantityMin,
    );
  });

  it('refuses itself, with the field message, what no whole number could say (a fraction)', () => {
    expect(messageOf(quantity.safeParse(2.5))).toBe(ItemMessages.quantityInteger);
    const budget = OnboardingAnswersBody.safeParse({ budgetMin: 25.5 });
    expect(budget.success).toBe(false);
    expect(budget.error?.issues.find((i) => i.path[0] === 'budgetMin')?.message).toBe(
      OnboardingMessages.budgetStep,
    );
  });

  it('reads a rating so the review schema answers its own message', () => {
    for (const value of ['x', 2.5, 7, 0, 1e15])
      expect(messageOf(ReviewInput.shape.rating.safeParse(JsonRating.parse(value)))).toBe(
        BookingMessages.rating,
      );
    expect(JsonRating.parse('4')).toBe(4);
  });

  it('reads unreadable prices as values the listing schema refuses with the field message', () => {
    const body = ItemBody.parse({
      pricePerDay: 'free',
      securityDeposit: {},
      pricePerWeek: '',
      quantity: '3',
    });
    expect(body.pricePerWeek).toBeNull();
    expect(body.quantity).toBe(3);
    expect(messageOf(ItemInput.shape.pricePerDay.safeParse(body.pricePerDay))).toBe(ItemMessages.pricePerDay);
    expect(messageOf(ItemInput.shape.securityDeposit.safeParse(body.securityDeposit))).toBe(
      ItemMessages.securityDeposit,
    );
  });

  it('reads ids: a path names a row or nothing (0); a body id that is no number is refused', () => {
    expect(PathId.parse('42')).toBe(42);
    expect(PathId.parse('abc')).toBe(0);
    expect(PathId.parse(String(MAX_ROW_ID + 1))).toBe(0);
    expect(bodyId('itemId').parse('7')).toBe(7);
    expect(bodyId('itemId').parse(-3)).toBe(0);
    expect(messageOf(bodyId('itemId').safeParse('x'))).toBe('itemId must be a whole number');
  });

  it('one page-size rule for both doors', () => {
    const { max } = LIST_LIMITS.recentItems;
    expect(listLimit('recentItems', 'limit').safeParse(max).success).toBe(true);
    expect(messageOf(listLimit('recentItems', 'limit').safeParse(max + 1))).toBe(
      `limit must be a whole number from 1 to ${max}`,
    );
    expect(queryLimit('recentItems', 'limit').parse(undefined)).toBeNull();
    expect(messageOf(queryLimit('recentItems', 'limit').safeParse('1.5'))).toBe(
      `limit must be a whole number from 1 to ${max}`,
    );
  });
});

describe('booking request rules', () => {
  const fields = {
    itemId: 3,
    startDate: '2030-01-10',
    endDate: '2030-01-12',
    totalPrice: 30,
    deliveryOption: 'pickup',
  };
  const card = { cardNumber: '4242 4242 4242 4242', nameOnCard: 'Mia Chen', expiryDate: '12/39', cvv: '123' };

  it('takes a saved method or a new card', () => {
    expect(BookingRequestChoice.parse({ ...fields, paymentMethodId: 5 }).paymentMethod).toBe(5);
    expect(BookingRequestChoice.parse({ ...fields, card }).paymentMethod).toMatchObject({
      nameOnCard: 'Mia Chen',
    });
  });

  it('refuses both, and neither, on paymentMethod', () => {
    const both = BookingRequestChoice.safeParse({ ...fields, paymentMethodId: 5, card });
    expect(both.error?.issues).toEqual([
      expect.objectContaining({ path: ['paymentMethod'], message: PAYMENT_CHOICE_MESSAGE }),
    ]);
    const neither = BookingRequestChoice.safeParse(fields);
    expect(neither.error?.issues[0]).toMatchObject({
      path: ['paymentMethod'],
      message: BookingMessages.paymentRequired,
    });
  });

  it('requires an idempotency key of the agreed form', () => {
    expect(messageOf(RequiredIdempotencyKey.safeParse('  '))).toBe(
      'An idempotency key is required (REST: the Idempotency-Key header)',
    );
    expect(messageOf(RequiredIdempotencyKey.safeParse('short'))).toBe(
      'An idempotency key is 8–100 letters, digits, - or _',
    );
    expect(RequiredIdempotencyKey.parse('key-12345678')).toBe('key-12345678');
  });
});
