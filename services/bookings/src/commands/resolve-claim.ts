import {
  AuditTargetType,
  type CurrencyCode,
  DomainError,
  ErrorCode,
  exactMinorUnits,
  formatMoney,
  fromMinorUnits,
  handleCommand,
  recordAudit,
} from '@koalarent/core';
import { refusalMessage } from '../booking/state-machine.js';
import { BookingCommands } from '../client.js';
import { DamageClaim } from '../entities/damage-claim.entity.js';
import { depositPartOf, settleClaim } from './settle.js';
import { exactlyOnce, lockBooking, paymentsOf, requireTransition } from './shared.js';

/**
 * An admin decides a disputed claim: how much of it the owner keeps (0 … the claimed amount). The decision goes to
 * the audit trail in the same transaction.
 */
export const resolveClaimCommand = handleCommand(
  BookingCommands.resolveClaim,
  async (input, { actor, deps, job }) =>
    exactlyOnce(deps, job, async (tx) => {
      // Before the lock: a member learns nothing of the booking from asking.
      if (actor.role !== 'admin')
        throw new DomainError(ErrorCode.Forbidden, { message: refusalMessage('resolveClaim', false) });
      const { booking, party } = await lockBooking(tx, input.bookingId, actor);
      requireTransition(booking, party, 'resolveClaim');
      const claim = await tx.findOne(DamageClaim, { booking });
      if (claim?.status !== 'disputed')
        throw new DomainError(ErrorCode.InvalidTransition, {
          message: 'This booking has no disputed damage report.',
        });
      const ownerCents = exactMinorUnits(input.ownerAmount);
      // On a protected booking the part above the deposit is not the renter's to dispute: an admin decides it apart.
      const depositPart = depositPartOf(claim);
      if (ownerCents > depositPart) {
        const message = `The owner can keep at most the claimed ${formatMoney(fromMinorUnits(depositPart), booking.currency as CurrencyCode)}${claim.protectionAmountCents > 0 ? ' from the deposit' : ''}.`;
        throw new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { ownerAmount: message } });
      }
      if (actor.userId !== null)
        recordAudit(tx, {
          actorId: actor.userId,
          action: 'claim.resolve',
          targetType: AuditTargetType.Booking,
          targetId: booking.id,
          before: {
            claimStatus: claim.status,
            ownerAmount: claim.ownerAmountCents === null ? null : fromMinorUnits(claim.ownerAmountCents),
            decisionNote: claim.decisionNote,
          },
          after: {
            claimStatus: 'admin_decided',
            ownerAmount: fromMinorUnits(ownerCents),
            decisionNote: input.note ?? null,
          },
        });
      await settleClaim(tx, {
        booking,
        claim,
        ownerCents,
        resolution: 'admin_decided',
        actor,
        provider: paymentsOf(deps),
        note: input.note ?? null,
      });
      return { bookingId: booking.id };
    }),
);
