import {
  ACCOUNT_BOOKING_GROUPS,
  BOOKING_NOTES_MAX,
  BookingMessages,
  CANCELLATION_POLICY_LINES,
  MY_RENTALS_GROUPS,
} from '@koalarent/core/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '../../../shared/i18n/format';
import { i18n, loadNamespaces } from '../../../shared/i18n/i18n';
import {
  bookingItemTitle,
  bookingMoney,
  bookingStatusView,
  cancellationPolicyLines,
  cancellationRefundText,
  cancelledNotice,
  damageClaimSummary,
  durationLabel,
  formatBookingDate,
  formatBookingMoment,
  formatDateRange,
  formatShortDate,
  formatShortMoment,
  groupBookings,
  isEarlyPickup,
  nameInitial,
  partyName,
  paymentStatusView,
  receiptPrompt,
  remainingTimeBadge,
  renterActions,
} from './booking-view';

// The screens' English text, through the same strings and formatters the components use.
const t = i18n.getFixedT('en', 'bookings');
const f = formattersFor('en');
beforeAll(() => loadNamespaces('bookings'));

describe('bookingStatusView', () => {
  it('labels every spec status', () => {
    expect(bookingStatusView('pending_approval', t)).toEqual({
      label: 'Pending Approval',
      palette: 'orange',
    });
    expect(bookingStatusView('awaiting_pickup', t).label).toBe('Ready for Pickup');
    expect(bookingStatusView('in_transit', t).label).toBe('In Transit');
    expect(bookingStatusView('with_renter', t)).toEqual({ label: 'With You', palette: 'green' });
    expect(bookingStatusView('returned', t).label).toBe('Returned');
    expect(bookingStatusView('cancelled', t).label).toBe('Cancelled');
  });

  it('shows an unknown status raw, in grey', () => {
    expect(bookingStatusView('on_hold', t)).toEqual({ label: 'on_hold', palette: 'gray' });
    expect(bookingStatusView('toString', t)).toEqual({ label: 'toString', palette: 'gray' });
  });
});

describe('paymentStatusView', () => {
  it('gives unpaid, paid and refunded their own colours', () => {
    const unpaid = paymentStatusView('unpaid', t);
    const paid = paymentStatusView('paid', t);
    const refunded = paymentStatusView('refunded', t);
    expect([unpaid.label, paid.label, refunded.label]).toEqual(['Unpaid', 'Paid', 'Refunded']);
    expect(new Set([unpaid.palette, paid.palette, refunded.palette]).size).toBe(3);
    expect(paid.palette).toBe('green');
  });

  it('knows authorized and partially_refunded, and shows anything else raw', () => {
    expect(paymentStatusView('authorized', t).label).toBe('Authorized');
    expect(paymentStatusView('partially_refunded', t).label).toBe('Partly refunded');
    expect(paymentStatusView('chargeback', t)).toEqual({ label: 'chargeback', palette: 'gray' });
  });
});

describe('bookingMoney', () => {
  it('shows the booking currency’s symbol and two decimals', () => {
    expect(bookingMoney(103.5, 'USD', f)).toBe('$103.50');
    expect(bookingMoney(40, 'EUR', f)).toBe('€40.00');
    expect(bookingMoney(0, 'USD', f)).toBe('$0.00');
  });

  it('does not convert between currencies, and treats an unknown code as dollars', () => {
    expect(bookingMoney(12, 'GBP', f)).toBe('£12.00');
    expect(bookingMoney(12, 'XYZ', f)).toBe('$12.00');
  });
});

describe('dates', () => {
  it('formats calendar dates as MMM d, yyyy on the same day in every time zone', () => {
    expect(formatBookingDate('2027-01-05', f)).toBe('Jan 5, 2027');
    expect(formatDateRange('2027-01-05', '2027-01-08', t, f)).toBe('Jan 5, 2027 – Jan 8, 2027');
  });

  it('formats timestamps in local time, and leaves text that is not a date as it is', () => {
    const local = new Date(2027, 2, 9, 15, 30);
    expect(formatBookingDate(local.toISOString(), f)).toBe('Mar 9, 2027');
    expect(formatBookingMoment(local.toISOString(), f)).toBe('Mar 9, 2027, 3:30 PM');
    expect(formatBookingDate('soon', f)).toBe('soon');
    expect(formatBookingDate(null, f)).toBe('');
  });

  it('counts days in the singular and plural', () => {
    expect(durationLabel(1, t)).toBe('1 day');
    expect(durationLabel(4, t)).toBe('4 days');
  });
});

describe('remainingTimeBadge', () => {
  const withYou = {
    status: 'with_renter',
    receivedDate: '2027-01-05T10:00:00.000Z',
    startDate: '2027-01-05',
    endDate: '2027-01-08',
  };

  it('counts the days left, rounded up, until the end of the end date (UTC)', () => {
    expect(remainingTimeBadge(withYou, new Date('2027-01-06T12:00:00Z'), t)).toEqual({
      label: '3 days remaining',
      overdue: false,
    });
    expect(remainingTimeBadge(withYou, new Date('2027-01-08T23:00:00Z'), t)).toEqual({
      label: '1 day remaining',
      overdue: false,
    });
  });

  it('counts the booked period, not the days since an early pickup', () => {
    // Picked up on Jan 2 for Jan 5–8: four days booked, however early it was collected.
    const early = { ...withYou, receivedDate: '2027-01-02T09:00:00.000Z' };
    expect(remainingTimeBadge(early, new Date('2027-01-02T09:00:00Z'), t)?.label).toBe('4 days remaining');
    expect(remainingTimeBadge(early, new Date('2027-01-04T23:59:00Z'), t)?.label).toBe('4 days remaining');
    // Once the period has begun, the days still ahead of it.
    expect(remainingTimeBadge(early, new Date('2027-01-07T06:00:00Z'), t)?.label).toBe('2 days remaining');
  });

  it('says Overdue once the end date has passed', () => {
    expect(remainingTimeBadge(withYou, new Date('2027-01-09T00:00:01Z'), t)).toEqual({
      label: 'Overdue',
      overdue: true,
    });
  });

  it('is shown only on a with_renter booking with a receivedDate', () => {
    const now = new Date('2027-01-06T12:00:00Z');
    expect(remainingTimeBadge({ ...withYou, receivedDate: null }, now, t)).toBeNull();
    expect(remainingTimeBadge({ ...withYou, status: 'returned' }, now, t)).toBeNull();
    expect(remainingTimeBadge({ ...withYou, status: 'approved' }, now, t)).toBeNull();
  });
});

describe('isEarlyPickup', () => {
  it('is before the start date on the renter’s own calendar, not on it or after', () => {
    expect(isEarlyPickup('2027-01-05', new Date(2027, 0, 4, 23, 59))).toBe(true);
    expect(isEarlyPickup('2027-01-05', new Date(2027, 0, 5, 0, 1))).toBe(false);
    expect(isEarlyPickup('2027-01-05', new Date(2027, 0, 7, 12, 0))).toBe(false);
  });
});

describe('receiptPrompt', () => {
  const booking = { startDate: '2026-11-30', endDate: '2026-12-02' };

  it('asks first when the item is marked received before the start date', () => {
    const prompt = receiptPrompt(booking, new Date(2026, 10, 28, 15, 0), t, f);
    expect(prompt).toMatchObject({
      early: true,
      title: 'Confirm Item Receipt',
      question: 'Your rental starts Nov 30. Picked it up early?',
      confirmLabel: 'Yes, I have it',
      cancelLabel: 'Not yet',
      successDescription: 'Your rental period starts Nov 30.',
      start: 'Nov 30, 2026',
      end: 'Dec 2, 2026',
    });
  });

  it('is the spec’s Confirm Item Receipt from the start date on', () => {
    const prompt = receiptPrompt(booking, new Date(2026, 10, 30, 8, 0), t, f);
    expect(prompt).toMatchObject({
      early: false,
      title: 'Confirm Item Receipt',
      question: null,
      confirmLabel: 'Confirm Receipt',
      cancelLabel: 'Cancel',
      successDescription: 'The rental period has started.',
      end: 'Dec 2, 2026',
    });
  });
});

describe('short dates in a sentence', () => {
  const now = new Date(2026, 10, 28, 12, 0);

  it('leaves the year out within the current year and shows it otherwise', () => {
    expect(formatShortDate('2026-11-30', now, f)).toBe('Nov 30');
    expect(formatShortDate('2027-01-05', now, f)).toBe('Jan 5, 2027');
  });

  it('gives a deadline its time of day in the viewer’s zone', () => {
    expect(formatShortMoment(new Date(2026, 10, 29, 18, 34).toISOString(), now, f)).toBe('Nov 29, 6:34 PM');
    expect(formatShortMoment(new Date(2027, 0, 2, 9, 5).toISOString(), now, f)).toBe('Jan 2, 2027, 9:05 AM');
  });
});

describe('groupBookings', () => {
  const bookings = [
    { id: 1, status: 'pending_approval' },
    { id: 2, status: 'with_renter' },
    { id: 3, status: 'returned' },
    { id: 4, status: 'completed' },
    { id: 5, status: 'rejected' },
    { id: 6, status: 'cancelled' },
    { id: 7, status: 'awaiting_pickup' },
    { id: 8, status: 'approved' },
  ];
  const ids = (list: { id: number }[]) => list.map((b) => b.id);

  it('sorts bookings into the My Rentals tabs, keeping their order', () => {
    const groups = groupBookings(bookings, MY_RENTALS_GROUPS, 'active');
    expect(ids(groups.active)).toEqual([1, 2, 7, 8]);
    expect(ids(groups.completed)).toEqual([3, 4]);
    expect(ids(groups.cancelled)).toEqual([5, 6]);
  });

  it('sorts bookings into the account page’s sub-tabs (returned is still active there)', () => {
    const groups = groupBookings(bookings, ACCOUNT_BOOKING_GROUPS, 'active');
    expect(ids(groups.pending)).toEqual([1]);
    expect(ids(groups.active)).toEqual([2, 3, 7, 8]);
    expect(ids(groups.past)).toEqual([4, 5, 6]);
  });

  it('keeps a booking in an unknown state in the fallback group instead of losing it', () => {
    const groups = groupBookings([{ id: 9, status: 'on_hold' }], MY_RENTALS_GROUPS, 'active');
    expect(ids(groups.active)).toEqual([9]);
    expect(groups.completed).toEqual([]);
    expect(groups.cancelled).toEqual([]);
  });
});

describe('renterActions', () => {
  it('shows what the server allows', () => {
    expect([...renterActions(['received', 'cancel'], 'active')]).toEqual(['received', 'cancel']);
    expect([...renterActions(['returned'], 'active')]).toEqual(['returned']);
    expect([...renterActions([], 'active')]).toEqual([]);
    // Owner-side actions never become renter buttons.
    expect([...renterActions(['approve', 'reportDamage'], 'active')]).toEqual([]);
  });

  it('hides the hand-over buttons outside the Active tab, but not cancel, the claim answer or the review', () => {
    expect([...renterActions(['received', 'returned'], 'completed')]).toEqual([]);
    expect([...renterActions(['respondToClaim', 'review'], 'completed')]).toEqual([
      'respondToClaim',
      'review',
    ]);
    expect([...renterActions(['cancel'], 'cancelled')]).toEqual(['cancel']);
  });
});

describe('names and titles', () => {
  it('falls back when the listing was deleted', () => {
    expect(bookingItemTitle({ title: 'Canon R5' }, 'Item name unavailable')).toBe('Canon R5');
    expect(bookingItemTitle(null, 'Item name unavailable')).toBe('Item name unavailable');
    expect(bookingItemTitle({ title: '  ' }, 'Unknown Item')).toBe('Unknown Item');
  });

  it('names the owner by full name, else username, with an initial', () => {
    expect(partyName({ fullName: 'Olivia Chen', username: 'olivia.chen' })).toBe('Olivia Chen');
    expect(partyName({ fullName: null, username: 'olivia.chen' })).toBe('olivia.chen');
    expect(nameInitial('olivia.chen')).toBe('O');
    expect(nameInitial(' ')).toBe('?');
  });
});

describe('damageClaimSummary', () => {
  const claim = {
    status: 'open',
    amount: 80,
    ownerAmount: null,
    respondBy: new Date(2027, 0, 12, 9, 0).toISOString(),
  };

  it('tells an open claim’s amount and deadline', () => {
    expect(damageClaimSummary(claim, 'USD', t, f)).toBe(
      'The owner claims $80.00 from your deposit. Accept or dispute it by Jan 12, 2027, 9:00 AM; an unanswered claim is accepted automatically.',
    );
  });

  it('tells each settled state', () => {
    expect(damageClaimSummary({ ...claim, status: 'disputed' }, 'USD', t, f)).toContain(
      'An admin will decide',
    );
    expect(damageClaimSummary({ ...claim, status: 'accepted' }, 'USD', t, f)).toContain('$80.00 was taken');
    expect(damageClaimSummary({ ...claim, status: 'auto_accepted' }, 'USD', t, f)).toContain('automatically');
    expect(damageClaimSummary({ ...claim, status: 'admin_decided', ownerAmount: 30 }, 'EUR', t, f)).toBe(
      'An admin decided the claim: the owner keeps €30.00 of the €80.00 claimed.',
    );
  });
});

describe('cancellationRefundText', () => {
  it('is null when the booking cannot be cancelled', () => {
    expect(
      cancellationRefundText({ cancellationRefund: null, paymentStatus: 'paid', currency: 'USD' }, t, f),
    ).toBeNull();
  });

  it('speaks of a release before approval and a refund after', () => {
    expect(
      cancellationRefundText({ cancellationRefund: 115, paymentStatus: 'authorized', currency: 'USD' }, t, f),
    ).toBe('If you cancel now, the $115.00 held on your card will be released.');
    expect(
      cancellationRefundText({ cancellationRefund: 50, paymentStatus: 'paid', currency: 'USD' }, t, f),
    ).toBe('If you cancel now, $50.00 will be refunded to you.');
    expect(
      cancellationRefundText({ cancellationRefund: 0, paymentStatus: 'paid', currency: 'USD' }, t, f),
    ).toBe('If you cancel now, nothing will be refunded.');
  });
});

describe('cancelledNotice', () => {
  it('speaks of the released hold before approval and of the refund after', () => {
    expect(
      cancelledNotice({ paymentStatus: 'authorized' }, { refundedAmount: 0, currency: 'USD' }, t, f),
    ).toEqual({
      title: 'Booking cancelled',
      description: 'The hold on your card has been released.',
    });
    expect(
      cancelledNotice({ paymentStatus: 'paid' }, { refundedAmount: 60, currency: 'USD' }, t, f).description,
    ).toBe('$60.00 will be refunded to you.');
    expect(
      cancelledNotice({ paymentStatus: 'paid' }, { refundedAmount: 0, currency: 'USD' }, t, f).description,
    ).toBe('Nothing was refunded under the cancellation policy.');
  });
});

describe('English text matches the contract', () => {
  it('writes the cancellation policy and the notes limit as the shared constants do', () => {
    expect(cancellationPolicyLines(t)).toEqual([...CANCELLATION_POLICY_LINES]);
    expect(t('errors.notesMax', { max: String(BOOKING_NOTES_MAX) })).toBe(BookingMessages.notesMax);
  });

  it('groups thousands in amounts', () => {
    expect(bookingMoney(1234.5, 'USD', f)).toBe('$1,234.50');
  });
});
