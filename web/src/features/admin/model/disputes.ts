import type { ResultOf } from '../../../shared/graphql/graphql';
import type { DISPUTED_BOOKING_FIELDS } from '../graphql/disputed-booking-fields.fragment';
import type { AdminT } from './format';

export type DisputedBooking = ResultOf<typeof DISPUTED_BOOKING_FIELDS>;

/** The most an admin's decision may carry (the server bounds notes the same way as other booking notes). */
export const DECISION_NOTE_MAX = 1000;

export type OwnerAmountCheck = { ok: true; amount: number } | { ok: false; error: string };

/**
 * The amount the owner keeps, as typed: a number from 0 to the claimed amount with at most two decimals, the
 * decimals after a point or (as most of Europe writes them) a comma. The server refuses anything else with its
 * own message, too.
 */
export function checkOwnerAmount(
  text: string,
  claimed: number,
  claimedLabel: string,
  t: AdminT,
): OwnerAmountCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: t('disputes.amountRequired') };
  if (!/^\d+([.,]\d{1,2})?$/.test(trimmed)) return { ok: false, error: t('disputes.amountFormat') };
  const amount = Number(trimmed.replace(',', '.'));
  if (amount > claimed) return { ok: false, error: t('disputes.amountTooHigh', { amount: claimedLabel }) };
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
