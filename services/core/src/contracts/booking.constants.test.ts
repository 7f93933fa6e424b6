import { describe, expect, it } from 'vitest';
import {
  bookingStatusLabel,
  cancellationRefund,
  computeKoalaRank,
  earliestStartDate,
  groupOf,
  lateDays,
  lateFeeCents,
  MY_RENTALS_GROUPS,
  protectionFeeCents,
  quoteRental,
  remainingTimeLabel,
  rentalDays,
} from './booking.constants.js';
import { BookingMessages, BookingRequestInput } from './booking.schema.js';

describe('rental arithmetic (spec §9)', () => {
  it('counts whole days between the dates plus one', () => {
    expect(rentalDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(rentalDays('2026-12-01', '2026-12-03')).toBe(3);
    // Across the end of March (a daylight-saving change in Europe) still whole days.
    expect(rentalDays('2027-03-27', '2027-03-29')).toBe(3);
    expect(() => rentalDays('2026-02-30', '2026-03-01')).toThrow();
  });

  it('prices rent × days + 15 % fee, with the deposit held apart', () => {
    expect(quoteRental(2500, 10000, 3)).toEqual({
      days: 3,
      rentCents: 7500,
      feeCents: 1125,
      totalCents: 8625,
      depositCents: 10000,
      protectionFeeCents: 0,
      grandTotalCents: 18625,
    });
    // The fee rounds to the nearest cent: 15 % of 3.33 is 0.4995.
    expect(quoteRental(333, 0, 1).feeCents).toBe(50);
  });

  it('refunds by the cancellation policy', () => {
    const base = { rentCents: 10000, feeCents: 1500, startDate: '2026-12-10' };
    expect(
      cancellationRefund({ ...base, approved: false, by: 'renter', now: new Date('2026-12-09T23:00:00Z') }),
    ).toEqual({
      rule: 'before_approval',
      rentRefundCents: 10000,
      feeRefundCents: 1500,
      protectionRefundCents: 0,
    });
    expect(
      cancellationRefund({ ...base, approved: true, by: 'renter', now: new Date('2026-12-08T00:00:00Z') }),
    ).toEqual({
      rule: 'early',
      rentRefundCents: 10000,
      feeRefundCents: 0,
      protectionRefundCents: 0,
    });
    expect(
      cancellationRefund({ ...base, approved: true, by: 'renter', now: new Date('2026-12-08T00:00:01Z') }),
    ).toEqual({
      rule: 'late',
      rentRefundCents: 5000,
      feeRefundCents: 0,
      protectionRefundCents: 0,
    });
    expect(
      cancellationRefund({ ...base, approved: true, by: 'owner', now: new Date('2026-12-09T00:00:00Z') })
        .rule,
    ).toBe('by_owner');
  });

  it('refunds protection with the rent, in the rent’s share (issue 26 §2)', () => {
    const base = { rentCents: 10000, feeCents: 1500, protectionFeeCents: 800, startDate: '2026-12-10' };
    const at = (now: string, by: 'renter' | 'owner' = 'renter', approved = true) =>
      cancellationRefund({ ...base, approved, by, now: new Date(now) }).protectionRefundCents;
    expect(at('2026-12-09T23:00:00Z', 'renter', false)).toBe(800);
    expect(at('2026-12-08T00:00:00Z')).toBe(800);
    expect(at('2026-12-08T00:00:01Z')).toBe(400);
    expect(at('2026-12-09T00:00:00Z', 'owner')).toBe(800);
  });

  it('prices protection at its percentage of the rent, at least the minimum fee, beside the breakdown', () => {
    const terms = { feePercent: 8, minimumFeeCents: 200, capCents: 100_000 };
    expect(protectionFeeCents(13_500, terms)).toBe(1_080);
    expect(protectionFeeCents(1_000, terms)).toBe(200);
    const quote = quoteRental(4_500, 30_000, 3, terms);
    expect(quote.protectionFeeCents).toBe(1_080);
    expect(quote.totalCents).toBe(15_525);
    expect(quote.grandTotalCents).toBe(15_525 + 1_080 + 30_000);
    expect(quoteRental(4_500, 30_000, 3).protectionFeeCents).toBe(0);
  });

  it('charges a late day for each day or part of one after the inclusive end date', () => {
    expect(lateDays('2026-12-10', new Date('2026-12-10T23:59:59Z'))).toBe(0);
    expect(lateDays('2026-12-10', new Date('2026-12-11T00:00:00Z'))).toBe(0);
    expect(lateDays('2026-12-10', new Date('2026-12-11T00:00:01Z'))).toBe(1);
    expect(lateFeeCents('2026-12-10', new Date('2026-12-12T12:00:00Z'), 2500)).toBe(5000);
  });

  it("shows 'Overdue' past the end date, else the days left rounded up", () => {
    expect(remainingTimeLabel('2026-12-10', new Date('2026-12-10T12:00:00Z'))).toBe('1 day remaining');
    expect(remainingTimeLabel('2026-12-10', new Date('2026-12-08T12:00:00Z'))).toBe('3 days remaining');
    expect(remainingTimeLabel('2026-12-10', new Date('2026-12-11T00:00:01Z'))).toBe('Overdue');
  });

  it('labels statuses as the spec does and shows an unknown one raw', () => {
    expect(bookingStatusLabel('with_renter')).toBe('With You');
    expect(bookingStatusLabel('awaiting_pickup')).toBe('Ready for Pickup');
    expect(bookingStatusLabel('mystery')).toBe('mystery');
    expect(groupOf(MY_RENTALS_GROUPS, 'returned')).toBe('completed');
    expect(groupOf(MY_RENTALS_GROUPS, 'rejected')).toBe('cancelled');
  });

  it('accepts yesterday in UTC as the earliest start (renters west of UTC)', () => {
    expect(earliestStartDate(new Date('2026-11-23T02:00:00Z'))).toBe('2026-11-22');
  });
});

describe('Koala ranks (spec §9)', () => {
  const rank = (completedRentals: number, rating: number, identityVerified = false, reviewCount = 5) =>
    computeKoalaRank({ completedRentals, rating, reviewCount, identityVerified });
  it('climbs the ladder by rentals, rating and verified identity', () => {
    expect(rank(0, 0, false, 0)).toBe('rookie');
    expect(rank(3, 4)).toBe('junior');
    expect(rank(3, 3.9)).toBe('rookie');
    expect(rank(10, 4.5)).toBe('junior');
    expect(rank(10, 4.5, true)).toBe('senior');
    expect(rank(25, 4.7, true)).toBe('expert');
    expect(rank(50, 4.9, true)).toBe('master');
    expect(rank(50, 4.8, true)).toBe('expert');
    // Unrated members meet no rating rule.
    expect(rank(60, 0, true, 0)).toBe('rookie');
  });
});

describe('booking request payload (spec §3)', () => {
  const card = {
    cardNumber: '4242 4242 4242 4242',
    nameOnCard: 'Ada Lovelace',
    expiryDate: '12/34',
    cvv: '123',
  };
  const valid = {
    itemId: 1,
    startDate: '2030-01-01',
    endDate: '2030-01-03',
    totalPrice: 86.25,
    deliveryOption: 'pickup',
    deliveryAddress: null,
    paymentMethod: card,
    message: 'Hello',
  };
  const issues = (input: unknown) => {
    const result = BookingRequestInput.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('accepts a saved method id or a valid card, keeping only digits of the number', () => {
    expect(issues(valid)).toEqual({});
    expect(issues({ ...valid, paymentMethod: 7 })).toEqual({});
    const parsed = BookingRequestInput.parse(valid);
    expect(parsed.paymentMethod).toMatchObject({ cardNumber: '4242424242424242' });
  });
  it('refuses bad cards, reversed dates and delivery without an address with clear messages', () => {
    expect(issues({ ...valid, paymentMethod: { ...card, cardNumber: '4242 4242 4242 4241' } })).toEqual({
      'paymentMethod.cardNumber': 'Please enter a valid card number',
    });
    expect(issues({ ...valid, paymentMethod: { ...card, expiryDate: '01/20' } })).toEqual({
      'paymentMethod.expiryDate': 'This card has expired',
    });
    expect(issues({ ...valid, paymentMethod: { ...card, cvv: '12' } })).toEqual({
      'paymentMethod.cvv': 'The security code is 3 or 4 digits',
    });
    expect(issues({ ...valid, endDate: '2029-12-31' })).toEqual({ endDate: BookingMessages.endBeforeStart });
    expect(issues({ ...valid, deliveryOption: 'delivery' })).toEqual({
      deliveryAddress: BookingMessages.addressRequired,
    });
    expect(issues({ ...valid, paymentMethod: undefined })).toEqual({
      paymentMethod: BookingMessages.paymentRequired,
    });
    expect(issues({ ...valid, startDate: undefined })).toEqual({ startDate: BookingMessages.datesRequired });
  });
});
