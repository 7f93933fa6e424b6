import { BookingCommands } from '../client.js';
import { changeStatus, lockBooking, requireTransition, transactionalCommand } from './shared.js';

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
