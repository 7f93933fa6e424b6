import { mayTake } from '../booking/state-machine.js';
import { cancelBooking } from '../commands/cancel.js';
import { paymentsOf } from '../commands/shared.js';
import { onBooking, SYSTEM, type TimerWork } from './on-booking.js';

/** 48 hours without an answer: the request is cancelled and every hold released. */
export const expireRequest: TimerWork = (deps, bookingId) =>
  onBooking(deps, bookingId, async (tx, booking) => {
    if (!mayTake('expireRequest', booking.status, 'system')) return false;
    await cancelBooking(tx, {
      booking,
      by: 'system',
      actor: SYSTEM,
      provider: paymentsOf(deps),
      reason: 'The owner did not answer within 48 hours.',
    });
    return true;
  });
