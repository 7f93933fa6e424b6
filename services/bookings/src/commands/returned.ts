import { lateFeeCents } from '@koalarent/core';
import { BookingCommands } from '../client.js';
import { changeStatus, lockBooking, requireTransition, transactionalCommand } from './shared.js';

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
