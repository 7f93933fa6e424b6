import {
  AuditTargetType,
  DomainError,
  ErrorCode,
  fromMinorUnits,
  handleCommand,
  recordAudit,
  recordEvent,
} from '@koalarent/core';
import { refusalMessage } from '../booking/state-machine.js';
import { BookingCommands } from '../client.js';
import { DamageClaim } from '../entities/damage-claim.entity.js';
import { post } from '../ledger/ledger.js';
import { eventBase, exactlyOnce, lockBooking, requireTransition } from './shared.js';

/**
 * Issue 26 §2: an admin decides the part of a damage claim above the deposit on a protected booking. Approved, it
 * is paid to the owner from the protection account (a `protection_payout` posting: protection_fund → owner_payable)
 * and counted in the owner's payout; rejected, nothing moves. Never charged to the renter, whatever the deposit's
 * part is doing (accepted, disputed or settled). The decision goes to the audit trail and, as
 * `booking.protection_decided`, to the outbox in the same transaction (messaging tells both members).
 */
export const decideProtectionCommand = handleCommand(
  BookingCommands.decideProtection,
  async (input, { actor, deps, job }) =>
    exactlyOnce(deps, job, async (tx) => {
      // Before the lock: a member learns nothing of the booking from asking.
      if (actor.role !== 'admin' || actor.userId === null)
        throw new DomainError(ErrorCode.Forbidden, { message: refusalMessage('decideProtection', false) });
      const { booking, party } = await lockBooking(tx, input.bookingId, actor);
      requireTransition(booking, party, 'decideProtection');
      const claim = await tx.findOne(DamageClaim, { booking });
      if (claim?.protectionStatus !== 'pending')
        throw new DomainError(ErrorCode.InvalidTransition, {
          message:
            claim && claim.protectionStatus !== 'none'
              ? 'This protection claim was already decided.'
              : 'This booking has no protection claim to decide.',
        });
      const approved = input.decision === 'approve';
      const paid = approved ? claim.protectionAmountCents : 0;
      const now = new Date();
      recordAudit(tx, {
        actorId: actor.userId,
        action: approved ? 'protection.approve' : 'protection.reject',
        targetType: AuditTargetType.Booking,
        targetId: booking.id,
        before: {
          protectionStatus: 'pending',
          protectionAmount: fromMinorUnits(claim.protectionAmountCents),
        },
        after: {
          protectionStatus: approved ? 'approved' : 'rejected',
          protectionPaid: fromMinorUnits(paid),
          note: input.note ?? null,
        },
      });
      claim.protectionStatus = approved ? 'approved' : 'rejected';
      claim.protectionPaidCents = paid;
      claim.protectionNote = input.note ?? null;
      claim.protectionDecidedAt = now;
      claim.protectionDecidedBy = actor.userId;
      if (paid > 0) {
        post(tx, booking, 'protection_payout', [
          ['protection_fund', -paid],
          ['owner_payable', paid],
        ]);
        // A completed booking's payout is fixed already: add to it. A returned one's is fixed at completion, which
        // counts what protection paid (`completeBooking`).
        if (booking.status === 'completed') booking.ownerPayoutCents += paid;
      }
      recordEvent(tx, 'booking.protection_decided', {
        ...(await eventBase(booking, actor)),
        decision: approved ? 'approved' : 'rejected',
        protectionAmount: fromMinorUnits(claim.protectionAmountCents),
        paidAmount: fromMinorUnits(paid),
        note: input.note?.trim() || null,
      });
      return { bookingId: booking.id };
    }),
);
