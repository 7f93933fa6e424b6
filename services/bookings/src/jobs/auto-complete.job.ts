import { mayTake } from '../booking/state-machine.js';
import { completeBooking } from '../commands/settle.js';
import { paymentsOf } from '../commands/shared.js';
import { DamageClaim } from '../entities/damage-claim.entity.js';
import { onBooking, SYSTEM, type TimerWork } from './on-booking.js';

/** Three days after the return with no damage report: completed, deposit released (less any late fee). */
export const autoComplete: TimerWork = (deps, bookingId) =>
  onBooking(deps, bookingId, async (tx, booking) => {
    if (!mayTake('autoComplete', booking.status, 'system') || (await tx.findOne(DamageClaim, { booking })))
      return false;
    await completeBooking(tx, {
      booking,
      actor: SYSTEM,
      provider: paymentsOf(deps),
      keepCents: booking.lateFeeCents,
      notes: 'Completed automatically',
    });
    return true;
  });
