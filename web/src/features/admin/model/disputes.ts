import type { ResultOf } from '../../../shared/graphql/graphql';
import type { DISPUTED_BOOKING_FIELDS } from '../graphql/disputed-booking-fields.fragment';

export type DisputedBooking = ResultOf<typeof DISPUTED_BOOKING_FIELDS>;

/** The most an admin's decision may carry (the server bounds notes the same way as other booking notes). */
export const DECISION_NOTE_MAX = 1000;

export type OwnerAmountCheck = { ok: true; amount: number } | { ok: false; error: string };

/**
 * The amount the owner keeps, as typed: a number from 0 to the claimed amount with at most two decimals (the
 * server refuses anything else with its own message, too).
 */
export function checkOwnerAmount(text: string, claimed: number, claimedLabel: string): OwnerAmountCheck {
  const trimmed = text.trim();
  if (!trimmed)
    return { ok: false, error: 'Enter the amount the owner keeps (0 gives it all back to the renter)' };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { ok: false, error: 'Enter an amount such as 40 or 40.50' };
  const amount = Number(trimmed);
  if (amount > claimed) return { ok: false, error: `The owner can keep at most the claimed ${claimedLabel}` };
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
