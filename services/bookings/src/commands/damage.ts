import {
  type Actor,
  AuditTargetType,
  BookingMessages,
  type CurrencyCode,
  DAMAGE_REPORT_WINDOW_DAYS,
  DAMAGE_RESPONSE_HOURS,
  DomainError,
  type EntityManager,
  ErrorCode,
  exactMinorUnits,
  formatMoney,
  fromMinorUnits,
  handleCommand,
  recordAudit,
  recordEvent,
} from '@koalarent/core';
import { refusalMessage } from '../booking/state-machine.js';
import { BookingCommands } from '../client.js';
import type { Booking } from '../entities/booking.entity.js';
import { DamageClaim } from '../entities/damage-claim.entity.js';
import type { PaymentProvider } from '../payments/provider.js';
import { completeBooking } from './settle.js';
import { eventBase, exactlyOnce, lockBooking, paymentsOf, requireTransition } from './shared.js';

const DAY_MS = 24 * 3600_000;

/**
 * Owner reports damage within 3 days of the return: an amount up to what the deposit still covers after the late
 * fee, a reason and photos. The booking stays returned until the renter accepts, an admin decides a dispute, or 72
 * hours pass without an answer (then it counts as accepted).
 */
export const reportDamageCommand = handleCommand(
  BookingCommands.reportDamage,
  async (input, { actor, deps, job }) =>
    exactlyOnce(deps, job, async (tx) => {
      const { booking, party } = await lockBooking(tx, input.bookingId, actor);
      requireTransition(booking, party, 'reportDamage');
      if (await tx.findOne(DamageClaim, { booking }))
        throw new DomainError(ErrorCode.InvalidTransition, {
          message: 'Damage was already reported for this booking.',
        });
      const now = new Date();
      if (
        booking.returnedAt &&
        now.getTime() > booking.returnedAt.getTime() + DAMAGE_REPORT_WINDOW_DAYS * DAY_MS
      )
        throw new DomainError(ErrorCode.InvalidTransition, {
          message: `Damage can be reported within ${DAMAGE_REPORT_WINDOW_DAYS} days of the return.`,
        });
      // Exact (the contract refused more than two decimals) and positive in cents, as the claim's check wants it.
      const amountCents = exactMinorUnits(input.amount);
      if (amountCents <= 0)
        throw new DomainError(ErrorCode.ValidationFailed, {
          message: BookingMessages.damageAmount,
          fieldErrors: { amount: BookingMessages.damageAmount },
        });
      const covered = booking.depositCents - Math.min(booking.lateFeeCents, booking.depositCents);
      if (amountCents > covered) {
        const message = `The damage amount can be at most ${formatMoney(fromMinorUnits(covered), booking.currency as CurrencyCode)} (the deposit, less any late fee).`;
        throw new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { amount: message } });
      }
      const photos = input.photos.filter((url) => url.startsWith('/uploads/') || /^https?:\/\//.test(url));
      const claim = tx.create(DamageClaim, {
        booking,
        amountCents,
        reason: input.reason,
        photos,
        respondBy: new Date(now.getTime() + DAMAGE_RESPONSE_HOURS * 3600_000),
      });
      tx.persist(claim);
      recordEvent(tx, 'booking.damage_reported', {
        ...(await eventBase(booking, actor)),
        amount: input.amount,
        reason: input.reason,
        respondBy: claim.respondBy.toISOString(),
      });
      return { bookingId: booking.id };
    }),
);

/** Settles a claim: the owner keeps `ownerCents` of it plus the late fee from the deposit; the booking completes. */
export async function settleClaim(
  tx: EntityManager,
  booking: Booking,
  claim: DamageClaim,
  ownerCents: number,
  resolution: 'accepted' | 'auto_accepted' | 'admin_decided',
  actor: Actor,
  provider: PaymentProvider,
  note: string | null,
): Promise<void> {
  claim.status = resolution;
  claim.ownerAmountCents = ownerCents;
  claim.decisionNote = note;
  claim.resolvedAt = new Date();
  recordEvent(tx, 'booking.damage_resolved', {
    ...(await eventBase(booking, actor)),
    ownerAmount: fromMinorUnits(ownerCents),
    resolution,
  });
  await completeBooking(tx, booking, actor, provider, booking.lateFeeCents + ownerCents, note);
}

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
        await settleClaim(tx, booking, claim, claim.amountCents, 'accepted', actor, paymentsOf(deps), null);
      else claim.status = 'disputed';
      return { bookingId: booking.id };
    }),
);

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
      if (ownerCents > claim.amountCents) {
        const message = `The owner can keep at most the claimed ${formatMoney(fromMinorUnits(claim.amountCents), booking.currency as CurrencyCode)}.`;
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
      await settleClaim(
        tx,
        booking,
        claim,
        ownerCents,
        'admin_decided',
        actor,
        paymentsOf(deps),
        input.note ?? null,
      );
      return { bookingId: booking.id };
    }),
);
