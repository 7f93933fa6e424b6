import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { renderText } from '../../../shared/testing/render-text';
import { Receipt, type ReceiptBooking } from './receipt';

/** A completed booking: $20 × 3 days, $100 deposit released whole, paid with a Visa ending 4242. */
const BOOKING: ReceiptBooking = {
  id: 77,
  createdAt: '2026-11-20T10:00:00.000Z',
  startDate: '2026-11-30',
  endDate: '2026-12-02',
  status: 'completed',
  paymentStatus: 'paid',
  currency: 'USD',
  dailyPrice: 20,
  days: 3,
  rentPrice: 60,
  serviceFee: 9,
  totalPrice: 69,
  securityDeposit: 100,
  lateFee: 0,
  ownerPayout: 60,
  completedAt: '2026-12-05T10:00:00.000Z',
  cancelledAt: null,
  damageClaim: null,
  item: { title: 'Tandem kayak' },
  owner: { username: 'olive', fullName: 'Olive Hart' },
  renter: { username: 'remy', fullName: 'Rémy Dubois' },
  paymentMethod: { brand: 'visa', last4: '4242' },
};

beforeAll(() => loadNamespaces('bookings', 'money', 'rental'));

describe('Receipt', () => {
  it('gives the renter the parties, item, dates, every money line, the payment status and the card', () => {
    const text = renderText(<Receipt booking={BOOKING} viewer="renter" />);
    expect(text).toContain('Booking #77');
    expect(text).toContain('Item Tandem kayak');
    expect(text).toContain('Dates Nov 30, 2026 – Dec 2, 2026');
    expect(text).toContain('Renter Rémy Dubois');
    expect(text).toContain('Owner Olive Hart');
    expect(text).toContain('Payment status Paid');
    expect(text).toContain('Card Visa ending in 4242');
    expect(text).toContain('Rent: $20.00 × 3 days $60.00');
    expect(text).toContain('Service fee (15%) $9.00');
    expect(text).toContain('$69.00');
    expect(text).toContain('Security deposit released Released to your card on Dec 5, 2026. $100.00');
    expect(text).not.toContain('Your payout');
  });

  it('gives the owner the payout and no card line when the API hides the card', () => {
    const text = renderText(<Receipt booking={{ ...BOOKING, paymentMethod: null }} viewer="owner" />);
    expect(text).not.toContain('Visa');
    expect(text).toContain('Released to the renter on Dec 5, 2026.');
    expect(text).toContain('Your payout Paid on Dec 5, 2026. $60.00');
  });
});
