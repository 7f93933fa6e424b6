import { mayTake } from '../booking/state-machine.js';
import { depositPartOf, settleClaim } from '../commands/settle.js';
import { paymentsOf } from '../commands/shared.js';
import { DamageClaim } from '../entities/damage-claim.entity.js';
import { onBooking, SYSTEM, type TimerWork } from './on-booking.js';

/** 72 hours without an answer to a damage report: it counts as accepted. */
export const autoAcceptClaim: TimerWork = (deps, bookingId) =>
  onBooking(deps, bookingId, async (tx, booking) => {
    const claim = await tx.findOne(DamageClaim, { booking });
    if (!mayTake('autoAcceptClaim', booking.status, 'system') || !claim || claim.status !== 'open')
      return false;
    await settleClaim(tx, {
      booking,
      claim,
      ownerCents: depositPartOf(claim),
      resolution: 'auto_accepted',
      actor: SYSTEM,
      provider: paymentsOf(deps),
      note: null,
    });
    return true;
  });
