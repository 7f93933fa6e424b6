import { type EntityManager, lateFeeCents, recordEvent } from '@koalarent/core';
import { mayTake } from '../booking/state-machine.js';
import { eventBase } from '../commands/shared.js';
import type { Booking } from '../entities/booking.entity.js';
import { onBooking, SYSTEM, type TimerWork } from './on-booking.js';

/**
 * Flags a rental still out after its end date, at `now`, and tells both sides the fee so far; false when it is not
 * with the renter or already flagged. The caller holds the booking's lock (the timer; the demo seed, at the moment
 * the timer would have fired).
 */
export async function flagOverdue(tx: EntityManager, booking: Booking, now: Date): Promise<boolean> {
  if (!mayTake('markOverdue', booking.status, 'system') || booking.overdueAt) return false;
  booking.overdueAt = now;
  recordEvent(tx, 'booking.overdue', {
    ...(await eventBase(booking, SYSTEM)),
    lateFee: lateFeeCents(booking.endDate, now, booking.dailyPriceCents) / 100,
  });
  return true;
}

/** The end date passed with the item still out: flagged, and both sides are told with the fee so far. */
export const markOverdue: TimerWork = (deps, bookingId) =>
  onBooking(deps, bookingId, (tx, booking) => flagOverdue(tx, booking, new Date()));
