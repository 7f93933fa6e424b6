import {
  cancellationRefund,
  DAMAGE_REPORT_WINDOW_DAYS,
  lateFeeCents,
  REVIEW_WINDOW_DAYS,
  rentalDueAt,
} from '@koalarent/core';
import { claimLimitCents } from '../booking/protection.js';
import { BOOKING_ACTIONS, type BookingAction, mayTake } from '../booking/state-machine.js';
import type { BookingRecord, BookingViewer, ClaimRecord, ReviewRecord } from './records.js';

/**
 * What a viewer may do with a booking right now, for the screens' buttons: what the state machine
 * (../booking/state-machine.ts) allows this party from this status, narrowed by the rules that look further than
 * the status (a claim, the review window, a deposit left to claim from) — the same rules the commands apply. The
 * worker still checks every command against the locked row, so a stale screen gets a clear 409, never a wrong
 * transition.
 */

export { BOOKING_ACTIONS, type BookingAction } from '../booking/state-machine.js';

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

/** completedAt + 14 days: the last moment either side may review; null until completed. */
export function reviewDeadlineOf(booking: Pick<BookingRecord, 'status' | 'completedAt'>): Date | null {
  if (booking.status !== 'completed' || !booking.completedAt) return null;
  return new Date(booking.completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

function mayReview(booking: BookingRecord, myReview: ReviewRecord | null, now: Date): boolean {
  const deadline = reviewDeadlineOf(booking);
  return deadline !== null && now.getTime() <= deadline.getTime() && myReview === null;
}

/** The further condition of each action beyond its status and party, where it has one. */
type Guard = (context: {
  booking: BookingRecord;
  claim: ClaimRecord | null;
  myReview: ReviewRecord | null;
  now: Date;
}) => boolean;

const GUARDS: Partial<Record<BookingAction, Guard>> = {
  // Settled through the claim while one is open.
  confirmCondition: ({ claim }) => claim === null,
  reportDamage: ({ booking, claim, now }) => {
    const reportable =
      booking.returnedAt !== null &&
      now.getTime() <= booking.returnedAt.getTime() + DAMAGE_REPORT_WINDOW_DAYS * DAY_MS;
    // The claim is paid from the deposit left after the late fee, and on a protected booking from the protection up
    // to its cap (issue 26 §2): with nothing left there is nothing to claim.
    return claim === null && reportable && claimLimitCents(booking) > 0;
  },
  respondToClaim: ({ claim }) => claim?.status === 'open',
  resolveClaim: ({ claim }) => claim?.status === 'disputed',
  decideProtection: ({ claim }) => claim?.protectionStatus === 'pending',
  review: ({ booking, myReview, now }) => mayReview(booking, myReview, now),
};

export function allowedActions(
  booking: BookingRecord,
  viewer: BookingViewer,
  claim: ClaimRecord | null,
  myReview: ReviewRecord | null,
  now: Date,
): BookingAction[] {
  const role = viewerRoleOf(booking, viewer);
  if (role === null) return [];
  return BOOKING_ACTIONS.filter(
    (action) =>
      mayTake(action, booking.status, role) && (GUARDS[action]?.({ booking, claim, myReview, now }) ?? true),
  );
}

/**
 * What the renter would get back by cancelling now (rent, fee and protection refunded or released, per the policy), in minor
 * units; null when the renter cannot cancel in this state.
 */
export function renterCancellationRefundCents(booking: BookingRecord, now: Date): number | null {
  if (!mayTake('cancel', booking.status, 'renter')) return null;
  const refund = cancellationRefund({
    approved: booking.status !== 'pending_approval',
    by: 'renter',
    startDate: booking.startDate,
    now,
    rentCents: booking.rentCents,
    feeCents: booking.feeCents,
    protectionFeeCents: booking.protectionFeeCents,
  });
  return refund.rentRefundCents + refund.feeRefundCents + refund.protectionRefundCents;
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
