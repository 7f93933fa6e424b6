import { BOOKING_NOTES_MAX, BookingMessages } from '@koalarent/core/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '../../../shared/i18n/format';
import { i18n, loadNamespaces } from '../../../shared/i18n/i18n';
import { ActionKeys } from './action-keys';
import {
  checkDamageReport,
  claimStatusView,
  daysLabel,
  deliveryLabel,
  depositReleasedOnConfirm,
  earningsTotals,
  formatDateRange,
  formatDay,
  groupOwnerBookings,
  initialSection,
  maxDamageAmount,
  money,
  optionalNotes,
  ownerActions,
  ownerSectionOf,
  ownerStatusLabel,
  partyInitial,
  partyName,
  paymentStatusLabel,
  pendingRequestCount,
  reasonProblem,
  remainingLabel,
} from './owner-bookings';

// The owner's English screen text, through the same strings and formatters the components use.
const t = i18n.getFixedT('en', 'ownerBookings');
const f = formattersFor('en');
beforeAll(() => loadNamespaces('ownerBookings'));

function booking(overrides: Partial<Parameters<typeof groupOwnerBookings>[0][number]> & { id: number }) {
  return {
    status: 'pending_approval',
    damageClaim: null,
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-11-22T10:00:00.000Z',
    returnedAt: null,
    completedAt: null,
    cancelledAt: null,
    ...overrides,
  };
}

describe('owner sections', () => {
  it('puts each status where the owner acts on it', () => {
    expect(ownerSectionOf({ status: 'pending_approval' })).toBe('requests');
    for (const status of ['approved', 'awaiting_pickup', 'in_transit'])
      expect(ownerSectionOf({ status })).toBe('handover');
    expect(ownerSectionOf({ status: 'with_renter' })).toBe('withRenter');
    expect(ownerSectionOf({ status: 'returned', damageClaim: null })).toBe('returns');
    expect(ownerSectionOf({ status: 'returned', damageClaim: { status: 'open' } })).toBe('claims');
    expect(ownerSectionOf({ status: 'returned', damageClaim: { status: 'disputed' } })).toBe('claims');
    for (const status of ['completed', 'cancelled', 'rejected'])
      expect(ownerSectionOf({ status })).toBe('past');
    // Nothing the server sends is hidden: an unknown status lands in Past.
    expect(ownerSectionOf({ status: 'mystery' })).toBe('past');
  });

  it('groups and orders each section by what is most pressing', () => {
    const groups = groupOwnerBookings([
      booking({ id: 1, expiresAt: '2026-11-23T10:00:00.000Z' }),
      booking({ id: 2, expiresAt: '2026-11-21T10:00:00.000Z' }),
      booking({ id: 3, status: 'approved', startDate: '2026-12-10' }),
      booking({ id: 4, status: 'awaiting_pickup', startDate: '2026-12-02' }),
      booking({ id: 5, status: 'completed', completedAt: '2026-11-01T00:00:00.000Z' }),
      booking({ id: 6, status: 'cancelled', cancelledAt: '2026-11-10T00:00:00.000Z' }),
      booking({ id: 7, status: 'returned', returnedAt: '2026-11-19T00:00:00.000Z' }),
      booking({ id: 8, status: 'returned', returnedAt: '2026-11-18T00:00:00.000Z' }),
    ]);
    expect(groups.requests.map((b) => b.id)).toEqual([2, 1]);
    expect(groups.handover.map((b) => b.id)).toEqual([4, 3]);
    expect(groups.returns.map((b) => b.id)).toEqual([8, 7]);
    expect(groups.past.map((b) => b.id)).toEqual([6, 5]);
    expect(groups.withRenter).toEqual([]);
    expect(groups.claims).toEqual([]);
  });

  it('counts the requests waiting for an answer and opens on the first section with work', () => {
    expect(pendingRequestCount(undefined)).toBe(0);
    expect(
      pendingRequestCount([
        { status: 'pending_approval' },
        { status: 'approved' },
        { status: 'pending_approval' },
      ]),
    ).toBe(2);
    const none = groupOwnerBookings([]);
    expect(initialSection(none)).toBe('requests');
    expect(initialSection(groupOwnerBookings([booking({ id: 1, status: 'returned' })]))).toBe('returns');
    expect(
      initialSection(
        groupOwnerBookings([booking({ id: 1, status: 'returned' }), booking({ id: 2, status: 'approved' })]),
      ),
    ).toBe('handover');
    expect(initialSection(groupOwnerBookings([booking({ id: 1, status: 'completed' })]))).toBe('requests');
  });
});

describe('owner actions', () => {
  it("offers only the owner's allowed actions, in button order", () => {
    expect(
      ownerActions({ status: 'pending_approval', allowedActions: ['reject', 'cancel', 'approve'] }),
    ).toEqual(['approve', 'reject']);
    expect(
      ownerActions({
        status: 'approved',
        allowedActions: ['cancel', 'shipped', 'readyForPickup', 'received'],
      }),
    ).toEqual(['readyForPickup', 'shipped', 'cancel']);
    expect(
      ownerActions({
        status: 'returned',
        allowedActions: ['reportDamage', 'confirmCondition', 'respondToClaim'],
      }),
    ).toEqual(['confirmCondition', 'reportDamage']);
    expect(ownerActions({ status: 'completed', allowedActions: ['review'] })).toEqual(['review']);
    expect(ownerActions({ status: 'completed', allowedActions: [] })).toEqual([]);
  });
});

describe('card text', () => {
  it('labels statuses from the owner’s side and payment states, unknown ones raw', () => {
    expect(ownerStatusLabel('with_renter', t)).toBe('With Renter');
    expect(ownerStatusLabel('awaiting_pickup', t)).toBe('Ready for Pickup');
    expect(ownerStatusLabel('pending_approval', t)).toBe('Pending Approval');
    expect(ownerStatusLabel('weird', t)).toBe('weird');
    expect(paymentStatusLabel('partially_refunded', t)).toBe('Partly refunded');
    expect(paymentStatusLabel('paid', t)).toBe('Paid');
    expect(paymentStatusLabel('odd', t)).toBe('odd');
  });

  it('formats money, dates, days, delivery and names', () => {
    expect(money(57.5, 'USD', f)).toBe('$57.50');
    expect(money(12, 'EUR', f)).toBe('€12.00');
    expect(money(3, 'XYZ', f)).toBe('3.00 XYZ');
    expect(formatDay('2026-12-01', f)).toBe('Dec 1, 2026');
    expect(formatDay('not a date', f)).toBe('');
    expect(formatDay(null, f)).toBe('');
    expect(formatDateRange('2026-12-01', '2026-12-03', t, f)).toBe('Dec 1, 2026 – Dec 3, 2026');
    expect(daysLabel(1, t)).toBe('1 day');
    expect(daysLabel(3, t)).toBe('3 days');
    expect(deliveryLabel('pickup', 'ignored', t)).toBe('Self Pickup');
    expect(deliveryLabel('delivery', ' 1 Koala St ', t)).toBe('Delivery to 1 Koala St');
    expect(deliveryLabel('delivery', null, t)).toBe('Delivery');
    expect(partyName({ fullName: ' Mia Chen ', username: 'mia' })).toBe('Mia Chen');
    expect(partyName({ fullName: null, username: 'mia' })).toBe('mia');
    expect(partyInitial({ fullName: 'Mia Chen', username: 'mia' })).toBe('M');
  });

  it('counts the days left on an item out, then says Overdue', () => {
    const out = { startDate: '2026-12-06', endDate: '2026-12-10' };
    expect(remainingLabel(out, new Date('2026-12-08T12:00:00Z'), t)).toBe('3 days remaining');
    expect(remainingLabel(out, new Date('2026-12-10T12:00:00Z'), t)).toBe('1 day remaining');
    expect(remainingLabel(out, new Date('2026-12-11T00:00:01Z'), t)).toBe('Overdue');
  });

  it('counts the booked period after an early pickup, as the renter’s badge does', () => {
    // Picked up on the 1st for the 8th–10th: three booked days, not ten.
    const early = { startDate: '2026-12-08', endDate: '2026-12-10' };
    expect(remainingLabel(early, new Date('2026-12-01T12:00:00Z'), t)).toBe('3 days remaining');
  });

  it('writes the same validation messages as the shared schema', () => {
    expect(t('validation.notesMax', { max: String(BOOKING_NOTES_MAX) })).toBe(BookingMessages.notesMax);
    expect(t('validation.reasonRequired')).toBe(BookingMessages.reasonRequired);
    expect(t('validation.damageAmount')).toBe(BookingMessages.damageAmount);
  });

  it('says where a damage claim stands', () => {
    expect(claimStatusView({ status: 'open', respondBy: '2026-11-25T12:00:00.000Z' }, t, f).label).toBe(
      'Awaiting the renter',
    );
    expect(claimStatusView({ status: 'open', respondBy: null }, t, f).detail).toContain('72 hours');
    expect(claimStatusView({ status: 'disputed' }, t, f).detail).toContain('admin');
    expect(claimStatusView({ status: 'auto_accepted' }, t, f).label).toBe('Accepted automatically');
    expect(claimStatusView({ status: 'odd' }, t, f)).toEqual({ label: 'odd', palette: 'gray', detail: '' });
  });

  it('lists earnings totals largest first', () => {
    expect(
      earningsTotals(
        [
          { amount: 10, currency: 'EUR' },
          { amount: 120.5, currency: 'USD' },
        ],
        f,
      ),
    ).toEqual([
      { currency: 'USD', label: '$120.50' },
      { currency: 'EUR', label: '€10.00' },
    ]);
  });
});

describe('forms', () => {
  it('caps a damage claim at the deposit less the late fee', () => {
    expect(maxDamageAmount({ securityDeposit: 150, lateFee: 0 })).toBe(150);
    expect(maxDamageAmount({ securityDeposit: 150, lateFee: 45.5 })).toBe(104.5);
    expect(maxDamageAmount({ securityDeposit: 50, lateFee: 80 })).toBe(0);
    expect(depositReleasedOnConfirm({ securityDeposit: 100.1, lateFee: 0.2 })).toBe(99.9);
  });

  it('checks the damage form', () => {
    expect(checkDamageReport({ amount: '40.25', reason: ' Cracked lens ' }, 150, 'USD', t, f)).toEqual({
      ok: true,
      value: { amount: 40.25, reason: 'Cracked lens' },
    });
    // A typed currency symbol is tolerated.
    expect(checkDamageReport({ amount: '$150', reason: 'x' }, 150, 'USD', t, f).ok).toBe(true);
    // So is a comma before the cents, as many European keyboards write it.
    expect(checkDamageReport({ amount: '40,25', reason: 'x' }, 150, 'USD', t, f)).toMatchObject({
      ok: true,
      value: { amount: 40.25 },
    });
    expect(checkDamageReport({ amount: '150.01', reason: 'x' }, 150, 'USD', t, f)).toEqual({
      ok: false,
      errors: { amount: 'The damage amount can be at most $150.00 (the deposit, less any late fee).' },
    });
    for (const amount of ['', '0', '-5', 'abc', '1.234', '1e3', '1,234', '1,2,3'])
      expect(checkDamageReport({ amount, reason: 'x' }, 150, 'USD', t, f)).toEqual({
        ok: false,
        errors: { amount: BookingMessages.damageAmount },
      });
    expect(checkDamageReport({ amount: '10', reason: '   ' }, 150, 'USD', t, f)).toEqual({
      ok: false,
      errors: { reason: BookingMessages.reasonRequired },
    });
    expect(checkDamageReport({ amount: '10', reason: 'x' }, 0, 'USD', t, f)).toEqual({
      ok: false,
      errors: { amount: 'This booking has no deposit left to claim from.' },
    });
  });

  it('requires a reason and bounds optional notes', () => {
    expect(reasonProblem('', t)).toBe(BookingMessages.reasonRequired);
    expect(reasonProblem('  ', t)).toBe(BookingMessages.reasonRequired);
    expect(reasonProblem('Busy that week', t)).toBeNull();
    expect(reasonProblem('x'.repeat(BOOKING_NOTES_MAX + 1), t)).toBe(BookingMessages.notesMax);
    expect(optionalNotes('   ', t)).toEqual({ ok: true, value: null });
    expect(optionalNotes(' Gate code 1234 ', t)).toEqual({ ok: true, value: 'Gate code 1234' });
    expect(optionalNotes('x'.repeat(BOOKING_NOTES_MAX + 1), t)).toEqual({
      ok: false,
      error: BookingMessages.notesMax,
    });
  });
});

describe('ActionKeys', () => {
  it('keeps a key for a retry of the same attempt and starts over once it is decided', () => {
    let n = 0;
    const keys = new ActionKeys(() => `key-${++n}`);
    const first = keys.keyFor('approve:1');
    keys.settle('approve:1', 'retry');
    expect(keys.keyFor('approve:1')).toBe(first);
    expect(keys.keyFor('approve:2')).not.toBe(first);
    keys.settle('approve:1', 'decided');
    expect(keys.keyFor('approve:1')).not.toBe(first);
  });
});
