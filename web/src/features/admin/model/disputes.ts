import type { ResultOf } from '../../../shared/graphql/graphql';
import type { DISPUTED_BOOKING_FIELDS } from '../graphql/disputed-booking-fields.fragment';
import type { AdminT } from './format';

export type DisputedBooking = ResultOf<typeof DISPUTED_BOOKING_FIELDS>;

/** The most an admin's decision may carry (the server bounds notes the same way as other booking notes). */
export const DECISION_NOTE_MAX = 1000;

export type OwnerAmountCheck = { ok: true; amount: number } | { ok: false; error: string };

/**
 * The part of a claim a dispute decides: the claim less its part above the deposit, which on a protected booking an
 * admin decides apart in Protection claims (issue 26 §2). The server's limit on the owner's amount (`resolveClaim`,
 * the claim's `depositPartOf`); the whole claim on an unprotected booking.
 */
export function disputedPart(claim: { amount: number; protectionAmount: number }): number {
  return Math.round((claim.amount - claim.protectionAmount) * 100) / 100;
}

/**
 * The amount the owner keeps, as typed: a number from 0 to the disputed part of the claim (`disputedPart`) with at
 * most two decimals, the decimals after a point or (as most of Europe writes them) a comma. The server refuses
 * anything else with its own message, too. `aboveLabel`, the part above the deposit on a protected booking, makes
 * the refusal say where that part is decided.
 */
export function checkOwnerAmount(
  text: string,
  max: number,
  maxLabel: string,
  t: AdminT,
  aboveLabel?: string | null,
): OwnerAmountCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: t('disputes.amountRequired') };
  if (!/^\d+([.,]\d{1,2})?$/.test(trimmed)) return { ok: false, error: t('disputes.amountFormat') };
  const amount = Number(trimmed.replace(',', '.'));
  if (amount > max)
    return {
      ok: false,
      error: aboveLabel
        ? t('disputes.amountTooHighDeposit', { amount: maxLabel, above: aboveLabel })
        : t('disputes.amountTooHigh', { amount: maxLabel }),
    };
  return { ok: true, amount };
}

/** What the renter gets back of the claim once the owner keeps `ownerAmount` of it. */
export function renterShare(claimed: number, ownerAmount: number): number {
  return Math.max(0, Math.round((claimed - ownerAmount) * 100) / 100);
}

/** 'Priya Patel (@priya)'. */
export function partyLabel(party: { fullName: string; username: string }): string {
  const name = party.fullName.trim();
  return name ? `${name} (@${party.username})` : `@${party.username}`;
}
