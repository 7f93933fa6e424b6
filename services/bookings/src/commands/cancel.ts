import {
  type Actor,
  cancellationRefund,
  chargedCents,
  type EntityManager,
  fromMinorUnits,
  recordEvent,
} from '@koalarent/core';
import { BookingCommands } from '../client.js';
import type { Booking } from '../entities/booking.entity.js';
import { post } from '../ledger/ledger.js';
import type { PaymentProvider } from '../payments/provider.js';
import { releaseHolds } from './settle.js';
import { changeStatus, eventBase, lockBooking, requireTransition, transactionalCommand } from './shared.js';

/** A cancellation: which booking, by which side, by whom, paid through which provider, why, when. */
export interface CancelBookingRun {
  /** Locked by the caller. */
  booking: Booking;
  /** The renter or the owner cancels; the system expires an unanswered request. */
  by: 'renter' | 'owner' | 'system';
  actor: Actor;
  provider: PaymentProvider;
  reason: string | null;
  /** The cancellation's moment, which the refund policy counts from (default: now). */
  now?: Date;
}

/**
 * Cancels a booking by its renter or owner, or expires an unanswered request (the system). Before approval every
 * hold is released; after it the policy decides the refund (`cancellationRefund`: rent, fee and protection) and the
 * deposit hold is released.
 */
export async function cancelBooking(
  tx: EntityManager,
  { booking, by, actor, provider, reason, now = new Date() }: CancelBookingRun,
): Promise<void> {
  const approved = booking.status !== 'pending_approval';
  let refunded = chargedCents(booking);
  if (!approved) await releaseHolds(tx, booking, provider, by === 'system' ? 'expire' : 'release');
  else {
    const refund = cancellationRefund({
      approved,
      by: by === 'owner' ? 'owner' : 'renter',
      startDate: booking.startDate,
      now,
      rentCents: booking.rentCents,
      feeCents: booking.feeCents,
      protectionFeeCents: booking.protectionFeeCents,
    });
    // Protection goes back with the rent (issue 26 §2): all of it with all the rent, half with half.
    refunded = refund.rentRefundCents + refund.feeRefundCents + refund.protectionRefundCents;
    if (refunded > 0 && booking.rentPaymentRef)
      await provider.refund(booking.rentPaymentRef, refunded, `bk-${booking.id}-cancel-refund`);
    post(tx, booking, 'refund', [
      ['owner_payable', -refund.rentRefundCents],
      ['platform_fees', -refund.feeRefundCents],
      ['protection_fund', -refund.protectionRefundCents],
      ['renter_card', refunded],
    ]);
    if (booking.depositPaymentRef)
      await provider.release(booking.depositPaymentRef, `bk-${booking.id}-deposit-release`);
    post(tx, booking, 'deposit_release', [
      ['deposit_hold', -booking.depositCents],
      ['renter_card', booking.depositCents],
    ]);
    booking.refundedCents = refunded;
    booking.ownerPayoutCents = booking.rentCents - refund.rentRefundCents;
    booking.paymentStatus =
      refunded === chargedCents(booking) ? 'refunded' : refunded > 0 ? 'partially_refunded' : 'paid';
  }
  booking.cancelledAt = now;
  booking.cancelledBy = by;
  booking.cancelReason = reason;
  await changeStatus(tx, booking, 'cancelled', actor, reason);
  recordEvent(tx, 'booking.cancelled', {
    ...(await eventBase(booking, actor)),
    cancelledBy: by,
    reason,
    refundedAmount: fromMinorUnits(refunded),
  });
}

/** Renter or owner cancels (the state machine says from which statuses); `cancelBooking` settles the money. */
export const cancelCommand = transactionalCommand(
  BookingCommands.cancel,
  async ({ tx, actor, payments, now }, input) => {
    const { booking, party } = await lockBooking(tx, input.bookingId, actor);
    requireTransition(booking, party, 'cancel');
    await cancelBooking(tx, {
      booking,
      by: party as 'renter' | 'owner',
      actor,
      provider: payments,
      reason: input.reason ?? null,
      now,
    });
    return { bookingId: booking.id };
  },
);
