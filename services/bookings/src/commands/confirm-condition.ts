import { DomainError, ErrorCode } from '@koalarent/core';
import { BookingCommands } from '../client.js';
import { DamageClaim } from '../entities/damage-claim.entity.js';
import { completeBooking } from './settle.js';
import { lockBooking, requireTransition, transactionalCommand } from './shared.js';

/** Owner confirms the condition: the late fee (if any) is taken from the deposit, the rest released. */
export const confirmConditionCommand = transactionalCommand(
  BookingCommands.confirmCondition,
  async ({ tx, actor, payments, now }, input) => {
    const { booking, party } = await lockBooking(tx, input.bookingId, actor);
    requireTransition(booking, party, 'confirmCondition');
    const claim = await tx.findOne(DamageClaim, { booking });
    if (claim)
      throw new DomainError(ErrorCode.InvalidTransition, {
        message: 'A damage report is open on this booking: it is settled by the renter or an admin.',
      });
    await completeBooking(tx, {
      booking,
      actor,
      provider: payments,
      keepCents: booking.lateFeeCents,
      notes: null,
      now,
    });
    return { bookingId: booking.id };
  },
);
