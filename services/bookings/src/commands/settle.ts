import {
  type Actor,
  chargedCents,
  type EntityManager,
  fromMinorUnits,
  REVIEW_WINDOW_DAYS,
  recordEvent,
} from '@koalarent/core';
import type { Booking } from '../entities/booking.entity.js';
import type { DamageClaim } from '../entities/damage-claim.entity.js';
import { post } from '../ledger/ledger.js';
import type { PaymentProvider } from '../payments/provider.js';
import { lockMembers, refreshMember } from './ranks.js';
import { changeStatus, eventBase } from './shared.js';

/** A completion: which booking, by whom, paid through which provider, what the owner keeps, when. */
export interface CompleteBookingRun {
  /** Returned, and locked by the caller. */
  booking: Booking;
  actor: Actor;
  provider: PaymentProvider;
  /** Of the deposit hold, what the owner keeps (late fee, damages; bounded by the deposit): the rest is released. */
  keepCents: number;
  /** The status change's note. */
  notes: string | null;
  /** The completion's moment (default: now). */
  now?: Date;
  /** What the protection account already paid the owner for a claim above the deposit (issue 26 §2). */
  protectionPaidCents?: number;
}

/**
 * Closes a returned booking: the deposit hold is settled — `keepCents` of it (late fee, damages) captured for the
 * owner and the rest released to the renter — the owner's payout is fixed (rent + what was kept), the booking is
 * completed, reviews open and both members' ranks are recomputed. The caller holds the booking's lock.
 */
export async function completeBooking(
  tx: EntityManager,
  {
    booking,
    actor,
    provider,
    keepCents,
    notes,
    now = new Date(),
    protectionPaidCents = 0,
  }: CompleteBookingRun,
): Promise<void> {
  const keep = Math.min(Math.max(0, keepCents), booking.depositCents);
  if (booking.depositPaymentRef) {
    if (keep > 0) await provider.capture(booking.depositPaymentRef, keep, `bk-${booking.id}-deposit-settle`);
    else await provider.release(booking.depositPaymentRef, `bk-${booking.id}-deposit-settle`);
  }
  post(tx, booking, keep > 0 ? 'deposit_settle' : 'deposit_release', [
    ['deposit_hold', -booking.depositCents],
    ['owner_payable', keep],
    ['renter_card', booking.depositCents - keep],
  ]);
  booking.ownerPayoutCents = booking.rentCents + keep + protectionPaidCents;
  booking.completedAt = now;
  await changeStatus(tx, booking, 'completed', actor, notes);
  await tx.flush();
  await lockMembers(tx, [booking.renter.id, booking.owner.id]);
  await refreshMember(tx, booking.renter.id);
  await refreshMember(tx, booking.owner.id);
}

/** A claim's settlement: the booking and its claim, what the owner gets, how it was decided, by whom, when. */
export interface SettleClaimRun {
  /** Locked by the caller. */
  booking: Booking;
  /** The booking's open (or disputed) damage claim. */
  claim: DamageClaim;
  /** Of the claim's deposit part (`depositPartOf`), what the owner keeps from the deposit. */
  ownerCents: number;
  /** The renter accepted, 72 hours passed without an answer, or an admin decided. */
  resolution: 'accepted' | 'auto_accepted' | 'admin_decided';
  actor: Actor;
  provider: PaymentProvider;
  /** The decision's note (an admin's), also the completion's. */
  note: string | null;
  /** The settlement's moment (default: now). */
  now?: Date;
}

/** Settles a claim: the owner keeps `ownerCents` of it plus the late fee from the deposit; the booking completes. */
export async function settleClaim(
  tx: EntityManager,
  { booking, claim, ownerCents, resolution, actor, provider, note, now = new Date() }: SettleClaimRun,
): Promise<void> {
  claim.status = resolution;
  claim.ownerAmountCents = ownerCents;
  claim.decisionNote = note;
  claim.resolvedAt = now;
  recordEvent(tx, 'booking.damage_resolved', {
    ...(await eventBase(booking, actor)),
    ownerAmount: fromMinorUnits(ownerCents),
    resolution,
  });
  await completeBooking(tx, {
    booking,
    actor,
    provider,
    keepCents: booking.lateFeeCents + ownerCents,
    notes: note,
    now,
    protectionPaidCents: claim.protectionPaidCents ?? 0,
  });
}

/** The part of a claim the deposit answers for (the rest, on a protected booking, is the protection's). */
export function depositPartOf(claim: Pick<DamageClaim, 'amountCents' | 'protectionAmountCents'>): number {
  return claim.amountCents - claim.protectionAmountCents;
}

/** When the review window of a completed booking closes. */
export function reviewDeadline(booking: Booking): Date | null {
  return booking.completedAt
    ? new Date(booking.completedAt.getTime() + REVIEW_WINDOW_DAYS * 24 * 3600_000)
    : null;
}

/** Releases both holds of a request that was never approved (reject, expiry, cancel before approval). */
export async function releaseHolds(
  tx: EntityManager,
  booking: Booking,
  provider: PaymentProvider,
  kind: string,
): Promise<void> {
  if (booking.rentPaymentRef) await provider.release(booking.rentPaymentRef, `bk-${booking.id}-rent-release`);
  if (booking.depositPaymentRef)
    await provider.release(booking.depositPaymentRef, `bk-${booking.id}-deposit-release`);
  post(tx, booking, kind, [
    ['rent_hold', -chargedCents(booking)],
    ['deposit_hold', -booking.depositCents],
    ['renter_card', chargedCents(booking) + booking.depositCents],
  ]);
  booking.paymentStatus = 'refunded';
}
