import { BookingCommands } from '../client.js';
import { changeStatus, lockBooking, requireTransition, transactionalCommand } from './shared.js';

/** Owner has the item ready to be picked up, with optional notes for the renter. */
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
