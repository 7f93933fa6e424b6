import { CardInput } from '@koalarent/core/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { appError } from '../../../shared/errors/app-error';
import { i18n, loadNamespaces } from '../../../shared/i18n/i18n';
import { STORAGE_KEYS } from '../../../shared/storage/keys';
import type { StorageLike } from '../../../shared/storage/safe-storage';
import {
  AttemptKeys,
  bookingFailureNotice,
  bookingRequestInput,
  cardFieldErrors,
  failureStep,
  isAutoRetriedFailure,
  isRetryableFailure,
  newIdempotencyKey,
  protectionTermsOf,
  quoteForItem,
  rentalAuthPath,
  toCents,
} from './booking-request';

const t = i18n.getFixedT('en', 'rental');
beforeAll(() => loadNamespaces('rental'));

describe('quoteForItem', () => {
  it('follows spec §9: days × daily price, 15 % fee, deposit held on top', () => {
    const quote = quoteForItem({ pricePerDay: 25, securityDeposit: 100 }, '2026-03-11', '2026-03-13');
    expect(quote).toEqual({
      days: 3,
      rentCents: 7500,
      feeCents: 1125,
      totalCents: 8625,
      depositCents: 10000,
      protectionFeeCents: 0,
      grandTotalCents: 18625,
    });
    // Total shown = daily × days × 1.15 + deposit.
    expect(quote.grandTotalCents / 100).toBeCloseTo(25 * 3 * 1.15 + 100, 10);
  });

  it('prices protection with the server’s terms when the renter adds it (issue 26 §2)', () => {
    const terms = protectionTermsOf({ feePercent: 8, minimumFee: 2, cap: 1000 });
    expect(terms).toEqual({ feePercent: 8, minimumFeeCents: 200, capCents: 100000 });
    const quote = quoteForItem({ pricePerDay: 45, securityDeposit: 300 }, '2026-03-11', '2026-03-13', terms);
    expect(quote.protectionFeeCents).toBe(1080);
    expect(quote.totalCents).toBe(15525);
    expect(
      quoteForItem({ pricePerDay: 5, securityDeposit: 0 }, '2026-03-11', '2026-03-11', terms)
        .protectionFeeCents,
    ).toBe(200);
  });

  it('counts in whole cents, so decimal prices add up exactly', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    const quote = quoteForItem({ pricePerDay: 19.99, securityDeposit: 0 }, '2026-03-11', '2026-03-11');
    expect(quote).toMatchObject({
      days: 1,
      rentCents: 1999,
      feeCents: 300,
      totalCents: 2299,
      grandTotalCents: 2299,
    });
  });
});

describe('bookingRequestInput', () => {
  const quote = quoteForItem({ pricePerDay: 25, securityDeposit: 100 }, '2026-03-11', '2026-03-13');
  const base = {
    itemId: 42,
    startDate: '2026-03-11',
    endDate: '2026-03-13',
    quote,
  };

  it('sends rent + fee without the deposit, no address for pickup, no empty message', () => {
    expect(
      bookingRequestInput({
        ...base,
        state: { deliveryOption: 'pickup', deliveryAddress: 'left over', message: '   ' },
        payment: { kind: 'saved', id: 9 },
      }),
    ).toEqual({
      itemId: 42,
      startDate: '2026-03-11',
      endDate: '2026-03-13',
      totalPrice: 86.25,
      deliveryOption: 'pickup',
      deliveryAddress: null,
      message: null,
      paymentMethodId: 9,
      card: null,
      stripePaymentMethodId: null,
      protection: false,
      protectionFee: null,
    });
  });

  it('sends protection with the fee the review step showed, so the server charges no other (issue 26 §2)', () => {
    const terms = protectionTermsOf({ feePercent: 8, minimumFee: 2, cap: 1000 });
    const protectedQuote = quoteForItem(
      { pricePerDay: 45, securityDeposit: 300 },
      '2026-03-11',
      '2026-03-13',
      terms,
    );
    const state = { deliveryOption: 'pickup', deliveryAddress: '', message: '' } as const;
    expect(
      bookingRequestInput({
        ...base,
        quote: protectedQuote,
        state,
        payment: { kind: 'saved', id: 9 },
        protection: true,
      }),
    ).toMatchObject({ totalPrice: 155.25, protection: true, protectionFee: 10.8 });
    expect(
      bookingRequestInput({
        ...base,
        quote: protectedQuote,
        state,
        payment: { kind: 'saved', id: 9 },
        protection: false,
      }),
    ).toMatchObject({ protection: false, protectionFee: null });
  });

  it('sends a new card as the schema parsed it (digits only) and the trimmed address and message', () => {
    const card = CardInput.parse({
      cardNumber: '4242 4242 4242 4242',
      nameOnCard: ' Mia Koala ',
      expiryDate: '12/34',
      cvv: '123',
    });
    expect(
      bookingRequestInput({
        ...base,
        state: { deliveryOption: 'delivery', deliveryAddress: ' 1 Wombat Way ', message: ' Hi! ' },
        payment: { kind: 'card', card },
      }),
    ).toMatchObject({
      deliveryAddress: '1 Wombat Way',
      message: 'Hi!',
      paymentMethodId: null,
      card: { cardNumber: '4242424242424242', nameOnCard: 'Mia Koala', expiryDate: '12/34', cvv: '123' },
    });
  });
});

describe('AttemptKeys', () => {
  const request = bookingRequestInput({
    itemId: 42,
    startDate: '2026-03-11',
    endDate: '2026-03-13',
    quote: quoteForItem({ pricePerDay: 25, securityDeposit: 100 }, '2026-03-11', '2026-03-13'),
    state: { deliveryOption: 'pickup', deliveryAddress: '', message: '' },
    payment: { kind: 'saved', id: 9 },
  });
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('keeps the key while the same request is retried after an unanswered failure', () => {
    const keys = new AttemptKeys(counter());
    expect(keys.keyFor(request)).toBe('key-1');
    keys.settle('retry');
    expect(keys.keyFor({ ...request })).toBe('key-1');
  });

  it('starts a new attempt after a decided answer or for a different request', () => {
    const keys = new AttemptKeys(counter());
    expect(keys.keyFor(request)).toBe('key-1');
    keys.settle('decided');
    expect(keys.keyFor(request)).toBe('key-2');
    keys.settle('retry');
    expect(keys.keyFor({ ...request, paymentMethodId: 10 })).toBe('key-3');
  });

  /** Local storage as the browser keeps it across a reload: a map that outlives the page's objects. */
  function memoryStorage(): StorageLike & { values: Map<string, string> } {
    const values = new Map<string, string>();
    return {
      values,
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    };
  }

  const withCard = bookingRequestInput({
    itemId: 42,
    startDate: '2026-03-11',
    endDate: '2026-03-13',
    quote: quoteForItem({ pricePerDay: 25, securityDeposit: 100 }, '2026-03-11', '2026-03-13'),
    state: { deliveryOption: 'pickup', deliveryAddress: '', message: '' },
    payment: {
      kind: 'card',
      card: CardInput.parse({
        cardNumber: '4242 4242 4242 4242',
        nameOnCard: 'Kim Renter',
        expiryDate: '12/34',
        cvv: '123',
      }),
    },
  });

  it('keeps the submission’s key across a reload (issue 20 §4): the same request after a 503 sends the same key', () => {
    const storage = memoryStorage();
    const before = new AttemptKeys(() => 'first-key', { storage, itemId: 42 });
    expect(before.keyFor(withCard)).toBe('first-key');
    before.settle('retry');
    // The page reloads: a new wizard, a new key source; the renter types the same card again.
    const after = new AttemptKeys(() => 'fresh-key', { storage, itemId: 42 });
    expect(after.keyFor({ ...withCard })).toBe('first-key');
    // Another item's wizard does not take it.
    expect(new AttemptKeys(() => 'other-item', { storage, itemId: 7 }).keyFor(withCard)).toBe('other-item');
  });

  it('forgets the stored key once the request is decided, and stores no card number, CVV or rental detail', () => {
    const storage = memoryStorage();
    const keys = new AttemptKeys(() => 'first-key', { storage, itemId: 42 });
    keys.keyFor(withCard);
    const stored = storage.values.get(STORAGE_KEYS.bookingAttempt) ?? '';
    expect(stored).toContain('first-key');
    for (const secret of ['4242', '123', 'Kim Renter', '2026-03-11']) expect(stored).not.toContain(secret);
    keys.settle('decided');
    expect(storage.values.has(STORAGE_KEYS.bookingAttempt)).toBe(false);
    expect(new AttemptKeys(() => 'fresh-key', { storage, itemId: 42 }).keyFor(withCard)).toBe('fresh-key');
  });
});

describe('failures', () => {
  it('retries under the same key only what the server may not have decided', () => {
    expect(isRetryableFailure(appError({ network: true }))).toBe(true);
    expect(isRetryableFailure(appError({ code: 'STILL_PROCESSING' }))).toBe(true);
    expect(isRetryableFailure(appError({ code: 'SERVICE_UNAVAILABLE' }))).toBe(true);
    expect(isRetryableFailure(appError({ code: 'PAYMENT_FAILED', reason: 'PAYMENT_FAILED' }))).toBe(false);
    expect(isRetryableFailure(appError({ code: 'CONFLICT', reason: 'DATES_UNAVAILABLE' }))).toBe(false);
    expect(isRetryableFailure(appError({ code: 'BAD_USER_INPUT' }))).toBe(false);
  });

  it('sends again by itself what the server did not answer, could not answer (503) or has not finished (202)', () => {
    expect(isAutoRetriedFailure(appError({ network: true }))).toBe(true);
    expect(isAutoRetriedFailure(appError({ code: 'SERVICE_UNAVAILABLE' }))).toBe(true);
    expect(isAutoRetriedFailure(appError({ code: 'STILL_PROCESSING' }))).toBe(true);
    // The renter decides about these: a rate limit, a server fault, a refusal.
    expect(isAutoRetriedFailure(appError({ code: 'TOO_MANY_REQUESTS' }))).toBe(false);
    expect(isAutoRetriedFailure(appError({ code: 'INTERNAL_SERVER_ERROR' }))).toBe(false);
    expect(isAutoRetriedFailure(appError({ code: 'CONFLICT', reason: 'DATES_UNAVAILABLE' }))).toBe(false);
  });

  it("says 'Booking failed' with the server's message, else 'Failed to process payment'", () => {
    expect(bookingFailureNotice(appError({ message: 'Your card was declined.' }), t)).toEqual({
      title: 'Booking failed',
      description: 'Your card was declined.',
    });
    expect(bookingFailureNotice(appError({ network: true }), t)).toEqual({
      title: 'Booking failed',
      description: 'Failed to process payment',
    });
  });

  it('sends the renter back to the step that needs another look', () => {
    expect(failureStep(appError({ reason: 'DATES_UNAVAILABLE' }))).toBe(1);
    expect(failureStep(appError({ reason: 'DATES_NOT_BOOKABLE' }))).toBe(1);
    expect(failureStep(appError({ reason: 'PRICE_CHANGED' }))).toBe(2);
    expect(failureStep(appError({ reason: 'PAYMENT_FAILED' }))).toBe(3);
  });
});

describe('rentalAuthPath', () => {
  it('signs in or registers, then comes back to the item to resume (spec §2)', () => {
    expect(rentalAuthPath(42, { register: false })).toBe(
      '/auth?redirectTo=/item/42&returnTo=/item/42&resumeRental=true',
    );
    expect(rentalAuthPath(42, { register: true })).toBe(
      '/auth?redirectTo=/item/42&returnTo=/item/42&resumeRental=true&register=true',
    );
  });
});

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID where the browser has it', () => {
    expect(newIdempotencyKey({ randomUUID: () => 'uuid-1', getRandomValues: (a) => a })).toBe('uuid-1');
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('builds a version-4 UUID from random bytes elsewhere (plain http)', () => {
    const key = newIdempotencyKey({
      getRandomValues: <T extends ArrayBufferView>(array: T) => {
        (array as unknown as Uint8Array).fill(0xff);
        return array;
      },
    });
    expect(key).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const seen = new Set(
      Array.from({ length: 50 }, () =>
        newIdempotencyKey({ getRandomValues: (a) => crypto.getRandomValues(a) }),
      ),
    );
    expect(seen.size).toBe(50);
  });
});

describe('cardFieldErrors', () => {
  it('finds the card fields under any prefix and ignores the rest', () => {
    expect(
      cardFieldErrors({
        'card.cardNumber': 'Please enter a valid card number',
        'paymentMethod.cvv': 'The security code is 3 or 4 digits',
        expiryDate: 'This card has expired',
        startDate: 'Past dates cannot be selected',
      }),
    ).toEqual({
      cardNumber: 'Please enter a valid card number',
      cvv: 'The security code is 3 or 4 digits',
      expiryDate: 'This card has expired',
    });
  });
});
