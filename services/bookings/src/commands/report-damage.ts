import {
  BookingMessages,
  type CurrencyCode,
  DAMAGE_REPORT_WINDOW_DAYS,
  DAMAGE_RESPONSE_HOURS,
  DomainError,
  ErrorCode,
  exactMinorUnits,
  formatMoney,
  fromMinorUnits,
  handleCommand,
  recordEvent,
} from '@koalarent/core';
import { BookingCommands } from '../client.js';
import { DamageClaim } from '../entities/damage-claim.entity.js';
import { eventBase, exactlyOnce, lockBooking, requireTransition } from './shared.js';

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
