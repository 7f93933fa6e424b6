import { CURRENCY_CODES, quoteRental } from '@koalarent/core/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositLife, fromMinorUnits, moneyBreakdown, ownerPayoutOf, toMinorUnits } from './money-breakdown';

const settled = { completedAt: '2026-12-05T10:00:00.000Z', cancelledAt: null };

describe('moneyBreakdown', () => {
  it("tells the issue's booking as rent $60 + fee $9 = charged $69, deposit $100 held apart", () => {
    const money = moneyBreakdown({ currency: 'USD', dailyPrice: 20, days: 3, securityDeposit: 100 });
    expect(money).toEqual({
      currency: 'USD',
      days: 3,
      dailyPriceCents: 2000,
      rentCents: 6000,
      feePercent: 15,
      feeCents: 900,
      protectionCents: 0,
      protectionCoverCents: 0,
      chargedCents: 6900,
      depositCents: 10000,
      onCardCents: 16900,
    });
  });

  it('adds protection (issue 26 §2) to what is charged, on its own line, with its cover', () => {
    const money = moneyBreakdown({
      currency: 'USD',
      dailyPrice: 45,
      days: 3,
      securityDeposit: 300,
      rentPrice: 135,
      serviceFee: 20.25,
      protectionFee: 10.8,
      protectionCover: 1000,
    });
    expect(money).toMatchObject({
      protectionCents: 1080,
      protectionCoverCents: 100000,
      chargedCents: 13500 + 2025 + 1080,
      onCardCents: 13500 + 2025 + 1080 + 30000,
    });
  });

  it('rounds the fee to the nearest minor unit, never summing decimals in floating point', () => {
    // 0.1 × 3 = 0.30000000000000004 in floating point; 15 % of 33 cents is 4.95 cents.
    const money = moneyBreakdown({ currency: 'EUR', dailyPrice: 0.11, days: 3, securityDeposit: 0.1 });
    expect(money.rentCents).toBe(33);
    expect(money.feeCents).toBe(5);
    expect(money.chargedCents).toBe(38);
    expect(money.onCardCents).toBe(48);
  });

  it("keeps a booking's stored rent and fee: they are what the card was charged", () => {
    const money = moneyBreakdown({
      currency: 'GBP',
      dailyPrice: 19.99,
      days: 2,
      securityDeposit: 50,
      rentPrice: 39.98,
      serviceFee: 6,
      totalPrice: 45.98,
    });
    expect([money.rentCents, money.feeCents, money.chargedCents]).toEqual([3998, 600, 4598]);
  });

  it('reads an unknown currency code as USD', () => {
    expect(moneyBreakdown({ currency: 'XYZ', dailyPrice: 1, days: 1, securityDeposit: 0 }).currency).toBe(
      'USD',
    );
  });

  // All seven currencies of spec §9 have two decimals (none is zero-decimal like JPY): one rule for all of them.
  it.each(CURRENCY_CODES)(
    'in %s: charged = rent + fee = the server quote, deposit never inside it',
    (currency) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 10_000_00 }),
          fc.integer({ min: 0, max: 1_000_000_00 }),
          fc.integer({ min: 1, max: 365 }),
          (dailyCents, depositCents, days) => {
            const money = moneyBreakdown({
              currency,
              dailyPrice: fromMinorUnits(dailyCents),
              days,
              securityDeposit: fromMinorUnits(depositCents),
            });
            const quote = quoteRental(dailyCents, depositCents, days);
            expect(money.currency).toBe(currency);
            expect(Number.isSafeInteger(money.feeCents)).toBe(true);
            expect(money.rentCents).toBe(dailyCents * days);
            expect(money.chargedCents).toBe(money.rentCents + money.feeCents);
            expect(money.chargedCents).toBe(quote.totalCents);
            expect(money.depositCents).toBe(depositCents);
            expect(money.onCardCents).toBe(quote.grandTotalCents);
            // The fee is 15 % of the rent to within half a minor unit.
            expect(Math.abs(money.feeCents * 100 - money.rentCents * 15)).toBeLessThanOrEqual(50);
          },
        ),
        { numRuns: 200 },
      );
    },
  );

  it('round-trips every two-decimal amount through minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (cents) => {
        expect(toMinorUnits(fromMinorUnits(cents))).toBe(cents);
      }),
    );
  });
});

describe('depositLife', () => {
  const booking = {
    status: 'with_renter',
    securityDeposit: 100,
    dailyPrice: 20,
    lateFee: 0,
    completedAt: null,
    cancelledAt: null,
    damageClaim: null,
  };

  it('is held until the condition check', () => {
    expect(depositLife(booking)).toMatchObject({ status: 'held', heldCents: 10000, releasedCents: 0 });
    expect(depositLife({ ...booking, status: 'returned', lateFee: 40 })).toMatchObject({
      status: 'held',
      lateFeeCents: 4000,
      lateDays: 2,
      keptCents: 0,
    });
  });

  it('is released whole, with its date, after a clean completion', () => {
    expect(depositLife({ ...booking, status: 'completed', ...settled })).toMatchObject({
      status: 'released',
      releasedCents: 10000,
      keptCents: 0,
      settledAt: settled.completedAt,
    });
  });

  it('is partly kept for a late return and settled damages, the rest released', () => {
    const life = depositLife({
      ...booking,
      status: 'completed',
      ...settled,
      lateFee: 20,
      damageClaim: { status: 'admin_decided', ownerAmount: 30 },
    });
    expect(life).toMatchObject({
      status: 'partly_kept',
      lateDays: 1,
      lateFeeCents: 2000,
      damageCents: 3000,
      keptCents: 5000,
      releasedCents: 5000,
      keptFor: ['late_return', 'damage'],
    });
  });

  it('keeps at most the deposit', () => {
    const life = depositLife({ ...booking, status: 'completed', ...settled, lateFee: 160 });
    expect(life).toMatchObject({ status: 'kept', keptCents: 10000, releasedCents: 0 });
  });

  it('ignores a damage claim that is still open or disputed', () => {
    const life = depositLife({
      ...booking,
      status: 'returned',
      damageClaim: { status: 'disputed', ownerAmount: null },
    });
    expect(life).toMatchObject({ status: 'held', damageCents: 0 });
  });

  it('is released whole when no rental took place', () => {
    for (const status of ['cancelled', 'rejected', 'expired'])
      expect(depositLife({ ...booking, status, cancelledAt: '2026-12-01T00:00:00.000Z' })).toMatchObject({
        status: 'released',
        releasedCents: 10000,
      });
  });

  it('is none for an item without a deposit', () => {
    expect(depositLife({ ...booking, securityDeposit: 0 }).status).toBe('none');
  });

  it('always splits the held amount into kept + released once settled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (held, late, damage) => {
          const life = depositLife({
            ...booking,
            status: 'completed',
            ...settled,
            securityDeposit: fromMinorUnits(held),
            lateFee: fromMinorUnits(late),
            damageClaim: { status: 'accepted', ownerAmount: fromMinorUnits(damage) },
          });
          expect(life.keptCents + life.releasedCents).toBe(held);
          expect(life.keptCents).toBe(Math.min(held, late + damage));
        },
      ),
    );
  });
});

describe('ownerPayoutOf', () => {
  const booking = {
    status: 'approved',
    securityDeposit: 100,
    dailyPrice: 20,
    days: 3,
    rentPrice: 60,
    lateFee: 0,
    ownerPayout: 0,
    completedAt: null,
    cancelledAt: null,
    damageClaim: null,
  };

  it('expects the rent (not the fee) until completion', () => {
    expect(ownerPayoutOf(booking)).toEqual({ status: 'expected', amountCents: 6000, paidAt: null });
    expect(ownerPayoutOf({ ...booking, status: 'returned', lateFee: 20 }).amountCents).toBe(8000);
  });

  it("is the server's payout once completed", () => {
    expect(ownerPayoutOf({ ...booking, status: 'completed', ...settled, ownerPayout: 80 })).toEqual({
      status: 'paid',
      amountCents: 8000,
      paidAt: settled.completedAt,
    });
  });

  it('is none for a refused request', () => {
    expect(ownerPayoutOf({ ...booking, status: 'rejected' }).status).toBe('none');
  });
});
