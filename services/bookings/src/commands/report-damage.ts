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
import { claimLimitCents, depositCoverCents, splitClaim } from '../booking/protection.js';
import { BookingCommands } from '../client.js';
import { DamageClaim } from '../entities/damage-claim.entity.js';
import { eventBase, exactlyOnce, lockBooking, requireTransition } from './shared.js';

const DAY_MS = 24 * 3600_000;

/**
 * Owner reports damage within 3 days of the return: an amount up to what the deposit still covers after the late
 * fee (on a protected booking, plus the protection's cap: that part goes to an admin), a reason and photos. The booking stays returned until the renter accepts, an admin decides a dispute, or 72
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
      // Today's limit, unless the booking is protected (issue 26 §2): then up to the deposit's cover plus the cap,
      // the part above the deposit waiting for an admin and never charged to the renter.
      const covered = depositCoverCents(booking);
      const limit = claimLimitCents(booking);
      if (amountCents > limit) {
        const message =
          booking.protectionCapCents > 0
            ? `The damage amount can be at most ${formatMoney(fromMinorUnits(limit), booking.currency as CurrencyCode)} (the deposit, less any late fee, plus the protection's cover of ${formatMoney(fromMinorUnits(booking.protectionCapCents), booking.currency as CurrencyCode)}).`
            : `The damage amount can be at most ${formatMoney(fromMinorUnits(covered), booking.currency as CurrencyCode)} (the deposit, less any late fee).`;
        throw new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { amount: message } });
      }
      const { protectionPartCents } = splitClaim(booking, amountCents);
      const photos = input.photos.filter((url) => url.startsWith('/uploads/') || /^https?:\/\//.test(url));
      const claim = tx.create(DamageClaim, {
        booking,
        amountCents,
        reason: input.reason,
        photos,
        respondBy: new Date(now.getTime() + DAMAGE_RESPONSE_HOURS * 3600_000),
        protectionAmountCents: protectionPartCents,
        protectionStatus: protectionPartCents > 0 ? 'pending' : 'none',
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
