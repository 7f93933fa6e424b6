import { describe, expect, it } from 'vitest';
import {
  BookingMessages,
  maxBookingTotalCents,
  ReportDamageInput,
  ResolveClaimInput,
} from './booking.schema.js';
import { CURRENCY_CODES } from './currency.js';
import { ItemInput } from './item.schema.js';
import {
  CURRENCY_DECIMALS,
  decimalPlaces,
  exactMinorUnits,
  isWholeMinorUnits,
  MoneyMessages,
} from './money.js';

describe('amounts in whole minor units', () => {
  it('every supported currency has the decimals the contracts allow (ISO 4217, as ICU knows it)', () => {
    for (const currency of CURRENCY_CODES) {
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits;
      expect(digits, currency).toBe(CURRENCY_DECIMALS);
    }
  });

  it('counts the decimals a client wrote', () => {
    expect(decimalPlaces(19.99)).toBe(2);
    expect(decimalPlaces(0.005)).toBe(3);
    expect(decimalPlaces(0.001)).toBe(3);
    expect(decimalPlaces(45)).toBe(0);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1.5e-7)).toBe(8);
    expect(decimalPlaces(1e21)).toBe(0);
    expect(decimalPlaces(-2.5)).toBe(1);
    expect(decimalPlaces(Number.NaN)).toBe(Number.POSITIVE_INFINITY);
  });

  it('converts amounts of at most two decimals exactly, and refuses finer ones instead of rounding them', () => {
    expect(exactMinorUnits(19.99)).toBe(1999);
    expect(exactMinorUnits(0.01)).toBe(1);
    expect(exactMinorUnits(1.15)).toBe(115);
    expect(exactMinorUnits(419_750_000)).toBe(41_975_000_000);
    expect(exactMinorUnits(-0)).toBe(0);
    expect(Object.is(exactMinorUnits(-0), 0)).toBe(true);
    for (const finer of [0.005, 0.001, 1.005, 45.999, 1e-7]) {
      expect(isWholeMinorUnits(finer), String(finer)).toBe(false);
      expect(() => exactMinorUnits(finer)).toThrow(RangeError);
    }
    expect(isWholeMinorUnits(Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(isWholeMinorUnits(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

const item = {
  title: 'Canon EOS R6 camera',
  description: 'Full-frame mirrorless camera with a lens.',
  category: 'Cameras',
  currency: 'USD',
  pricePerDay: 45,
  securityDeposit: 300,
  location: 'Sydney',
  quantity: 1,
  images: ['/uploads/a/400.webp'],
};

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the contracts refuse amounts finer than a cent', () => {
  it('listing prices and deposits: 0.005 is not a cent, 0.001 is not nothing', () => {
    expect(issues(ItemInput.safeParse({ ...item, pricePerDay: 0.005 }))).toEqual([
      ['pricePerDay', MoneyMessages.decimals],
    ]);
    expect(issues(ItemInput.safeParse({ ...item, securityDeposit: 0.001 }))).toEqual([
      ['securityDeposit', MoneyMessages.decimals],
    ]);
    expect(issues(ItemInput.safeParse({ ...item, pricePerWeek: 100.001 }))).toEqual([
      ['pricePerWeek', MoneyMessages.decimals],
    ]);
    expect(ItemInput.safeParse({ ...item, pricePerDay: 0.01, securityDeposit: 0 }).success).toBe(true);
    expect(issues(ItemInput.safeParse({ ...item, pricePerDay: 0 }))).toEqual([
      ['pricePerDay', 'Daily price must be a positive number'],
    ]);
  });

  it('damage claims and an admin’s decision', () => {
    expect(issues(ReportDamageInput.safeParse({ bookingId: 1, amount: 0.001, reason: 'Broken' }))).toEqual([
      ['amount', MoneyMessages.decimals],
    ]);
    expect(issues(ReportDamageInput.safeParse({ bookingId: 1, amount: 0, reason: 'Broken' }))).toEqual([
      ['amount', BookingMessages.damageAmount],
    ]);
    expect(ReportDamageInput.safeParse({ bookingId: 1, amount: 0.01, reason: 'Broken' }).success).toBe(true);
    expect(issues(ResolveClaimInput.safeParse({ bookingId: 1, ownerAmount: 0.005 }))).toEqual([
      ['ownerAmount', MoneyMessages.decimals],
    ]);
    expect(issues(ResolveClaimInput.safeParse({ bookingId: 1, ownerAmount: -1 }))).toEqual([
      ['ownerAmount', BookingMessages.ownerAmount],
    ]);
    expect(ResolveClaimInput.safeParse({ bookingId: 1, ownerAmount: 0 }).success).toBe(true);
  });

  it('the most a booking can cost is the largest listing for the longest rental, as its message says', () => {
    expect(maxBookingTotalCents()).toBe(41_975_000_000);
    const stated = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(
      maxBookingTotalCents() / 100,
    );
    expect(BookingMessages.totalMax).toBe(`This booking's total is above the maximum of ${stated}`);
  });
});
