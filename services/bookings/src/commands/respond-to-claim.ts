import { DomainError, ErrorCode, handleCommand } from '@koalarent/core';
import { BookingCommands } from '../client.js';
import { DamageClaim } from '../entities/damage-claim.entity.js';
import { depositPartOf, settleClaim } from './settle.js';
import { exactlyOnce, lockBooking, paymentsOf, requireTransition } from './shared.js';

/** Renter accepts (the claimed part is captured, the rest released) or disputes (an admin decides). */
export const respondToClaimCommand = handleCommand(
  BookingCommands.respondToClaim,
  async (input, { actor, deps, job }) =>
    exactlyOnce(deps, job, async (tx) => {
      const { booking, party } = await lockBooking(tx, input.bookingId, actor);
      requireTransition(booking, party, 'respondToClaim');
      const claim = await tx.findOne(DamageClaim, { booking });
      if (claim?.status !== 'open')
        throw new DomainError(ErrorCode.InvalidTransition, {
          message: claim
            ? 'This damage report was already answered.'
            : 'There is no damage report to answer.',
        });
      if (input.accept)
        await settleClaim(tx, {
          booking,
          claim,
          ownerCents: depositPartOf(claim),
          resolution: 'accepted',
          actor,
          provider: paymentsOf(deps),
          note: null,
        });
      else claim.status = 'disputed';
      return { bookingId: booking.id };
    }),
);
