import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces, switchLanguage } from '../../../shared/i18n/i18n';
import { renderText } from '../../../shared/testing/render-text';
import { depositLife, moneyBreakdown, ownerPayoutOf } from '../model/money-breakdown';
import { MoneyBreakdown } from './money-breakdown';

/** The booking: $20 × 3 days, $100 deposit. */
const BOOKING = {
  status: 'approved',
  currency: 'USD',
  dailyPrice: 20,
  days: 3,
  rentPrice: 60,
  serviceFee: 9,
  totalPrice: 69,
  securityDeposit: 100,
  lateFee: 0,
  ownerPayout: 0,
  completedAt: null as string | null,
  cancelledAt: null,
  damageClaim: null as { status: string; ownerAmount: number | null } | null,
};

beforeAll(() => loadNamespaces('money'));
afterAll(() => switchLanguage('en'));

describe('MoneyBreakdown', () => {
  it('tells rent, fee, charged and the deposit held apart, with the total on the card only when asked', () => {
    const text = renderText(
      <MoneyBreakdown money={moneyBreakdown(BOOKING)} audience="renter" deposit={depositLife(BOOKING)} />,
    );
    expect(text).toContain('Rent: $20.00 × 3 days $60.00');
    expect(text).toContain('Service fee (15%) $9.00');
    expect(text).toContain('Total price charged');
    expect(text).toContain('$69.00');
    expect(text).toContain('Security deposit held');
    expect(text).toContain('$100.00');
    expect(text).not.toContain('$169.00');

    const wizard = renderText(
      <MoneyBreakdown money={moneyBreakdown(BOOKING)} audience="renter" showOnCard />,
    );
    expect(wizard).toContain('Total on your card (charged + deposit held) $169.00');
  });

  it("shows the deposit's release and a late fee taken once the rental completes", () => {
    const done = {
      ...BOOKING,
      status: 'completed',
      completedAt: '2026-12-05T10:00:00.000Z',
      lateFee: 20,
      damageClaim: { status: 'accepted', ownerAmount: 10 },
    };
    const text = renderText(
      <MoneyBreakdown money={moneyBreakdown(done)} audience="renter" deposit={depositLife(done)} />,
    );
    expect(text).toContain('Security deposit: $30.00 kept for the late return and damage');
    expect(text).toContain('$70.00 released to your card on Dec 5, 2026.');
    expect(text).toContain('Late fee: 1 day × $20.00');
    expect(text).toContain('Taken from the deposit.');
  });

  it('shows the owner what they will be paid and when', () => {
    const text = renderText(
      <MoneyBreakdown
        money={moneyBreakdown(BOOKING)}
        audience="owner"
        deposit={depositLife(BOOKING)}
        payout={ownerPayoutOf(BOOKING)}
      />,
    );
    expect(text).toContain('Your payout');
    expect(text).toContain('paid when the rental completes after your condition check. $60.00');
  });

  it('says "about" in the viewer\'s currency beside the real charge in the owner\'s', () => {
    const aud = { ...BOOKING, currency: 'AUD' };
    const text = renderText(
      <MoneyBreakdown money={moneyBreakdown(aud)} audience="renter" viewerCurrency="USD" />,
    );
    expect(text).toContain('A$69.00 about $45.39');
    expect(text).toContain("Your card is charged in AUD, the owner's currency");
  });

  it("speaks the reader's language", async () => {
    await switchLanguage('de');
    const text = renderText(<MoneyBreakdown money={moneyBreakdown(BOOKING)} audience="renter" />);
    expect(text).toContain('Miete: $20,00 × 3 Tage $60,00');
    expect(text).toContain('Kaution reserviert');
    await switchLanguage('en');
  });
});
