import { DomainError, ErrorCode, recordEvent } from '@koalarent/core';
import { BookingCommands } from '../client.js';
import { post } from '../ledger/ledger.js';
import {
  APPROVED_PAYMENT_STATUS,
  approvedEvent,
  CAPTURE_KIND,
  captureApproved,
  capturePostings,
} from './approval.js';
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
    if (booking.rentPaymentRef) await captureApproved(payments, booking.rentPaymentRef, booking);
    post(tx, booking, CAPTURE_KIND, capturePostings(booking));
    booking.paymentStatus = APPROVED_PAYMENT_STATUS;
    booking.approvedAt = now;
    await changeStatus(tx, booking, 'approved', actor);
    recordEvent(tx, 'booking.approved', approvedEvent(await eventBase(booking, actor)));
    return { bookingId: booking.id };
  },
);
