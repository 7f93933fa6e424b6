import { publishReviews } from '../commands/review.js';
import { onBooking, type TimerWork } from './on-booking.js';

/** The 14-day window closed: whatever was written is published. */
export const closeReviews: TimerWork = (deps, bookingId) =>
  onBooking(deps, bookingId, async (tx, booking) => (await publishReviews(tx, booking)) > 0);
