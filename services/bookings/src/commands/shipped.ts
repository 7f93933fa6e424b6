import { BookingCommands } from '../client.js';
import { changeStatus, lockBooking, requireTransition, transactionalCommand } from './shared.js';

/** Owner has sent the item, with optional notes (a tracking number) for the renter. */
export const shippedCommand = transactionalCommand(BookingCommands.shipped, async ({ tx, actor }, input) => {
  const { booking, party } = await lockBooking(tx, input.bookingId, actor);
  requireTransition(booking, party, 'shipped');
  if (input.notes) booking.ownerNotes = input.notes;
  await changeStatus(tx, booking, 'in_transit', actor, input.notes ?? null);
  return { bookingId: booking.id };
});
