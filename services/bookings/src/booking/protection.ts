import type { Config, ProtectionTerms } from '@koalarent/core';

/**
 * Protection at checkout (issue 26 §2), the bookings service's rules in one place: the terms from the configuration
 * (the fee itself is `protectionFeeCents` beside the price breakdown in core's contracts, which the web shares), how
 * much a damage claim may ask for, and how a claim splits between the deposit and the protection. Pure.
 */

/** The protection terms the server applies, from the configuration (`PROTECTION_FEE_PERCENT`, `…_MIN_FEE`, `…_CAP`). */
export function protectionTermsOf(
  config: Pick<Config, 'PROTECTION_FEE_PERCENT' | 'PROTECTION_MIN_FEE' | 'PROTECTION_CAP'>,
): ProtectionTerms {
  return {
    feePercent: config.PROTECTION_FEE_PERCENT,
    minimumFeeCents: Math.round(config.PROTECTION_MIN_FEE * 100),
    capCents: Math.round(config.PROTECTION_CAP * 100),
  };
}

/** The booking's amounts a claim's limit depends on. */
export interface ClaimableBooking {
  depositCents: number;
  lateFeeCents: number;
  /** The booking's protection fee: protected when above 0 or when a cap was bought. */
  protectionFeeCents: number;
  protectionCapCents: number;
}

/** What the deposit still covers after the late fee (today's limit of a claim). */
export function depositCoverCents(booking: Pick<ClaimableBooking, 'depositCents' | 'lateFeeCents'>): number {
  return booking.depositCents - Math.min(booking.lateFeeCents, booking.depositCents);
}

/** The most a damage claim may ask for: the deposit's cover, plus the protection's cap on a protected booking. */
export function claimLimitCents(booking: ClaimableBooking): number {
  return depositCoverCents(booking) + booking.protectionCapCents;
}

/** A claim's amount split: the deposit's part follows the deposit's flow; the rest is the protection's. */
export function splitClaim(
  booking: ClaimableBooking,
  amountCents: number,
): { depositPartCents: number; protectionPartCents: number } {
  const depositPartCents = Math.min(amountCents, depositCoverCents(booking));
  return { depositPartCents, protectionPartCents: amountCents - depositPartCents };
}
