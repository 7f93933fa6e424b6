import { describe, expect, it } from 'vitest';
import { bookingRecord as booking, claimRecord as claim, NOW } from '../../test/booking-records.js';
import {
  allowedActions,
  currentLateFeeCents,
  isOverdue,
  renterCancellationRefundCents,
  viewerRoleOf,
} from './actions.js';

const DAY = 86_400_000;

const renter = { id: 3, role: 'user' } as const;
const owner = { id: 2, role: 'user' } as const;
const admin = { id: 99, role: 'admin' } as const;

describe('viewerRoleOf', () => {
  it('names the renter or owner before the admin role, and nobody else', () => {
    expect(viewerRoleOf(booking(), { id: 3, role: 'admin' })).toBe('renter');
    expect(viewerRoleOf(booking(), owner)).toBe('owner');
    expect(viewerRoleOf(booking(), admin)).toBe('admin');
    expect(viewerRoleOf(booking(), { id: 50, role: 'user' })).toBeNull();
  });
});

describe('allowedActions', () => {
  it('gives a stranger nothing, and an admin only the decision of a disputed claim', () => {
    expect(allowedActions(booking(), { id: 50, role: 'user' }, null, null, NOW)).toEqual([]);
    const returned = booking({ status: 'returned', returnedAt: NOW });
    expect(allowedActions(returned, admin, claim('open'), null, NOW)).toEqual([]);
    expect(allowedActions(returned, admin, claim('disputed'), null, NOW)).toEqual(['resolveClaim']);
  });

  it('closes damage reports 3 days after the return and reviews 14 days after completion', () => {
    const returnedAt = new Date(NOW.getTime() - 3 * DAY);
    expect(allowedActions(booking({ status: 'returned', returnedAt }), owner, null, null, NOW)).toContain(
      'reportDamage',
    );
    const later = new Date(NOW.getTime() + 1);
    expect(allowedActions(booking({ status: 'returned', returnedAt }), owner, null, null, later)).toEqual([
      'confirmCondition',
    ]);
    const completedAt = new Date(NOW.getTime() - 14 * DAY);
    expect(allowedActions(booking({ status: 'completed', completedAt }), renter, null, null, NOW)).toEqual([
      'review',
    ]);
    expect(allowedActions(booking({ status: 'completed', completedAt }), renter, null, null, later)).toEqual(
      [],
    );
  });
});

describe('amounts', () => {
  it("prices the renter's cancellation by the policy", () => {
    expect(renterCancellationRefundCents(booking(), NOW)).toBe(15525);
    expect(renterCancellationRefundCents(booking({ status: 'approved' }), NOW)).toBe(13500);
    expect(renterCancellationRefundCents(booking({ status: 'approved', startDate: '2026-03-11' }), NOW)).toBe(
      6750,
    );
    expect(renterCancellationRefundCents(booking({ status: 'in_transit' }), NOW)).toBeNull();
  });

  it('is overdue from the midnight after the end date, accruing the daily price per started day', () => {
    const out = booking({ status: 'with_renter', endDate: '2026-03-09' });
    expect(isOverdue(out, new Date('2026-03-10T00:00:00Z'))).toBe(false);
    expect(isOverdue(out, NOW)).toBe(true);
    expect(currentLateFeeCents(out, NOW)).toBe(4500);
    expect(currentLateFeeCents(out, new Date('2026-03-11T00:00:01Z'))).toBe(9000);
    const back = booking({ status: 'returned', endDate: '2026-03-09', lateFeeCents: 4500 });
    expect(isOverdue(back, NOW)).toBe(false);
    expect(currentLateFeeCents(back, new Date('2026-04-01T00:00:00Z'))).toBe(4500);
  });
});
