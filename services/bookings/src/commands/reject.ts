import { recordEvent } from '@koalarent/core';
import { BookingCommands } from '../client.js';
import { releaseHolds } from './settle.js';
import { changeStatus, eventBase, lockBooking, requireTransition, transactionalCommand } from './shared.js';

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
