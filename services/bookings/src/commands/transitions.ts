import {
  type Actor,
  cancellationRefund,
  DomainError,
  type EntityManager,
  ErrorCode,
  fromMinorUnits,
  lateFeeCents,
  recordEvent,
} from '@koalarent/core';
import { BookingCommands } from '../client.js';
import type { Booking } from '../entities/booking.entity.js';
import { DamageClaim } from '../entities/damage-claim.entity.js';
import { post } from '../ledger/ledger.js';
import type { PaymentProvider } from '../payments/provider.js';
import { completeBooking, releaseHolds } from './settle.js';
import { changeStatus, eventBase, lockBooking, requireTransition, transactionalCommand } from './shared.js';

/** Owner approves: rent + fee are captured, the deposit stays held, the renter is told. */
export const approveCommand = transactionalCommand(
  BookingCommands.approve,
  async ({ tx, actor, payments, now }, input) => {
    const { booking, party } = await lockBooking(tx, input.bookingId, actor);
    requireTransition(booking, party, 'approve');
    // The expiry timer may be late (a worker down until the sweep): an expired request is not approvable.
    if (booking.expiresAt.getTime() <= now.getTime())
      throw new DomainError(ErrorCode.InvalidTransition, {
        message: 'This request expired: the owner did not answer within 48 hours.',
      });
    if (booking.rentPaymentRef)
      await payments.capture(booking.rentPaymentRef, booking.totalCents, `bk-${booking.id}-capture`);
    post(tx, booking, 'capture', [
      ['rent_hold', -booking.totalCents],
      ['owner_payable', booking.rentCents],
      ['platform_fees', booking.feeCents],
    ]);
    booking.paymentStatus = 'paid';
    booking.approvedAt = now;
    await changeStatus(tx, booking, 'approved', actor);
    recordEvent(tx, 'booking.approved', await eventBase(booking, actor));
    return { bookingId: booking.id };
  },
);

/** Owner rejects with a reason: every hold is released. */
export const rejectCommand = transactionalCommand(
  BookingCommands.reject,
  async ({ tx, actor, payments, now }, input) => {
    const { booking, party } = await lockBooking(tx, input.bookingId, actor);
    requireTransition(booking, party, 'reject');
    await releaseHolds(tx, booking, payments, 'release');
    booking.ownerNotes = input.reason;
    booking.cancelledAt = now;
    await changeStatus(tx, booking, 'rejected', actor, input.reason);
    recordEvent(tx, 'booking.rejected', { ...(await eventBase(booking, actor)), reason: input.reason });
    return { bookingId: booking.id };
  },
);

/**
 * Cancels a booking by its renter or owner, or expires an unanswered request (the system). Before approval every
 * hold is released; after it the policy decides the refund (`cancellationRefund`) and the deposit hold is released.
 */
export async function cancelBooking(
  tx: EntityManager,
  booking: Booking,
  by: 'renter' | 'owner' | 'system',
  actor: Actor,
  provider: PaymentProvider,
  reason: string | null,
  now: Date = new Date(),
): Promise<void> {
  const approved = booking.status !== 'pending_approval';
  let refunded = booking.totalCents;
  if (!approved) await releaseHolds(tx, booking, provider, by === 'system' ? 'expire' : 'release');
  else {
    const refund = cancellationRefund({
      approved,
      by: by === 'owner' ? 'owner' : 'renter',
      startDate: booking.startDate,
      now,
      rentCents: booking.rentCents,
      feeCents: booking.feeCents,
    });
    refunded = refund.rentRefundCents + refund.feeRefundCents;
    if (refunded > 0 && booking.rentPaymentRef)
      await provider.refund(booking.rentPaymentRef, refunded, `bk-${booking.id}-cancel-refund`);
    post(tx, booking, 'refund', [
      ['owner_payable', -refund.rentRefundCents],
      ['platform_fees', -refund.feeRefundCents],
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
      refunded === booking.totalCents ? 'refunded' : refunded > 0 ? 'partially_refunded' : 'paid';
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

export const cancelCommand = transactionalCommand(
  BookingCommands.cancel,
  async ({ tx, actor, payments, now }, input) => {
    const { booking, party } = await lockBooking(tx, input.bookingId, actor);
    requireTransition(booking, party, 'cancel');
    await cancelBooking(tx, booking, party as 'renter' | 'owner', actor, payments, input.reason ?? null, now);
    return { bookingId: booking.id };
  },
);

export const readyForPickupCommand = transactionalCommand(
  BookingCommands.readyForPickup,
  async ({ tx, actor }, input) => {
    const { booking, party } = await lockBooking(tx, input.bookingId, actor);
    requireTransition(booking, party, 'readyForPickup');
    if (input.notes) booking.ownerNotes = input.notes;
    await changeStatus(tx, booking, 'awaiting_pickup', actor, input.notes ?? null);
    return { bookingId: booking.id };
  },
);

export const shippedCommand = transactionalCommand(BookingCommands.shipped, async ({ tx, actor }, input) => {
  const { booking, party } = await lockBooking(tx, input.bookingId, actor);
  requireTransition(booking, party, 'shipped');
  if (input.notes) booking.ownerNotes = input.notes;
  await changeStatus(tx, booking, 'in_transit', actor, input.notes ?? null);
  return { bookingId: booking.id };
});

/** Renter has the item: the rental period starts now (spec §4); the overdue job is scheduled from the event. */
export const receivedCommand = transactionalCommand(
  BookingCommands.received,
  async ({ tx, actor, now }, input) => {
    const { booking, party } = await lockBooking(tx, input.bookingId, actor);
    requireTransition(booking, party, 'received');
    booking.receivedDate = now;
    await changeStatus(tx, booking, 'with_renter', actor);
    return { bookingId: booking.id };
  },
);

/** Renter gives the item back: any late fee is fixed now, the owner is told, auto-completion is scheduled. */
export const returnedCommand = transactionalCommand(
  BookingCommands.returned,
  async ({ tx, actor, now }, input) => {
    const { booking, party } = await lockBooking(tx, input.bookingId, actor);
    requireTransition(booking, party, 'returned');
    booking.returnedAt = now;
    booking.lateFeeCents = lateFeeCents(booking.endDate, now, booking.dailyPriceCents);
    booking.returnNotes = input.notes || null;
    await changeStatus(tx, booking, 'returned', actor, booking.returnNotes);
    return { bookingId: booking.id };
  },
);

/** Owner confirms the condition: the late fee (if any) is taken from the deposit, the rest released. */
export const confirmConditionCommand = transactionalCommand(
  BookingCommands.confirmCondition,
  async ({ tx, actor, payments, now }, input) => {
    const { booking, party } = await lockBooking(tx, input.bookingId, actor);
    requireTransition(booking, party, 'confirmCondition');
    const claim = await tx.findOne(DamageClaim, { booking });
    if (claim)
      throw new DomainError(ErrorCode.InvalidTransition, {
        message: 'A damage report is open on this booking: it is settled by the renter or an admin.',
      });
    await completeBooking(tx, booking, actor, payments, booking.lateFeeCents, null, now);
    return { bookingId: booking.id };
  },
);
