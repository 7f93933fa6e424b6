import { lateFeeCents, recordEvent } from '@koalarent/core';
import { mayTake } from '../booking/state-machine.js';
import { eventBase } from '../commands/shared.js';
import { onBooking, SYSTEM, type TimerWork } from './on-booking.js';

/** The end date passed with the item still out: flagged, and both sides are told with the fee so far. */
export const markOverdue: TimerWork = (deps, bookingId) =>
  onBooking(deps, bookingId, async (tx, booking) => {
    if (!mayTake('markOverdue', booking.status, 'system') || booking.overdueAt) return false;
    booking.overdueAt = new Date();
    recordEvent(tx, 'booking.overdue', {
      ...(await eventBase(booking, SYSTEM)),
      lateFee: lateFeeCents(booking.endDate, new Date(), booking.dailyPriceCents) / 100,
    });
    return true;
  });
