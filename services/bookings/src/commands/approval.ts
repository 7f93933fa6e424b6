import { chargedCents, type EventPayload } from '@koalarent/core';
import type { PostingLine } from '../ledger/ledger.js';
import type { PaymentProvider } from '../payments/provider.js';

/**
 * What approving a request does, once, for both ways a request is approved: the owner's `approve` command
 * (`approve.ts`) and instant book's approval inside the request's own transaction (`request-booking.ts`, issue 23
 * §5). Rent + fee (and protection, issue 26 §2) are captured from the hold, the deposit stays held, and the two sides
 * are told by the same events.
 */

/** The amounts approval moves. */
export interface ApprovedAmounts {
  readonly id: number;
  readonly totalCents: number;
  readonly rentCents: number;
  readonly feeCents: number;
  /** Issue 26 §2: captured with the rent into the protection account; 0 without protection. */
  readonly protectionFeeCents: number;
}

/** The payment status a booking has once approved: rent + fee captured. */
export const APPROVED_PAYMENT_STATUS = 'paid';

/** Captures the rent + fee (+ protection) hold, keyed by the booking, so a retried approval captures once. */
export function captureApproved(
  payments: PaymentProvider,
  rentPaymentRef: string,
  booking: ApprovedAmounts,
): Promise<void> {
  return payments.capture(rentPaymentRef, chargedCents(booking), `bk-${booking.id}-capture`);
}

/**
 * The ledger's `capture` posting: the hold leaves rent_hold, the rent is owed to the owner, the fee is the platform's,
 * the protection fee goes to the protection account.
 */
export function capturePostings(booking: ApprovedAmounts): PostingLine[] {
  return [
    ['rent_hold', -chargedCents(booking)],
    ['owner_payable', booking.rentCents],
    ['platform_fees', booking.feeCents],
    ['protection_fund', booking.protectionFeeCents],
  ];
}

/** The posting kind approval writes. */
export const CAPTURE_KIND = 'capture';

/**
 * The events an approval records beside `booking.status_changed` (pending_approval → approved): `booking.approved`,
 * on which the renter's decision mail goes out. Its payload is the status change's base.
 */
export function approvedEvent(
  base: Omit<EventPayload<'booking.status_changed'>, 'from' | 'notes'>,
): EventPayload<'booking.approved'> {
  return { ...base, status: 'approved' };
}
