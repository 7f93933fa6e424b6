import {
  type BookingStatus,
  cancellationRefund,
  DAMAGE_REPORT_WINDOW_DAYS,
  lateFeeCents,
  REVIEW_WINDOW_DAYS,
  rentalDueAt,
} from '@koalarent/core';
import type { BookingRecord, BookingViewer, ClaimRecord, ReviewRecord } from './records.js';

/**
 * What a viewer may do with a booking right now, for the screens' buttons. These mirror the worker's checks
 * (ARCHITECTURE §4, issue §3/§5/§7) so a button shown is an action the worker accepts; the worker still checks
 * every command against the locked row, so a stale screen gets a clear 409, never a wrong transition.
 */

export const BOOKING_ACTIONS = [
  'approve',
  'reject',
  'cancel',
  'readyForPickup',
  'shipped',
  'received',
  'returned',
  'confirmCondition',
  'reportDamage',
  'respondToClaim',
  'review',
  'resolveClaim',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

export type ViewerRole = 'renter' | 'owner' | 'admin';

const DAY_MS = 24 * 3600 * 1000;

/** The viewer's part in the booking (the renter or owner first: an admin renting is a renter); null for strangers. */
export function viewerRoleOf(
  booking: Pick<BookingRecord, 'renterId' | 'ownerId'>,
  viewer: BookingViewer,
): ViewerRole | null {
  if (viewer.id === booking.renterId) return 'renter';
  if (viewer.id === booking.ownerId) return 'owner';
  return viewer.role === 'admin' ? 'admin' : null;
}

const RENTER_CANCELLABLE: readonly BookingStatus[] = ['pending_approval', 'approved', 'awaiting_pickup'];
// The worker lets the owner cancel from the same states (before approval a rejection says more, but both work).
const OWNER_CANCELLABLE: readonly BookingStatus[] = ['pending_approval', 'approved', 'awaiting_pickup'];
const RECEIVABLE: readonly BookingStatus[] = ['approved', 'awaiting_pickup', 'in_transit'];

/** completedAt + 14 days: the last moment either side may review; null until completed. */
export function reviewDeadlineOf(booking: Pick<BookingRecord, 'status' | 'completedAt'>): Date | null {
  if (booking.status !== 'completed' || !booking.completedAt) return null;
  return new Date(booking.completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

function mayReview(booking: BookingRecord, myReview: ReviewRecord | null, now: Date): boolean {
  const deadline = reviewDeadlineOf(booking);
  return deadline !== null && now.getTime() <= deadline.getTime() && myReview === null;
}

export function allowedActions(
  booking: BookingRecord,
  viewer: BookingViewer,
  claim: ClaimRecord | null,
  myReview: ReviewRecord | null,
  now: Date,
): BookingAction[] {
  const role = viewerRoleOf(booking, viewer);
  const status = booking.status;
  const actions: BookingAction[] = [];
  if (role === 'renter') {
    if (RENTER_CANCELLABLE.includes(status)) actions.push('cancel');
    if (RECEIVABLE.includes(status)) actions.push('received');
    if (status === 'with_renter') actions.push('returned');
    if (status === 'returned' && claim?.status === 'open') actions.push('respondToClaim');
    if (mayReview(booking, myReview, now)) actions.push('review');
  } else if (role === 'owner') {
    if (status === 'pending_approval') actions.push('approve', 'reject');
    if (OWNER_CANCELLABLE.includes(status)) actions.push('cancel');
    if (status === 'approved') actions.push('readyForPickup', 'shipped');
    if (status === 'returned' && claim === null) actions.push('confirmCondition');
    const reportable =
      booking.returnedAt !== null &&
      now.getTime() <= booking.returnedAt.getTime() + DAMAGE_REPORT_WINDOW_DAYS * DAY_MS;
    // The claim is paid from the deposit left after the late fee: with nothing left there is nothing to claim.
    const covered = booking.depositCents - Math.min(booking.lateFeeCents, booking.depositCents);
    if (status === 'returned' && claim === null && reportable && covered > 0) actions.push('reportDamage');
    if (mayReview(booking, myReview, now)) actions.push('review');
  } else if (role === 'admin') {
    if (claim?.status === 'disputed') actions.push('resolveClaim');
  }
  return actions;
}

/**
 * What the renter would get back by cancelling now (rent and fee refunded or released, per the policy), in minor
 * units; null when the renter cannot cancel in this state.
 */
export function renterCancellationRefundCents(booking: BookingRecord, now: Date): number | null {
  if (!RENTER_CANCELLABLE.includes(booking.status)) return null;
  const refund = cancellationRefund({
    approved: booking.status !== 'pending_approval',
    by: 'renter',
    startDate: booking.startDate,
    now,
    rentCents: booking.rentCents,
    feeCents: booking.feeCents,
  });
  return refund.rentRefundCents + refund.feeRefundCents;
}

/** With the renter past the end date. */
export function isOverdue(booking: Pick<BookingRecord, 'status' | 'endDate'>, now: Date): boolean {
  return booking.status === 'with_renter' && now.getTime() > rentalDueAt(booking.endDate).getTime();
}

/** The late fee: accruing while the item is still out past the end date, fixed once it is returned. */
export function currentLateFeeCents(booking: BookingRecord, now: Date): number {
  if (booking.status === 'with_renter') return lateFeeCents(booking.endDate, now, booking.dailyPriceCents);
  return booking.lateFeeCents;
}
