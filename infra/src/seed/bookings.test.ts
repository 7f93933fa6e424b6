import {
  ACTIVE_BOOKING_STATUSES,
  ApprovalStatus,
  addDays,
  cancellationRefund,
  lateDays,
  remainingTimeLabel,
  toIsoDate,
} from '@koalarent/core';
import { describe, expect, it } from 'vitest';
import { DEMO_BOOKINGS, type DemoBooking, type PlannedBooking, planDemoBookings } from './bookings.js';
import { DEMO_USERS } from './demo-data.js';
import { planDemoMarketplace } from './plan.js';

const HOUR = 3600_000;

/** Several times of day: the dates follow "today" (UTC), the open requests follow the clock. */
const NOWS = ['2026-03-01T00:00:01Z', '2026-03-01T12:00:00Z', '2026-07-15T23:59:59Z'].map((s) => new Date(s));

function planned(now: Date): { bookings: PlannedBooking[]; plan: ReturnType<typeof planDemoMarketplace> } {
  const plan = planDemoMarketplace(now);
  return { bookings: planDemoBookings(plan, now), plan };
}

const username = (index: number) => DEMO_USERS[index]!.username;

describe('planDemoBookings', () => {
  it.each(NOWS)('seeds every state the demo shows, in the counts the brief asks for (now %s)', (now) => {
    const { bookings } = planned(now);
    const count = (status: string) => bookings.filter((b) => b.status === status).length;
    expect({
      completed: count('completed'),
      returned: count('returned'),
      with_renter: count('with_renter'),
      ahead: count('approved') + count('awaiting_pickup'),
      pending_approval: count('pending_approval'),
      cancelled: count('cancelled'),
      rejected: count('rejected'),
    }).toEqual({
      completed: 12,
      returned: 2,
      with_renter: 2,
      ahead: 2,
      pending_approval: 3,
      cancelled: 2,
      rejected: 1,
    });
    expect(bookings).toHaveLength(DEMO_BOOKINGS.length);
    expect(bookings.map((b) => b.n)).toEqual(DEMO_BOOKINGS.map((_, i) => i + 1));
  });

  it.each(NOWS)(
    "protects active rentals a demo renter sees, Olivia's among them (issue 26 §2; now %s)",
    (now) => {
      const { bookings } = planned(now);
      const protectedOnes = bookings.filter((b) => b.protection);
      expect(protectedOnes.map((b) => [username(b.renterIndex), b.status])).toEqual([
        ['mia.williams', 'approved'],
        ['olivia.chen', 'with_renter'],
      ]);
      for (const b of protectedOnes) expect(ACTIVE_BOOKING_STATUSES).toContain(b.status);
    },
  );

  it.each(NOWS)('keeps the rules: public items, never your own, never double-booked (now %s)', (now) => {
    const { bookings, plan } = planned(now);
    for (const b of bookings) {
      const item = plan.items[b.itemIndex]!;
      expect(item.ownerIndex).toBe(b.ownerIndex);
      expect(b.renterIndex).not.toBe(b.ownerIndex);
      expect(item.approvalStatus).toBe(ApprovalStatus.Approved);
      expect(b.requestedAt.getTime()).toBeGreaterThan(item.createdAt.getTime());
      expect(DEMO_USERS[b.renterIndex]!.city).toBe(DEMO_USERS[b.ownerIndex]!.city);
    }
    const active = bookings.filter((b) => (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(b.status));
    for (const a of active)
      for (const b of active)
        if (a !== b && a.itemIndex === b.itemIndex && plan.items[a.itemIndex]!.quantity === 1)
          expect(a.endDate < b.startDate || b.endDate < a.startDate).toBe(true);
  });

  it.each(NOWS)(
    'puts every step in the past, in order, and each state where the timers leave it (now %s)',
    (now) => {
      const { bookings } = planned(now);
      const today = toIsoDate(now);
      for (const b of bookings) {
        const steps = [
          b.requestedAt,
          b.approvedAt,
          b.readyAt,
          b.receivedAt,
          b.returnedAt,
          b.completedAt,
          b.cancelledAt,
        ]
          .filter((d): d is Date => d !== null)
          .map((d) => d.getTime());
        expect([...steps].sort((x, y) => x - y)).toEqual(steps);
        expect(Math.max(...steps)).toBeLessThanOrEqual(now.getTime());
        expect(b.expiresAt.getTime() - b.requestedAt.getTime()).toBe(48 * HOUR);
      }
      for (const b of bookings.filter((x) => x.status === 'pending_approval')) {
        expect(b.expiresAt.getTime()).toBeGreaterThan(now.getTime());
        expect(b.startDate > today).toBe(true);
        expect(b.approvedAt).toBeNull();
      }
      for (const b of bookings.filter((x) => x.status === 'approved' || x.status === 'awaiting_pickup'))
        expect(b.startDate > today).toBe(true);
      const out = bookings.filter((b) => b.status === 'with_renter');
      expect(out.map((b) => remainingTimeLabel(b.endDate, now)).sort()).toEqual([
        '3 days remaining',
        'Overdue',
      ]);
      const overdue = out.find((b) => b.endDate < today)!;
      expect(lateDays(overdue.endDate, now)).toBe(1);
      expect(overdue.overdueAt?.toISOString()).toBe(`${today}T00:00:00.000Z`);
      // One return on time, one a day late (a late fee to take at the condition check).
      const back = bookings.filter((b) => b.status === 'returned');
      expect(back.map((b) => lateDays(b.endDate, b.returnedAt!)).sort()).toEqual([0, 1]);
      for (const b of back) expect(now.getTime() - b.returnedAt!.getTime()).toBeLessThan(3 * 24 * HOUR);
    },
  );

  it('completes rentals with both reviews, mostly 4–5 stars, published within the window', () => {
    const now = NOWS[1]!;
    const { bookings } = planned(now);
    const completed = bookings.filter((b) => b.status === 'completed');
    const ratings = completed.flatMap((b) => [b.reviews!.byRenter.rating, b.reviews!.byOwner.rating]);
    expect(ratings).toHaveLength(24);
    expect(ratings.filter((r) => r >= 4).length).toBeGreaterThanOrEqual(22);
    for (const b of completed) {
      expect(b.reviews!.byRenter.comment.length).toBeGreaterThan(20);
      expect(b.reviews!.byOwner.at.getTime() - b.completedAt!.getTime()).toBeLessThan(14 * 24 * HOUR);
    }
    expect(bookings.filter((b) => b.status !== 'completed').every((b) => b.reviews === null)).toBe(true);
  });

  it('cancels one approved rental late (half the rent back), has the owner cancel another, rejects one with a reason', () => {
    const now = NOWS[1]!;
    const { bookings } = planned(now);
    const byRenter = bookings.find((b) => b.status === 'cancelled' && b.cancelledBy === 'renter')!;
    expect(byRenter.approvedAt).not.toBeNull();
    expect(
      cancellationRefund({
        approved: true,
        by: 'renter',
        startDate: byRenter.startDate,
        now: byRenter.cancelledAt!,
        rentCents: 10_000,
        feeCents: 1_500,
      }).rule,
    ).toBe('late');
    const byOwner = bookings.find((b) => b.status === 'cancelled' && b.cancelledBy === 'owner')!;
    expect(byOwner.approvedAt).not.toBeNull();
    expect(byOwner.cancelReason).toBeTruthy();
    const rejected = bookings.find((b) => b.status === 'rejected')!;
    expect(rejected.approvedAt).toBeNull();
    expect(rejected.ownerNotes).toMatch(/^Sorry/);
  });

  it('makes the first account the README lists the busiest, renting and lending', () => {
    const { bookings } = planned(NOWS[1]!);
    const activity = new Map<string, number>();
    for (const b of bookings)
      for (const who of [username(b.renterIndex), username(b.ownerIndex)])
        activity.set(who, (activity.get(who) ?? 0) + 1);
    const busiest = [...activity].sort((a, b) => b[1] - a[1])[0]![0];
    expect(busiest).toBe('olivia.chen');
    const olivia = DEMO_USERS.findIndex((u) => u.username === 'olivia.chen');
    const asRenter = bookings.filter((b) => b.renterIndex === olivia).map((b) => b.status);
    const asOwner = bookings.filter((b) => b.ownerIndex === olivia).map((b) => b.status);
    expect(asRenter).toEqual(expect.arrayContaining(['with_renter', 'awaiting_pickup', 'completed']));
    expect(asOwner).toEqual(expect.arrayContaining(['pending_approval', 'returned', 'completed']));
    // Both demo renters have something on every My Rentals tab.
    for (const renter of ['mia.williams', 'noah.kowalski']) {
      const index = DEMO_USERS.findIndex((u) => u.username === renter);
      const statuses = new Set(bookings.filter((b) => b.renterIndex === index).map((b) => b.status));
      expect(statuses.has('completed')).toBe(true);
      expect([...statuses].some((s) => s === 'cancelled' || s === 'rejected')).toBe(true);
      expect(statuses.has('pending_approval')).toBe(true);
    }
  });

  it('is the same plan for the same now', () => {
    const now = NOWS[1]!;
    expect(planned(now).bookings).toEqual(planned(new Date(now)).bookings);
  });

  describe('refuses demo data that breaks a rule', () => {
    const now = NOWS[1]!;
    const plan = planDemoMarketplace(now);
    const first = DEMO_BOOKINGS[0]!;
    const refuse = (change: Partial<DemoBooking>, message: RegExp, extra: DemoBooking[] = []) =>
      expect(() => planDemoBookings(plan, now, [{ ...first, ...change }, ...extra])).toThrow(message);

    it('renting your own item', () => refuse({ renter: first.owner }, /cannot rent their own item/));
    it('an item the owner does not list', () => refuse({ item: 'Time Machine' }, /lists no such item/));
    it('an unknown member', () => refuse({ renter: 'nobody' }, /no demo member 'nobody'/));
    it('a request before the listing existed', () =>
      refuse({ requested: { day: -60 }, start: -58 }, /before the item was listed/));
    it('an open request that has already expired', () =>
      refuse(
        { status: 'pending_approval', start: 5, requested: { hoursAgo: 49 }, reviews: undefined },
        /already expired/,
      ));
    it('a step in the future', () =>
      refuse({ status: 'completed', start: -1, days: 2, requested: { day: -3 } }, /in the future/));
    it('an owner cancelling a request they never approved', () =>
      refuse(
        {
          status: 'cancelled',
          reviews: undefined,
          cancelled: { by: 'owner', afterApproval: false, at: [-30, 10], reason: 'Changed my mind' },
        },
        /owner cancels only an approved booking/,
      ));
    it('two active bookings of a one-unit item on the same day', () => {
      const pending: DemoBooking = {
        ...first,
        renter: 'noah.kowalski',
        status: 'pending_approval',
        start: 5,
        days: 2,
        requested: { hoursAgo: 3 },
        reviews: undefined,
      };
      expect(() =>
        planDemoBookings(plan, now, [pending, { ...pending, renter: 'amelia.hughes', start: 6 }]),
      ).toThrow(/double-booked on 2026-03-07/);
      // Back to back is fine.
      expect(
        planDemoBookings(plan, now, [pending, { ...pending, renter: 'amelia.hughes', start: 7 }]),
      ).toHaveLength(2);
      expect(addDays(toIsoDate(now), 6)).toBe('2026-03-07');
    });
  });
});
